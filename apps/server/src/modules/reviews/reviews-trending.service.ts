import type { Database } from '../../db/client.ts';
import { withTimeout } from '../../lib/with-timeout.ts';
import { presentReviewTile } from './reviews.presenter.ts';
import { listTrendingIds, listVisibleTiles } from './reviews-trending.repository.ts';

export type TrendingOptions = {
  db: Database;
  /** The most reviews one request may ask for: the ranking keeps this many. */
  rankingSize: number;
  /** How long a ranking is reused (0: ranked for every request). */
  refreshMs: number;
  clock?: () => Date;
};

/** Ranking takes tens of milliseconds; every home page waits on a ranking in progress, so it is bounded. */
export const RANKING_TIMEOUT_MS = 10_000;

export function createReviewTrendingService({ db, rankingSize, refreshMs, clock = () => new Date() }: TrendingOptions) {
  let ranking: { ids: string[]; expires: number } | undefined;
  let ranking$: Promise<string[]> | undefined;

  /**
   * The ranking: scoring a month of reviews costs tens of milliseconds and every home page asks
   * for it, while a score changes slowly; so it is made once per refreshMs, by one query however
   * many requests wait for it. A failed or timed-out ranking is forgotten, so the next request ranks again.
   */
  function rankedIds(): Promise<string[]> {
    const now = clock();
    if (ranking && ranking.expires > now.getTime()) return Promise.resolve(ranking.ids);
    ranking$ ??= withTimeout(listTrendingIds(db, now, rankingSize), RANKING_TIMEOUT_MS, 'trending ranking')
      .then((ids) => {
        ranking = { ids, expires: now.getTime() + refreshMs };
        return ids;
      })
      .finally(() => {
        ranking$ = undefined;
      });
    return ranking$;
  }

  return {
    /**
     * GET /api/reviews/trending: the `limit` visible reviews of the last 30 days with the best
     * trending score (see reviews-trending.repository.ts). The tiles are read fresh, so counters
     * are current and a review deleted or hidden since the ranking is left out. Empty only when no
     * review of the window is liked more than disliked, which the home page takes as 'hide the section'.
     */
    async trending(limit: number) {
      const ids = (await rankedIds()).slice(0, limit);
      if (ids.length === 0) return { items: [] };
      const tiles = new Map((await listVisibleTiles(db, ids)).map((row) => [row.id, row]));
      return { items: ids.flatMap((id) => tiles.get(id) ?? []).map(presentReviewTile) };
    },
  };
}

export type ReviewTrendingService = ReturnType<typeof createReviewTrendingService>;
