import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requireAdmin } from '../../plugins/auth.ts';

/** Guards a whole admin plugin: 401 before a visitor's body is even parsed, 403 for a non-admin. */
export function guardAdmin(app: Parameters<FastifyPluginAsyncZod>[0]) {
  app.addHook('onRequest', adminOnly);
}

/** GET /api/admin/check (spec §6: "Admin check is a call; any failure means not admin"). */
export const adminCheckRoutes = (): FastifyPluginAsyncZod => async (app) => {
  guardAdmin(app);
  app.get(
    '/api/admin/check',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        description: '200 when the caller is an administrator; 401 for a visitor, 403 for anyone else.',
        response: { 200: z.object({ isAdmin: z.literal(true), isSuper: z.boolean() }) },
      },
    },
    async (request) => ({ isAdmin: true as const, isSuper: requireAdmin(request).user.isSuper }),
  );
};
