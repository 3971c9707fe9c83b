import { and, count, desc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { notifications, operators, reviews, users, type GroupedNotificationKind, type NotificationKind, type ReviewStatus } from '../../db/schema/index.ts';
import { microText } from '../../db/micro-time.ts';
import { preparedQuery } from '../../db/prepared-queries.ts';

/** Where a page ended: created_at as text to the microsecond, and the id. */
export type Keyset = { createdAt: string; id: string };

/** A notification as the list and the live events read it; `createdAt` is text to the microsecond. */
export type NotificationRow = {
  id: string;
  kind: NotificationKind;
  actor: { id: string; name: string; avatarKey: string | null; deletedAt: Date | null } | null;
  actorCount: number;
  reviewId: string;
  commentId: string | null;
  ticketNumber: number;
  status: ReviewStatus | null;
  /** The review's operator, which review.response names. */
  operatorName: string | null;
  readAt: Date | null;
  createdAt: string;
};


/** The recipient's notifications with their actor and review, newest first (notifications_user_idx). */
function selectRows(db: Database, userId: string | Placeholder, where?: SQL) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      actor: { id: users.id, name: users.name, avatarKey: users.avatarKey, deletedAt: users.deletedAt },
      actorCount: notifications.actorCount,
      reviewId: reviews.id,
      commentId: notifications.commentId,
      ticketNumber: reviews.ticketNumber,
      status: notifications.status,
      operatorName: operators.name,
      readAt: notifications.readAt,
      createdAt: microText(notifications.createdAt),
    })
    .from(notifications)
    .innerJoin(reviews, eq(reviews.id, notifications.reviewId))
    .leftJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(operators, eq(operators.id, reviews.operatorId))
    .where(and(eq(notifications.userId, userId), where))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

export async function listNotifications(db: Database, userId: string, { after, limit }: { after?: Keyset; limit: number }): Promise<NotificationRow[]> {
  const page = after ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined;
  return selectRows(db, userId, page).limit(limit);
}

// Read after every like and comment to push it live: built once, not per notification.
const notificationQuery = preparedQuery('notification', (db, name) => selectRows(db, sql.placeholder('userId'), eq(notifications.id, sql.placeholder('id'))).prepare(name));

export async function findNotification(db: Database, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await notificationQuery(db).execute({ userId, id });
  return row;
}

const unreadQuery = preparedQuery('unread-count', (db, name) =>
  db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt)))
    .prepare(name),
);

/** Uses notifications_unread_idx. */
export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await unreadQuery(db).execute({ userId });
  return row?.n ?? 0;
}

export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  actorId: string | null;
  reviewId: string;
  commentId?: string | null;
  status?: ReviewStatus | null;
};

export async function insertNotification(db: Database, values: NewNotification): Promise<string> {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  return row!.id;
}

/**
 * A like (or a 'me too') joins the recipient's unread row of the same kind and target (review.liked
 * and review.me_too: the review; comment.liked: the comment) or starts one. The row takes the latest
 * actor and time, and counts one more person unless the same person acted again (after taking it
 * back). One statement on the partial unique index notifications_unread_group_key, so concurrent
 * likes cannot make two rows.
 */
export async function upsertGroupedNotification(db: Database, values: NewNotification & { kind: GroupedNotificationKind }): Promise<string> {
  const n = notifications;
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`
    insert into ${n} (id, user_id, kind, actor_id, review_id, comment_id)
    values (${uuidv7()}, ${values.userId}, ${values.kind}, ${values.actorId}, ${values.reviewId}, ${values.commentId ?? null})
    on conflict (user_id, kind, coalesce(comment_id, review_id)) where read_at is null and kind in ('review.liked', 'comment.liked', 'review.me_too')
    do update set
      actor_id = excluded.actor_id,
      actor_count = ${n}.actor_count + (case when ${n}.actor_id is not distinct from excluded.actor_id then 0 else 1 end),
      created_at = now()
    returning id`,
  );
  return row!.id;
}

/** Marks every unread notification of the user read; how many were. */
export async function markAllRead(db: Database, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks one of the user's notifications read (a read one stays as it was); false when it is not theirs. */
export async function markRead(db: Database, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** A review's author, for a status notification; undefined for an unknown or deleted review. */
export async function findReviewAuthor(db: Database, reviewId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: reviews.userId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), isNull(reviews.deletedAt)));
  return row?.userId;
}
