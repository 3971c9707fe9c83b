import type { TeamInvitationState, TeamRole } from '@suara/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';

/*
 * The invitation page (issue #18 section 1): GET /api/team-invitations/:token says, without signing
 * in, which operator's team the link is for, the address it was sent to, the role and whether it is
 * still pending (404 for an unknown link); POST …/accept joins the team, signed in with that address.
 * The page shows every failure itself, so neither call toasts.
 */

export type TeamInvitationView = {
  operator: { name: string; slug: string };
  email: string;
  role: TeamRole;
  expiresAt: string;
  state: TeamInvitationState;
};

export type JoinedTeam = { team: { id: string; operator: { name: string; slug: string } }; role: TeamRole };

const invitationKey = (token: string) => ['team-invitation', token] as const;
const invitationPath = (token: string) => `/api/team-invitations/${encodeURIComponent(token)}`;

export const teamInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKey(token),
    queryFn: ({ signal }) => apiRequest<TeamInvitationView>(invitationPath(token), { signal, toast: false }),
    // An unknown link stays unknown: asking again only delays the page that says so.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status === 404),
  });

export function useAcceptInvitation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<JoinedTeam>(`${invitationPath(token)}/accept`, { method: 'POST', toast: false }),
    // Coming back to the link later shows it used; the menus now offer the team's inbox.
    onSuccess: () => {
      client.setQueryData<TeamInvitationView>(invitationKey(token), (invitation) => invitation && { ...invitation, state: 'accepted' });
      void client.invalidateQueries({ queryKey: ['operator', 'teams'] });
    },
  });
}
