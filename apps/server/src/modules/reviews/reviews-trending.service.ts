import type { Database } from '../../db/client.ts';
import { presentReviewTile } from './reviews.presenter.ts';
import { listTrendingTiles } from './reviews-trending.repository.ts';

export function createReviewTrendingService({ db }: { db: Database }) {
  return {
    /**
     * GET /api/reviews/trending: the `limit` visible reviews of the last 30 days with the best
     * trending score (see reviews-trending.repository.ts). Empty only when no review of the window
     * is liked more than disliked, which the home page takes as 'hide the section'.
     */
    async trending(limit: number, now = new Date()) {
      const rows = await listTrendingTiles(db, now, limit);
      return { items: rows.map(presentReviewTile) };
    },
  };
}

export type ReviewTrendingService = ReturnType<typeof createReviewTrendingService>;
