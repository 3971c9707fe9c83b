import { TEAM_ROLES, ZNewTeamBody, ZTeamInvitationBody } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requireAdmin, requireAuth, signedIn } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createTeamsService } from './teams.service.ts';

const tags = ['teams'];
const security = [{ bearer: [] }];
const ZOperatorRef = z.object({ name: z.string(), slug: z.string() });
const ZRole = z.enum(TEAM_ROLES);
const ZInvitation = z.object({ id: z.string(), email: z.string(), role: ZRole, expiresAt: z.string() });
const ZTeam = z.object({
  id: z.string(),
  operator: ZOperatorRef.extend({ id: z.string() }),
  members: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string().nullable(), role: ZRole, since: z.string() })),
  invitations: z.array(ZInvitation),
});

/** Operator teams (issue #18, section 1). */
export const teamRoutes =
  ({ db, mailer, limiter, config }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const teams = createTeamsService({ db, mailer, limiter, publicUrl: config.publicUrl });

    app.get(
      '/api/admin/teams',
      { schema: { tags, security, description: 'Every operator team with its members and pending invitations (administrators).', response: { 200: z.object({ items: z.array(ZTeam) }) } }, onRequest: adminOnly },
      async () => teams.list(),
    );

    app.post(
      '/api/admin/teams',
      {
        schema: { tags, security, description: "Creates an operator's team (409 team_exists: one per operator).", body: ZNewTeamBody, response: { 201: z.object({ id: z.string(), operator: ZOperatorRef.extend({ id: z.string() }) }) } },
        onRequest: adminOnly,
      },
      async (request, reply) => reply.status(201).send(await teams.create(requireAdmin(request).user, request.body.operatorId)),
    );

    app.get(
      '/api/teams/:id',
      {
        schema: {
          tags,
          security,
          description: "One team with its members and pending invitations: what its managers manage (an administrator or the team's managers; 403 not_team_manager).",
          params: z.object({ id: z.string() }),
          response: { 200: ZTeam },
        },
        onRequest: signedIn,
      },
      async (request) => teams.team(requireAuth(request).user, request.params.id),
    );

    app.post(
      '/api/teams/:id/invitations',
      {
        schema: {
          tags,
          security,
          description: "Mails an invitation to join the team as manager or agent, valid 7 days and once (an administrator or the team's managers; 403 not_team_manager).",
          params: z.object({ id: z.string() }),
          body: ZTeamInvitationBody,
          response: { 201: ZInvitation },
        },
        onRequest: signedIn,
      },
      async (request, reply) => reply.status(201).send(await teams.invite(requireAuth(request).user, request.params.id, request.body)),
    );

    app.delete(
      '/api/teams/:id/invitations/:invitationId',
      {
        schema: {
          tags,
          security,
          description: "Withdraws a pending invitation: its link is no longer valid (an administrator or the team's managers; 404 once taken or withdrawn).",
          params: z.object({ id: z.string(), invitationId: z.string() }),
        },
        onRequest: signedIn,
      },
      async (request, reply) => {
        await teams.cancelInvitation(requireAuth(request).user, request.params.id, request.params.invitationId);
        return reply.status(204).send();
      },
    );

    app.delete(
      '/api/teams/:id/members/:userId',
      { schema: { tags, security, description: 'Takes someone off the team: they lose its access at once.', params: z.object({ id: z.string(), userId: z.string() }) }, onRequest: signedIn },
      async (request, reply) => {
        await teams.remove(requireAuth(request).user, request.params.id, request.params.userId);
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/team-invitations/:token',
      {
        schema: {
          tags,
          description: "An invitation as its page shows it: the operator, the address it is for, the role and its state (pending, accepted or expired). 404 for an unknown link.",
          params: z.object({ token: z.string() }),
          response: { 200: z.object({ operator: ZOperatorRef, email: z.string(), role: ZRole, expiresAt: z.string(), state: z.enum(['pending', 'accepted', 'expired']) }) },
        },
      },
      async (request) => teams.invitation(request.params.token),
    );

    app.post(
      '/api/team-invitations/:token/accept',
      {
        schema: {
          tags,
          security,
          description: 'Joins the team: signed in with the invited address (403 invitation_other_email); 409 invitation_used or invitation_expired.',
          params: z.object({ token: z.string() }),
          response: { 200: z.object({ team: z.object({ id: z.string(), operator: ZOperatorRef }), role: ZRole }) },
        },
        onRequest: signedIn,
      },
      async (request) => teams.accept(requireAuth(request).user, request.params.token),
    );
  };
