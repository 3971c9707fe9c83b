import { COMMENTS_INITIAL, COMMENTS_STEP, reactionDelta, REPLIES_STEP, type ReactionValue } from '@suara/domain';
import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import type { ReviewAuthor, ReviewDetailData } from '../../../lib/review-format';
import { reviewDetailQueryOptions } from './reviews-api';

/*
 * The review dialog's community calls (spec §7 "Comments", "Likes"): reactions on the review, its
 * comments and replies, and the comment threads. Reactions update the screen at once and take the
 * server's counts when it answers (DESIGN.md: optimistic likes).
 */

export type Reaction = ReactionValue | null;
export type Counts = { likeCount: number; unlikeCount: number };
export type ReactionResult = Counts & { reaction: Reaction };

export type ReplyData = Counts & {
  id: string;
  user: ReviewAuthor;
  body: string;
  createdAt: string;
  viewer: { reaction: Reaction; canDelete: boolean };
  /** Hidden by moderation: only an administrator's lists carry such posts. */
  hidden?: boolean;
};
export type CommentData = ReplyData & { replyCount: number; replies: ReplyData[]; repliesNextCursor: string | null };
export type CommentPage = { items: CommentData[]; nextCursor: string | null; total: number };
export type ReplyPage = { items: ReplyData[]; nextCursor: string | null };

/** Counts after moving the viewer's reaction from `from` to `to`, before the server confirms. */
export function countsAfter(counts: Counts, from: Reaction, to: Reaction): Counts {
  const delta = reactionDelta(from, to);
  return { likeCount: counts.likeCount + delta.likeCount, unlikeCount: counts.unlikeCount + delta.unlikeCount };
}

const commentsKey = (reviewId: string) => ['reviews', 'detail', reviewId, 'comments'] as const;

