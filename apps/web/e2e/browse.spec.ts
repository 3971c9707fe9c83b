import type { ElementHandle, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectPageHeading, test } from './fixtures';
import { postReview, reviewOptionIds, uniqueWord, verifiedRider } from './support/review-factory';

/*
 * /popular, the review browse page (issue #5, journeys 1–3): the Card view with its sorts and
 * endless list, Advanced Search with the filters in the URL, and the type-ahead search. Other
 * tests post reviews into the same database, so each test filters on an operator name of its own.
 */

const cards = (page: Page) => page.getByRole('list', { name: 'Reviews', exact: true }).getByRole('listitem');
const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review', exact: true });
const advancedSearch = (page: Page) => page.getByRole('form', { name: 'Advanced Search' });

/** Clicks `button`, then types `text` into `input` in the same task, before React renders again. */
async function typeRightAfter(button: Locator, input: Locator, text: string) {
  const inputElement = (await input.elementHandle()) as ElementHandle<HTMLInputElement>;
  await button.evaluate(
    (clicked: HTMLElement, [typedInto, typed]) => {
      clicked.click();
      // React reads a controlled input's value through the prototype's setter.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(typedInto, typed);
      typedInto.dispatchEvent(new Event('input', { bubbles: true }));
    },
    [inputElement, text] as const,
  );
}

/** 'yyyy-MM-dd' in Kuala Lumpur, `days` from today. */
function klDay(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });
}

