import type { Page } from '@playwright/test';
import { expect, expectPageHeading, test } from './fixtures';
import { postPhotoReview, postReview, reviewOptionIds, verifiedRider } from './support/review-factory';

/*
 * Issue #14: nothing on screen moves while a page loads (Lighthouse's CLS ≤ 0.05). The API answers
 * late, as on a weak connection, so every skeleton is painted before what replaces it; the page's
 * layout shifts are summed as CLS counts them (not those just after an input). A layout measure,
 * not a timing: the delay only orders the arrivals.
 */

const PHONE = { width: 412, height: 823 }; // Lighthouse's mobile screen
const API_DELAY_MS = 700;

async function sumLayoutShifts(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

test.describe('nothing moves while a page loads, on a phone', () => {
  test.use({ viewport: PHONE });

  test.beforeAll(async ({ browser }) => {
    // The newest reviews trend, so the Popular strip shows its skeleton and then tiles with and without a photo.
    const page = await browser.newPage();
    const rider = await verifiedRider(page, 'Siti Layout', { inBrowser: false });
    await postReview(page.request, rider, await reviewOptionIds(page.request), { feeling: 'GOOD' });
    await postPhotoReview(page.request, rider);
    await page.close();
  });

  test.beforeEach(async ({ page }) => {
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
      await route.fallback();
    });
    await page.addInitScript(() => {
      const state = window as unknown as { layoutShift: number };
      state.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) state.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  });

  for (const path of ['/', '/popular', '/popular?view=card', '/review', '/signin', '/maas']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expectPageHeading(page);
      await page.waitForLoadState('networkidle');
      // The last answers' content is painted a frame or two after they arrive.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await sumLayoutShifts(page)).toBeLessThanOrEqual(0.05);
    });
  }
});
