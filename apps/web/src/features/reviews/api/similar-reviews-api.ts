import { MIN_SHARED_WORDS, tellingWords } from '@suara/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import type { ReviewTileData } from '../../../lib/review-format';
import { setMeToo } from './community-api';

/** What the form has so far (issue #18): the aspect's option id, the place as typed, the marker if placed, the text. */
export type SimilarAsk = { aspect: string; operator: string; route: string; stop: string; position: { lat: number; lng: number } | null; text: string };

export type SimilarReview = ReviewTileData & { excerpt: string };

/** Worth asking once the rider named a place or wrote enough to compare (the server's own rule). */
export const canAskSimilar = (ask: SimilarAsk) =>
  ask.aspect !== '' && (ask.route.trim() !== '' || ask.stop.trim() !== '' || tellingWords(ask.text).size >= MIN_SHARED_WORDS);

export const similarReviewsQueryOptions = (ask: SimilarAsk) =>
  queryOptions({
    queryKey: ['reviews', 'similar', ask],
    queryFn: ({ signal }) =>
      apiRequest<{ items: SimilarReview[] }>(
        `/api/reviews/similar?${queryString({
          aspect: ask.aspect,
          operator: ask.operator.trim() || undefined,
          route: ask.route.trim() || undefined,
          stop: ask.stop.trim() || undefined,
          latitude: ask.position ? String(ask.position.lat) : undefined,
          longitude: ask.position ? String(ask.position.lng) : undefined,
          text: ask.text.trim() || undefined,
        })}`,
        { signal, toast: false },
      ),
    enabled: canAskSimilar(ask),
    // The list stays while the next one comes: the form does not jump at every pause in typing.
    placeholderData: keepPreviousData,
  });

/** 'Add me too instead': the rider's 'me too' on one of them. */
export function useAddMeToo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => setMeToo(reviewId, true),
    onSuccess: async () => {
      // The cards here show the new count; the lists elsewhere when next shown.
      await client.invalidateQueries({ queryKey: ['reviews', 'similar'] });
      await client.invalidateQueries({ queryKey: ['reviews'], refetchType: 'none' });
    },
  });
}
