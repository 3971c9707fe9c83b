import { and, desc, eq, gte, ne, or, sql, type SQL } from 'drizzle-orm';
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

/** Those on the route or at the stop, the most 'me too'-ed first (the route and stop indexes end with created_at). */
export function atPlace(db: Database, where: Where, place: { routeId: string | null; stopId: string | null }, limit: number): Promise<SimilarRow[]> {
  const samePlace = or(place.routeId ? eq(reviews.routeId, place.routeId) : undefined, place.stopId ? eq(reviews.stopId, place.stopId) : undefined);
  return db
    .select(columns)
    .from(reviews)
    .where(recentOfAspect(where, samePlace ?? sql`false`))
    .orderBy(desc(reviews.meTooCount), desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** The newest of them, whose texts are compared (reviews_aspect_idx read backwards). */
export function newestOfAspect(db: Database, where: Where, limit: number): Promise<SimilarRow[]> {
  return db.select(columns).from(reviews).where(recentOfAspect(where)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit);
}
