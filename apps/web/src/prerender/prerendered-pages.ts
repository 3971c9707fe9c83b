/*
 * The public pages a visitor lands on, drawn at build time (build/prerender.ts), and where they are:
 * shared by the build, which writes them, and the service worker, which serves them from its
 * precache as the server does (apps/server/src/plugins/prerendered-pages.ts).
 */

/** Each address drawn, query string included: only an exact match is sent. */
export const PRERENDERED_URLS = [
  '/',
  '/popular',
  '/popular?view=card',
  '/review',
  '/signin',
  '/signup',
  '/forgot-password',
  '/maas',
  '/contact-us',
  '/about-us',
  '/meet-the-team',
  '/credit-attribution',
  '/term-of-use',
  '/content-policy',
  '/disclaimer',
  '/privacy-cookies',
  '/faq',
  '/open-data',
];

/**
 * The drawn pages the service worker keeps, so a repeat visit paints from its cache at once: where a
 * rider opens the app. The others (about 10 KB each compressed) would cost every new visitor's phone
 * their download; the worker answers them with index.html, as before.
 */
export const PRECACHED_PAGES = ['/', '/popular', '/popular?view=card', '/review'];

/** Under the web build: the pages, and `pages.json`, which maps each address to its file. */
export const PRERENDERED_DIR = 'prerendered';

/** `/popular?view=card` → `popular-view-card.html`; `/` → `index.html`. */
export function prerenderedFileName(url: string): string {
  const name = url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  return `${name || 'index'}.html`;
}

/**
 * Set to 'plain' by a reader who would not see the pages as drawn (signed in, or in Bahasa Malaysia:
 * take-over.ts), read by the server and the service worker, who then send the plain app.
 */
export const SHELL_COOKIE = 'suara-shell';
