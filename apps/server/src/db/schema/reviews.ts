import { REVIEW_STATUS_KEYS, type ReviewStatusKey } from '@suara/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tsvector } from './columns.ts';
import { operators } from './operators.ts';
import { transitRoutes, transitStops } from './transit.ts';
import { users } from './users.ts';

export const REVIEW_STATUSES = REVIEW_STATUS_KEYS;
export type ReviewStatus = ReviewStatusKey;

/** The feelings, services and aspects a review is built from (spec: "review items"). */
export const reviewOptions = pgTable(
  'review_options',
  {
    id: id(),
    category: text('category', { enum: ['feeling', 'service', 'aspect'] }).notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    titleMs: text('title_ms').notNull(),
    descriptionEn: text('description_en'),
    descriptionMs: text('description_ms'),
    score: smallint('score'),
    icon: text('icon'),
    sort: integer('sort').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('review_options_category_key').on(t.category, t.key), index('review_options_sort_idx').on(t.category, t.sort)],
);

// Every text a rider might search for. Full-text uses the 'simple' configuration (reviews mix
// English and Malay, so no language's stemmer fits).
const searchableText = sql`coalesce(experience, '') || ' ' || coalesce(comment, '') || ' ' || coalesce(operator_name, '') || ' ' ||
  coalesce(route_name, '') || ' ' || coalesce(stop_name, '') || ' ' || coalesce(vehicle_plate, '') || ' ' ||
  coalesce(address, '') || ' ' || coalesce(service_text, '') || ' ' || coalesce(aspect_text, '')`;
const searchDocument = sql`to_tsvector('simple', ${searchableText})`;

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    // Riders quote this number to follow up; an identity never hands the same number out twice.
    ticketNumber: bigint('ticket_number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    feelingId: uuid('feeling_id')
      .notNull()
      .references(() => reviewOptions.id),
    score: smallint('score').notNull(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => reviewOptions.id),
    serviceText: text('service_text'),
    aspectId: uuid('aspect_id')
      .notNull()
      .references(() => reviewOptions.id),
    aspectText: text('aspect_text'),
    operatorName: text('operator_name'),
    // The operator the text matched when written (or later, by an alias an admin added); null: unmatched.
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    routeName: text('route_name'),
    stopName: text('stop_name'),
    // The network's route and stop the texts named when written (a code, or a name; see docs/decisions.md).
    routeId: uuid('route_id').references(() => transitRoutes.id, { onDelete: 'set null' }),
    stopId: uuid('stop_id').references(() => transitStops.id, { onDelete: 'set null' }),
    vehiclePlate: text('vehicle_plate'),
    experience: text('experience').notNull(),
    comment: text('comment'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    address: text('address'),
    incidentAt: timestamp('incident_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('submitted'),
    // The admin's public note on the latest status move, shown to riders following the ticket.
    statusNote: text('status_note'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    // While hidden by moderation: the status a restore returns to.
    hiddenFromStatus: text('hidden_from_status', { enum: REVIEW_STATUSES }),
    // The operator loop (issue #18): the team's first official response (the inbox's 'unanswered'),
    // and the rider's confirmation of the latest resolution.
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    resolutionConfirmedAt: timestamp('resolution_confirmed_at', { withTimezone: true }),
    likeCount: integer('like_count').notNull().default(0),
    unlikeCount: integer('unlike_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** Riders who said 'This happened to me too' (review_me_toos), kept like the other counters. */
    meTooCount: integer('me_too_count').notNull().default(0),
    search: tsvector('search').generatedAlwaysAs(searchDocument),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => {
    // Browse lists only show live, public reviews, so every list index is partial on that.
    const visible = sql`${t.deletedAt} is null and ${t.status} <> 'hidden'`;
    return [
      uniqueIndex('reviews_ticket_number_key').on(t.ticketNumber),
      index('reviews_latest_idx').on(t.createdAt, t.id).where(visible),
      // Positive reads this backwards (best first, newest first); Critical reads the negated score
      // backwards too (worst first, newest first), so both page with one row comparison.
      index('reviews_score_idx').on(t.score, t.createdAt, t.id).where(visible),
      index('reviews_critical_idx').on(sql`(-${t.score})`, t.createdAt, t.id).where(visible),
      index('reviews_discussed_idx').on(t.commentCount, t.id).where(visible),
      index('reviews_likes_idx').on(t.likeCount, t.id).where(visible),
      index('reviews_unlikes_idx').on(t.unlikeCount, t.id).where(visible),
      index('reviews_feeling_idx').on(t.feelingId, t.createdAt, t.id).where(visible),
      index('reviews_service_idx').on(t.serviceId, t.createdAt, t.id).where(visible),
      index('reviews_aspect_idx').on(t.aspectId, t.createdAt, t.id).where(visible),
      index('reviews_user_idx').on(t.userId, t.createdAt, t.id),
      index('reviews_location_idx').on(t.latitude, t.longitude).where(visible),
      index('reviews_status_idx').on(t.status, t.createdAt),
      index('reviews_search_idx').using('gin', t.search),
      // Newest first within an operator, route or stop: the scorecards' recent reviews and the Atom
      // feeds; and the lookups of a deleted operator's, route's or stop's 'set null'.
      // Also an operator team's inbox, newest first, which pages on (created_at, id).
      index('reviews_operator_idx').on(t.operatorId, t.createdAt, t.id),
      // The inbox by status (and its counts per status), and its 'most me too' order.
      index('reviews_operator_status_idx').on(t.operatorId, t.status, t.createdAt, t.id).where(visible),
      index('reviews_operator_me_too_idx').on(t.operatorId, t.meTooCount, t.createdAt, t.id).where(visible),
      index('reviews_route_idx').on(t.routeId, t.createdAt),
      index('reviews_stop_idx').on(t.stopId, t.createdAt),
      // The names still to match: the admin's list of them and the start-up back-fill read only these.
      index('reviews_operator_unmatched_idx').on(t.operatorName).where(sql`${t.operatorId} is null and ${t.operatorName} is not null`),
      index('reviews_operator_trgm_idx').using('gin', sql`lower(${t.operatorName}) gin_trgm_ops`),
      index('reviews_route_trgm_idx').using('gin', sql`lower(${t.routeName}) gin_trgm_ops`),
      index('reviews_stop_trgm_idx').using('gin', sql`lower(${t.stopName}) gin_trgm_ops`),
    ];
  },
);

export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id),
    // Null until the review is submitted; unattached uploads are swept after 24 hours.
    reviewId: uuid('review_id').references(() => reviews.id),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key'),
    mime: text('mime').notNull(),
    originalName: text('original_name').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_review_idx').on(t.reviewId, t.sort),
    index('attachments_orphan_idx').on(t.createdAt).where(sql`${t.reviewId} is null`),
  ],
);

/**
 * Every word of the reviews' search documents, once: where a misspelt search word finds the words
 * it may stand for, by trigrams (pg_trgm's way of suggesting spellings). A trigger on reviews adds a
 * new review's words (migration 0007); words are never removed, as one only suggests what to look for.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  // Without the pending list, the planner's estimate of the index stays that of a built one (with
  // it, PostgreSQL read the whole vocabulary instead until a VACUUM); a review adds few new words.
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`).with({ fastupdate: false }),
]);
