import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { listStopsWithRoutes } from './transit.repository.ts';

const ZStop = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  routes: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const transitRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/transit/stops',
      { schema: { tags: ['transit'], response: { 200: z.object({ items: z.array(ZStop) }) } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=3600');
        return { items: await listStopsWithRoutes(db) };
      },
    );
  };
