import { and, desc, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { selectReviewTiles, visible } from './reviews.repository.ts';

/** Only reviews this recent may trend: their age keeps the candidates few, whatever the table's size. */
export const TRENDING_WINDOW_DAYS = 30;
/**
 * At most this many of the newest reviews of the window are scored: a bounded backward read of
 * reviews_latest_idx however busy the month (at 100,000 reviews a month, the last day and a half,
 * where nearly every review that can still trend is). EXPLAIN ANALYZE on PostgreSQL 15 with
 * 100,000 reviews: 19 ms spread over a year (bitmap range on reviews_latest_idx), 36 ms with all
 * of them in the window (index scan backward stopping at 5,000); top-N heapsort, then 6 joins.
 */
export const TRENDING_CANDIDATES_MAX = 5000;

/**
 * The trending score (spec §7 /trending-review; issue #6):
 *
 *   (1 + likes + 2 × comments + 2 × 'me too's − 0.5 × unlikes) / (age in hours + 2) ^ 1.5
 *
 * A comment is worth two likes (it takes more than a tap), and so is a 'me too' (another rider
 * had the same trip: the review speaks for more than one); an unlike takes half a like back. The
 * 1 lets a review nobody has reacted to yet count as a brand-new one, so on a young site the
 * newest reviews fill the section. The age term (after Hacker News's ranking) halves a score in its
 * first hour or so and again by five hours, so yesterday's hit gives way to today's; the 2 hours keep
 * a review seconds old from outranking everything. Reviews more disliked than liked
 * (numerator ≤ 0) are never promoted.
 */
// In float8 throughout: numeric's power() costs ten times as much, for precision a ranking never needs.
const interest = sql`(1 + ${reviews.likeCount} + 2 * (${reviews.commentCount} + ${reviews.meTooCount}) - 0.5::float8 * ${reviews.unlikeCount})`;
const ageHours = (now: Date) => sql`(extract(epoch from (${now.toISOString()}::timestamptz - ${reviews.createdAt}))::float8 / 3600)`;
const trendingScore = (now: Date) => sql<number>`${interest} / power(greatest(${ageHours(now)}, 0) + 2, 1.5::float8)`;

/**
 * The ids of the `limit` best-scored visible reviews created in the TRENDING_WINDOW_DAYS before
 * `now`, best first (ties newest first), in one query: the window's newest candidates come from a
 * range of reviews_latest_idx and only they are scored.
 */
export async function listTrendingIds(db: Database, now: Date, limit: number): Promise<string[]> {
  const since = new Date(now.getTime() - TRENDING_WINDOW_DAYS * 86_400_000);
  const candidates = db
    .select({ id: reviews.id, createdAt: reviews.createdAt, trendingScore: trendingScore(now).as('trending_score') })
    .from(reviews)
    .where(and(visible, gte(reviews.createdAt, since), sql`${interest} > 0`))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(TRENDING_CANDIDATES_MAX)
    .as('candidates');
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(desc(candidates.trendingScore), desc(candidates.createdAt), desc(candidates.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The feed tiles of those of `ids` that are still visible, in no particular order. */
export function listVisibleTiles(db: Database, ids: string[]) {
  return selectReviewTiles(db).where(and(visible, inArray(reviews.id, ids)));
}
