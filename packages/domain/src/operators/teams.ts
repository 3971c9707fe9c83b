import { z } from 'zod';
import { ZEmail } from '../accounts/fields.ts';
import { err } from '../shared/errors.ts';

// Operator teams (issue #18): an operator's staff, who read and answer what riders say about it.

/** A manager invites and removes staff; an agent triages and answers. */
export const TEAM_ROLES = ['manager', 'agent'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** An invitation link works for a week: long enough for a busy inbox, short enough to go stale safely. */
export const TEAM_INVITATION_DAYS = 7;

/** POST /api/teams/:id/invitations. */
export const ZTeamInvitationBody = z.object({
  email: ZEmail,
  role: z.enum(TEAM_ROLES, err('invalidValue')),
});

/** POST /api/admin/teams. */
export const ZNewTeamBody = z.object({ operatorId: z.uuid(err('invalidValue')) });

/** Where an invitation stands, for its page: it can be taken only while pending. */
export type TeamInvitationState = 'pending' | 'accepted' | 'expired';
