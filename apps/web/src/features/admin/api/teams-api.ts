import type { TeamRole } from '@suara/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';

/*
 * The teams tab (issue #18 section 1): GET /api/admin/teams (every operator's team with its members
 * and pending invitations, by operator name), POST /api/admin/teams (one team per operator),
 * POST /api/teams/:id/invitations (mails a link valid 7 days) and DELETE /api/teams/:id/members/:userId
 * (the person loses the team's access with their next request). The tab and its dialogs show every
 * failure themselves, so no call toasts.
 */

export type TeamMember = { userId: string; name: string; email: string | null; role: TeamRole; since: string };
export type TeamInvitation = { id: string; email: string; role: TeamRole; expiresAt: string };
export type OperatorTeam = {
  id: string;
  operator: { id: string; name: string; slug: string };
  members: TeamMember[];
  invitations: TeamInvitation[];
};

const teamsKey = ['admin', 'teams'] as const;

export const teamsQueryOptions = () =>
  queryOptions({
    queryKey: teamsKey,
    queryFn: ({ signal }) => apiRequest<{ items: OperatorTeam[] }>('/api/admin/teams', { signal, toast: false }).then((r) => r.items),
  });

/** The cached list: a team's new state put in at once, then the list read again from the server. */
function useTeamsCache() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: teamsKey });
  const update = (teamId: string, change: (team: OperatorTeam) => OperatorTeam) => {
    client.setQueryData<OperatorTeam[]>(teamsKey, (list) => list?.map((team) => (team.id === teamId ? change(team) : team)));
    return refresh();
  };
  return { refresh, update };
}

/** 409 team_exists: another administrator was first; the list is read again either way. */
export function useCreateTeam() {
  const client = useQueryClient();
  const teams = useTeamsCache();
  return useMutation({
    mutationFn: (operatorId: string) =>
      apiRequest<Pick<OperatorTeam, 'id' | 'operator'>>('/api/admin/teams', { method: 'POST', json: { operatorId }, toast: false }),
    onSuccess: (team) =>
      client.setQueryData<OperatorTeam[]>(teamsKey, (list) =>
        list && [...list, { ...team, members: [], invitations: [] }].sort((a, b) => a.operator.name.localeCompare(b.operator.name)),
      ),
    onSettled: () => teams.refresh(),
  });
}

export function useInviteToTeam() {
  const teams = useTeamsCache();
  return useMutation({
    mutationFn: ({ teamId, email, role }: { teamId: string; email: string; role: TeamRole }) =>
      apiRequest<TeamInvitation>(`/api/teams/${encodeURIComponent(teamId)}/invitations`, { method: 'POST', json: { email, role }, toast: false }),
    onSuccess: (invitation, { teamId }) => teams.update(teamId, (team) => ({ ...team, invitations: [...team.invitations, invitation] })),
    // 404: the team is gone; the list is read again.
    onError: (error) => {
      if (isApiError(error) && error.status === 404) void teams.refresh();
    },
  });
}

export function useRemoveTeamMember() {
  const teams = useTeamsCache();
  return useMutation({
    mutationFn: ({ teamId, userId }: { teamId: string; userId: string }) =>
      apiRequest<void>(`/api/teams/${encodeURIComponent(teamId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE', toast: false }),
    onSuccess: (_data, { teamId, userId }) => teams.update(teamId, (team) => ({ ...team, members: team.members.filter((m) => m.userId !== userId) })),
    // 404: they were taken off already (by a manager meanwhile); the list is read again.
    onError: (error) => {
      if (isApiError(error) && error.status === 404) void teams.refresh();
    },
  });
}
