import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectPageHeading, test, waitForShell } from './fixtures';
import { boxOf } from './support/layout';
import { postReview, reviewOptionIds, uniqueWord, verifiedRider } from './support/review-factory';

/*
 * The home page (issue #6, journeys 4 and 6; spec §2 "Home page"): the poster dialogs, each coming
 * as a notice once per browser and poster version (issue #14); the headline and banner; the service
 * grid; Trending; the MaaS, prize and 'Be part of the solution' cards; in Bahasa Malaysia and on a phone.
 */

type Poster = { id: string; imageUrl: string; description: string; descriptionMs: string | null; version: string };

const posterDialog = (page: Page) => page.getByRole('dialog', { name: /News from Suara Transit|Berita daripada Suara Transit/ });
/** The notice a poster comes as, at the bottom of the screen, before its dialog is opened. */
const posterNotice = (page: Page) => page.getByRole('group', { name: /^News from Suara Transit/ });
const servicesSection = (page: Page) => page.getByRole('region', { name: 'Which service did you use?' });
const trendingSection = (page: Page) => page.getByRole('region', { name: 'Trending' });

async function realPosters(page: Page): Promise<Poster[]> {
  const res = await page.request.get('/api/posters');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Poster[] }).items;
}

/** Opens the home page and waits for its posters' answer, so a missing notice means 'not shown'. */
async function openHome(page: Page, reload = false) {
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/posters'));
  await (reload ? page.reload() : page.goto('/'));
  await answered;
  await expectPageHeading(page);
}

/**
 * Counts the page's layout shifts (as CLS does, not those just after an input) and keeps its
 * latest largest-contentful-paint candidate, from before the first script of the page.
 */
async function observePaints(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number; largestPaint: Element | null };
    state.layoutShift = 0;
    state.largestPaint = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
      if (last) state.largestPaint = last.element;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

