import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/check: resolves when the caller is an administrator; any failure means not (spec §6). */
export const adminCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'check'],
    queryFn: ({ signal }) => apiRequest<{ isAdmin: true; isSuper: boolean }>('/api/admin/check', { signal, toast: false }),
    retry: false,
    staleTime: 60_000,
  });
