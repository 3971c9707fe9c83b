import { z } from 'zod';
import { NOTIFICATION_KINDS, REVIEW_STATUSES } from '../../db/schema/index.ts';
import { encodeCursor } from '../reviews/reviews.cursor.ts';
import { presentAuthor, ZReviewAuthor } from '../reviews/reviews.presenter.ts';
import type { Keyset, NotificationRow } from './notifications.repository.ts';

/** Newest first on (created_at, id): the reviews lists' 'latest' keyset, so their cursor codec serves as is. */
export const NOTIFICATION_ORDER = 'latest';

/**
 * One notification; the client words it from `kind`:
 * review.commented '{name} commented on your review', comment.replied '{name} replied to your comment',
 * review.liked / comment.liked '{name} liked your review|comment' ('{name} and {actorCount - 1} others …'),
 * review.me_too '{name} said your review happened to them too' (grouped as likes are),
 * review.status 'Your review #{ticketNumber} is now {status}' (no actor),
 * review.response '{operatorName} responded to your review #{ticketNumber}' (no actor),
 * review.reopened, to an operator's staff: '{name} reopened review #{ticketNumber}'.
 */
export const ZNotification = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  actor: ZReviewAuthor.nullable(),
  actorCount: z.number().int(),
  reviewId: z.string(),
  /** The comment or reply that was posted or liked; null for the review's own notifications. */
  commentId: z.string().nullable(),
  ticketNumber: z.number().int(),
  status: z.enum(REVIEW_STATUSES).nullable(),
  operatorName: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof ZNotification>;

export const ZNotificationPage = z.object({ items: z.array(ZNotification), nextCursor: z.string().nullable(), unreadCount: z.number().int() });

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    actor: row.actor ? presentAuthor(row.actor) : null,
    actorCount: row.actorCount,
    reviewId: row.reviewId,
    commentId: row.commentId,
    ticketNumber: row.ticketNumber,
    status: row.status,
    operatorName: row.operatorName,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** `limit + 1` rows make a page of `limit` and a cursor after its last row when more follow. */
export function presentNotificationPage(rows: NotificationRow[], limit: number, unreadCount: number): z.infer<typeof ZNotificationPage> {
  const page = rows.slice(0, limit);
  const last: Keyset | undefined = page.at(-1);
  return {
    items: page.map(presentNotification),
    nextCursor: rows.length > limit && last ? encodeCursor({ sort: NOTIFICATION_ORDER, values: [last.createdAt, last.id] }) : null,
    unreadCount,
  };
}
