import { localId } from './local-id';

/*
 * BroadcastChannel names of the outbox, shared by the app shell's sender and the code it loads:
 * one says the drafts changed, the other what a tab's send did (every tab of the rider tells them).
 */
export const DRAFTS_CHANGED_CHANNEL = 'suara-review-outbox';
export const DELIVERY_CHANNEL = 'suara-review-outbox-delivery';

/** This tab, so it does not hear its own news twice (a channel reaches every other object of its name, in this tab too). */
export const TAB_ID = localId();
