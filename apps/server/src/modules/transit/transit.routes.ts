import { ZTransitRoutesQuery } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TransitService } from './transit.service.ts';

const ZStop = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  routes: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), operator: z.string().nullable() })),
});

const ZRoute = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  agency: z.string(),
  operator: z.object({ id: z.string(), slug: z.string(), name: z.string() }).nullable(),
});

const ZPattern = z.object({
  number: z.number().int(),
  direction: z.number().int().nullable(),
  headsign: z.string().nullable(),
  tripCount: z.number().int(),
  stops: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), latitude: z.number(), longitude: z.number() })),
});

export const transitRoutes =
  (transit: TransitService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/transit/stops',
      { schema: { tags: ['transit'], response: { 200: z.object({ items: z.array(ZStop) }) } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=3600');
        return { items: await transit.listStops() };
      },
    );

    app.get(
      '/api/transit/routes',
      {
        schema: {
          tags: ['transit'],
          summary: 'Transit routes',
          description: 'Routes by code with their operator; q is the start of a code (T78) or any part of a name; nextCursor pages on.',
          querystring: ZTransitRoutesQuery,
          response: { 200: z.object({ items: z.array(ZRoute), nextCursor: z.string().nullable() }) },
        },
      },
      async (request) => transit.listRoutes(request.query),
    );

    app.get(
      '/api/transit/routes/:id/stops',
      {
        schema: {
          tags: ['transit'],
          summary: "A route's stops in order",
          description: 'Each stop pattern of the route (per direction, most trips first) with its stops in order; 404 for an unknown route.',
          params: z.object({ id: z.string() }),
          response: { 200: z.object({ route: ZRoute, patterns: z.array(ZPattern) }) },
        },
      },
      async (request) => transit.routeStops(request.params.id),
    );
  };
