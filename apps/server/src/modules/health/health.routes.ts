import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RedisConnection } from '../../lib/redis.ts';

/** Readiness answers within 2 s; a stalled Redis gets half of that. */
const REDIS_READY_TIMEOUT_MS = 1000;

/** Liveness answers without touching dependencies; readiness checks the database a request would use. */
export const healthRoutes =
  (database: DatabaseHandle, redis?: RedisConnection): FastifyPluginAsyncZod =>
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
          response: { 200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']), redis: z.literal('ready').optional() }) },
        },
      },
      async (request) => {
        if (app.draining) throw new AppError(503, 'shutting_down', 'This process is shutting down.');
        try {
          await database.ping();
        } catch (error) {
          request.log.warn({ err: error }, 'readiness check failed');
          throw new AppError(503, 'not_ready', 'The database is not reachable.');
        }
        // The connection has logged the outage once; a probe every few seconds adds nothing.
        await redis?.ping(REDIS_READY_TIMEOUT_MS).catch(() => {
          throw new AppError(503, 'not_ready', 'Redis is not reachable.');
        });
        return { status: 'ready' as const, database: database.kind, ...(redis && { redis: 'ready' as const }) };
      },
    );
  };
