import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A poster dialog (spec §3). `version` changes whenever its image or a description does. */
export type Poster = {
  id: string;
  imageUrl: string;
  description: string;
  descriptionMs: string | null;
  version: string;
};

/** GET /api/posters: the active posters in display order (spec §7 /poster-dialog). */
export const postersQueryOptions = () =>
  queryOptions({
    queryKey: ['posters'],
    queryFn: ({ signal }) => apiRequest<{ items: Poster[] }>('/api/posters', { signal, toast: false }).then((r) => r.items),
    staleTime: 5 * 60_000,
  });
