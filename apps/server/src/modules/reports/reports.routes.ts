import { ZReportBody } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createReportsService } from './reports.service.ts';

export const reportRoutes =
  ({ db, limiter }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const reports = createReportsService({ db, limiter });

    app.post(
      '/api/reports',
      {
        schema: { tags: ['community'], security: [{ bearer: [] }], body: ZReportBody, response: { 201: z.object({ id: z.string() }) } },
        // 401 before the body is validated.
        onRequest: async (request) => {
          requireAuth(request);
        },
      },
      async (request, reply) => {
        const { id } = await reports.create(requireAuth(request).user, request.body);
        return reply.status(201).send({ id });
      },
    );
  };
