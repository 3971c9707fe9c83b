import { makeZMapQuery, makeZReviewListQuery, MAP_BBOX_TILES_MAX, MAP_POINTS_MAX, MAP_ZOOM_MAX, MAP_ZOOM_MIN, REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE_MAX } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expensiveReads } from '../../lib/bulkhead.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createReviewBrowseService } from './reviews-browse.service.ts';
import { ZReviewMap, ZReviewPage } from './reviews.presenter.ts';

const tags = ['reviews'];

const FILTERS =
  'Filters, all optional: feeling and service (review option ids of that category, from GET /api/review-options), user (a user id; the web sends the signed-in user for "Posted by: Me only"), operator and route (case-insensitive substring; % and _ are plain characters), from and to (Kuala Lumpur days yyyy-MM-dd, both inclusive, not in the future, to not before from). Hidden and deleted reviews never appear.';

/** The browse page: review cards and the map (spec §5). Public: no sign-in needed. */
export const reviewBrowseRoutes =
  ({ db, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const browse = createReviewBrowseService({ db, clusterBulkhead: expensiveReads('The map', config.expensiveReads) });

    app.get(
      '/api/reviews',
      {
        schema: {
          tags,
          description: `Review cards, ${REVIEW_PAGE_SIZE} a page unless limit says otherwise (1..${REVIEW_PAGE_SIZE_MAX}). ${FILTERS} sort: latest (default), earliest, positive, critical (worst first), discussed, upvotes, downvotes; ties newest first. Pass nextCursor back as cursor, with the same sort, for the next page; a cursor is opaque and valid for its sort only.`,
          querystring: makeZReviewListQuery(),
          response: { 200: ZReviewPage },
        },
      },
      async (request) => browse.list(request.query),
    );

    app.get(
      '/api/reviews/map',
      {
        schema: {
          tags,
          description: `The reviews with a location inside bbox=west,south,east,north (degrees, within the world, west < east, south < north, at most ${MAP_BBOX_TILES_MAX} tiles of 360/2^zoom degrees each way) at zoom ${MAP_ZOOM_MIN}..${MAP_ZOOM_MAX}. Up to ${MAP_POINTS_MAX} reviews come as points { kind: 'points' }; more come as clusters { kind: 'clusters', cellDegrees } on a grid of 360/2^zoom/4-degree cells, each at the mean position of its reviews with their count and rounded mean score. ${FILTERS}`,
          querystring: makeZMapQuery(),
          response: { 200: ZReviewMap },
        },
      },
      async (request) => browse.map(request.query),
    );
  };
