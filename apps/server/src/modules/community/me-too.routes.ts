import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createMeTooService } from './me-too.service.ts';

const ZMeTooState = z.object({ meTooCount: z.number().int(), meToo: z.boolean() });

export const meTooRoutes =
  ({ db, limiter, notifications }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const meToo = createMeTooService({ db, limiter, onMeToo: notifications.onMeToo });

    const route = (method: 'put' | 'delete', on: boolean, description: string) =>
      app[method](
        '/api/reviews/:id/me-too',
        {
          schema: {
            tags: ['community'],
            security: [{ bearer: [] }],
            description: `${description} Idempotent; not on one's own review (403 own_review). Answers the fresh count and whether the caller said it.`,
            params: z.object({ id: z.string() }),
            response: { 200: ZMeTooState },
          },
        },
        async (request) => meToo.set(request.params.id, requireAuth(request).user, on),
      );

    route('put', true, "Says 'This happened to me too' of someone else's review.");
    route('delete', false, "Takes the caller's 'me too' back.");
  };