test.describe('browse reviews at /popular', () => {
  test('Map by default; Card view shows three skeletons, the tiles, the seven sorts and more on scroll; a tile opens the dialog', async ({ page }) => {
    test.slow(); // fourteen reviews to post first
    const rider = await verifiedRider(page, 'Farid Hamzah');
    const ids = await reviewOptionIds(page.request);
    const operator = uniqueWord('Opr');
    const feelings = ['UNACCEPTABLE', 'ANNOYED', 'DISAPPOINTED', 'FAIR', 'NOT_BAD', 'GOOD', 'EXCELLENT'];
    // 14 reviews, oldest first: two pages of 12. The first is the worst, the last the best.
    for (let i = 0; i < 14; i += 1) {
      await postReview(page.request, rider, ids, { feeling: feelings[Math.floor(i / 2)], operatorName: operator, experience: `Trip number ${i + 1}` });
    }

    await page.goto('/popular');
    await expectPageHeading(page);
    await expect(page.getByRole('radio', { name: 'Map' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Create A Review' })).toHaveAttribute('href', '/review');
    await expect(page.getByRole('searchbox', { name: 'Search reviews' })).toHaveAttribute('placeholder', 'Everyone is searching "PJ Bus"');

    // Hold the first page back to see the skeletons.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/reviews\?.*operator=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/popular?operator=${operator}`);
    await page.getByText('Card', { exact: true }).click();
    await expect(page).toHaveURL(/view=card/);
    const loading = page.getByRole('status', { name: 'Loading reviews' });
    await expect(loading.locator('li')).toHaveCount(3);
    release();

    // Latest first; the rest loads as the end of the list comes into view.
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first()).toContainText('Excellent');
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(14);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.click();
    const labels = await page.getByRole('option').allTextContents();
    expect(labels).toEqual(['Latest', 'Earliest', 'Positive', 'Critical', 'Most Discussed', 'Most Upvotes', 'Most Downvotes']);
    // Another sort is another list: its skeletons while it loads, never the last sort's tiles.
    let releaseCritical: () => void = () => undefined;
    const criticalHeld = new Promise<void>((resolve) => (releaseCritical = resolve));
    await page.route(/\/api\/reviews\?.*sort=critical/, async (route) => {
      await criticalHeld;
      await route.continue();
    });
    await page.getByRole('option', { name: 'Critical' }).click();
    await expect(page).toHaveURL(/sort=critical/);
    await expect(loading.locator('li')).toHaveCount(3);
    await expect(cards(page)).toHaveCount(0);
    releaseCritical();
    await expect(cards(page).first()).toContainText('Unacceptable');

    await sort.click();
    await page.getByRole('option', { name: 'Earliest' }).click();
    await expect(page).toHaveURL(/sort=earliest/);
    await expect(cards(page).first()).toContainText('Unacceptable');
    await expectNoAxeViolations(page);

    // The sort and view survive a reload; a tile opens the dialog over the list. (From the top: a
    // reload restores the scroll position, and the end of the list in view loads the next page.)
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Earliest');
    await cards(page).first().getByRole('link').click();
    await expect(reviewDialog(page)).toBeVisible();
    await expect(reviewDialog(page).getByText('Trip number 1', { exact: true })).toBeVisible();
    await reviewDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(reviewDialog(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(12);
  });

  test('Advanced Search: dates are checked, the filters go in the URL, survive a reload, and Clear empties them', async ({ page }) => {
    test.slow(); // two riders and a long journey through the form
    const rider = await verifiedRider(page, 'Mei Ling Tan', { inBrowser: false });
    const other = await verifiedRider(page, 'Rajesh Kumar');
    const ids = await reviewOptionIds(page.request);
    const operator = uniqueWord('Bas');
    await postReview(page.request, rider, ids, { feeling: 'GOOD', service: 'STAGE_BUS', operatorName: operator, routeName: 'PJ02 Kelana', experience: 'Mine on PJ02' });
    await postReview(page.request, rider, ids, { feeling: 'GOOD', service: 'MRT', operatorName: operator, routeName: 'Putrajaya Line', experience: 'Mine on the MRT' });
    await postReview(page.request, other, ids, { feeling: 'ANNOYED', service: 'STAGE_BUS', operatorName: operator, routeName: 'PJ02 Kelana', experience: 'Theirs on PJ02' });
    // The browser is signed in as Rajesh.
    await page.goto('/popular?view=card');
    // Drawn when first opened, not while the page starts.
    await expect(page.locator('form[aria-label="Advanced Search"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    const form = advancedSearch(page);
    await expect(form).toBeVisible();

    await form.getByRole('textbox', { name: 'Date From' }).fill(klDay(1));
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(form.getByText('Date cannot be in the future')).toBeVisible();
    await form.getByRole('textbox', { name: 'Date From' }).fill(klDay(-1));
    await form.getByRole('textbox', { name: 'Date To' }).fill(klDay(-3));
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(form.getByText('Date To cannot be before Date From')).toBeVisible();
    await expect(page).not.toHaveURL(/from=/);
    // The field itself shows the spec's 'yyyy/MM/dd', not the browser locale's 'mm/dd/yyyy'.
    await expect(form.getByRole('textbox', { name: 'Date From' })).toHaveValue(klDay(-1).replaceAll('-', '/'));

    await form.getByRole('textbox', { name: 'Date To' }).fill(klDay(0));
    await form.getByRole('textbox', { name: 'Operator / Company' }).fill(operator.toLowerCase());
    await form.getByRole('textbox', { name: 'Line / Route' }).fill('pj02');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`operator=${operator.toLowerCase()}.*route=pj02|route=pj02.*operator=${operator.toLowerCase()}`));
    await expect(cards(page)).toHaveCount(2);

    // Reaction and Mode of Travel narrow it further.
    await form.getByRole('combobox', { name: 'Reaction' }).click();
    await page.getByRole('option', { name: 'Annoyed' }).click();
    await form.getByRole('combobox', { name: 'Mode of Travel' }).click();
    await page.getByRole('option', { name: 'Stage Bus' }).click();
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Rajesh Kumar');
    await expectNoAxeViolations(page);

    // Shared or reloaded, the same view: the filters are in the URL.
    await page.reload();
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await expect(advancedSearch(page).getByRole('textbox', { name: 'Line / Route' })).toHaveValue('pj02');
    await expect(advancedSearch(page).getByRole('combobox', { name: 'Reaction' })).toHaveValue('Annoyed');

    // Clear sends an empty filter, and what is typed before the page has followed it is kept (in
    // one task, as a quick rider on a slow phone would: the URL changes first, the page a moment
    // later). Posted by 'Me only' shows the signed-in rider's reviews.
    const operatorBox = advancedSearch(page).getByRole('textbox', { name: 'Operator / Company' });
    await typeRightAfter(advancedSearch(page).getByRole('button', { name: 'Clear' }), operatorBox, operator);
    await expect(page).toHaveURL(/\/popular\?view=card$/);
    await expect(operatorBox).toHaveValue(operator);
    await advancedSearch(page).getByRole('radio', { name: 'Me only' }).check();
    await advancedSearch(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/posted=me/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Rajesh Kumar');
    await advancedSearch(page).getByRole('radio', { name: 'Everyone' }).check();
    await advancedSearch(page).getByRole('button', { name: 'Search' }).click();
    await expect(cards(page)).toHaveCount(3);
  });

  test('type-ahead: author and the experience line, forgiving matching, No result found, an empty box sends nothing, a result opens the review', async ({ page }) => {
    const rider = await verifiedRider(page, 'Nurul Huda');
    const ids = await reviewOptionIds(page.request);
    const word = uniqueWord('kw');
    const reviewId = await postReview(page.request, rider, ids, {
      experience: `Pemandu ${word} sangat sopan`,
      operatorName: 'Rapid KL',
      routeName: 'PJ03',
      stopName: 'Amcorp Mall',
      vehiclePlate: 'WXY 1234',
    });

    await page.goto('/popular');
    const box = page.getByRole('searchbox', { name: 'Search reviews' });
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/reviews/search')) searches.push(request.url());
    });

    // A prefix of the word finds it; the result shows the author and the spec's line.
    await box.fill(word.slice(0, -2));
    const result = page.getByRole('option').filter({ hasText: word });
    await expect(result).toHaveCount(1);
    await expect(result).toContainText('Nurul Huda');
    await expect(result).toContainText(`Pemandu ${word} sangat sopan - Rapid KL - PJ03 - Amcorp Mall - WXY 1234`);
    await expectNoAxeViolations(page);

    // A small typo (two letters swapped) still finds it.
    const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
    await box.fill(typo);
    await expect(page.getByRole('option').filter({ hasText: word })).toHaveCount(1);

    // Nothing matches: the spec's words.
    await box.fill(`${uniqueWord('nomatch')}`);
    await expect(page.getByText('No result found')).toBeVisible();

    // Emptied, the box sends nothing and the results go.
    await box.fill('');
    const sent = searches.length;
    await page.waitForTimeout(600);
    expect(searches.length).toBe(sent);
    await expect(page.getByRole('option')).toHaveCount(0);

    // Chosen by keyboard, a result opens its review and the box clears.
    await box.fill(word);
    await expect(page.getByRole('option').filter({ hasText: word })).toHaveCount(1);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`review=${reviewId}`));
    await expect(reviewDialog(page)).toBeVisible();
    await expect(box).toHaveValue('');
  });

  test('a first visit asks for the trending reviews and the first cards once each, while its strings are still on their way', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/reviews/trending' || (url.pathname === '/api/reviews' && !url.searchParams.has('cursor'))) asked.push(url.pathname);
    });
    // The strings are held until both are asked for: the page's code asks as it arrives, not once it renders.
    await page.route(/\/assets\/en-[\w-]+\.js$/, async (route) => {
      await expect.poll(() => asked.length).toBe(2);
      await route.continue();
    });
    await page.goto('/popular?view=card');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trending' }).getByRole('listitem').first()).toBeVisible();
    expect(asked.sort()).toEqual(['/api/reviews', '/api/reviews/trending']);
  });

  test('in Bahasa Malaysia the page speaks Malay', async ({ page }) => {
    await page.goto('/popular?view=card');
    await page.getByRole('banner').getByRole('button', { name: /BM/ }).click();
    await expect(page.getByRole('searchbox', { name: 'Cari ulasan' })).toHaveAttribute('placeholder', 'Semua orang mencari "PJ Bus"');
    await expect(page.getByRole('button', { name: 'Carian Terperinci' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cipta Ulasan' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Peta' })).toBeAttached();
    await expect(page.getByRole('combobox', { name: 'Susun ikut' })).toHaveValue('Terkini');
    await expectNoAxeViolations(page);
  });
});
