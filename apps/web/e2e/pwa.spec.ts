import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectPageHeading, test, waitForShell } from './fixtures';
import { postPhotoReview, postReview, reviewOptionIds, verifiedRider } from './support/review-factory';

/*
 * The installable app (issue #14): the web app manifest and icons, the service worker's
 * registration, reading offline from its caches, what it never keeps, sign-out emptying its caches,
 * the 'New version available' toast, and the one reload after a deploy removed a page's chunk.
 * Every other journey blocks service workers (playwright.config.ts); these let it run.
 */

test.use({ serviceWorkers: 'allow' });

const PERSONAL_API = /\/api\/(?:auth|users|notifications|admin|polls)\b/;

/** Width and height from a PNG's IHDR chunk, or null if the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function fetchPng(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type'], url).toBe('image/png');
  return pngSize(await res.body());
}

/** The alpha of a corner pixel and of the centre of an image, as the browser decodes it. */
function cornerAndCentreAlpha(page: Page, url: string) {
  return page.evaluate(async (src) => {
    const bitmap = await createImageBitmap(await (await fetch(src)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const alpha = (x: number, y: number) => context.getImageData(x, y, 1, 1).data[3];
    return { corner: alpha(0, 0), centre: alpha(bitmap.width / 2, bitmap.height / 2) };
  }, url);
}

/**
 * A deploy as a browser sees it: the server's /sw.js becomes another file (and its brotli and gzip
 * copies with it; the server reads files per request). A worker's own update check cannot be routed
 * by Playwright, so the built file itself changes. Returns the undo.
 */
function deployNewServiceWorker(): () => void {
  const dist = path.resolve(process.env.E2E_WEB_DIST_DIR ?? path.join(import.meta.dirname, '../dist'));
  const script = path.join(dist, 'sw.js');
  const originals = new Map(['', '.br', '.gz'].map((ext) => `${script}${ext}`).filter((file) => fs.existsSync(file)).map((file) => [file, fs.readFileSync(file)]));
  const next = Buffer.concat([originals.get(script)!, Buffer.from('\n// the next deploy\n')]);
  const encode: Record<string, (bytes: Buffer) => Buffer> = { '': (bytes) => bytes, '.br': zlib.brotliCompressSync, '.gz': zlib.gzipSync };
  for (const file of originals.keys()) fs.writeFileSync(file, encode[file.slice(script.length)]!(next));
  return () => {
    for (const [file, bytes] of originals) fs.writeFileSync(file, bytes);
  };
}

/** Waits until this page is served by the app's service worker. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);
}

/** Every URL in Cache Storage, per cache name. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const entries = await Promise.all(
      (await caches.keys()).map(async (name) => [name, (await (await caches.open(name)).keys()).map((request) => request.url)] as const),
    );
    return Object.fromEntries(entries);
  });
}

/** The body of `url` in the runtime API cache, or null when it is not there. */
function cachedApiBody(page: Page, url: string): Promise<string | null> {
  return page.evaluate(async (wanted) => {
    const match = await caches.match(wanted, { cacheName: 'suara-api-v1' });
    return match ? match.text() : null;
  }, url);
}

/** A review liked and commented on by its author (not signed in in the browser), so Trending has one. */
async function trendingReview(page: Page): Promise<string> {
  const rider = await verifiedRider(page, 'Nurul Huda', { inBrowser: false });
  const reviewId = await postReview(page.request, rider, await reviewOptionIds(page.request), { experience: 'The feeder bus waited for the train.' });
  const headers = { authorization: `Bearer ${rider.token}` };
  expect((await page.request.put(`/api/reviews/${reviewId}/reaction`, { headers, data: { value: 'like' } })).status()).toBe(200);
  expect((await page.request.post(`/api/reviews/${reviewId}/comments`, { headers, data: { body: 'Same this morning.' } })).status()).toBe(201);
  return reviewId;
}

test.describe('installable', () => {
  test('the manifest is linked, and names the app, its colours, start and icons (PNGs of their sizes, one maskable)', async ({ page }) => {
    await page.goto('/');
    await expectPageHeading(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      name: 'Suara Transit',
      short_name: 'Suara',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en',
      theme_color: '#0b6e66',
      background_color: '#ffffff',
    });
    expect(manifest.description).toEqual(expect.any(String));
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);

    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(await fetchPng(page.request, icon.src), icon.src).toEqual({ width, height });
    }
    // The maskable icon is full-bleed (a launcher crops it to its own shape); the others have
    // transparent rounded corners. Both draw the logo in the middle.
    expect(await cornerAndCentreAlpha(page, '/icons/maskable-512.png')).toEqual({ corner: 255, centre: 255 });
    expect(await cornerAndCentreAlpha(page, '/icons/icon-512.png')).toEqual({ corner: 0, centre: 255 });

    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await fetchPng(page.request, appleIcon!)).toEqual({ width: 180, height: 180 });
  });

  test('/favicon.ico is an icon file with 16, 32 and 48 px PNG images', async ({ request }) => {
    const res = await request.get('/favicon.ico');
    expect(res.status()).toBe(200);
    const ico = await res.body();
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]); // reserved, type icon
    const count = ico.readUInt16LE(4);
    const images = Array.from({ length: count }, (_, i) => {
      const entry = 6 + 16 * i;
      const size = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      return { declared: ico.readUInt8(entry), png: pngSize(ico.subarray(offset, offset + size)) };
    });
    expect(images).toEqual([16, 32, 48].map((px) => ({ declared: px, png: { width: px, height: px } })));
  });
});

