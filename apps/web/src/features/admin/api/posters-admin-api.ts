import { POSTER_IMAGE_FIELD, type PosterInput } from '@suara/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/*
 * The posters tab (issue #7 item 10): GET/POST /api/admin/posters, PUT/DELETE /api/admin/posters/:id,
 * PUT /api/admin/posters/order and POST /api/admin/posters/images. Every change also refreshes the
 * home page's poster dialogs (its query key is ['posters']; features do not import each other).
 */

export type AdminPoster = {
  id: string;
  imageUrl: string | null;
  url: string | null;
  imageKey: string | null;
  description: string;
  descriptionMs: string | null;
  active: boolean;
  sort: number;
  createdAt: string;
};

/** What the server takes for a whole poster (ZPosterInput's input). */
export type PosterBody = { description: string; descriptionMs: string | null; url: string | null; imageKey: string | null; active: boolean };

const adminPostersKey = ['admin', 'posters'] as const;
const HOME_POSTERS_KEY = ['posters'] as const;

export const adminPostersQueryOptions = () =>
  queryOptions({
    queryKey: adminPostersKey,
    // The tab shows its own error with a retry.
    queryFn: ({ signal }) => apiRequest<{ items: AdminPoster[] }>('/api/admin/posters', { signal, toast: false }).then((r) => r.items),
  });

/** A poster's current values as a body, with `changes` applied (the switch and the edit form). */
export const posterBody = (poster: AdminPoster, changes: Partial<PosterBody> = {}): PosterBody => ({
  description: poster.description,
  descriptionMs: poster.descriptionMs,
  url: poster.url,
  imageKey: poster.imageKey,
  active: poster.active,
  ...changes,
});

export function uploadPosterImage(file: File) {
  const form = new FormData();
  form.append(POSTER_IMAGE_FIELD, file);
  return apiRequest<{ imageKey: string; imageUrl: string }>('/api/admin/posters/images', { method: 'POST', form, toast: false });
}

function useRefreshPosters() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: adminPostersKey }), client.invalidateQueries({ queryKey: HOME_POSTERS_KEY })]);
}

function useRefreshAfter<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const refresh = useRefreshPosters();
  return useMutation({ mutationFn, onSettled: refresh });
}

/** Add (no id) or replace a poster; the form shows field errors itself. */
export const useSavePoster = () =>
  useRefreshAfter(({ id, body }: { id?: string; body: PosterInput | PosterBody }) =>
    apiRequest<{ poster: AdminPoster }>(id ? `/api/admin/posters/${encodeURIComponent(id)}` : '/api/admin/posters', {
      method: id ? 'PUT' : 'POST',
      json: body,
      toast: false,
    }),
  );

/** The active switch: a failure toasts (nothing else shows it). */
export const useSetPosterActive = () =>
  useRefreshAfter(({ poster, active }: { poster: AdminPoster; active: boolean }) =>
    apiRequest(`/api/admin/posters/${encodeURIComponent(poster.id)}`, { method: 'PUT', json: posterBody(poster, { active }) }),
  );

export const useReorderPosters = () => {
  const client = useQueryClient();
  const refresh = useRefreshPosters();
  return useMutation({
    mutationFn: (ids: string[]) => apiRequest<{ items: AdminPoster[] }>('/api/admin/posters/order', { method: 'PUT', json: { ids } }),
    // The new order shows at once; the server's answer (or a refetch after a failure) settles it.
    onMutate: (ids) => {
      const before = client.getQueryData<AdminPoster[]>(adminPostersKey);
      if (before) client.setQueryData(adminPostersKey, ids.flatMap((id) => before.filter((p) => p.id === id)));
    },
    onSuccess: (data) => client.setQueryData(adminPostersKey, data.items),
    onSettled: refresh,
  });
};

export const useRemovePoster = () =>
  useRefreshAfter((id: string) => apiRequest(`/api/admin/posters/${encodeURIComponent(id)}`, { method: 'DELETE', toast: false }));
