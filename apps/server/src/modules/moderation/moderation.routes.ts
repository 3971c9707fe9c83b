import { ZAdminReviewsQuery, ZModerationActionBody, ZModerationQueueQuery, ZModerationTarget, ZReviewStatusBody, ZVisibilityBody } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.ts';
import { guardAdmin } from '../admin/admin.routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { ZModerationQueue, ZModerationResult, ZTicket, ZTicketPage } from './moderation.presenter.ts';
import { createModerationService } from './moderation.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const ZId = z.object({ id: z.string() });

/** The moderation queue, hide/restore and the review status lifecycle (issue #7); administrators only. */
export const moderationRoutes =
  ({ db, notifications }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    guardAdmin(app);
    const moderation = createModerationService({ db, notifications });
    const adminId = (request: Parameters<typeof requireAdmin>[0]) => requireAdmin(request).user.id;

    app.get(
      '/api/admin/reports',
      {
        schema: {
          tags,
          security,
          description:
            'The reports of one status (open by default), grouped by target, latest report first, 20 groups a page: a preview of the target, the number of reports, the reasons with counts, first and last report time, and whether the target is hidden now.',
          querystring: ZModerationQueueQuery,
          response: { 200: ZModerationQueue },
        },
      },
      async (request) => moderation.queue(request.query),
    );

    app.put(
      '/api/admin/reports/:targetType/:targetId',
      {
        schema: {
          tags,
          security,
          description:
            "hide: hidden from every public view, open reports 'actioned'; restore: visible again, open reports 'dismissed'; dismiss: open reports 'dismissed', and what they alone auto-hid is restored; resolve: open reports 'actioned', nothing else changes. A user cannot be hidden or restored (422 action_not_available).",
          params: ZModerationTarget,
          body: ZModerationActionBody,
          response: { 200: ZModerationResult },
        },
      },
      async (request) => moderation.act(adminId(request), { type: request.params.targetType, id: request.params.targetId }, request.body.action),
    );

    for (const type of ['review', 'comment'] as const) {
      app.put(
        `/api/admin/${type}s/:id/visibility`,
        {
          schema: {
            tags,
            security,
            description: `Hides or restores a ${type === 'review' ? 'review' : 'comment or reply'} directly, as the queue's hide and restore do.`,
            params: ZId,
            body: ZVisibilityBody,
            response: { 200: ZModerationResult },
          },
        },
        async (request) => moderation.setVisibility(adminId(request), { type, id: request.params.id }, request.body.hidden),
      );
    }

    app.get(
      '/api/admin/reviews',
      {
        schema: {
          tags,
          security,
          description: 'Tickets: every live review (hidden ones included), newest first, 20 a page; status filters, q finds one ticket number.',
          querystring: ZAdminReviewsQuery,
          response: { 200: ZTicketPage },
        },
      },
      async (request) => moderation.tickets(request.query),
    );

    app.put(
      '/api/admin/reviews/:id/status',
      {
        schema: {
          tags,
          security,
          description:
            "Moves a review forward along submitted → verified → forwarded → resolved (skipping ahead allowed) with an optional public note, or to 'hidden' (a moderation hide). Backward or same-status moves: 409 status_move_not_allowed; a hidden review: 409 review_hidden. The author is notified.",
          params: ZId,
          body: ZReviewStatusBody,
          response: { 200: ZTicket },
        },
      },
      async (request) => moderation.moveStatus(adminId(request), request.params.id, request.body),
    );
  };
