import { ZReviewSearchQuery } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expensiveReads } from '../../lib/bulkhead.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { ZSearchResults } from './reviews-search.presenter.ts';
import { createReviewSearchService } from './reviews-search.service.ts';

export const reviewSearchRoutes =
  ({ db, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const search = createReviewSearchService({ db, bulkhead: expensiveReads('Search', config.expensiveReads) });

    app.get(
      '/api/reviews/search',
      {
        schema: {
          tags: ['reviews'],
          description:
            'Type-ahead: the newest 10 visible reviews matching every word of q (1..100 characters after trimming). A word matches a review word it starts (driv → driver), its English/Malay synonym (bas → bus) and, for a word few reviews contain, a small typo of one (drvier, pemadu). Anything but letters and digits only separates words.',
          querystring: ZReviewSearchQuery,
          response: { 200: ZSearchResults },
        },
      },
      async (request) => search.search(request.query.q),
    );
  };
