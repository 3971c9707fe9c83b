import type { ReportStatus, ReportTargetType } from '@suara/domain';
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { auditLog, comments, reports, reviews, reviewStatusEvents, users, type ReviewStatus } from '../../db/schema/index.ts';
import { microText } from '../../db/micro-time.ts';

/** Where a page ended: a time as text to the microsecond, and an id. */
export type Keyset = { at: string; id: string };

/** Previews quote the start of a text: enough to judge, little to transfer. */
const EXCERPT_CHARS = 160;

export type QueueRow = {
  targetType: ReportTargetType;
  targetId: string;
  reportCount: number;
  reasons: { reason: string; count: number }[];
  firstReportedAt: string;
  lastReportedAt: string;
  /** The target as it is now; null once it is deleted (or never existed). */
  review: { ticketNumber: number; authorId: string; authorName: string; authorDeletedAt: string | null; excerpt: string; status: ReviewStatus } | null;
  comment: { reviewId: string; parentId: string | null; authorId: string; authorName: string; authorDeletedAt: string | null; excerpt: string; hidden: boolean } | null;
  user: { name: string; username: string; deletedAt: string | null } | null;
};

/**
 * One page of the reports of `status`, grouped by target, latest report first, with each target's
 * preview: one query. The reports are read through reports_queue_idx (status, created_at); the
 * targets by primary key, only for the page's groups.
 */
export async function listQueue(db: Database, status: ReportStatus, { after, limit }: { after?: Keyset; limit: number }): Promise<QueueRow[]> {
  const page = after ? sql`having (max(last_at), target_id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
  return rowsOf<QueueRow>(
    db,
    sql`
    with per_reason as (
      select target_type, target_id, reason, count(*)::int as n, min(created_at) as first_at, max(created_at) as last_at
      from ${reports} where status = ${status}
      group by target_type, target_id, reason
    ), grouped as (
      select target_type, target_id, sum(n)::int as report_count, min(first_at) as first_at, max(last_at) as last_at,
        json_agg(json_build_object('reason', reason, 'count', n) order by n desc, reason) as reasons
      from per_reason
      group by target_type, target_id
      ${page}
      order by max(last_at) desc, target_id desc
      limit ${limit}
    )
    select g.target_type as "targetType", g.target_id as "targetId", g.report_count as "reportCount", g.reasons,
      ${microText(sql`g.first_at`)} as "firstReportedAt", ${microText(sql`g.last_at`)} as "lastReportedAt",
      case when rv.id is null then null else json_build_object(
        'ticketNumber', rv.ticket_number, 'authorId', rvu.id, 'authorName', rvu.name, 'authorDeletedAt', rvu.deleted_at,
        'excerpt', left(rv.experience, ${EXCERPT_CHARS}), 'status', rv.status) end as review,
      case when c.id is null then null else json_build_object(
        'reviewId', c.review_id, 'parentId', c.parent_id, 'authorId', cu.id, 'authorName', cu.name, 'authorDeletedAt', cu.deleted_at,
        'excerpt', left(c.body, ${EXCERPT_CHARS}), 'hidden', c.hidden_at is not null) end as comment,
      case when u.id is null then null else json_build_object('name', u.name, 'username', u.username, 'deletedAt', u.deleted_at) end as "user"
    from grouped g
    left join ${reviews} rv on g.target_type = 'review' and rv.id = g.target_id and rv.deleted_at is null
    left join ${users} rvu on rvu.id = rv.user_id
    left join ${comments} c on g.target_type = 'comment' and c.id = g.target_id and c.deleted_at is null
    left join ${users} cu on cu.id = c.user_id
    left join ${users} u on g.target_type = 'user' and u.id = g.target_id
    order by g.last_at desc, g.target_id desc`,
  );
}

/** Closes the target's open reports as `status`, handled by `adminId` now; how many. */
export async function closeOpenReports(db: Database, target: Target, status: 'actioned' | 'dismissed', adminId: string, now: Date): Promise<number> {
  const rows = await db
    .update(reports)
    .set({ status, handledBy: adminId, handledAt: now })
    .where(and(eq(reports.targetType, target.type), eq(reports.targetId, target.id), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return rows.length;
}

export type Target = { type: ReportTargetType; id: string };

/**
 * How many different users with a verified e-mail have an open report on the target (one open
 * report per reporter and target, so counting rows would do; distinct says what is meant).
 */
export async function countVerifiedOpenReporters(db: Database, target: Target): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${reports.reporterId})::int` })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(
      and(
        eq(reports.targetType, target.type),
        eq(reports.targetId, target.id),
        eq(reports.status, 'open'),
        isNotNull(users.emailVerifiedAt),
        isNull(users.deletedAt),
      ),
    );
  return row?.n ?? 0;
}

