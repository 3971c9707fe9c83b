import { ZAdminOverview } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';
import { guardAdmin } from './admin.routes.ts';
import { adminExportRoutes } from './admin-exports.routes.ts';
import { createAdminReportsService } from './admin-reports.service.ts';

/** The reports tab: GET /api/admin/overview (spec §7 /admin/report-overview) and the downloads. */
export const adminReportRoutes =
  ({ db, polls }: Pick<ModuleDeps, 'db' | 'polls'>): FastifyPluginAsyncZod =>
  async (app) => {
    guardAdmin(app);
    const reports = createAdminReportsService({ db, polls });
    await app.register(adminExportRoutes({ db, reports }));

    app.get(
      '/api/admin/overview',
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          description:
            'Users (live accounts; verified = e-mail verified), public reviews per feeling category (the spec spelling) and the yes/no votes of each poll question.',
          response: { 200: ZAdminOverview },
        },
      },
      async () => reports.overview(),
    );
  };
