import { SIMILAR_LIMIT, SIMILAR_WINDOW_DAYS, ZPageCursor, ZSimilarReviewsQuery } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireAuth, signedIn } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createSimilarReviewsService } from './reviews-similar.service.ts';
import { ZReviewDetail, ZReviewPage, ZReviewTile } from './reviews.presenter.ts';
import { createReviewsService } from './reviews.service.ts';

const tags = ['reviews'];
const security = [{ bearer: [] }];
const ZReviewResponse = z.object({ review: ZReviewDetail });
const ZId = z.object({ id: z.string() });


export const reviewRoutes =
  ({ db, uploads, limiter, transit }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const reviews = createReviewsService({ db, uploads, limiter, transit });

    app.post(
      '/api/reviews',
      {
        schema: {
          tags,
          security,
          description:
            'The review submission payload (spec §3): feeling, service and aspect option ids, serviceText/aspectText for Other, incidentDateTime (ISO 8601 with offset), experience, operatorName, routeName, stopName, vehiclePlate, comment, location {latitude, longitude, address} and attachments (ids from POST /api/uploads, at most 6). Checked against the option list by the service; field errors carry message codes.',
          response: { 201: ZReviewResponse },
        },
        onRequest: signedIn,
      },
      async (request, reply) => {
        const review = await reviews.create(requireAuth(request).user, request.body, requestLanguage(request));
        return reply.status(201).send({ review });
      },
    );

    const similar = createSimilarReviewsService({ db, transit });
    app.get(
      '/api/reviews/similar',
      {
        schema: {
          tags,
          description: `While a rider writes (issue #18): at most ${SIMILAR_LIMIT} visible reviews of the last ${SIMILAR_WINDOW_DAYS} days about the aspect (an option id) on the route or at the stop named (matched as a review's are; the stop by name needs latitude and longitude), or whose text shares telling words with \`text\`; never the caller's own. Each card carries the start of its text as \`excerpt\`.`,
          querystring: ZSimilarReviewsQuery,
          response: { 200: z.object({ items: z.array(ZReviewTile.extend({ excerpt: z.string() })) }) },
        },
      },
      async (request) => similar.similar(request.query, request.auth?.user.id ?? null),
    );

    app.get(
      '/api/reviews/:id',
      { schema: { tags, params: ZId, response: { 200: ZReviewResponse } } },
      async (request) => ({ review: await reviews.detail(request.params.id, request.auth?.user ?? null) }),
    );

    app.delete(
      '/api/reviews/:id',
      { schema: { tags, security, params: ZId }, onRequest: signedIn },
      async (request, reply) => {
        await reviews.remove(request.params.id, requireAuth(request).user);
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/users/:id/reviews',
      {
        schema: {
          tags,
          description: "A user's reviews for the profile pages, newest first, 12 a page; pass nextCursor back as cursor.",
          params: ZId,
          querystring: z.object({ cursor: ZPageCursor }),
          response: { 200: ZReviewPage },
        },
      },
      async (request) => reviews.listByUser(request.params.id, request.auth?.user ?? null, request.query.cursor),
    );
  };