// --- reviews -------------------------------------------------------------------------------

export type LockedReview = { id: string; userId: string; ticketNumber: number; status: ReviewStatus; hiddenFromStatus: ReviewStatus | null };

/** A live review, locked until the transaction ends: every moderation move and report of it queues here. */
export async function lockReview(db: Database, id: string): Promise<LockedReview | undefined> {
  const [row] = await db
    .select({ id: reviews.id, userId: reviews.userId, ticketNumber: reviews.ticketNumber, status: reviews.status, hiddenFromStatus: reviews.hiddenFromStatus })
    .from(reviews)
    .where(and(eq(reviews.id, id), isNull(reviews.deletedAt)))
    .for('no key update');
  return row;
}

/** Hides a review, remembering the status a restore returns to. */
export async function hideReview(db: Database, review: LockedReview, now: Date) {
  await db.update(reviews).set({ status: 'hidden', hiddenFromStatus: review.status, updatedAt: now }).where(eq(reviews.id, review.id));
}

/** Undoes hideReview; a review hidden before the previous status was kept goes back to 'submitted'. */
export async function restoreReview(db: Database, review: LockedReview, now: Date) {
  await db
    .update(reviews)
    .set({ status: review.hiddenFromStatus ?? 'submitted', hiddenFromStatus: null, updatedAt: now })
    .where(eq(reviews.id, review.id));
}

/**
 * An administrator's lifecycle move, with its public note (null clears the previous move's), kept
 * in the review's history (review_status_events) as the operator team's moves are.
 */
export async function moveReviewStatus(db: Database, review: LockedReview, status: ReviewStatus, note: string | null, adminId: string, now: Date) {
  await db.update(reviews).set({ status, statusNote: note, statusChangedAt: now, resolutionConfirmedAt: null, updatedAt: now }).where(eq(reviews.id, review.id));
  await db.insert(reviewStatusEvents).values({ reviewId: review.id, action: 'move', fromStatus: review.status, toStatus: status, note, actorId: adminId, actorRole: 'admin', createdAt: now });
}

// --- comments and replies -------------------------------------------------------------------

export type LockedComment = { id: string; userId: string; reviewId: string; parentId: string | null; hidden: boolean };

/**
 * A live comment or reply, locked until the transaction ends. Its comment first for a reply, in the
 * same order as the comments module's deletion, so the two cannot deadlock.
 */
export async function lockComment(db: Database, id: string): Promise<LockedComment | undefined> {
  const [found] = await db.select({ parentId: comments.parentId }).from(comments).where(eq(comments.id, id));
  if (!found) return undefined;
  if (found.parentId) await db.select({ id: comments.id }).from(comments).where(eq(comments.id, found.parentId)).for('no key update');
  const [row] = await db
    .select({
      id: comments.id,
      userId: comments.userId,
      reviewId: comments.reviewId,
      parentId: comments.parentId,
      hidden: sql<boolean>`${comments.hiddenAt} is not null`,
    })
    .from(comments)
    .where(and(eq(comments.id, id), isNull(comments.deletedAt)))
    .for('update');
  return row;
}

/**
 * Hides or restores a comment or reply and moves the count that shows it (the review's comment
 * count for a comment, its comment's reply count for a reply), as deleting one does. A hidden
 * comment's replies stay as they are: they are unreachable while it is hidden and back with it.
 */
export async function setCommentHidden(db: Database, comment: LockedComment, hidden: boolean, now: Date) {
  const delta = hidden ? -1 : 1;
  await db
    .update(comments)
    .set({ hiddenAt: hidden ? now : null })
    .where(eq(comments.id, comment.id));
  if (comment.parentId) {
    await db
      .update(comments)
      .set({ replyCount: sql`greatest(${comments.replyCount} + ${delta}, 0)` })
      .where(eq(comments.id, comment.parentId));
  } else {
    await db
      .update(reviews)
      .set({ commentCount: sql`greatest(${reviews.commentCount} + ${delta}, 0)` })
      .where(eq(reviews.id, comment.reviewId));
  }
}

