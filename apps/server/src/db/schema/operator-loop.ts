import { date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { operatorTeams } from './operators.ts';
import { REVIEW_STATUSES, reviews } from './reviews.ts';
import { users } from './users.ts';

/**
 * An operator team's public answer to a review (issue #18): shown above the comments, its author
 * may correct it for a short while (RESPONSE_EDIT_MINUTES), then it is fixed.
 */
export const officialResponses = pgTable(
  'official_responses',
  {
    id: id(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id),
    teamId: uuid('team_id')
      .notNull()
      .references(() => operatorTeams.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('official_responses_review_idx').on(t.reviewId, t.createdAt), index('official_responses_team_idx').on(t.teamId, t.createdAt)],
);

export const STATUS_EVENT_ACTIONS = ['move', 'confirm', 'reopen'] as const;
export const STATUS_EVENT_ROLES = ['admin', 'staff', 'rider'] as const;

/**
 * Every move of a review's status, and the rider's confirm or reopen of a resolution: the history
 * an operator's staff read, and what the scorecards time.
 */
export const reviewStatusEvents = pgTable(
  'review_status_events',
  {
    id: id(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id),
    action: text('action', { enum: STATUS_EVENT_ACTIONS }).notNull(),
    fromStatus: text('from_status', { enum: REVIEW_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: REVIEW_STATUSES }).notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id),
    actorRole: text('actor_role', { enum: STATUS_EVENT_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_status_events_review_idx').on(t.reviewId, t.createdAt)],
);

/**
 * Who was sent which week's digest: the claim every sender makes before mailing, so that however
 * many processes run the week's job, and however often it is retried, each recipient gets one.
 * `scope` is 'team:{id}' or 'platform' (administrators).
 */
export const digestSends = pgTable(
  'digest_sends',
  {
    week: date('week').notNull(),
    scope: text('scope').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.week, t.scope, t.userId] })],
);

/** A digest's unsubscribe link: its token's hash, good for the one recipient, however old the mail. */
export const unsubscribeTokens = pgTable(
  'unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('unsubscribe_tokens_user_idx').on(t.userId)],
);
