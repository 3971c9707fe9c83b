import type { QueryClient } from '@tanstack/react-query';

/**
 * Drops cached data that belongs to the signed-in user, and what only an administrator may read:
 * after a sign-out, an expired session or a deleted account, the next person on this browser
 * must not see it.
 */
export function forgetPersonalData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: ['auth', 'me'] });
  queryClient.removeQueries({ queryKey: ['users'] });
  queryClient.removeQueries({ queryKey: ['admin'] });
}
