/*
 * What the service worker (sw.ts) keeps, and under which names, in one place the worker, the sign-out
 * and the tests share. The rules are an allow-list: a request none of them matches is not touched by
 * the worker and goes to the network as usual. That is how personal data stays out of every cache:
 * /api/auth/* (the signed-in user, sessions and devices), /api/users/* (the profile, its export and
 * public profiles), notifications, polls (they carry the reader's vote), admin and every write.
 */

const DAY_SECONDS = 24 * 60 * 60;

/** Cache Storage names of the runtime caches; Workbox names its precache itself. */
export const CACHE_NAMES = {
  /** Review lists, review dialogs and their comments, and the public reference data beside them. */
  publicApi: 'suara-api-v1',
  /** Review photos, avatars and poster images (same origin, immutable URLs). */
  media: 'suara-media-v1',
  /** Map tiles from the deployment's tile server (usually another origin). */
  mapTiles: 'suara-map-tiles-v1',
} as const;

/**
 * The caches that can hold what a signed-in reader saw: lists and dialogs carry their own likes and
 * hidden reviews of theirs, media their photos. Emptied on sign-out, an expired session and account
 * deletion. Map tiles say nothing about anyone and stay.
 */
export const PERSONAL_CACHE_NAMES: readonly string[] = [CACHE_NAMES.publicApi, CACHE_NAMES.media];

/** Bounds of each runtime cache: the oldest-used entries go first past maxEntries. */
export const CACHE_LIMITS = {
  publicApi: { maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS },
  media: { maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS },
  mapTiles: { maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS },
} as const;

/** Public GET endpoints worth reading offline (paths only; the query is part of the cache key). */
const PUBLIC_API_READS = [
  // /api/reviews, /api/reviews/{map,trending,search} and /api/reviews/:id
  /^\/api\/reviews(?:\/[^/]+)?$/,
  /^\/api\/reviews\/[^/]+\/comments$/,
  /^\/api\/comments\/[^/]+\/replies$/,
  /^\/api\/review-options$/,
  /^\/api\/config$/,
  /^\/api\/transit\/stops$/,
];

const MEDIA_FILES = /^\/api\/files\/(?:uploads|avatars|posters)\/[^/]+$/;

/** `/{z}/{x}/{y}.png` and the like (Leaflet's `{r}` adds `@2x`), whatever the server's host and query. */
const MAP_TILE_PATH = /\/\d+\/\d+\/\d+(?:@2x)?\.(?:png|jpe?g|webp)$/i;

/** What a rule sees of a request: its URL, method and what the browser fetches it for. */
export type RequestFacts = { url: URL; method: string; destination: string; appOrigin: string };

export function isPublicApiRead({ url, method, appOrigin }: RequestFacts): boolean {
  return method === 'GET' && url.origin === appOrigin && PUBLIC_API_READS.some((pattern) => pattern.test(url.pathname));
}

export function isMediaImage({ url, method, destination, appOrigin }: RequestFacts): boolean {
  return method === 'GET' && destination === 'image' && url.origin === appOrigin && MEDIA_FILES.test(url.pathname);
}

export function isMapTile({ url, method, destination, appOrigin }: RequestFacts): boolean {
  return method === 'GET' && destination === 'image' && url.origin !== appOrigin && MAP_TILE_PATH.test(url.pathname);
}

/**
 * Page loads the app's index.html must not answer (tested against path and query): the API (the
 * social sign-in starts and callbacks are page loads), metrics, and files such as /robots.txt.
 */
export const NAVIGATION_DENYLIST = [/^\/api\//, /^\/metrics(?:[/?]|$)/, /^[^?]*\/[^/?]+\.[a-z0-9]+(?:\?|$)/i];

/** The message a page sends the worker to apply a waiting update (workbox-window's messageSkipWaiting). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
/** The message a page sends the worker when the reader signs out: drop personal caches, and late writes to them. */
export const FORGET_PERSONAL_DATA_MESSAGE = 'FORGET_PERSONAL_DATA';
