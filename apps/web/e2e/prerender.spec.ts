import type { Page } from '@playwright/test';
import { newAccount, createAccount, signInBrowser } from './support/accounts';
import { holdChunk } from './support/hold-chunk';
import { LAPTOP, PHONE } from './support/layout';
import { expect, expectNoAxeViolations, test, waitForShell } from './fixtures';
import { SHELL_COOKIE } from '../src/prerender/prerendered-pages';

/*
 * The pages a visitor lands on come drawn from the build (build/prerender.ts): their text paints
 * before the app's code has run, and the app takes that very markup over. A reader the pages were not
 * drawn for (signed in, in Bahasa Malaysia) gets the app as before.
 */

/** Pre-rendered addresses a visitor most often lands on, each with its page's heading. */
const PAGES = [
  { url: '/', heading: 'Tell us what you think about our public transport services' },
  { url: '/popular', heading: 'Popular reviews' },
  { url: '/popular?view=card', heading: 'Popular reviews' },
  { url: '/review', heading: 'Write a review' },
  { url: '/signin', heading: 'Sign In' },
  { url: '/maas', heading: 'Mobility as a Service (MaaS)' },
  { url: '/about-us', heading: 'About us' },
];


/** Console errors and uncaught exceptions of the page from now on (React reports a failed take-over there). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    // The journeys block service workers (playwright.config.ts), and Workbox then reads a
    // registration the browser never made; a real browser registers it.
    if (!error.message.includes("reading 'waiting'")) errors.push(error.message);
  });
  return errors;
}

/** The HTML the server sends for `url` with this browser's cookies, without running it. */
async function servedHtml(page: Page, url: string): Promise<string> {
  const res = await page.context().request.get(url);
  expect(res.status()).toBe(200);
  return res.text();
}

test.use({ viewport: PHONE });

test('without JavaScript a visitor still sees each page drawn and styled, inert until the app runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  for (const { url, heading } of PAGES) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(/Suara Transit$/);
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await expect(page.locator('main')).toHaveAttribute('inert', '');
  }
  // The page's own styles are in the HTML: the home page's banner has its colour and its button is
  // as wide as the phone's content, not a bare link.
  await page.goto('/');
  const banner = page.getByRole('link', { name: 'Have your say' });
  await expect(banner).toHaveCSS('background-color', 'rgb(163, 75, 8)');
  expect((await banner.boundingBox())!.width).toBeGreaterThan(300);
  await context.close();
});

type Arrived = { firstHeading: Element | null; scriptPreloads: number; shellScripts: number };

test('the app takes each page over where it stands: the same elements, no error, then it responds', async ({ page }) => {
  const errors = collectErrors(page);
  for (const { url, heading } of PAGES) {
    await page.addInitScript(() => {
      // The heading as the HTML arrived, before any script: taken over, it is the same element.
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as Arrived).firstHeading = document.querySelector('main h1');
        (window as unknown as Arrived).scriptPreloads = document.querySelectorAll('link[rel=modulepreload]').length;
        (window as unknown as Arrived).shellScripts = document.querySelectorAll('link[rel=modulepreload], script[type=module][src]').length;
      });
    });
    await page.goto(url);
    await waitForShell(page);
    await expect(page.locator('main')).not.toHaveAttribute('inert');
    await expect(page.locator('[data-page-skeleton]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const sameHeading = await page.evaluate(() => {
      const first = (window as unknown as Arrived).firstHeading;
      return first !== null && first.isConnected && first === document.querySelector('main h1');
    });
    expect(sameHeading, url).toBe(true);
    // The lazy page's imports came through the module loader: no script preload was appended at
    // run time (each cost the main thread a few ms on a phone, vite.config.ts).
    const preloads = await page.evaluate(() => [(window as unknown as Arrived).scriptPreloads, document.querySelectorAll('link[rel=modulepreload]').length]);
    expect(preloads[1], url).toBe(preloads[0]);
    // The shell's code arrives as one chunk (two with Rolldown's runtime), not as dozens of requests (vite.config.ts).
    expect(await page.evaluate(() => (window as unknown as Arrived).shellScripts), url).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => document.cookie), url).not.toContain(SHELL_COOKIE);
  }
  expect(errors).toEqual([]);

  // Taken over, the page works: the review form's first step moves on.
  await page.goto('/review');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Which service?' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the top bar and footer work before the page's own code is in; a link followed leads to its page once it is", async ({ page }) => {
  const releaseHome = await holdChunk(page, /\/assets\/home-page-[^/]+\.js$/);
  await page.goto('/');
  await waitForShell(page);
  // The drawn page stays as it is, out of reach, until its code has come.
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/about-us');
  releaseHome();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeFocused();
  await expect(page.locator('main')).not.toHaveAttribute('inert');
});

test('/popular as drawn, with the map still on its way, passes axe', async ({ page }) => {
  // The map's placeholder is in the drawn page until the map's code has come and run.
  await page.route(/\/assets\/review-browse-map-[^/]+\.js$/, () => undefined);
  await page.goto('/popular');
  await expect(page.getByRole('status', { name: 'Loading the map' })).toBeVisible();
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  await expectNoAxeViolations(page);
});

test("a visitor's review draft is drawn from the draft, not the empty form the page was drawn with", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/review');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Taxi' }).check();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Taxi' })).toBeChecked();
  await waitForShell(page);
  expect(errors).toEqual([]);
});

test('a reader in Bahasa Malaysia is drawn in Malay at once, and from then on gets the plain app', async ({ page }) => {
  const errors = collectErrors(page);
  // The language switch is in the top bar from tablet width.
  await page.setViewportSize(LAPTOP);
  await page.addInitScript(() => localStorage.setItem('suara.lang', 'ms'));
  // No cookie yet: the English page arrives and the app draws the Malay one in its place.
  expect(await servedHtml(page, '/about-us')).toContain('data-prerendered="/about-us"');
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang kami' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await waitForShell(page);
  expect(await servedHtml(page, '/about-us')).not.toContain('data-prerendered');

  // Back to English: the drawn pages are theirs again.
  await page.getByRole('banner').getByRole('button', { name: 'EN English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect.poll(() => servedHtml(page, '/about-us')).toContain('data-prerendered="/about-us"');
  expect(errors).toEqual([]);
});

test('a signed-in rider is drawn signed in, and from then on gets the plain app', async ({ page }) => {
  const account = newAccount('Nur Prerender');
  await createAccount(page.request, account);
  await signInBrowser(page, account, { onboard: true });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.locator('main h1')).toHaveCount(1);
  expect(await servedHtml(page, '/')).not.toContain('data-prerendered');
});