test.describe('offline', () => {
  test('the service worker takes the page; offline, a reload of / and of /popular shows what was read, and says it is offline', async ({ page, context }) => {
    test.slow(); // a rider and a review to make, two pages read twice, an axe scan
    await trendingReview(page);
    await page.goto('/');
    await waitForServiceWorker(page);
    // Read once online with the worker in charge: what the pages fetch is now in its caches.
    await page.reload();
    const trending = page.getByRole('region', { name: 'Trending' });
    await expect(trending.getByRole('article').first()).toBeVisible();
    const trendingCount = await trending.getByRole('article').count();
    await page.goto('/popular');
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'offline' })).toHaveCount(0);

    // From here on, the tiles too come from the worker's cache or not at all.
    await context.setOffline(true);
    // Nothing reaches the server now, the worker's own fetches included: an API read it never kept fails.
    expect(await page.evaluate(() => fetch('/api/reviews?sort=earliest&offline-check=1').then(() => 'answered', () => 'failed'))).toBe('failed');

    await page.goto('/');
    await expectPageHeading(page);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    await expect(trending.getByRole('article')).toHaveCount(trendingCount);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(trending.getByRole('article')).toHaveCount(trendingCount);
    await expect(trending.getByRole('article').first()).toContainText('open the review by');

    await page.goto('/popular');
    await expectPageHeading(page);
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);
  });
});

test.describe('a repeat visit', () => {
  test('the worker answers a page load with the page as drawn at build, offline too; a page it does not keep, and a reader the drawn pages are not for, get the app', async ({ page, context, baseURL }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    const pageLoad = async (url: string) => {
      const href = new URL(url, baseURL).href;
      const [response] = await Promise.all([page.waitForResponse((r) => r.request().isNavigationRequest() && r.url() === href), page.goto(url)]);
      const html = await response.text();
      return { fromWorker: response.fromServiceWorker(), drawn: html.includes(`data-prerendered="${url}"`) };
    };

    await context.setOffline(true);
    expect(await pageLoad('/')).toEqual({ fromWorker: true, drawn: true });
    await expectPageHeading(page);
    expect(await pageLoad('/popular?view=card')).toEqual({ fromWorker: true, drawn: true });
    await expectPageHeading(page);
    // Drawn, but not kept by the worker (riders seldom open the app there): the app draws it.
    expect(await pageLoad('/about-us')).toEqual({ fromWorker: true, drawn: false });
    await expectPageHeading(page);
    await context.setOffline(false);

    // Signed in, or in Malay: the page sets the cookie the server reads, and so does the worker.
    await page.evaluate(() => {
      document.cookie = 'suara-shell=plain; path=/';
    });
    expect(await pageLoad('/')).toEqual({ fromWorker: true, drawn: false });
    await expectPageHeading(page);
  });
});

