import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../module-deps.ts';
import { FEED_ENTRIES } from './feeds.repository.ts';
import { createFeedsService } from './feeds.service.ts';
import { publicRead } from './public-read.ts';

/** Feed readers poll every feed they follow, often from one address (an aggregator): as Open311's. */
export const FEED_REQUESTS_PER_HOUR = 3600;

const ATOM = 'application/atom+xml';

const atomAnswer = (description: string) => ({ description, content: { [ATOM]: { schema: z.string() } } });

/** Atom feeds (RFC 4287) of the latest published reviews of an operator and of a route. */
export const feedRoutes =
  ({ db, config, limiter }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, { limiter, name: 'feeds', perHour: FEED_REQUESTS_PER_HOUR, multiplier: config.rateLimitMultiplier });
    const feeds = createFeedsService({ db, publicUrl: config.publicUrl });

    const send = (reply: FastifyReply, xml: string) => {
      reply.header('content-type', `${ATOM}; charset=utf-8`);
      // As the downloads: new reviews may wait a few minutes, and a reader's repeats cost no query.
      reply.header('cache-control', 'public, max-age=300');
      return xml;
    };
    const entries = `The latest ${FEED_ENTRIES} published reviews (not hidden, not deleted), newest first: each entry's title is its feeling, service and aspect, its content the rider's experience, its link the review on the site. No names.`;

    app.get(
      '/feeds/operators/:slug.atom',
      {
        schema: {
          tags: ['open-data'],
          operationId: 'getOperatorFeed',
          summary: "An operator's reviews (Atom)",
          description: `${entries} A review belongs to the operator its operator text was matched to; 404 for an unknown slug.`,
          params: z.object({ slug: z.string().describe("The operator's slug, e.g. rapid-kl.") }),
          response: { 200: atomAnswer('The Atom feed.') },
        },
      },
      async (request, reply) => send(reply, await feeds.operatorFeed(request.params.slug)),
    );

    app.get(
      '/feeds/routes/:id.atom',
      {
        schema: {
          tags: ['open-data'],
          operationId: 'getRouteFeed',
          summary: "A route's reviews (Atom)",
          description: `${entries} A review belongs to the network's route its route text was matched to; 404 for an id that is no route's.`,
          params: z.object({ id: z.string().describe("The route's id (a uuid), as /api/transit/routes lists it.") }),
          response: { 200: atomAnswer('The Atom feed.') },
        },
      },
      async (request, reply) => send(reply, await feeds.routeFeed(request.params.id)),
    );
  };
