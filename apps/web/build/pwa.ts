import { VitePWA } from 'vite-plugin-pwa';
import { PRECACHED_PAGES, PRERENDERED_DIR, prerenderedFileName } from '../src/prerender/prerendered-pages';

const KEPT_PAGE_FILES = new Set(PRECACHED_PAGES.map((url) => `${PRERENDERED_DIR}/${prerenderedFileName(url)}`));

/*
 * The installable app: the web app manifest, and the service worker built from src/pwa/sw.ts
 * (Workbox; its rules are in src/pwa/cache-rules.ts) with the list of built files to precache. The
 * icons are drawn by scripts/make-icons.mjs.
 */

/** The brand colour of the logo and of index.html's theme-color. */
const THEME_COLOR = '#0b6e66';

export function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
    // src/pwa/register-service-worker.ts registers the worker, and updates wait for the reader there
    // (the 'New version available' toast): no script of the plugin's in index.html.
    injectRegister: false,
    // The glob below already lists the icons.
    includeManifestIcons: false,
    // Ours first, so the precompress plugin that follows also writes sw.js.br and sw.js.gz.
    integration: { closeBundleOrder: 'pre' },
    injectManifest: {
      // The app shell, every rider's chunk (lazy pages work offline) and the icons; not the source
      // maps, nor the .br/.gz copies (the precache stores what the server sends, decompressed), nor
      // the admin dashboard's page and tabs (a fifth of the download, charts included, and of no
      // use offline: every tab reads the server). The plugin adds manifest.webmanifest itself.
      globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
      globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'assets/admin-dashboard-page-*', 'assets/*-tab-*'],
      // Of the pre-rendered pages, those a rider opens the app on.
      manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => !entry.url.startsWith(`${PRERENDERED_DIR}/`) || KEPT_PAGE_FILES.has(entry.url)), warnings: [] })],
      sourcemap: false,
    },
    manifest: {
      id: '/',
      name: 'Suara Transit',
      short_name: 'Suara',
      description:
        'Share your experience of buses, trains, taxis and e-hailing in the Klang Valley and help transit operators improve their service.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });
}
