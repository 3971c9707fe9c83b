import { REVIEW_LIFECYCLE, REVIEW_STATUS_KEYS, STAFF_STATUSES, TEAM_ROLES, ZInboxQuery, ZReopenBody, ZResponseBody, ZStaffStatusBody } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, signedIn } from '../../plugins/auth.ts';
import { ZReviewTile } from '../reviews/reviews.presenter.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createInboxService } from './inbox.service.ts';
import { createOperatorLoopService } from './operator-loop.service.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];
const ZId = z.object({ id: z.string() });
const ZOperator = z.object({ id: z.string(), name: z.string(), slug: z.string() });
const ZStatus = z.enum(REVIEW_STATUS_KEYS);

/** The operator loop (issue #18): a team's inbox, official responses, staff status moves and the rider's answer to a resolution. */
export const operatorLoopRoutes =
  ({ db, mailer, notifications, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const loop = createOperatorLoopService({ db, mailer, notifications, log: app.log, publicUrl: config.publicUrl });
    const inbox = createInboxService(db);

    app.get(
      '/api/operator/teams',
      {
        schema: { tags, security, description: 'The operator teams the caller is on, with their role.', response: { 200: z.object({ items: z.array(z.object({ id: z.string(), role: z.enum(TEAM_ROLES), operator: ZOperator })) }) } },
        onRequest: signedIn,
      },
      async (request) => ({ items: await loop.teamsOf(requireAuth(request).user.id) }),
    );

    app.get(
      '/api/operator/inbox',
      {
        schema: {
          tags,
          security,
          description: "A team's inbox: the public reviews about its operator, newest or most 'me too'-ed first, filtered, with counts per status under the other filters (its members and administrators; 403 not_operator_staff).",
          querystring: ZInboxQuery,
          response: {
            200: z.object({
              team: z.object({ id: z.string(), operator: ZOperator, role: z.enum(TEAM_ROLES).nullable() }),
              items: z.array(ZReviewTile.extend({ answered: z.boolean(), excerpt: z.string(), routeName: z.string().nullable(), stopName: z.string().nullable() })),
              nextCursor: z.string().nullable(),
              counts: z.record(z.enum(REVIEW_LIFECYCLE), z.number().int()),
            }),
          },
        },
        onRequest: signedIn,
      },
      async (request) => inbox.list(requireAuth(request).user, request.query),
    );

    app.post(
      '/api/operator/reviews/:id/responses',
      {
        schema: {
          tags,
          security,
          description: "Posts the team's official response on a review about its operator (1–2,000 characters; 403 not_operator_staff). The rider is notified, and mailed if they chose to be.",
          params: ZId,
          body: ZResponseBody,
          response: { 201: z.object({ id: z.string() }) },
        },
        onRequest: signedIn,
      },
      async (request, reply) => reply.status(201).send(await loop.respond(requireAuth(request).user, request.params.id, request.body.body)),
    );

    app.patch(
      '/api/operator/responses/:id',
      {
        schema: { tags, security, description: 'Corrects a response: its author, within 15 minutes of posting it (409 response_locked).', params: ZId, body: ZResponseBody },
        onRequest: signedIn,
      },
      async (request, reply) => {
        await loop.editResponse(requireAuth(request).user, request.params.id, request.body.body);
        return reply.status(204).send();
      },
    );

    app.put(
      '/api/operator/reviews/:id/status',
      {
        schema: {
          tags,
          security,
          description: `Moves a forwarded review forward: ${STAFF_STATUSES.join(', ')}, with an optional public note (409 status_move_not_allowed).`,
          params: ZId,
          body: ZStaffStatusBody,
          response: { 200: z.object({ status: z.enum(STAFF_STATUSES) }) },
        },
        onRequest: signedIn,
      },
      async (request) => loop.moveStatus(requireAuth(request).user, request.params.id, request.body),
    );

    app.get(
      '/api/operator/reviews/:id/history',
      {
        schema: {
          tags,
          security,
          description: "The review's status history, oldest first: each move, confirmation and reopening, with its note; staff are named by first name.",
          params: ZId,
          response: {
            200: z.object({
              items: z.array(
                z.object({ action: z.enum(['move', 'confirm', 'reopen']), from: ZStatus, to: ZStatus, note: z.string().nullable(), actorRole: z.enum(['admin', 'staff', 'rider']), staffName: z.string().nullable(), at: z.string() }),
              ),
            }),
          },
        },
        onRequest: signedIn,
      },
      async (request) => loop.history(requireAuth(request).user, request.params.id),
    );

    app.post(
      '/api/reviews/:id/resolution/confirm',
      {
        schema: { tags, security, description: "The rider confirms their review's resolution, within 14 days of it (409 resolution_answer_closed, review_not_resolved).", params: ZId },
        onRequest: signedIn,
      },
      async (request, reply) => {
        await loop.confirm(requireAuth(request).user, request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/reviews/:id/resolution/reopen',
      {
        schema: {
          tags,
          security,
          description: 'The rider reopens their resolved review with a reason, within 14 days: it goes back to in progress and the team is notified.',
          params: ZId,
          body: ZReopenBody,
          response: { 200: z.object({ status: z.literal('in_progress') }) },
        },
        onRequest: signedIn,
      },
      async (request) => loop.reopen(requireAuth(request).user, request.params.id, request.body.reason),
    );
  };
