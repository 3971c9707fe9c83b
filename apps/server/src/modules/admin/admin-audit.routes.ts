import { Readable } from 'node:stream';
import { AUDIT_AREAS, AUDIT_PAGE_SIZE, ZAuditFilter, ZAuditQuery } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../module-deps.ts';
import { createAdminAuditService } from './admin-audit.service.ts';
import { guardAdmin } from './admin.routes.ts';

const ZAuditEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

const filters = `Filters: area (${AUDIT_AREAS.join(', ')}: the action's first part), actor (a name or e-mail contains it), from and to (Malaysia days, both included).`;

/** The audit log tab (issue #18, section 5). Administrators only. */
export const adminAuditRoutes =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    guardAdmin(app);
    const audit = createAdminAuditService(db);

    app.get(
      '/api/admin/audit',
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          description: `Every administrator's action, newest first, ${AUDIT_PAGE_SIZE} a page (pass nextCursor back as cursor): who, when, the action, its target and what changed. ${filters}`,
          querystring: ZAuditQuery,
          response: { 200: z.object({ items: z.array(ZAuditEntry), nextCursor: z.string().nullable() }) },
        },
      },
      async (request) => {
        const { cursor, ...filter } = request.query;
        return audit.page(filter, cursor);
      },
    );

    app.get(
      '/api/admin/audit.csv',
      { schema: { tags: ['admin'], security: [{ bearer: [] }], description: `The audit log as CSV (UTF-8 with BOM), streamed. ${filters}`, querystring: ZAuditFilter } },
      async (request, reply) => {
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', `attachment; filename="${audit.filename(new Date())}"`);
        reply.header('cache-control', 'no-store');
        return reply.send(Readable.from(audit.csv(request.query), { objectMode: false }));
      },
    );
  };
