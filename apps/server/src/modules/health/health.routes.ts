import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/** Liveness answers without touching dependencies; readiness checks the database a request would use. */
export const healthRoutes =
  (database: DatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/api/ready',
      {
        schema: {
          tags: ['health'],
          response: { 200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }) },
        },
      },
      async (request) => {
        try {
          await database.ping();
        } catch (error) {
          request.log.warn({ err: error }, 'readiness check failed');
          throw new AppError(503, 'not_ready', 'The database is not reachable.');
        }
        return { status: 'ready' as const, database: database.kind };
      },
    );
  };
