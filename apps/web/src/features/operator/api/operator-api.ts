import type { InboxSort, ReviewStatusKey, StaffStatus, TeamRole } from '@suara/domain';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import type { ReviewTileData } from '../../../lib/review-format';
import { reviewDetailQueryOptions } from '../../reviews/api/reviews-api';
import type { OperatorRef } from './my-teams-api';

/*
 * The operator loop's calls (issue #18): the teams one is on, a team's inbox, official responses,
 * the staff's status moves and history, and the rider's answer to a resolution.
 */

export type InboxStatus = Exclude<ReviewStatusKey, 'hidden'>;

/** The inbox's filters as the page holds them ('' for none; days as 'yyyy-MM-dd'). */
export type InboxFilters = {
  status: InboxStatus | '';
  route: string;
  stop: string;
  aspect: string;
  feeling: string;
  from: string;
  to: string;
  unanswered: boolean;
  sort: InboxSort;
};
export const NO_INBOX_FILTERS: InboxFilters = { status: '', route: '', stop: '', aspect: '', feeling: '', from: '', to: '', unanswered: false, sort: 'newest' };

export type InboxItem = ReviewTileData & { answered: boolean; excerpt: string; routeName: string | null; stopName: string | null };
export type InboxPage = { team: { id: string; operator: OperatorRef; role: TeamRole | null }; items: InboxItem[]; nextCursor: string | null; counts: Record<InboxStatus, number> };

export type StatusEvent = {
  action: 'move' | 'confirm' | 'reopen';
  from: ReviewStatusKey;
  to: ReviewStatusKey;
  note: string | null;
  actorRole: 'admin' | 'staff' | 'rider';
  staffName: string | null;
  at: string;
};

const id = encodeURIComponent;

const filterQuery = (teamId: string, f: InboxFilters) =>
  queryString({
    team: teamId,
    status: f.status || undefined,
    route: f.route || undefined,
    stop: f.stop || undefined,
    aspect: f.aspect || undefined,
    feeling: f.feeling || undefined,
    from: f.from || undefined,
    to: f.to || undefined,
    unanswered: f.unanswered ? 'true' : undefined,
    sort: f.sort === 'newest' ? undefined : f.sort,
  });

export const inboxQueryOptions = (teamId: string, filters: InboxFilters) =>
  infiniteQueryOptions({
    queryKey: ['operator', 'inbox', teamId, filters],
    // The page shows its own error with a retry.
    queryFn: ({ signal, pageParam }) =>
      apiRequest<InboxPage>(`/api/operator/inbox?${filterQuery(teamId, filters)}${pageParam ? `&${queryString({ cursor: pageParam })}` : ''}`, { signal, toast: false }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const statusHistoryQueryOptions = (reviewId: string) =>
  queryOptions({
    queryKey: ['reviews', 'detail', reviewId, 'history'],
    queryFn: ({ signal }) => apiRequest<{ items: StatusEvent[] }>(`/api/operator/reviews/${id(reviewId)}/history`, { signal, toast: false }).then((page) => page.items),
  });

/** After any move of the loop: the dialog, its history and every inbox and list showing the review read afresh. */
function refreshReview(client: QueryClient, reviewId: string) {
  void client.invalidateQueries({ queryKey: reviewDetailQueryOptions(reviewId).queryKey });
  void client.invalidateQueries({ queryKey: ['operator', 'inbox'] });
  void client.invalidateQueries({ queryKey: ['reviews'] });
}

/** The forms show their errors beside their fields, never as a toast. */
const fieldForm = { toast: false } as const;

export function useRespond(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiRequest<{ id: string }>(`/api/operator/reviews/${id(reviewId)}/responses`, { method: 'POST', json: { body }, ...fieldForm }),
    onSuccess: () => refreshReview(client, reviewId),
  });
}

export function useEditResponse(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ responseId, body }: { responseId: string; body: string }) =>
      apiRequest<void>(`/api/operator/responses/${id(responseId)}`, { method: 'PATCH', json: { body }, ...fieldForm }),
    onSuccess: () => refreshReview(client, reviewId),
  });
}

export function useStaffStatus(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: { status: StaffStatus; note: string }) =>
      apiRequest<{ status: StaffStatus }>(`/api/operator/reviews/${id(reviewId)}/status`, { method: 'PUT', json: { status: move.status, note: move.note || null }, ...fieldForm }),
    onSuccess: () => refreshReview(client, reviewId),
  });
}

export function useAnswerResolution(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (answer: { confirm: true } | { confirm: false; reason: string }): Promise<void> => {
      if (answer.confirm) await apiRequest<void>(`/api/reviews/${id(reviewId)}/resolution/confirm`, { method: 'POST', ...fieldForm });
      else await apiRequest<{ status: 'in_progress' }>(`/api/reviews/${id(reviewId)}/resolution/reopen`, { method: 'POST', json: { reason: answer.reason }, ...fieldForm });
    },
    onSuccess: () => refreshReview(client, reviewId),
  });
}
