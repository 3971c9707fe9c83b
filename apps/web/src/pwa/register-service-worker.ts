import { Workbox } from 'workbox-window';
import { showUpdateToast } from './update-toast';

/** A tab left open for hours still learns of a deploy (browsers check on page loads only). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js (built from sw.ts). A new version installs and then waits; the update toast
 * lets it take over, and this page reloads once it controls the page. Through workbox-window
 * directly rather than vite-plugin-pwa's registerSW, which reloads only a page that already had a
 * worker when it loaded, so a first visit's tab would never get its update.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // Also dispatched at registration when a version was already waiting (a toast dismissed earlier).
  workbox.addEventListener('waiting', () =>
    showUpdateToast(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      workbox.messageSkipWaiting();
    }),
  );
  void workbox.register({ immediate: true }).then((registration) => {
    if (!registration) return;
    setInterval(() => {
      if (navigator.onLine) void registration.update();
    }, UPDATE_CHECK_MS);
  });
}
