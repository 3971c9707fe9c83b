import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export type RebuildSummary = {
  /** Rows of review_daily_counts written. */
  buckets: number;
  /** The visible reviews they count. */
  reviews: number;
};

/**
 * Recomputes every row of review_daily_counts from the reviews, in one transaction. The work is
 * migration 0011's SQL function, which also filled the table and shares the triggers' definition of
 * a review's bucket, so a rebuild and the triggers cannot count differently. Writers that would move
 * a count wait for it; readers keep the previous rows until it commits.
 */
export async function rebuildDailyCounts(db: Database): Promise<RebuildSummary> {
  const result = await db.execute(sql`select buckets, reviews from review_daily_counts_rebuild()`);
  const [row] = (result as unknown as { rows: RebuildSummary[] }).rows;
  return row!;
}
