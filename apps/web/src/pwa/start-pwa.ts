import { installStaleChunkRecovery } from './stale-chunk-recovery';

/**
 * The app's offline and update machinery, started by main.tsx. The service worker is registered in
 * production builds only (in `vite dev` it would serve stale modules), after the page has loaded so
 * its precache downloads do not compete with the first paint; its code is a chunk of its own.
 */
export function startPwa(): void {
  installStaleChunkRecovery();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void import('./register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
