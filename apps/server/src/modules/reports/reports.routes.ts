import { ZReportBody } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import { createModerationService } from '../moderation/moderation.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createReportsService } from './reports.service.ts';

const ZReportId = z.object({ id: z.string() });

export const reportRoutes =
  ({ db, limiter, notifications }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const reports = createReportsService({ db, limiter, moderation: createModerationService({ db, notifications }) });

    app.post(
      '/api/reports',
      {
        schema: {
          tags: ['community'],
          security: [{ bearer: [] }],
          description:
            "Reports a review, comment or user for moderation; needs a verified e-mail. 201 with the new report's id; a second report of the same target while the first is open changes its reason: 200 with the same id.",
          body: ZReportBody,
          response: { 200: ZReportId, 201: ZReportId },
        },
        // 401 before the body is validated.
        onRequest: async (request) => {
          requireAuth(request);
        },
      },
      async (request, reply) => {
        const { id, created } = await reports.create(requireAuth(request).user, request.body);
        return reply.status(created ? 201 : 200).send({ id });
      },
    );
  };
