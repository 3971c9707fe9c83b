import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