test.describe('personal data', () => {
  test('what carries the reader is never cached; the lists and dialogs they saw are emptied on logout', async ({ page }) => {
    test.slow(); // two riders, a photo review, five pages
    const author = await verifiedRider(page, 'Hafiz Rahman', { inBrowser: false });
    const reviewId = await postPhotoReview(page.request, author);
    const reader = await verifiedRider(page, 'Aishah Karim');
    const liked = await page.request.put(`/api/reviews/${reviewId}/reaction`, { headers: { authorization: `Bearer ${reader.token}` }, data: { value: 'like' } });
    expect(liked.status(), await liked.text()).toBe(200);

    await page.goto('/');
    await waitForServiceWorker(page);
    // Signed in, with the worker in charge: the review dialog, the bell, the profile, the settings
    // (sessions and devices) and the MaaS poll (the reader's vote).
    await page.goto(`/popular?review=${reviewId}`);
    const dialog = page.getByRole('dialog', { name: 'Review', exact: true });
    await expect(dialog.getByRole('img').first()).toBeVisible();
    const dialogUrl = new URL(`/api/reviews/${reviewId}`, page.url()).href;
    await expect.poll(() => cachedApiBody(page, dialogUrl)).toContain('"reaction":"like"');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notifications' }).click();
    await page.keyboard.press('Escape');
    for (const path of ['/profile', '/setting', '/maas']) {
      await page.goto(path);
      await expectPageHeading(page);
    }

    const cached = await cachedUrls(page);
    const photo = (cached['suara-media-v1'] ?? []).find((url) => url.includes('/api/files/uploads/'));
    expect(photo, JSON.stringify(cached)).toBeDefined();
    const everyUrl = Object.values(cached).flat();
    expect(everyUrl.filter((url) => PERSONAL_API.test(new URL(url).pathname))).toEqual([]);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(() => cachedApiBody(page, dialogUrl)).toBeNull();
    await expect.poll(async () => Object.values(await cachedUrls(page)).flat()).not.toContain(photo);
  });
});

test.describe('a new version', () => {
  test("waits for the reader: a toast says 'New version available — reload' (in both languages), and Reload brings it in", async ({ page, context }) => {
    test.slow(); // two axe scans, a worker installed twice
    await page.goto('/');
    await waitForServiceWorker(page);
    await expect(page.getByText('New version available')).toHaveCount(0);

    const undeploy = deployNewServiceWorker();
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const toast = page.getByRole('alert').filter({ hasText: 'New version available — reload to use it.' });
      await expect(toast.getByRole('button', { name: 'Reload' })).toBeVisible();
      // Nothing changed under the reader: the old worker still serves the page, the new one waits.
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

      // In Bahasa Malaysia, with the offline notice beside it. (By keyboard: on a laptop the toast
      // sits over the language buttons.)
      await page.getByRole('banner').getByRole('button', { name: /BM/ }).focus();
      await page.keyboard.press('Enter');
      const toastMs = page.getByRole('alert').filter({ hasText: 'Versi baharu tersedia — muat semula untuk menggunakannya.' });
      await expect(toastMs).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: 'Anda di luar talian.' })).toBeVisible();
      await expectNoAxeViolations(page);
      await context.setOffline(false);
      await page.getByRole('banner').getByRole('button', { name: /EN/ }).focus();
      await page.keyboard.press('Enter');
      await expect(toast).toBeVisible();
      await expectNoAxeViolations(page);

      const reloaded = page.waitForEvent('load');
      await toast.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expectPageHeading(page);
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
      await expect(page.getByText('New version available')).toHaveCount(0);
    } finally {
      undeploy();
    }
  });
});

test.describe('a deploy removed the chunks the page knows', () => {
  // Without a worker, as on a first visit: the chunks come from the server, which no longer has them.
  test.use({ serviceWorkers: 'block' });

  test('the page reloads once to get the new version, and never loops', async ({ page }) => {
    await page.goto('/');
    // The pre-rendered heading shows before the app's own chunks arrive: wait until the app has taken
    // over and nothing is in flight, or a chunk still loading would count as removed.
    await waitForShell(page);
    await page.waitForLoadState('networkidle');
    const loaded = new Set(
      await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.includes('/assets/'))),
    );
    // Every chunk the page has not loaded yet is gone from the server.
    await page.route(/\/assets\/.+\.(?:js|css)$/, (route) => (loaded.has(route.request().url()) ? route.continue() : route.fulfill({ status: 404 })));
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true }).click();
    // One reload; the page's chunk is still missing after it (a broken deploy), so the error screen
    // shows instead of another reload (the guard decides before the error reaches the screen).
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page).toHaveURL('/about-us');
    expect(loads).toBe(1);
  });
});