// The journeys that change the posters (a new version, several posters) are in admin-posters.spec.ts,
// which runs after every other journey.
test.describe('poster notices', () => {
  test.use({ posters: true });

  test('the pre-rendered home page has no notice: it depends on what this browser has seen', async ({ page }) => {
    const [welcome] = await realPosters(page);
    const res = await page.request.get('/');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-prerendered="/"');
    expect(html).not.toContain('data-poster-notice');
    expect(html).not.toContain(welcome!.imageUrl);
    // The page itself brings it, once taken over and idle.
    await openHome(page);
    await expect(page.locator('[data-poster-notice]')).toBeVisible();
  });

  test('on a 360 px phone the notice comes at idle without moving the page or taking the focus; View opens the poster, Escape closes it', async ({ page }) => {
    const [welcome] = await realPosters(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await observePaints(page);
    // The posters' answer waits until the page has been measured without the notice.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/posters', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/');
    await expectPageHeading(page);
    await waitForShell(page);
    const headline = page.getByRole('heading', { level: 1 });
    const headlineBefore = await boxOf(headline);
    const shiftsBefore = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    release();

    const notice = posterNotice(page);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(welcome!.description.split('\n')[0]!);
    const thumbnail = notice.locator('img');
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await boxOf(thumbnail)).toMatchObject({ width: 64, height: 43 });
    // Nothing on the page moved, and the notice is on the screen, at its bottom, out of the page's
    // flow (the page's height is no measure: the trending reviews may come in meanwhile).
    expect(await boxOf(headline)).toEqual(headlineBefore);
    expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(shiftsBefore);
    const box = await boxOf(notice);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(box.y + box.height).toBeGreaterThan(740 - 40);
    // The page's largest paint is still its own text, not the poster.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const largest = await page.evaluate(() => {
      const element = (window as unknown as { largestPaint: Element | null }).largestPaint;
      return element && { tag: element.tagName, inNotice: Boolean(element.closest('[data-poster-notice]')) };
    });
    expect(largest).toMatchObject({ inNotice: false });
    expect(largest!.tag).not.toBe('IMG');
    // Announced politely, without taking the focus.
    await expect(page.getByRole('status').filter({ has: notice })).toHaveCount(1);
    await expect(notice.locator(':focus')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // By keyboard: View and Dismiss are reachable; View opens the dialog; Escape closes it.
    const view = notice.getByRole('button', { name: 'View' });
    await view.focus();
    await page.keyboard.press('Tab');
    await expect(notice.getByRole('button', { name: 'Dismiss' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(view).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = posterDialog(page);
    await expect(dialog).toHaveAccessibleName('News from Suara Transit');
    const image = dialog.getByRole('img', { name: welcome!.description });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const imageBox = await boxOf(image);
    expect(imageBox.x).toBeGreaterThanOrEqual(0);
    expect(imageBox.x + imageBox.width).toBeLessThanOrEqual(360);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport();
    await expect(notice).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The only poster: no notice follows, and the focus is on the page rather than lost.
    await expect(notice).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
  });

  test('in Bahasa Malaysia the notice and the poster read in Malay, and a reload does not bring them back', async ({ page }) => {
    const [welcome] = await realPosters(page);
    await page.addInitScript(() => localStorage.setItem('suara.lang', 'ms'));
    await openHome(page);
    const notice = page.getByRole('group', { name: 'Berita daripada Suara Transit' });
    await expect(notice).toContainText(welcome!.descriptionMs!.split('\n')[0]!);
    await expect(notice.getByRole('button', { name: 'Ketepikan' })).toBeVisible();
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Lihat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Berita daripada Suara Transit' });
    await expect(dialog.getByRole('img', { name: welcome!.descriptionMs! })).toBeVisible();
    await expect(dialog.getByText(welcome!.descriptionMs!, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice).toHaveCount(0);

    // Seen when its notice showed: a reload does not bring it back.
    await openHome(page, true);
    await expect(page.locator('[data-poster-notice]')).toHaveCount(0);
  });

  test('Dismiss puts the notice away, and a reload does not bring it back', async ({ page }) => {
    await openHome(page);
    const notice = posterNotice(page);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    await expect(posterDialog(page)).toHaveCount(0);
    await openHome(page, true);
    await expect(page.locator('[data-poster-notice]')).toHaveCount(0);
    await expect(posterDialog(page)).toHaveCount(0);
  });
});

test.describe('home page', () => {
  test('headline, banner, the cards in the spec order, with their links and texts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us what you think about our public transport services');
    await expect(page.getByRole('link', { name: 'Have your say' })).toHaveAttribute('href', '/review');

    const maas = page.getByRole('region', { name: 'What is MaaS?' });
    await expect(maas.getByRole('link', { name: 'Explore MaaS ideas' })).toHaveAttribute('href', '/maas');
    const prize = page.getByRole('region', { name: 'Stand a chance to win RM50 Touch n Go card' });
    await expect(prize.getByText('25 lucky winners')).toBeVisible();
    await expect(prize.getByText('T&C apply')).toBeVisible();
    await expect(prize.getByRole('link', { name: 'Take the survey' })).toHaveAttribute('href', '/survey');
    const solution = page.getByRole('region', { name: 'Be part of the solution' });
    await expect(solution.getByRole('link', { name: 'Vote an experience' })).toHaveAttribute('href', '/popular');

    // Spec §2's order (Trending, when there is one, comes between the grid and the cards).
    const headings = (await page.locator('main h1, main h2').allTextContents()).filter((h) => h !== 'Trending');
    expect(headings).toEqual([
      'Tell us what you think about our public transport services',
      'Rode a bus or train today?',
      'Which service did you use?',
      'What is MaaS?',
      'Stand a chance to win RM50 Touch n Go card',
      'Be part of the solution',
    ]);

    await page.getByRole('link', { name: 'Have your say' }).click();
    await expect(page).toHaveURL('/review');
  });

  test('the service grid: five services, More shows them all, Show Less folds it; a tile starts that review', async ({ page }) => {
    await page.goto('/');
    const grid = servicesSection(page);
    const tiles = grid.getByRole('link');
    await expect(tiles).toHaveText(['Stage Bus', 'Express Bus', 'Taxi', 'E-hailing', 'Car-sharing']);
    const more = grid.getByRole('button', { name: 'More services' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(tiles).toHaveText(['Stage Bus', 'Express Bus', 'Taxi', 'E-hailing', 'Car-sharing', 'LRT', 'MRT', 'Monorail', 'KTM Komuter', 'ERL', 'Other']);
    // Focus moves to the first service revealed.
    await expect(grid.getByRole('link', { name: 'LRT' })).toBeFocused();
    await expect(more).toHaveCount(0);
    await expectNoAxeViolations(page);

    await grid.getByRole('button', { name: 'Show Less' }).click();
    await expect(tiles).toHaveCount(5);
    await expect(grid.getByRole('button', { name: 'More services' })).toBeFocused();

    await grid.getByRole('button', { name: 'More services' }).click();
    await expect(grid.getByRole('link', { name: 'KTM Komuter' })).toHaveAttribute('href', '/review/ktm-komuter');
    await grid.getByRole('link', { name: 'Car-sharing' }).click();
    await expect(page).toHaveURL('/review/car-sharing');
    await expect(page.getByRole('radio', { name: 'Car-sharing' })).toBeChecked();
  });

  test('Trending shows a review people like and comment on, and More leads to /popular', async ({ page }) => {
    const name = `Rider ${uniqueWord('Tr')}`;
    const rider = await verifiedRider(page, name, { inBrowser: false });
    const ids = await reviewOptionIds(page.request);
    const reviewId = await postReview(page.request, rider, ids, { service: 'LRT', aspect: 'INFORMATION', experience: 'The platform screens were blank all morning.' });
    const headers = { authorization: `Bearer ${rider.token}` };
    const liked = await page.request.put(`/api/reviews/${reviewId}/reaction`, { headers, data: { value: 'like' } });
    expect(liked.status(), await liked.text()).toBe(200);
    // Comments weigh twice a like: enough to stay in the top six while other tests post reviews.
    for (const body of ['Same at KL Sentral.', 'And at Masjid Jamek.', 'Fixed by noon.']) {
      const res = await page.request.post(`/api/reviews/${reviewId}/comments`, { headers, data: { body } });
      expect(res.status(), await res.text()).toBe(201);
    }

    await page.goto('/');
    const trending = trendingSection(page);
    const tile = trending.getByRole('article').filter({ hasText: name });
    await expect(tile).toBeVisible();
    await expect(tile).toContainText('Information / LRT');
    await expectNoAxeViolations(page);

    await tile.getByRole('link').click();
    await expect(page).toHaveURL(`/?review=${reviewId}`);
    await expect(page.getByRole('dialog', { name: 'Review', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('/');

    await trending.getByRole('link', { name: 'More trending reviews' }).click();
    await expect(page).toHaveURL('/popular');
    // /popular's strip shows the same trending reviews.
    await expect(page.getByRole('region', { name: 'Trending' }).getByRole('article').filter({ hasText: name })).toBeVisible();
  });

  test('Trending is hidden when there is nothing to show', async ({ page }) => {
    await page.route('**/api/reviews/trending**', (route) => route.fulfill({ json: { items: [] } }));
    await page.goto('/');
    await expect(servicesSection(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'What is MaaS?' })).toBeVisible();
    await expect(trendingSection(page)).toHaveCount(0);
  });

  test('in Bahasa Malaysia', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: /BM/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beritahu kami pendapat anda tentang perkhidmatan pengangkutan awam kita');
    await expect(page.getByRole('link', { name: 'Suarakan pendapat anda' })).toHaveAttribute('href', '/review');
    const grid = page.getByRole('region', { name: 'Perkhidmatan mana yang anda gunakan?' });
    await expect(grid.getByRole('link')).toHaveText(['Bas Henti-henti', 'Bas Ekspres', 'Teksi', 'E-hailing', 'Perkongsian Kereta']);
    await grid.getByRole('button', { name: 'Lagi perkhidmatan' }).click();
    await expect(grid.getByRole('link', { name: 'Lain-lain' })).toHaveAttribute('href', '/review/other');
    await expect(grid.getByRole('button', { name: 'Tunjuk Kurang' })).toBeVisible();
    const prize = page.getByRole('region', { name: 'Berpeluang memenangi kad Touch n Go bernilai RM50' });
    await expect(prize.getByText('25 pemenang bertuah')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('on a 360 px phone: no sideways scrolling, the grid in three columns', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expectPageHeading(page);
    const grid = servicesSection(page);
    await grid.getByRole('button', { name: 'More services' }).click();
    const boxes = await Promise.all(['Stage Bus', 'Express Bus', 'Taxi', 'E-hailing'].map(async (s) => (await grid.getByRole('link', { name: s }).boundingBox())!));
    expect(boxes[0]!.y).toBe(boxes[2]!.y);
    expect(boxes[3]!.y).toBeGreaterThan(boxes[0]!.y);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
