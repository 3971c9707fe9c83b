import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/admin/check: resolves when the caller is an administrator; any failure means not (spec
 * §6). Keyed by the signed-in user, so one account's answer is never read for the next.
 */
export const adminCheckQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'check', userId],
    queryFn: ({ signal }) => apiRequest<{ isAdmin: true; isSuper: boolean }>('/api/admin/check', { signal, toast: false }),
    retry: false,
    staleTime: 60_000,
  });
