import { and, desc, eq, gte, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { visible } from './reviews.repository.ts';

export type SimilarRow = { id: string; text: string; meTooCount: number; createdAt: Date };

type Where = { aspectId: string; since: Date; excludeUserId: string | null };

const columns = { id: reviews.id, text: reviews.experience, meTooCount: reviews.meTooCount, createdAt: reviews.createdAt };

/** Visible reviews of the aspect since `since`, not the rider's own. */
function recentOfAspect({ aspectId, since, excludeUserId }: Where, ...more: (SQL | undefined)[]) {
  return and(visible, eq(reviews.aspectId, aspectId), gte(reviews.createdAt, since), excludeUserId ? ne(reviews.userId, excludeUserId) : undefined, ...more);
}

/**
 * The newest of them on the route or at the stop: the link's index (route_id | stop_id, created_at)
 * read backwards until `limit` match the aspect. (Both in one OR made PostgreSQL fetch every review
 * of a busy route's month to sort them: 34–66 ms at 1,000,000 reviews, against 0.6 ms.)
 */
export function atPlace(db: Database, where: Where, place: { routeId: string } | { stopId: string }, limit: number): Promise<SimilarRow[]> {
  const link = 'routeId' in place ? eq(reviews.routeId, place.routeId) : eq(reviews.stopId, place.stopId);
  return db.select(columns).from(reviews).where(recentOfAspect(where, link)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit);
}

/** The newest of them, whose texts are compared (reviews_aspect_idx read backwards). */
export function newestOfAspect(db: Database, where: Where, limit: number): Promise<SimilarRow[]> {
  return db.select(columns).from(reviews).where(recentOfAspect(where)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit);
}
