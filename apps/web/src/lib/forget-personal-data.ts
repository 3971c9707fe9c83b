import type { QueryClient } from '@tanstack/react-query';
import { forgetCachedResponses } from '../pwa/forget-cached-responses';

/**
 * Drops cached data that belongs to the signed-in user, and what only an administrator may read:
 * after a sign-out, an expired session or a deleted account, the next person on this browser
 * must not see it.
 */
export function forgetPersonalData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: ['auth', 'me'] });
  queryClient.removeQueries({ queryKey: ['users'] });
  queryClient.removeQueries({ queryKey: ['admin'] });
  // The service worker's copies of lists and dialogs carry the reader's own likes and reviews.
  void forgetCachedResponses();
}
