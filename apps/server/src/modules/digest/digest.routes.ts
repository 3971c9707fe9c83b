import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { adminOnly } from '../../plugins/auth.ts';
import type { DigestService } from './digest.service.ts';

/** The weekly digest's routes: send it now (administrators, for operations and tests) and its unsubscribe link. */
export const digestRoutes =
  (digest: DigestService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/digests',
      {
        schema: {
          tags: ['operator'],
          security: [{ bearer: [] }],
          description: "Sends the last week's digest now, to every team and the administrators or to one team (`team`: its operator's slug); readers already sent this week's are skipped.",
          body: z.object({ team: z.string().max(200).optional() }),
          response: { 200: z.object({ week: z.object({ from: z.string(), to: z.string() }), sent: z.number().int() }) },
        },
        onRequest: adminOnly,
      },
      async (request) => digest.sendWeekly({ teamSlug: request.body.team }),
    );

    app.post(
      '/api/digest/unsubscribe/:token',
      {
        schema: {
          tags: ['operator'],
          description: "A digest's unsubscribe link (a POST, so that mail scanners opening the link change nothing): the reader gets no more digests. 404 for an unknown link.",
          params: z.object({ token: z.string().max(200) }),
        },
      },
      async (request, reply) => {
        if (!(await digest.unsubscribe(request.params.token))) throw notFound('This unsubscribe link is not valid.');
        return reply.status(204).send();
      },
    );
  };