export const commentsQueryOptions = (reviewId: string) =>
  infiniteQueryOptions({
    queryKey: commentsKey(reviewId),
    queryFn: ({ signal, pageParam }) =>
      apiRequest<CommentPage>(
        `/api/reviews/${encodeURIComponent(reviewId)}/comments?${queryString({
          cursor: pageParam ?? undefined,
          limit: String(pageParam ? COMMENTS_STEP : COMMENTS_INITIAL),
        })}`,
        { signal, toast: false },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The replies after a comment's first ones ('show more replies (n)'), from the cursor the comment carried. */
export const moreRepliesQueryOptions = (reviewId: string, comment: CommentData) =>
  infiniteQueryOptions({
    queryKey: [...commentsKey(reviewId), comment.id, 'replies'],
    queryFn: ({ signal, pageParam }) =>
      apiRequest<ReplyPage>(`/api/comments/${encodeURIComponent(comment.id)}/replies?${queryString({ cursor: pageParam, limit: String(REPLIES_STEP) })}`, {
        signal,
        toast: false,
      }),
    initialPageParam: comment.repliesNextCursor ?? '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Applies `patch` to the comment or reply `id` wherever the dialog's caches hold it. */
function patchComment(client: QueryClient, reviewId: string, id: string, patch: (item: ReplyData) => ReplyData) {
  const patchReply = <T extends ReplyData>(item: T): T => (item.id === id ? { ...item, ...patch(item) } : item);
  client.setQueriesData<InfiniteData<CommentPage | ReplyPage>>({ queryKey: commentsKey(reviewId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => {
              const patched = patchReply(item);
              return 'replies' in patched ? { ...patched, replies: patched.replies.map(patchReply) } : patched;
            }),
          })) as (CommentPage | ReplyPage)[],
        }
      : data,
  );
}

const putReaction = (path: string, value: Reaction) => apiRequest<ReactionResult>(path, { method: 'PUT', json: { value } });

/** Sets the viewer's reaction on the review; the counts move at once and settle on the server's. */
export function useReviewReaction(reviewId: string) {
  const client = useQueryClient();
  const key = reviewDetailQueryOptions(reviewId).queryKey;
  const apply = (update: (review: ReviewDetailData) => ReviewDetailData) =>
    client.setQueryData<ReviewDetailData>(key, (review) => (review ? update(review) : review));
  return useMutation({
    mutationFn: (value: Reaction) => putReaction(`/api/reviews/${encodeURIComponent(reviewId)}/reaction`, value),
    onMutate: async (value) => {
      await client.cancelQueries({ queryKey: key, exact: true });
      const before = client.getQueryData<ReviewDetailData>(key);
      apply((review) => ({ ...review, ...countsAfter(review, review.viewer.reaction, value), viewer: { ...review.viewer, reaction: value } }));
      return { before };
    },
    onError: (_error, _value, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (result) => {
      apply((review) => ({ ...review, likeCount: result.likeCount, unlikeCount: result.unlikeCount, viewer: { ...review.viewer, reaction: result.reaction } }));
      // The lists behind the dialog show counts too: refreshed when next shown.
      void client.invalidateQueries({ queryKey: ['reviews'], refetchType: 'none' });
    },
  });
}

type MeTooResult = { meTooCount: number; meToo: boolean };

/** Says (`on`) or takes back the viewer's 'me too' on a review; the server answers its fresh count. */
export const setMeToo = (reviewId: string, on: boolean) =>
  apiRequest<MeTooResult>(`/api/reviews/${encodeURIComponent(reviewId)}/me-too`, { method: on ? 'PUT' : 'DELETE' });

/**
 * Says or takes back the viewer's 'This happened to me too' on the review (issue #18): the count
 * moves at once and settles on the server's.
 */
export function useReviewMeToo(reviewId: string) {
  const client = useQueryClient();
  const key = reviewDetailQueryOptions(reviewId).queryKey;
  const apply = (result: MeTooResult) =>
    client.setQueryData<ReviewDetailData>(key, (review) => (review ? { ...review, meTooCount: result.meTooCount, viewer: { ...review.viewer, meToo: result.meToo } } : review));
  return useMutation({
    mutationFn: (on: boolean) => setMeToo(reviewId, on),
    onMutate: async (on) => {
      await client.cancelQueries({ queryKey: key, exact: true });
      const before = client.getQueryData<ReviewDetailData>(key);
      if (before && before.viewer.meToo !== on) apply({ meTooCount: before.meTooCount + (on ? 1 : -1), meToo: on });
      return { before };
    },
    onError: (_error, _on, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (result) => {
      apply(result);
      void client.invalidateQueries({ queryKey: ['reviews'], refetchType: 'none' });
    },
  });
}

/** Sets the viewer's reaction on a comment or a reply of this review. */
export function useCommentReaction(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: string; value: Reaction; from: Reaction }) => putReaction(`/api/comments/${encodeURIComponent(id)}/reaction`, value),
    onMutate: ({ id, value, from }) => {
      patchComment(client, reviewId, id, (item) => ({ ...item, ...countsAfter(item, from, value), viewer: { ...item.viewer, reaction: value } }));
    },
    onError: (_error, { id, value, from }) => {
      patchComment(client, reviewId, id, (item) => ({ ...item, ...countsAfter(item, value, from), viewer: { ...item.viewer, reaction: from } }));
    },
    onSuccess: (result, { id }) => {
      patchComment(client, reviewId, id, (item) => ({ ...item, likeCount: result.likeCount, unlikeCount: result.unlikeCount, viewer: { ...item.viewer, reaction: result.reaction } }));
    },
  });
}

/** Refreshes the review (its comment count) and its threads after a comment or reply is added or removed. */
function refreshThreads(client: QueryClient, reviewId: string) {
  void client.invalidateQueries({ queryKey: ['reviews', 'detail', reviewId] });
  void client.invalidateQueries({ queryKey: ['reviews'], refetchType: 'none' });
}

export function useAddComment(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<{ comment: CommentData }>(`/api/reviews/${encodeURIComponent(reviewId)}/comments`, { json: { body }, toast: false }),
    onSuccess: () => refreshThreads(client, reviewId),
  });
}

export function useAddReply(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) =>
      apiRequest<{ reply: ReplyData }>(`/api/comments/${encodeURIComponent(commentId)}/replies`, { json: { body }, toast: false }),
    onSuccess: () => refreshThreads(client, reviewId),
  });
}

export function useDeleteComment(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/api/comments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => refreshThreads(client, reviewId),
  });
}
