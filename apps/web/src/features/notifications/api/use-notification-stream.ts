import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../../lib/api-client';
import { notificationsApi, receiveNotification, receiveUnreadCount, refreshNotifications, type NotificationItem } from './notifications-api';

/** Reconnection waits 1 s, 2 s, 4 s … up to a minute, with jitter so many tabs do not come back at once. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;

/**
 * One live stream per signed-in tab (mount it once, in the layout): asks for a ticket, opens the
 * EventSource and feeds its events into the notification caches. After an error it reconnects
 * itself with a fresh ticket (a used ticket cannot reopen the stream, so the browser's own retry
 * would fail). Closed when the user signs out or another user signs in.
 */
export function useNotificationStream(userId: string | null) {
  const client = useQueryClient();

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let stopped = false;
    let source: EventSource | undefined;
    let timer: number | undefined;
    let failures = 0;

    const retry = () => {
      if (stopped) return;
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures) * (0.5 + Math.random() / 2);
      failures += 1;
      timer = window.setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      let ticket: string;
      try {
        ({ ticket } = await notificationsApi.streamTicket());
      } catch (error) {
        // A 401 has already signed the tab out (and this effect is being cleaned up).
        if (!(isApiError(error) && error.status === 401)) retry();
        return;
      }
      if (stopped) return;
      source = new EventSource(`/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
      source.addEventListener('ready', () => {
        failures = 0;
        void refreshNotifications(client, userId);
      });
      source.addEventListener('notification', (event) => {
        const { item, unreadCount } = JSON.parse((event as MessageEvent<string>).data) as { item: NotificationItem; unreadCount: number };
        receiveNotification(client, userId, item, unreadCount);
      });
      source.addEventListener('unread', (event) => {
        const { unreadCount } = JSON.parse((event as MessageEvent<string>).data) as { unreadCount: number };
        receiveUnreadCount(client, userId, unreadCount);
      });
      source.onerror = () => {
        source?.close();
        source = undefined;
        retry();
      };
    };

    void connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      source?.close();
    };
  }, [client, userId]);
}
