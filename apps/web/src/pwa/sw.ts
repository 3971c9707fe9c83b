/// <reference lib="webworker" />
/*
 * The service worker (built by vite-plugin-pwa's injectManifest into /sw.js). It precaches the built
 * app, answers page loads with the pre-rendered page or index.html, and keeps bounded runtime caches of what cache-rules.ts
 * allows; everything else passes through untouched.
 *
 * Updates wait: a new worker installs beside the running one and takes over only when the reader
 * presses Reload in the 'New version available' toast (SKIP_WAITING). Until then the old worker keeps
 * serving the old index.html together with its own chunks, which stay in the precache until the new
 * worker activates, so a page is never handed an index.html whose chunks are gone.
 */
import { clientsClaim, type RouteMatchCallback, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { PRECACHED_PAGES, PRERENDERED_DIR, prerenderedFileName, SHELL_COOKIE } from '../prerender/prerendered-pages';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  FORGET_PERSONAL_DATA_MESSAGE,
  isMapTile,
  isMediaImage,
  isPublicApiRead,
  NAVIGATION_DENYLIST,
  PERSONAL_CACHE_NAMES,
  SKIP_WAITING_MESSAGE,
  type RequestFacts,
} from './cache-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker serves the page that registered it at once, so what that page reads is kept.
clientsClaim();

/** The Cookie Store API (Chromium): a worker cannot read a request's cookies otherwise. */
type CookieReader = { get(name: string): Promise<{ value: string } | null> };

/**
 * Whether this reader gets the plain app, as the server decides it: yes when the page set the shell
 * cookie to 'plain' (signed in, or in Malay), and when the worker cannot read cookies at all.
 */
async function wantsPlainShell(): Promise<boolean> {
  const store = (self as { cookieStore?: CookieReader }).cookieStore;
  if (!store) return true;
  try {
    return (await store.get(SHELL_COOKIE))?.value === 'plain';
  } catch {
    return true;
  }
}

const PRECACHED = new Set(PRECACHED_PAGES);
const appShell = createHandlerBoundToURL('index.html');

// Page loads: the pages it keeps as drawn at build time, where the server would send them (their text
// paints before any script runs, from the precache, offline too), else index.html.
registerRoute(
  new NavigationRoute(
    async (options) => {
      const address = options.url.pathname + options.url.search;
      const drawn = PRECACHED.has(address) && !(await wantsPlainShell()) ? await matchPrecache(`${PRERENDERED_DIR}/${prerenderedFileName(address)}`) : undefined;
      return drawn ?? appShell(options);
    },
    { denylist: NAVIGATION_DENYLIST },
  ),
);
// The precached files by their URLs, after page loads: this route would answer '/' with index.html.
addRoute();

function matching(rule: (facts: RequestFacts) => boolean): RouteMatchCallback {
  return ({ url, request }) => rule({ url, method: request.method, destination: request.destination, appOrigin: self.location.origin });
}

/**
 * Counts sign-outs. A response fetched before one (a revalidation still under way with the old
 * session) is not written into the emptied caches.
 */
let signOuts = 0;
const noWritesAcrossSignOut: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.signOuts = signOuts;
    return request;
  },
  cacheWillUpdate: async ({ response, state }) => (state?.signOuts === signOuts ? response : null),
};

/** The personal caches and their expiration records, which list the URLs read (search words too). */
async function forgetPersonalCaches(): Promise<void> {
  await Promise.all(
    PERSONAL_CACHE_NAMES.map(async (name) => {
      await caches.delete(name);
      // delete() drops every record of that cache; the constructor only insists on some limit.
      await new CacheExpiration(name, { maxEntries: 1 }).delete();
    }),
  );
}

// Lists and dialogs: the last answer at once (offline too), refreshed behind it for next time.
registerRoute(
  matching(isPublicApiRead),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.publicApi,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), noWritesAcrossSignOut, new ExpirationPlugin({ ...CACHE_LIMITS.publicApi, purgeOnQuotaError: true })],
  }),
);

// Stored files never change under their URL: the copy at hand is the file.
registerRoute(
  matching(isMediaImage),
  new CacheFirst({
    cacheName: CACHE_NAMES.media,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), noWritesAcrossSignOut, new ExpirationPlugin({ ...CACHE_LIMITS.media, purgeOnQuotaError: true })],
  }),
);

// Tiles change rarely; another origin's images arrive opaque (status 0) unless it allows CORS.
registerRoute(
  matching(isMapTile),
  new CacheFirst({
    cacheName: CACHE_NAMES.mapTiles,
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ ...CACHE_LIMITS.mapTiles, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  const type: unknown = (event.data as { type?: unknown } | null)?.type;
  if (type === SKIP_WAITING_MESSAGE) {
    void self.skipWaiting();
  } else if (type === FORGET_PERSONAL_DATA_MESSAGE) {
    signOuts += 1;
    event.waitUntil(forgetPersonalCaches());
  }
});
