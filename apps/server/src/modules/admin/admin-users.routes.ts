import { ZAdminRoleBody, ZAdminUsersQuery } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { guardAdmin } from './admin.routes.ts';
import { ZAdminUser, ZAdminUsersPage } from './admin-users.presenter.ts';
import { createAdminUsersService } from './admin-users.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The people tab of the admin dashboard (spec §6): the two tables and the grant/remove actions. */
export const adminUsersRoutes =
  ({ db }: Pick<ModuleDeps, 'db'>): FastifyPluginAsyncZod =>
  async (app) => {
    guardAdmin(app);
    const people = createAdminUsersService(db);

    app.get(
      '/api/admin/users',
      {
        schema: {
          tags,
          security,
          description:
            "Administrators (role=admin) or users (role=user, default), newest first; q finds any part of the e-mail. pageSize 5 (default), 10, 25 or 'all' (at most 1000 rows; capped says when more exist).",
          querystring: ZAdminUsersQuery,
          response: { 200: ZAdminUsersPage },
        },
      },
      async (request) => people.list(request.query),
    );

    app.put(
      '/api/admin/users/:id/admin',
      {
        schema: {
          tags,
          security,
          description:
            "Gives (isAdmin true) or removes (false) the administrator role, audited; returns the updated row. 404 for an unknown account, 403 'Not Allowed!' for removing one's own.",
          params: z.object({ id: z.string() }),
          body: ZAdminRoleBody,
          response: { 200: ZAdminUser },
        },
      },
      async (request) => people.setAdmin(requireAdmin(request).user.id, request.params.id, request.body.isAdmin),
    );
  };
