import type { TeamRole } from '@suara/domain';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';

/*
 * A team's people (issue #18 section 1), managed by administrators (the dashboard's Teams tab reads
 * every team from GET /api/admin/teams) and by the team's managers (the Team tab of /operator reads
 * GET /api/teams/:id). Both invite with POST /api/teams/:id/invitations (a link valid 7 days), withdraw
 * one not yet taken with DELETE /api/teams/:id/invitations/:invitationId, and take someone off with
 * DELETE /api/teams/:id/members/:userId (they lose access with their next request).
 * The screens show every failure themselves, so no call toasts.
 */

export type TeamMember = { userId: string; name: string; email: string | null; role: TeamRole; since: string };
export type TeamInvitation = { id: string; email: string; role: TeamRole; expiresAt: string };
export type OperatorTeam = {
  id: string;
  operator: { id: string; name: string; slug: string };
  members: TeamMember[];
  invitations: TeamInvitation[];
};

/** The administrators' list of every team. */
export const allTeamsKey = ['admin', 'teams'] as const;
const teamKey = (teamId: string) => ['teams', teamId] as const;

export const teamQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: teamKey(teamId),
    queryFn: ({ signal }) => apiRequest<OperatorTeam>(`/api/teams/${encodeURIComponent(teamId)}`, { signal, toast: false }),
  });

const refreshTeam = (client: QueryClient, teamId: string) =>
  Promise.all([client.invalidateQueries({ queryKey: allTeamsKey }), client.invalidateQueries({ queryKey: teamKey(teamId) })]);

/** A team's new state put in at once wherever it is cached, then read again from the server. */
function updateTeam(client: QueryClient, teamId: string, change: (team: OperatorTeam) => OperatorTeam) {
  client.setQueryData<OperatorTeam[]>(allTeamsKey, (list) => list?.map((team) => (team.id === teamId ? change(team) : team)));
  client.setQueryData<OperatorTeam>(teamKey(teamId), (team) => team && change(team));
  return refreshTeam(client, teamId);
}

export function useInviteToTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, email, role }: { teamId: string; email: string; role: TeamRole }) =>
      apiRequest<TeamInvitation>(`/api/teams/${encodeURIComponent(teamId)}/invitations`, { method: 'POST', json: { email, role }, toast: false }),
    onSuccess: (invitation, { teamId }) => updateTeam(client, teamId, (team) => ({ ...team, invitations: [...team.invitations, invitation] })),
    // 404: the team is gone; 403: this manager is no longer one. Either way the team is read again.
    onError: (error, { teamId }) => {
      if (isApiError(error) && (error.status === 404 || error.status === 403)) void refreshTeam(client, teamId);
    },
  });
}

export function useRemoveTeamMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, userId }: { teamId: string; userId: string }) =>
      apiRequest<void>(`/api/teams/${encodeURIComponent(teamId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE', toast: false }),
    onSuccess: (_data, { teamId, userId }) => updateTeam(client, teamId, (team) => ({ ...team, members: team.members.filter((m) => m.userId !== userId) })),
    // 404: they were taken off already (by someone else meanwhile); the team is read again.
    onError: (error, { teamId }) => {
      if (isApiError(error) && error.status === 404) void refreshTeam(client, teamId);
    },
  });
}

export function useWithdrawInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, invitationId }: { teamId: string; invitationId: string }) =>
      apiRequest<void>(`/api/teams/${encodeURIComponent(teamId)}/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE', toast: false }),
    onSuccess: (_data, { teamId, invitationId }) =>
      updateTeam(client, teamId, (team) => ({ ...team, invitations: team.invitations.filter((i) => i.id !== invitationId) })),
    // 404: taken or withdrawn meanwhile; the team is read again.
    onError: (error, { teamId }) => {
      if (isApiError(error) && error.status === 404) void refreshTeam(client, teamId);
    },
  });
}
