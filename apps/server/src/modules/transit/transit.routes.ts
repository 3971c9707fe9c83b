import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TransitService } from './transit.service.ts';

const ZStop = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  routes: z.array(z.object({ code: z.string(), name: z.string(), operator: z.string().nullable() })),
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
  };
