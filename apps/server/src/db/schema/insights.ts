import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES } from './reviews.ts';

/**
 * The scorecards' rollup: how many visible reviews (not deleted, not hidden) were written on a day
 * (in Malaysia) about one combination of operator, route, stop, service, aspect, feeling and status.
 * Triggers on reviews keep it current whoever writes (migration 0011); `npm run insights:rebuild`
 * recomputes it. No foreign keys: its rows are derived, and a deleted operator, route or stop reaches
 * it through the reviews' own `on delete set null`, which the triggers follow.
 */
export const reviewDailyCounts = pgTable(
  'review_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    operatorId: uuid('operator_id'),
    routeId: uuid('route_id'),
    stopId: uuid('stop_id'),
    serviceId: uuid('service_id').notNull(),
    aspectId: uuid('aspect_id').notNull(),
    feelingId: uuid('feeling_id').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull(),
    reviews: integer('reviews').notNull(),
  },
  (t) => [
    // One row per combination, an unlinked operator, route or stop (null) included: the triggers'
    // upserts conflict on it. Day first, so it also serves network-wide reads over a date range.
    unique('review_daily_counts_bucket')
      .on(t.day, t.operatorId, t.routeId, t.stopId, t.serviceId, t.aspectId, t.feelingId, t.status)
      .nullsNotDistinct(),
    // A scorecard reads one operator, route or stop over a date range; unlinked rows are never asked for.
    index('review_daily_counts_operator_idx').on(t.operatorId, t.day).where(sql`${t.operatorId} is not null`),
    index('review_daily_counts_route_idx').on(t.routeId, t.day).where(sql`${t.routeId} is not null`),
    index('review_daily_counts_stop_idx').on(t.stopId, t.day).where(sql`${t.stopId} is not null`),
  ],
);

/** Resolutions after a year count as a year: the histogram stays short, and its median is 'a year or more'. */
export const MAX_RESOLUTION_DAYS = 365;

/** What a weekly row is counted for: each review counts once for its operator, its route and its stop. */
export const INSIGHTS_SUBJECTS = ['operator', 'route', 'stop'] as const;

/**
 * The scorecards' coarse rollup, what their pages read: per Malaysia week (its Monday), for each
 * operator, route and stop a review is linked to (`subject`), by service and aspect, the count, the
 * sum of feeling scores, the count of negative feelings and how many got how far. `operator_id` is the review's
 * operator on every row, so an operator page finds its routes and stops. Kept by triggers like
 * review_daily_counts (migration 0012); the days and the feelings the daily table keeps are summed
 * here, which is what makes a page's read a few hundred rows at a million reviews.
 */
export const reviewWeeklyCounts = pgTable(
  'review_weekly_counts',
  {
    subject: text('subject', { enum: INSIGHTS_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    operatorId: uuid('operator_id'),
    week: date('week', { mode: 'string' }).notNull(),
    serviceId: uuid('service_id').notNull(),
    aspectId: uuid('aspect_id').notNull(),
    /**
     * Whole days from writing to resolution (at most MAX_RESOLUTION_DAYS) of resolved reviews, null
     * for the others: a histogram, as a median cannot be summed.
     */
    resolutionDays: smallint('resolution_days'),
    reviews: integer('reviews').notNull(),
    scoreSum: integer('score_sum').notNull(),
    negative: integer('negative').notNull(),
    // How far the reviews got, as counts rather than a key: a key would multiply the rows by four.
    /** Reviews verified or further on (forwarded, resolved). */
    verified: integer('verified').notNull(),
    /** Forwarded or resolved. */
    forwarded: integer('forwarded').notNull(),
    resolved: integer('resolved').notNull(),
  },
  (t) => [
    // One row per combination (the triggers' upserts conflict on it); a page reads one subject's weeks.
    unique('review_weekly_counts_bucket')
      .on(t.subject, t.subjectId, t.week, t.operatorId, t.serviceId, t.aspectId, t.resolutionDays)
      .nullsNotDistinct(),
    // The overview reads every operator over a range of weeks.
    index('review_weekly_counts_week_idx').on(t.subject, t.week),
    // An operator page reads its routes and stops.
    index('review_weekly_counts_operator_idx').on(t.operatorId, t.subject, t.week).where(sql`${t.operatorId} is not null`),
  ],
);
