import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { REVIEW_STATUSES, reviews } from './reviews.ts';
import { users } from './users.ts';

const REACTIONS = ['like', 'unlike'] as const;

/** A rider's mark on a review: one row per review and user (a reaction, a 'me too'). */
const reviewAndUser = () => ({
  reviewId: uuid('review_id')
    .notNull()
    .references(() => reviews.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
});

export const reviewReactions = pgTable(
  'review_reactions',
  {
    ...reviewAndUser(),
    value: text('value', { enum: REACTIONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_reactions_user_idx').on(t.userId)],
);

/**
 * 'This happened to me too' (issue #18): one row per rider and review, taken back by deleting it.
 * The review's me_too_count counts them; the user index serves the rider's data download.
 */
export const reviewMeToos = pgTable(
  'review_me_toos',
  {
    ...reviewAndUser(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_me_toos_user_idx').on(t.userId)],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id),
    // Null for a comment; the comment's id for a reply (replies are one level deep).
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    unlikeCount: integer('unlike_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Set by moderation: gone from every public view, kept for the audit.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_review_idx').on(t.reviewId, t.createdAt, t.id).where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('comments_user_idx').on(t.userId),
  ],
);

export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    value: text('value', { enum: REACTIONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_reactions_user_idx').on(t.userId)],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    targetType: text('target_type', { enum: ['review', 'comment', 'user'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'actioned', 'dismissed'] }).notNull().default('open'),
    handledBy: uuid('handled_by').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_reporter_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_queue_idx').on(t.status, t.createdAt, t.id),
    index('reports_target_idx').on(t.targetType, t.targetId),
  ],
);

/** What a notification says: see the notifications module. */
export const NOTIFICATION_KINDS = ['review.commented', 'comment.replied', 'review.liked', 'comment.liked', 'review.status', 'review.me_too', 'review.response', 'review.reopened'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The kinds whose unread notifications group per target: '{name} and 2 others …'. */
export type GroupedNotificationKind = Extract<NotificationKind, 'review.liked' | 'comment.liked' | 'review.me_too'>;

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    // The latest actor; null for what no person did (a status change).
    actorId: uuid('actor_id').references(() => users.id),
    reviewId: uuid('review_id').references(() => reviews.id),
    commentId: uuid('comment_id').references(() => comments.id),
    // Grouped likes and 'me too's: how many people one unread row stands for ('{name} and 2 others liked your review').
    actorCount: integer('actor_count').notNull().default(1),
    // review.status: the status the review moved to.
    status: text('status', { enum: REVIEW_STATUSES }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    // One unread row per recipient, kind and target, which later likes and 'me too's update (the upsert's conflict target).
    uniqueIndex('notifications_unread_group_key')
      .on(t.userId, t.kind, sql`coalesce(${t.commentId}, ${t.reviewId})`)
      .where(sql`${t.readAt} is null and ${t.kind} in ('review.liked', 'comment.liked', 'review.me_too')`),
  ],
);
