import { FORGET_PERSONAL_DATA_MESSAGE, PERSONAL_CACHE_NAMES } from './cache-rules';

/**
 * Empties the service worker's caches that can hold a signed-in reader's data (see cache-rules.ts).
 * The page deletes them itself, which works with no worker running, and tells the active worker,
 * which also drops their expiration records and any response still on its way into them.
 */
export async function forgetCachedResponses(): Promise<void> {
  if (!('caches' in globalThis)) return; // not a secure context, or a browser without Cache Storage
  const registration = await navigator.serviceWorker?.getRegistration();
  registration?.active?.postMessage({ type: FORGET_PERSONAL_DATA_MESSAGE });
  await Promise.all(PERSONAL_CACHE_NAMES.map((name) => caches.delete(name)));
}
