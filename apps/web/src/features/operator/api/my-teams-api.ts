import type { TeamRole } from '@suara/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type OperatorRef = { id: string; name: string; slug: string };
export type MyTeam = { id: string; role: TeamRole; operator: OperatorRef };

/**
 * The teams the signed-in user is on (their menu's 'Operator inbox'); kept a while, as it rarely
 * changes. Apart from the other operator calls, as the header's menus read it on every page.
 */
export const myTeamsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['operator', 'teams', userId],
    queryFn: ({ signal }) => apiRequest<{ items: MyTeam[] }>('/api/operator/teams', { signal, toast: false }).then((page) => page.items),
    staleTime: 5 * 60_000,
  });


/** True once the user is known to be on an operator team: the menus then offer 'Operator inbox'. */
export function useIsOperatorStaff(userId: string): boolean {
  const teams = useQuery(myTeamsQueryOptions(userId));
  return (teams.data?.length ?? 0) > 0;
}
