import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export type PublicConfig = { tileUrl: string; surveyUrl: string | null };

/** GET /api/config: the deployment's map tiles and survey, read once per visit. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => apiRequest<PublicConfig>('/api/config', { signal, toast: false }),
    staleTime: Infinity,
  });
