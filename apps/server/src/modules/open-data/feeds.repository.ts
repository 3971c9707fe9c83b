import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';

/** Entries a feed holds: what a feed reader shows, and enough for one that polls every hour. */
export const FEED_ENTRIES = 50;

/** As the downloads: live reviews nobody has hidden (the predicate of the partial list indexes). */
const published = sql`${reviews.deletedAt} is null and ${reviews.status} <> 'hidden'`;

/** A review as its feed entry says it: the rider's experience, no name, no point, no other text. */
const entryColumns = {
  id: reviews.id,
  ticketNumber: reviews.ticketNumber,
  createdAt: reviews.createdAt,
  feelingId: reviews.feelingId,
  serviceId: reviews.serviceId,
  aspectId: reviews.aspectId,
  experience: reviews.experience,
};

export type FeedReviewRow = Awaited<ReturnType<typeof latestReviews>>[number];

/**
 * The newest published reviews linked to an operator or a route: the link's index
 * on (operator_id | route_id, created_at) read backwards, hidden and deleted rows skipped, ties on
 * created_at put in id order as they come (an incremental sort). About 51 index entries whatever the
 * operator's size (docs/decisions.md).
 */
export function latestReviews(db: Database, by: { operatorId: string } | { routeId: string }, limit = FEED_ENTRIES) {
  const link = 'operatorId' in by ? eq(reviews.operatorId, by.operatorId) : eq(reviews.routeId, by.routeId);
  return db
    .select(entryColumns)
    .from(reviews)
    .where(and(link, published))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}
