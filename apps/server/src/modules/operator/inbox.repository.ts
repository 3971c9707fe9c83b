import type { InboxQuery } from '@suara/domain';
import { and, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { klDayEnd, klDayStart } from '../../db/kl-day.ts';
import { reviews } from '../../db/schema/index.ts';
import { selectReviewTiles } from '../reviews/reviews.repository.ts';

/** What a triage row shows of the rider's words; the dialog has the rest. */
const INBOX_EXCERPT_CHARS = 280;

const visible = sql`${reviews.deletedAt} is null and ${reviews.status} <> 'hidden'`;

/** The conditions of an inbox's filters, the status aside (the counts per status take every other filter). */
function filtersOf(operatorId: string, q: InboxQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(reviews.operatorId, operatorId),
    visible,
    q.route ? eq(reviews.routeId, q.route) : undefined,
    q.stop ? eq(reviews.stopId, q.stop) : undefined,
    q.aspect ? eq(reviews.aspectId, q.aspect) : undefined,
    q.feeling ? eq(reviews.feelingId, q.feeling) : undefined,
    q.from ? gte(reviews.createdAt, klDayStart(q.from)) : undefined,
    q.to ? lt(reviews.createdAt, klDayEnd(q.to)) : undefined,
    q.unanswered ? isNull(reviews.firstResponseAt) : undefined,
  ];
  return conditions.filter((condition) => condition !== undefined);
}

/**
 * One page of the operator's reviews, newest first or most 'me too'-ed first, `limit` rows after
 * `after` (the keyset's values). reviews_operator_idx, reviews_operator_status_idx and
 * reviews_operator_me_too_idx serve the orders; the other filters narrow one operator's reviews.
 */
export function listInbox(db: Database, operatorId: string, q: InboxQuery, after: (string | number)[] | undefined, limit: number) {
  const conditions = filtersOf(operatorId, q);
  if (q.status) conditions.push(eq(reviews.status, q.status));
  const byMeToo = q.sort === 'me_too';
  if (after) {
    conditions.push(
      byMeToo
        ? sql`(${reviews.meTooCount}, ${reviews.createdAt}, ${reviews.id}) < (${after[0]}::int, ${after[1]}::timestamptz, ${after[2]}::uuid)`
        : sql`(${reviews.createdAt}, ${reviews.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`,
    );
  }
  const order = byMeToo ? [desc(reviews.meTooCount), desc(reviews.createdAt), desc(reviews.id)] : [desc(reviews.createdAt), desc(reviews.id)];
  return selectReviewTiles(db, {
    answered: sql<boolean>`${reviews.firstResponseAt} is not null`,
    excerpt: sql<string>`left(${reviews.experience}, ${INBOX_EXCERPT_CHARS})`,
    routeName: reviews.routeName,
    stopName: reviews.stopName,
  })
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit);
}

/** How many of the operator's reviews hold each status under the other filters (reviews_operator_status_idx). */
export function countByStatus(db: Database, operatorId: string, q: InboxQuery) {
  return db
    .select({ status: reviews.status, count: count() })
    .from(reviews)
    .where(and(...filtersOf(operatorId, q)))
    .groupBy(reviews.status);
}
