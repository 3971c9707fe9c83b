import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import type { ReviewAuthor, ReviewStatus } from '../../../lib/review-format';
import { reviewDetailQueryOptions } from '../../reviews/api/reviews-api';

/*
 * Notifications (issue #6): the bell's latest items and unread count, the /notification list, reading
 * them, and the ticket that opens the live stream. Everything is keyed by the signed-in user, so
 * another account on the same tab never sees them.
 */

export type NotificationKind = 'review.commented' | 'comment.replied' | 'review.liked' | 'comment.liked' | 'review.status' | 'review.me_too' | 'review.response' | 'review.reopened';

export type NotificationItem = {
  id: string;
  kind: NotificationKind;
  /** Null for what no person did (a status change). */
  actor: ReviewAuthor | null;
  /** How many people a grouped like stands for. */
  actorCount: number;
  reviewId: string;
  commentId: string | null;
  ticketNumber: number;
  status: ReviewStatus | null;
  /** The review's operator, which 'review.response' names. */
  operatorName: string | null;
  readAt: string | null;
  createdAt: string;
};
export type NotificationPage = { items: NotificationItem[]; nextCursor: string | null; unreadCount: number };

/** The bell shows the latest few; the page loads more on request. */
export const MENU_SIZE = 5;
export const PAGE_SIZE = 10;

const allKey = (userId: string) => ['notifications', userId] as const;
const latestKey = (userId: string) => [...allKey(userId), 'latest'] as const;
const listKey = (userId: string) => [...allKey(userId), 'list'] as const;

const fetchPage = (limit: number, cursor: string | null, signal: AbortSignal) =>
  apiRequest<NotificationPage>(`/api/notifications?${queryString({ limit: String(limit), cursor: cursor ?? undefined })}`, { signal, toast: false });

/** The bell: the latest MENU_SIZE and the unread count. */
export const latestNotificationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: latestKey(userId), queryFn: ({ signal }) => fetchPage(MENU_SIZE, null, signal) });

/** /notification: every notification, PAGE_SIZE at a time. */
export const notificationsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: listKey(userId),
    queryFn: ({ signal, pageParam }) => fetchPage(PAGE_SIZE, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Where opening a notification leads: its review's dialog (docs/decisions.md: /popular?review={id}). */
export const notificationHref = (item: NotificationItem) => `/popular?review=${encodeURIComponent(item.reviewId)}`;

/** Applies `patch` to every cached item (both lists) and sets the unread count when given. */
function patchCaches(client: QueryClient, userId: string, patch: (item: NotificationItem) => NotificationItem, unreadCount?: (old: number) => number) {
  const patchPage = (page: NotificationPage): NotificationPage => ({
    ...page,
    items: page.items.map(patch),
    unreadCount: unreadCount ? unreadCount(page.unreadCount) : page.unreadCount,
  });
  client.setQueryData<NotificationPage>(latestKey(userId), (data) => data && patchPage(data));
  client.setQueryData<InfiniteData<NotificationPage>>(listKey(userId), (data) => data && { ...data, pages: data.pages.map(patchPage) });
}

/** A live event: a new or regrouped notification goes to the top of the bell; the full list and the review it is about refetch. */
export function receiveNotification(client: QueryClient, userId: string, item: NotificationItem, unreadCount: number) {
  client.setQueryData<NotificationPage>(latestKey(userId), (data) =>
    data ? { ...data, unreadCount, items: [item, ...data.items.filter((i) => i.id !== item.id)].slice(0, MENU_SIZE) } : data,
  );
  void client.invalidateQueries({ queryKey: listKey(userId) });
  // The review it is about changed (a comment, a like, a 'me too', a status): an open dialog shows it
  // now, and a kept one is read afresh when opened from the notification.
  void client.invalidateQueries({ queryKey: reviewDetailQueryOptions(item.reviewId).queryKey });
}

/** A live event: the unread count changed elsewhere (another tab read something). */
export function receiveUnreadCount(client: QueryClient, userId: string, unreadCount: number) {
  if (client.getQueryData<NotificationPage>(latestKey(userId))?.unreadCount === unreadCount) return;
  void client.invalidateQueries({ queryKey: allKey(userId) });
}

/** After (re)connecting: anything may have happened while the stream was down. */
export const refreshNotifications = (client: QueryClient, userId: string) => client.invalidateQueries({ queryKey: allKey(userId) });

export function useMarkAllRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('/api/notifications/read-all', { method: 'POST' }),
    onSuccess: () => {
      const now = new Date().toISOString();
      patchCaches(client, userId, (item) => (item.readAt ? item : { ...item, readAt: now }), () => 0);
    },
  });
}

/** Marks one read as it is opened (the screen does not wait for the server). */
export function useMarkRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', toast: false }),
    onMutate: (id) => {
      const cached = [
        ...(client.getQueryData<NotificationPage>(latestKey(userId))?.items ?? []),
        ...(client.getQueryData<InfiniteData<NotificationPage>>(listKey(userId))?.pages.flatMap((p) => p.items) ?? []),
      ];
      if (!cached.some((item) => item.id === id && !item.readAt)) return;
      const now = new Date().toISOString();
      patchCaches(client, userId, (item) => (item.id === id ? { ...item, readAt: now } : item), (old) => Math.max(0, old - 1));
    },
    onError: () => void client.invalidateQueries({ queryKey: allKey(userId) }),
  });
}

export const notificationsApi = {
  /** A single-use ticket for the stream (an EventSource cannot send the Authorization header). */
  streamTicket: () => apiRequest<{ ticket: string }>('/api/notifications/stream-ticket', { method: 'POST', toast: false }),
};
