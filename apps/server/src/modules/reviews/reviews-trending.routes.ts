import { err, queryInteger } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../module-deps.ts';
import { ZReviewTile } from './reviews.presenter.ts';
import { TRENDING_WINDOW_DAYS } from './reviews-trending.repository.ts';
import { createReviewTrendingService } from './reviews-trending.service.ts';

export const TRENDING_LIMIT = 6;
export const TRENDING_LIMIT_MAX = 20;

const ZTrendingQuery = z.object({
  limit: z
    .preprocess(
      queryInteger,
      z.number(err('invalidValue')).int(err('invalidValue')).min(1, err('invalidValue')).max(TRENDING_LIMIT_MAX, err('invalidValue')),
    )
    .default(TRENDING_LIMIT),
});

/** The home page's 'Trending' section and the /popular strip (spec §2, §7 /trending-review). Public. */
export const reviewTrendingRoutes =
  ({ db, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const trending = createReviewTrendingService({ db, rankingSize: TRENDING_LIMIT_MAX, refreshMs: config.trendingRefreshSeconds * 1000 });

    app.get(
      '/api/reviews/trending',
      {
        schema: {
          tags: ['reviews'],
          description: `The visible reviews of the last ${TRENDING_WINDOW_DAYS} days with the best trending score, best first, as review cards: limit of them (default ${TRENDING_LIMIT}, 1..${TRENDING_LIMIT_MAX}). Score = (1 + likes + 2 × comments + 2 × 'me too's − 0.5 × unlikes) / (age in hours + 2)^1.5; a review more disliked than liked never trends. Empty when no review qualifies (the home page then hides the section).`,
          querystring: ZTrendingQuery,
          response: { 200: z.object({ items: z.array(ZReviewTile) }) },
        },
      },
      async (request) => trending.trending(request.query.limit),
    );
  };
