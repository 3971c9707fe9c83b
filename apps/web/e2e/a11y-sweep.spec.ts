import type { Page } from '@playwright/test';
import { axeViolations, expect, expectPageHeading, test } from './fixtures';
import { PHONE } from './support/layout';
import { postReview, reviewOptionIds, verifiedRider } from './support/review-factory';
import { PUBLIC_ROUTES } from './support/site-routes';

/*
 * axe's whole rule set (fixtures.ts) on what other journeys do not reach: every public page in Bahasa
 * Malaysia (routes.spec.ts scans them in English), a rider's pages, and the popups — the review
 * dialog and its options menu, the Sort dropdown, the bell, the account menu and the phone's drawer —
 * in both languages. (The admin tabs, dialogs and menus: polish-admin-settings.spec.ts.) Each test
 * walks its states and reports every violation at once, so a failure lists all that is wrong.
 */

type Role = 'visitor' | 'rider';

/** The reader's language, set before the app starts. */
async function useLanguage(page: Page, lang: 'en' | 'ms') {
  await page.addInitScript((value) => localStorage.setItem('suara.lang', value), lang);
}

async function scan(page: Page, state: string, found: string[]) {
  found.push(...(await axeViolations(page)).map((violation) => `${state} — ${violation}`));
}

async function scanRoutes(page: Page, routes: string[], found: string[]) {
  for (const route of routes) {
    await page.goto(route);
    await expectPageHeading(page);
    // Lists and maps fill in after the heading: scan what a reader meets once the page has settled.
    await page.waitForLoadState('networkidle');
    await scan(page, route, found);
  }
}

/** A signed-in rider with a review of theirs, to open in the dialog and on their public profile. */
async function riderWithReview(page: Page) {
  const rider = await verifiedRider(page, 'Siti Hajar');
  const reviewId = await postReview(page.request, rider, await reviewOptionIds(page.request), { experience: 'The bus came on time and the driver was kind.' });
  return { reviewId, profile: `/public-profile/${rider.userId}` };
}

/** The review dialog over the map, and its author's options menu. */
async function scanReviewDialog(page: Page, reviewId: string, found: string[]) {
  await page.goto(`/popular?review=${reviewId}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /review options|pilihan ulasan/i })).toBeVisible();
  await scan(page, 'review dialog', found);
  await dialog.getByRole('button', { name: /review options|pilihan ulasan/i }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scan(page, 'review dialog options menu', found);
  await page.keyboard.press('Escape');
}

/** The shell's popups: the Sort dropdown, the bell and the account menu, and the phone's drawer. */
async function scanPopups(page: Page, role: Role, found: string[]) {
  await page.goto('/popular?view=card');
  await page.getByRole('combobox', { name: /sort by|susun ikut/i }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await scan(page, 'sort dropdown', found);
  await page.keyboard.press('Escape');
  if (role !== 'visitor') {
    await page.getByRole('button', { name: /^(notifications|pemberitahuan)/i }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan(page, 'notifications popup', found);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /account menu|menu akaun/i }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await scan(page, 'account menu', found);
    await page.keyboard.press('Escape');
  }
  await page.setViewportSize(PHONE);
  await page.goto('/popular');
  await page.getByRole('button', { name: /open menu|buka menu/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan(page, 'phone drawer', found);
}

// One test per page, as routes.spec.ts does in English: each has its own time limit, and the two
// workers share the pages (a scan took over 15 s on a slow 2-core machine).
for (const route of [...PUBLIC_ROUTES, '/popular?view=card']) {
  test(`axe finds nothing on ${route} in Bahasa Malaysia`, async ({ page }) => {
    await useLanguage(page, 'ms');
    const found: string[] = [];
    await scanRoutes(page, [route], found);
    expect(found).toEqual([]);
  });
}

test("axe finds nothing on a visitor's Sort dropdown and drawer in Bahasa Malaysia", async ({ page }) => {
  await useLanguage(page, 'ms');
  const found: string[] = [];
  await scanPopups(page, 'visitor', found);
  expect(found).toEqual([]);
});

for (const lang of ['en', 'ms'] as const) {
  test.describe(`a rider, in ${lang}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    test('axe finds nothing on their pages', async ({ page }) => {
      test.setTimeout(180_000);
      const { profile } = await riderWithReview(page);
      const found: string[] = [];
      await scanRoutes(page, ['/notification', '/profile', '/setting', profile], found);
      expect(found).toEqual([]);
    });

    test('axe finds nothing on their review dialog, menus and drawer', async ({ page }) => {
      test.setTimeout(180_000);
      const { reviewId } = await riderWithReview(page);
      const found: string[] = [];
      await scanReviewDialog(page, reviewId, found);
      await scanPopups(page, 'rider', found);
      expect(found).toEqual([]);
    });
  });
}
