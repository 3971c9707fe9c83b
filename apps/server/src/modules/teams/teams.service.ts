import { TEAM_INVITATION_DAYS, type TeamInvitationState, type TeamRole } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import { UUID } from '../reviews/reviews.cursor.ts';
import type { UserRow } from '../users/users.repository.ts';
import { teamInvitationMail } from './team-mail.ts';
import * as repo from './teams.repository.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Per person: a manager building a team invites a few dozen at most; a brake on a stolen session. */
export const INVITATIONS_PER_HOUR = 50;

export type TeamsDeps = { db: Database; mailer: Mailer; limiter: RateLimiter; publicUrl: string; now?: () => Date };

const noSuchTeam = () => notFound('No such team.');

/**
 * Operator teams (issue #18, section 1): administrators create one per operator; administrators and
 * the team's managers invite staff by e-mail and remove them. Membership is read on every request.
 */
export function createTeamsService({ db, mailer, limiter, publicUrl, now = () => new Date() }: TeamsDeps) {
  /** The team, when `user` may manage it (an administrator, or one of its managers); 404 / 403 otherwise. */
  async function managedTeam(user: UserRow, teamId: string) {
    const team = UUID.test(teamId) ? await repo.findTeam(db, teamId) : undefined;
    if (!team) throw noSuchTeam();
    if (!user.isAdmin && (await repo.memberRole(db, team.id, user.id)) !== 'manager') {
      throw new AppError(403, 'not_team_manager', "Only an administrator or this team's managers can do this.");
    }
    return team;
  }

  /** Every team, or only `only`, with who is on it and who is invited but has not joined. */
  async function teamsWithPeople(only?: string) {
    const { teams, members, invitations } = await repo.listTeams(db, now(), only);
    return teams.map((team) => ({
      id: team.id,
      operator: team.operator,
      members: members.filter((m) => m.teamId === team.id).map(({ teamId: _, since, ...m }) => ({ ...m, since: since.toISOString() })),
      invitations: invitations.filter((i) => i.teamId === team.id).map(({ teamId: _, expiresAt, ...i }) => ({ ...i, expiresAt: expiresAt.toISOString() })),
    }));
  }

  async function invitationOf(token: string) {
    const invitation = await repo.findInvitation(db, hashToken(token));
    if (!invitation) throw notFound('This invitation link is not valid.');
    const state: TeamInvitationState = invitation.acceptedAt ? 'accepted' : invitation.expiresAt <= now() ? 'expired' : 'pending';
    return { ...invitation, state };
  }

  return {
    async create(admin: UserRow, operatorId: string) {
      const operator = await repo.findOperator(db, operatorId);
      if (!operator) throw notFound('No such operator.');
      const team = await repo.insertTeam(db, operator.id, admin.id);
      if (!team) throw new AppError(409, 'team_exists', `${operator.name} has a team already.`);
      await repo.audit(db, { actorId: admin.id, action: 'team.create', teamId: team.id, details: { operator: operator.name } });
      return { id: team.id, operator };
    },

    async list() {
      return { items: await teamsWithPeople() };
    },

    /** One team with its members and pending invitations, for an administrator or its managers. */
    async team(actor: UserRow, teamId: string) {
      const team = await managedTeam(actor, teamId);
      const [found] = await teamsWithPeople(team.id);
      if (!found) throw noSuchTeam();
      return found;
    },

    /** Mails an invitation link to `email`, good for TEAM_INVITATION_DAYS and once. */
    async invite(actor: UserRow, teamId: string, { email, role }: { email: string; role: TeamRole }) {
      const team = await managedTeam(actor, teamId);
      await limiter.consume(`team-invite:user:${actor.id}`, { max: INVITATIONS_PER_HOUR, windowMs: HOUR });
      const token = newToken();
      const invitation = await repo.insertInvitation(db, {
        teamId: team.id,
        email,
        role,
        tokenHash: hashToken(token),
        invitedBy: actor.id,
        expiresAt: new Date(now().getTime() + TEAM_INVITATION_DAYS * DAY),
      });
      await repo.audit(db, { actorId: actor.id, action: 'team.invite', teamId: team.id, details: { email, role } });
      await mailer.send(teamInvitationMail({ to: email, inviter: actor.name, operator: team.operator.name, role, link: `${publicUrl}/join-team/${token}`, days: TEAM_INVITATION_DAYS }));
      return { id: invitation.id, email, role, expiresAt: invitation.expiresAt.toISOString() };
    },

    /** What the invitation page shows: the operator, the address it is for, the role and where it stands. */
    async invitation(token: string) {
      const { operator, email, role, expiresAt, state } = await invitationOf(token);
      return { operator, email, role, expiresAt: expiresAt.toISOString(), state };
    },

    /** Joins the team with the invitation's role; the signed-in address must be the invited one. */
    async accept(user: UserRow, token: string) {
      const invitation = await invitationOf(token);
      if (invitation.state === 'accepted') throw new AppError(409, 'invitation_used', 'This invitation has been used already.');
      if (invitation.state === 'expired') throw new AppError(409, 'invitation_expired', 'This invitation has expired; ask for a new one.');
      if (user.email?.toLowerCase() !== invitation.email) {
        throw new AppError(403, 'invitation_other_email', 'This invitation is for another e-mail address: sign in with the address it was sent to.');
      }
      if (!(await repo.acceptInvitation(db, invitation, user.id, now()))) throw new AppError(409, 'invitation_used', 'This invitation has been used already.');
      return { team: { id: invitation.teamId, operator: invitation.operator }, role: invitation.role };
    },

    /** Withdraws an invitation not yet taken (a wrong address, someone who left): its link stops working. */
    async cancelInvitation(actor: UserRow, teamId: string, invitationId: string) {
      const team = await managedTeam(actor, teamId);
      const cancelled = UUID.test(invitationId) ? await repo.deletePendingInvitation(db, team.id, invitationId) : undefined;
      if (!cancelled) throw notFound('This invitation is not pending: it was taken or withdrawn already.');
      await repo.audit(db, { actorId: actor.id, action: 'team.invite_cancel', teamId: team.id, details: cancelled });
    },

    /** Takes someone off the team; they lose its access with their next request. */
    async remove(actor: UserRow, teamId: string, userId: string) {
      const team = await managedTeam(actor, teamId);
      const removed = UUID.test(userId) ? await repo.deleteMember(db, team.id, userId) : undefined;
      if (!removed) throw notFound('This person is not on the team.');
      await repo.audit(db, { actorId: actor.id, action: 'team.remove', teamId: team.id, details: { userId, role: removed.role } });
    },
  };
}
