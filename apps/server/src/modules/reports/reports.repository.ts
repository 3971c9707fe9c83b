import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { comments, reports, reviews, users } from '../../db/schema/index.ts';
import type { ReportTargetType } from '@suara/domain';

export type NewReport = typeof reports.$inferInsert;

/** The author of a target others can still see, or undefined when there is no such target. */
export async function findTargetOwner(db: Database, targetType: ReportTargetType, targetId: string): Promise<string | undefined> {
  if (targetType === 'user') {
    const [row] = await db.select({ ownerId: users.id }).from(users).where(and(eq(users.id, targetId), isNull(users.deletedAt))).limit(1);
    return row?.ownerId;
  }
  const visibleReview = and(isNull(reviews.deletedAt), ne(reviews.status, 'hidden'));
  if (targetType === 'review') {
    const [row] = await db.select({ ownerId: reviews.userId }).from(reviews).where(and(eq(reviews.id, targetId), visibleReview)).limit(1);
    return row?.ownerId;
  }
  // A hidden comment, or one on a deleted or hidden review, is not shown either.
  const [row] = await db
    .select({ ownerId: comments.userId })
    .from(comments)
    .innerJoin(reviews, eq(reviews.id, comments.reviewId))
    .where(and(eq(comments.id, targetId), isNull(comments.deletedAt), isNull(comments.hiddenAt), visibleReview))
    .limit(1);
  return row?.ownerId;
}

/**
 * Files the report, or changes the reason of the reporter's open report on the same target (one
 * open report per reporter and target): one statement, so two at once cannot both insert.
 * `created` tells which: xmax is 0 on a row this statement inserted.
 */
export async function upsertOpenReport(db: Database, report: NewReport): Promise<{ id: string; created: boolean }> {
  const [row] = await db
    .insert(reports)
    .values(report)
    .onConflictDoUpdate({
      target: [reports.reporterId, reports.targetType, reports.targetId],
      targetWhere: sql`${reports.status} = 'open'`,
      set: { reason: report.reason },
    })
    .returning({ id: reports.id, created: sql<boolean>`(xmax = 0)` });
  return row!;
}
