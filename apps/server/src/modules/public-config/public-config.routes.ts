import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';

/** The settings the web app needs at run time, so one build serves every deployment. */
export const publicConfigRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/config',
      { schema: { tags: ['config'], response: { 200: z.object({ tileUrl: z.string(), surveyUrl: z.string().nullable() }) } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { tileUrl: config.tileUrl, surveyUrl: config.surveyUrl ?? null };
      },
    );
  };
