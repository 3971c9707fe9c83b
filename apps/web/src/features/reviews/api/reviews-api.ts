import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ReviewDetailData } from '../../../lib/review-format';

/** GET /api/reviews/:id and DELETE /api/reviews/:id (spec §7 "Review details", "Delete review"). */
export const reviewsApi = {
  detail: (id: string, signal?: AbortSignal) =>
    apiRequest<{ review: ReviewDetailData }>(`/api/reviews/${encodeURIComponent(id)}`, { signal, toast: false, redirectOn401: false }),
  remove: (id: string) => apiRequest<void>(`/api/reviews/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

export const reviewDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['reviews', 'detail', id],
    queryFn: ({ signal }) => reviewsApi.detail(id, signal).then((response) => response.review),
    retry: (count, error) => count < 1 && !(error && 'status' in error && [403, 404, 422].includes((error as { status: number }).status)),
  });

/** Deletes a review; every review list and profile count is refetched. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewsApi.remove,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: ['reviews', 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
