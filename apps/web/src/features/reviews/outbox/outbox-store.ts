import { createStore, del, get, promisifyRequest, set, values } from 'idb-keyval';
import { DRAFTS_CHANGED_CHANNEL } from './outbox-channels';
import { draftsOfUser, isOutboxDraft, type OutboxDraft } from './outbox-draft';
import { createListeners } from '../../../lib/listeners';

/*
 * The outbox: drafts in IndexedDB (one database of this app's own, opened on first use), shared by
 * every tab of the site. Each change is announced in this tab and, through a BroadcastChannel, in
 * the others, so every drafts list stays current.
 */

const store = createStore('suara-review-outbox', 'drafts');

const listeners = createListeners();
let channel: BroadcastChannel | null | undefined;

/** The cross-tab channel, opened on first use (also by a tab that only sends, so lists elsewhere hear it). */
function tabsChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(DRAFTS_CHANGED_CHANNEL) : null;
    if (channel) {
      channel.onmessage = listeners.notify;
    }
  }
  return channel;
}

function announce(): void {
  listeners.notify();
  tabsChannel()?.postMessage('changed');
}

/** Calls `listener` after every change to the outbox, made in this tab or another. */
export function onOutboxChange(listener: () => void): () => void {
  tabsChannel();
  return listeners.subscribe(listener);
}

export async function draftsOf(userId: string): Promise<OutboxDraft[]> {
  return draftsOfUser((await values(store)).filter(isOutboxDraft), userId);
}

export async function readDraft(id: string): Promise<OutboxDraft | undefined> {
  const value: unknown = await get(id, store);
  return isOutboxDraft(value) ? value : undefined;
}

export async function putDraft(draft: OutboxDraft): Promise<void> {
  await set(draft.id, draft, store);
  announce();
}

export async function removeDraft(id: string): Promise<void> {
  await del(id, store);
  announce();
}

/**
 * Reads and rewrites one draft in a single IndexedDB transaction, so two tabs changing it at once
 * cannot both win (claiming a draft for sending relies on it). Answers the rewritten draft, or
 * undefined when there is none or `change` left it as it was.
 */
export async function changeDraft(id: string, change: (draft: OutboxDraft) => OutboxDraft): Promise<OutboxDraft | undefined> {
  const written = await store('readwrite', async (objects) => {
    const value: unknown = await promisifyRequest(objects.get(id));
    if (!isOutboxDraft(value)) return undefined;
    const next = change(value);
    if (next === value) return undefined;
    objects.put(next, id);
    await promisifyRequest(objects.transaction);
    return next;
  });
  if (written) announce();
  return written;
}
