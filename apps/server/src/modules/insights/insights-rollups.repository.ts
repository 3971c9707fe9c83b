import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

export type RebuildSummary = {
  /** Rows written. */
  buckets: number;
  /** The visible reviews they count (the weekly rows: those linked to an operator). */
  reviews: number;
};

export type RollupsRebuilt = { daily: RebuildSummary; weekly: RebuildSummary };

/** The one row a rebuild function answers. */
const summaryOf = async (db: Database, query: SQL) => (await rowsOf<RebuildSummary>(db, query))[0]!;

/**
 * Recomputes every row of the scorecards' rollups (review_daily_counts, review_weekly_counts) from
 * the reviews, in one transaction. The work is migrations 0011's and 0012's SQL functions, which
 * also filled the tables and share the triggers' definition of what a review counts for, so a
 * rebuild and the triggers cannot count differently. Writers that would move a count wait for it;
 * readers keep the previous rows until it commits.
 */
export async function rebuildRollups(db: Database): Promise<RollupsRebuilt> {
  return db.transaction(async (tx) => ({
    daily: await summaryOf(tx, sql`select buckets, reviews from review_daily_counts_rebuild()`),
    weekly: await summaryOf(tx, sql`select buckets, reviews from review_weekly_counts_rebuild()`),
  }));
}
