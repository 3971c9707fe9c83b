/*
 * After a deploy, a page loaded before it asks for lazy chunks that no longer exist (404). Vite
 * reports that as `vite:preloadError`; the page then reloads once, which brings the new index.html
 * and its chunks. A sessionStorage stamp keeps it to once: if the chunk fails again soon after that
 * reload (a broken deploy), the error goes on to the page's error screen instead of a reload loop.
 * Offline, a reload would only show the browser's error page, so the error screen is shown too.
 */

export const RELOAD_STAMP_KEY = 'suara.stale-chunk-reload';
/** A failure this soon after a recovery reload is taken as one that a reload does not fix. */
export const RELOAD_QUIET_MS = 60_000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** Whether a failed chunk should reload the page; when it should, the stamp is written. */
export function shouldReloadForStaleChunk(storage: Storage | undefined, online: boolean, now: number): boolean {
  if (!online || !storage) return false;
  try {
    const last = Number(storage.getItem(RELOAD_STAMP_KEY));
    if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_QUIET_MS) return false;
    storage.setItem(RELOAD_STAMP_KEY, String(now));
    return true;
  } catch {
    return false; // storage blocked: no guard against a loop, so no reload
  }
}

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function installStaleChunkRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!shouldReloadForStaleChunk(sessionStore(), navigator.onLine, Date.now())) return;
    event.preventDefault(); // the page is going away: no error screen in between
    window.location.reload();
  });
}
