import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { useOnlineStatus } from '../../../lib/online-status';
import { useSession } from '../../../lib/session';
import { DELIVERY_CHANNEL, TAB_ID } from './outbox-channels';

/**
 * Mounted once in the app's layout: sends the signed-in rider's offline drafts when the app starts
 * online, when the connection returns and when they sign in, and tells the rider what another tab
 * sent. The sending code is loaded only when needed.
 */
export function OutboxSender() {
  const { user } = useSession();
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = user?.id;

  const deliver = useEffectEvent((owner: string) => {
    void import('./outbox-deliver').then(({ deliverDrafts }) => deliverDrafts(owner, { navigate, queryClient }));
  });
  useEffect(() => {
    if (userId && online) deliver(userId);
  }, [userId, online]);

  const hear = useEffectEvent((news: unknown) => {
    void import('./outbox-deliver').then(({ isDelivery, tellRider }) => {
      if (isDelivery(news) && news.tab !== TAB_ID && news.userId === userId) tellRider(news, { navigate, queryClient });
    });
  });
  useEffect(() => {
    if (typeof BroadcastChannel !== 'function') return;
    const channel = new BroadcastChannel(DELIVERY_CHANNEL);
    channel.onmessage = (event: MessageEvent) => hear(event.data);
    return () => channel.close();
  }, []);

  return null;
}
