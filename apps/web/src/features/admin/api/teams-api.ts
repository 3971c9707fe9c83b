import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { allTeamsKey, type OperatorTeam } from '../../teams/api/team-members-api';

/*
 * The teams tab (issue #18 section 1): GET /api/admin/teams (every operator's team with its members
 * and pending invitations, by operator name) and POST /api/admin/teams (one team per operator).
 * Inviting and removing are the team's own calls (team-members-api), shared with its managers.
 */

export const teamsQueryOptions = () =>
  queryOptions({
    queryKey: allTeamsKey,
    queryFn: ({ signal }) => apiRequest<{ items: OperatorTeam[] }>('/api/admin/teams', { signal, toast: false }).then((r) => r.items),
  });

/** 409 team_exists: another administrator was first; the list is read again either way. */
export function useCreateTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (operatorId: string) =>
      apiRequest<Pick<OperatorTeam, 'id' | 'operator'>>('/api/admin/teams', { method: 'POST', json: { operatorId }, toast: false }),
    onSuccess: (team) =>
      client.setQueryData<OperatorTeam[]>(allTeamsKey, (list) =>
        list && [...list, { ...team, members: [], invitations: [] }].sort((a, b) => a.operator.name.localeCompare(b.operator.name)),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: allTeamsKey }),
  });
}