// --- users -------------------------------------------------------------------------------------

export async function userExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

// --- audit -------------------------------------------------------------------------------------

/** Every moderation action, by an administrator or (actorId null) by the reports themselves. */
export async function audit(db: Database, entry: { actorId: string | null; action: string; target: Target; details?: Record<string, unknown> }) {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    details: entry.details ?? null,
  });
}

const AUTO_HIDE_ACTIONS = ['review.auto_hide', 'comment.auto_hide'];
const HIDE_ACTIONS = ['review.hide', 'comment.hide', ...AUTO_HIDE_ACTIONS];

/** Whether the target's latest hide was automatic (by reports) rather than an administrator's (audit_log_target_idx). */
export async function lastHideWasAutomatic(db: Database, target: Target): Promise<boolean> {
  const [row] = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, target.type), eq(auditLog.targetId, target.id), inArray(auditLog.action, HIDE_ACTIONS)))
    .orderBy(sql`${auditLog.createdAt} desc, ${auditLog.id} desc`)
    .limit(1);
  return row !== undefined && AUTO_HIDE_ACTIONS.includes(row.action);
}

// --- tickets (the admin reviews list) ----------------------------------------------------------

export type TicketRow = {
  id: string;
  ticketNumber: number;
  status: ReviewStatus;
  statusNote: string | null;
  statusChangedAt: Date | null;
  createdAt: Date;
  cursorAt: string;
  excerpt: string;
  author: { id: string; name: string; deletedAt: Date | null };
};

const selectTickets = (db: Database) =>
  db
    .select({
      id: reviews.id,
      ticketNumber: reviews.ticketNumber,
      status: reviews.status,
      statusNote: reviews.statusNote,
      statusChangedAt: reviews.statusChangedAt,
      createdAt: reviews.createdAt,
      cursorAt: microText(sql`${reviews.createdAt}`),
      excerpt: sql<string>`left(${reviews.experience}, ${EXCERPT_CHARS})`,
      author: { id: users.id, name: users.name, deletedAt: users.deletedAt },
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId));

// Spelled as the reviews lists' partial indexes ('hidden' a literal) so reviews_latest_idx serves it.
const visibleReview = sql`${reviews.deletedAt} is null and ${reviews.status} <> 'hidden'`;

type TicketQuery = { status?: ReviewStatus; ticketNumber?: number; after?: Keyset; limit: number };

function pageOfTickets(db: Database, where: SQL | undefined, { after, limit }: TicketQuery) {
  return selectTickets(db)
    .where(and(where, after ? sql`(${reviews.createdAt}, ${reviews.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined))
    .orderBy(sql`${reviews.createdAt} desc, ${reviews.id} desc`)
    .limit(limit);
}

const newestFirst = (a: TicketRow, b: TicketRow) => (a.cursorAt === b.cursorAt ? b.id.localeCompare(a.id) : b.cursorAt.localeCompare(a.cursorAt));

/**
 * Live reviews of every status, newest first; `limit` rows. With a ticket number, that review
 * (reviews_ticket_number_key); with a status, a range of reviews_status_idx (status, created_at).
 * Unfiltered, no one index holds them all, so the visible ones (reviews_latest_idx) and the hidden
 * ones (reviews_status_idx) are read a page each and merged: two bounded index reads, never a sort
 * of the whole table.
 */
export async function listTickets(db: Database, query: TicketQuery): Promise<TicketRow[]> {
  const { status, ticketNumber, limit } = query;
  const live = isNull(reviews.deletedAt);
  if (ticketNumber !== undefined) return pageOfTickets(db, and(live, eq(reviews.ticketNumber, ticketNumber), status ? eq(reviews.status, status) : undefined), query);
  if (status) return pageOfTickets(db, and(live, eq(reviews.status, status)), query);
  const [visibleRows, hiddenRows] = await Promise.all([
    pageOfTickets(db, visibleReview, query),
    pageOfTickets(db, and(live, sql`${reviews.status} = 'hidden'`), query),
  ]);
  return [...visibleRows, ...hiddenRows].sort(newestFirst).slice(0, limit);
}

/** A live review's ticket, hidden or not: what the status route answers. */
export async function findTicket(db: Database, id: string): Promise<TicketRow | undefined> {
  const [row] = await selectTickets(db).where(and(eq(reviews.id, id), isNull(reviews.deletedAt)));
  return row;
}
