import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/*
 * The signed-in devices of the settings page: GET /api/auth/sessions (newest activity first) and
 * DELETE /api/auth/sessions/:id (204; 404 for a session that is not the user's). The query lives
 * under ['users', …] so signing out or switching accounts drops it with the other user data.
 */

export type DeviceSession = {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  /** The session this browser is using. */
  current: boolean;
};

const sessionsKey = ['users', 'sessions'] as const;

export const sessionsApi = {
  // The settings section shows its own error with a retry, so no toast for the list.
  list: (signal?: AbortSignal) => apiRequest<{ items: DeviceSession[] }>('/api/auth/sessions', { signal, toast: false }),
  revoke: (id: string) => apiRequest<void>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => sessionsApi.list(signal).then((response) => response.items),
    // Fresh on every visit: a device may have signed in or out since.
    staleTime: 0,
  });

/** Signs another device out; the list is refreshed (also after a failure: a 404 means it is already gone). */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sessionsApi.revoke,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
