import { Anchor, Text } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router';
import { apiErrorText } from '../../../lib/api-client';
import { translateNow } from '../../../lib/i18n';
import { toastError, toastSuccess } from '../../../lib/toast';
import { DELIVERY_CHANNEL, TAB_ID } from './outbox-channels';
import type { DraftProblem } from './outbox-draft';
import { problemError, sendDrafts, type SentReview } from './outbox-send';

/*
 * The outbox as the rider hears of it: each draft that went through gets a toast with a link to
 * the review; each one the server refused, a toast that stays, pointing to the drafts on /review.
 * Whichever tab sent them, every tab of the rider says so (the rider may be looking at another).
 */

/** What one send did, for the rider who wrote the drafts; `tab` sent them. */
export type Delivery = { tab: string; userId: string; sent: SentReview[]; refused: DraftProblem[] };
export type RiderContext = { navigate: NavigateFunction; queryClient: QueryClient };

export function isDelivery(value: unknown): value is Delivery {
  const v = value as Partial<Delivery> | null;
  return (
    typeof v === 'object' && v !== null && typeof v.tab === 'string' && typeof v.userId === 'string' && Array.isArray(v.sent) && Array.isArray(v.refused)
  );
}

/** Under a title Mantine greys a toast's text to gray.6, too light on white (axe's contrast rule). */
const TOAST_TEXT = 'gray.9';

/** A link inside a toast: toasts are rendered outside the router, so it navigates through `navigate`. */
function ToastLink({ to, label, navigate }: { to: string; label: string; navigate: NavigateFunction }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Anchor href={to} onClick={follow} size="sm" fw={600}>
      {label}
    </Anchor>
  );
}

export function tellRider({ sent, refused }: Delivery, { navigate, queryClient }: RiderContext): void {
  for (const review of sent) {
    toastSuccess(
      <>
        <Text size="sm" c={TOAST_TEXT}>
          {translateNow('outbox.sentBody', { ticketNumber: review.ticketNumber })}
        </Text>
        <ToastLink to={`/popular?review=${review.id}`} label={translateNow('outbox.viewReview')} navigate={navigate} />
      </>,
      translateNow('outbox.sentTitle'),
    );
  }
  for (const problem of refused) {
    toastError(
      <>
        <Text size="sm" c={TOAST_TEXT}>
          {apiErrorText(problemError(problem))}
        </Text>
        <ToastLink to="/review" label={translateNow('outbox.openDrafts')} navigate={navigate} />
      </>,
      translateNow('outbox.refusedTitle'),
    );
  }
  if (sent.length > 0) {
    void queryClient.invalidateQueries({ queryKey: ['reviews'] });
    void queryClient.invalidateQueries({ queryKey: ['users'] });
  }
}

/** Sends the rider's waiting drafts (or `onlyId`) and tells every tab of theirs how it went. */
export async function deliverDrafts(userId: string, context: RiderContext, onlyId?: string): Promise<void> {
  const report = await sendDrafts(userId, onlyId).catch((error: unknown) => {
    // IndexedDB unavailable or broken: nothing more was sent; the drafts stay for the next chance.
    console.warn('The offline drafts could not be sent', error);
    return null;
  });
  if (!report || (report.sent.length === 0 && report.refused.length === 0)) return;
  const delivery: Delivery = { tab: TAB_ID, userId, ...report };
  tellRider(delivery, context);
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(DELIVERY_CHANNEL);
    channel.postMessage(delivery);
    channel.close();
  }
}
