import { useEffect, useState } from 'react';

/** The longest wait for an idle moment: a page that stays busy still gets there. */
const IDLE_TIMEOUT_MS = 2000;
/** Safari has no requestIdleCallback: a short pause after the load event stands in for it. */
const NO_IDLE_CALLBACK_DELAY_MS = 300;

/**
 * Runs `callback` once the page has loaded and the main thread is idle, so what it shows never
 * competes with the page's first content. Returns a function that cancels it.
 */
export function whenPageIdle(callback: () => void): () => void {
  let cancelWait = () => {};
  const afterLoad = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancelWait = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, NO_IDLE_CALLBACK_DELAY_MS);
      cancelWait = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    afterLoad();
    return () => cancelWait();
  }
  window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    cancelWait();
  };
}

/** False until the page has loaded and gone idle (see `whenPageIdle`), then true. */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenPageIdle(() => setIdle(true)), []);
  return idle;
}
