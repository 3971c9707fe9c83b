import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';
import { boxOf, LAPTOP, PHONE } from './support/layout';
import { apiSignIn, createAccount, newAccount, onboardedRider, signInBrowser } from './support/accounts';
import { E2E_ADMIN } from './support/admin-account';
import { postReview, reviewOptionIds, verifiedRider } from './support/review-factory';

/*
 * Issue #13's polish of the admin dashboard, Settings and the sign-in page: the People table's
 * layout (the 'You' badge in its own cell, the action never cut off, rows of one height, the
 * dashboard lined up with the header and footer, a sticky first column on a phone), 'Change
 * profile photo' on hover or as a button under the photo on a phone, no header 'Sign In' on the
 * sign-in page, the feelings legend's shares in one format, and axe's full rule set (best
 * practices too: heading-order) on every admin tab in both languages with its dialog or menu open.
 */


/** Where a box's content starts: its left edge plus its left padding (a Container's text starts there). */
const contentLeft = (locator: Locator) =>
  locator.evaluate((el) => el.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(el).paddingLeft));

/** axe's whole rule set (fixtures.ts: best practices too, heading-order and region), naming the state scanned. */
async function expectNoViolationsOfAnyRule(page: Page, state: string) {
  expect(await axeViolations(page), `axe violations on ${page.url()} (${state})`).toEqual([]);
}

/** Two riders whose e-mails share a marker (a search finds just them); the first with a long phone, city and Malay. */
async function markedRiders(request: APIRequestContext) {
  const marker = `polish${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const long = { ...newAccount('Ahmad Omar'), email: `${marker}.a@example.my` };
  const short = { ...newAccount('Ong Siew Lan'), email: `${marker}.b@example.my` };
  for (const account of [long, short]) await createAccount(request, account);
  const { token } = await apiSignIn(request, long);
  const res = await request.put('/api/users/me', {
    headers: { authorization: `Bearer ${token}` },
    data: { phone: '+60 12-990 2269', location: 'Taman Tun Dr Ismail, Kuala Lumpur', language: 'ms' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return marker;
}

/** Cells kept in view while others scroll under them must paint a solid background. */
async function expectOpaque(cells: Locator) {
  const colours = await cells.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
  expect(colours.length).toBeGreaterThan(1);
  for (const colour of colours) expect(colour).not.toMatch(/^rgba\(.*, 0\)$|^transparent$/);
}

const usersSection = (page: Page) => page.getByRole('region', { name: /^Users \(\d+\)$/ });
const adminsSection = (page: Page) => page.getByRole('region', { name: /^Administrators \(\d+\)$/ });
const dataRows = (section: Locator) => section.getByRole('row').filter({ has: section.page().getByRole('cell') });

/** The dashboard, the header's logo and the footer's content all start at the same x. */
async function expectLinedUp(page: Page) {
  const header = await contentLeft(page.getByRole('banner').locator('.mantine-Container-root'));
  const footer = await contentLeft(page.getByRole('contentinfo').locator('.mantine-Container-root'));
  const logo = (await boxOf(page.getByRole('banner').getByRole('link').first())).x;
  const heading = (await boxOf(page.getByRole('heading', { level: 1 }))).x;
  const tabs = (await boxOf(page.getByRole('tablist'))).x;
  for (const [what, x] of Object.entries({ footer, logo, heading, tabs })) expect(Math.abs(x - header), `${what} at ${x}, header at ${header}`).toBeLessThanOrEqual(1);
}

test.describe('the admin People table', () => {
  test('on a laptop: the badge in its cell, the actions whole and in view, rows of one height, lined up with header and footer', async ({ page }) => {
    test.slow(); // three accounts and two tables
    await page.setViewportSize(LAPTOP);
    const marker = await markedRiders(page.request);
    await signInBrowser(page, E2E_ADMIN);
    await page.goto('/admin-dashboard');
    const admins = adminsSection(page);
    const users = usersSection(page);
    await users.getByLabel('Find by e-mail').fill(marker);
    await expect(dataRows(users)).toHaveCount(2);
    await expect(users.getByRole('cell', { name: 'Taman Tun Dr Ismail, Kuala Lumpur' })).toBeVisible();

    // The 'You' badge sits inside the Name cell, clear of the name and of the Username cell.
    const ownRow = dataRows(admins).filter({ hasText: E2E_ADMIN.username });
    const nameCell = ownRow.getByRole('cell').first();
    const usernameCell = ownRow.getByRole('cell', { name: E2E_ADMIN.username, exact: true });
    const badge = nameCell.getByText('You', { exact: true });
    const name = nameCell.getByText(E2E_ADMIN.name, { exact: true });
    const [badgeBox, nameBox, cellBox, nextBox] = [await boxOf(badge), await boxOf(name), await boxOf(nameCell), await boxOf(usernameCell)];
    expect(badgeBox.x).toBeGreaterThanOrEqual(nameBox.x + nameBox.width);
    expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(cellBox.x + cellBox.width);
    expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(nextBox.x);

    // Every action button shows its whole label, inside the visible part of its table's box.
    for (const [section, label] of [
      [admins, 'Administrators'],
      [users, 'Users'],
    ] as const) {
      const scroller = section.getByRole('region', { name: label, exact: true });
      const view = await boxOf(scroller);
      const buttons = section.getByRole('button', { name: /admin privilege/ });
      expect(await buttons.count()).toBeGreaterThan(0);
      for (const button of await buttons.all()) {
        const clipped = await button.evaluate((el) =>
          [el, ...el.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflow !== 'visible'),
        );
        expect(clipped, 'the button label is cut').toBe(false);
        const b = await boxOf(button);
        expect(b.x).toBeGreaterThanOrEqual(view.x);
        expect(b.x + b.width).toBeLessThanOrEqual(view.x + view.width);
      }
    }

    // The pinned Action column hides what slides under it, on striped and plain rows alike.
    await expectOpaque(page.getByRole('tabpanel').getByRole('row').locator('th:last-child, td:last-child'));

    // One height for every row, whatever wraps elsewhere (a long phone number, a long city).
    const heights = [];
    for (const row of [...(await dataRows(admins).all()), ...(await dataRows(users).all())]) heights.push((await boxOf(row)).height);
    expect(Math.max(...heights) - Math.min(...heights), `row heights ${heights.join(', ')}`).toBeLessThanOrEqual(1);

    await expectLinedUp(page);
  });

  test('on a phone: lined up with header and footer; the table scrolls inside itself with its first column kept in view', async ({ page }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    const marker = await markedRiders(page.request);
    await signInBrowser(page, E2E_ADMIN);
    await page.goto('/admin-dashboard');
    const users = usersSection(page);
    await users.getByLabel('Find by e-mail').fill(marker);
    await expect(dataRows(users)).toHaveCount(2);
    await expectLinedUp(page);

    const scroller = users.getByRole('region', { name: 'Users', exact: true });
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    const view = await boxOf(scroller);
    // The first column (header and cells) still starts at the box's left edge; the second has slid away.
    for (const cell of [users.getByRole('columnheader', { name: 'Name', exact: true }), dataRows(users).first().getByRole('cell').first()]) {
      const b = await boxOf(cell);
      expect(b.x).toBeGreaterThanOrEqual(view.x - 1);
      expect(b.x + b.width).toBeLessThanOrEqual(view.x + view.width);
    }
    const username = await boxOf(users.getByRole('columnheader', { name: 'Username', exact: true }));
    expect(username.x + username.width).toBeLessThan(view.x);
    // What slides under the sticky column does not show through it, on any row.
    await expectOpaque(users.getByRole('row').locator('th:first-child, td:first-child'));
  });
});

test.describe('Settings: Change profile photo', () => {
  const photoButton = (page: Page, words = 'Change profile photo') => page.getByRole('button', { name: words });
  /** The box that holds the camera and the words (the words' parent). */
  const label = (page: Page, words = 'Change profile photo') => photoButton(page, words).getByText(words, { exact: true }).locator('..');
  const opacity = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).opacity);

  test('on a laptop it shows on hover and on keyboard focus only; the file input is named; axe finds nothing', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await onboardedRider(page, 'Faridah Musa');
    await page.goto('/setting');
    await expect(photoButton(page)).toBeVisible();
    await expect.poll(() => opacity(label(page))).toBe('0');

    await photoButton(page).hover();
    await expect.poll(() => opacity(label(page))).toBe('1');
    await page.mouse.move(0, 0);
    await expect.poll(() => opacity(label(page))).toBe('0');

    // A keyboard user tabbing to the photo sees the words too (from the card's heading, Tab reaches the photo).
    await page.getByRole('heading', { name: 'Profile photo' }).click();
    await page.keyboard.press('Tab');
    await expect(photoButton(page)).toBeFocused();
    await expect.poll(() => opacity(label(page))).toBe('1');

    // The input is never shown (display: none), so its name is read from the attribute.
    await expect(page.locator('input[type="file"]')).toHaveAttribute('aria-label', 'Change profile photo');
    await expectNoViolationsOfAnyRule(page, 'settings');
  });

  test.describe('on a touch screen', () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('on a phone it is a whole, visible button under the photo, not text over it; in Malay too', async ({ page }) => {
    await onboardedRider(page, 'Faridah Musa');
    for (const [language, words] of [
      ['en', 'Change profile photo'],
      ['ms', 'Tukar foto profil'],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('suara.lang', lang), language);
      await page.goto('/setting');
      const button = photoButton(page, words);
      await expect(button).toBeVisible();
      const text = label(page, words);
      await expect(text).toHaveText(words);
      expect(await opacity(text)).toBe('1');
      const photo = await boxOf(button.locator('.mantine-Avatar-root'));
      const under = await boxOf(text);
      expect(under.y, 'below the photo').toBeGreaterThanOrEqual(photo.y + photo.height);
      expect(under.x).toBeGreaterThanOrEqual(0);
      expect(under.x + under.width).toBeLessThanOrEqual(PHONE.width);
      const cut = await text.evaluate((el) => [el, ...el.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth + 1));
      expect(cut, 'the words are cut').toBe(false);
      await expect(page.locator('input[type="file"]')).toHaveAttribute('aria-label', words);
      await expectNoViolationsOfAnyRule(page, `settings on a phone, ${language}`);
    }
  });
  });
});

test.describe('the header’s Sign In', () => {
  test('is not offered on the sign-in page itself (bar or drawer), but is on sign-up and elsewhere', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    const headerSignIn = page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true });
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(headerSignIn).toHaveCount(0);
    for (const path of ['/signup', '/']) {
      await page.goto(path);
      await expect(headerSignIn).toBeVisible();
    }

    await page.setViewportSize(PHONE);
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(headerSignIn).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
    // On sign-up both stay: Sign In is the way for those who already have an account.
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  });
});

test.describe('the admin feelings legend', () => {
  // Shares that mix whole and half percentages (19 % and 9.5 %, as seen): 200 reviews.
  const counts = { awesome: 20, pleasent: 33, good: 40, neutral: 50, bad: 0, disappointing: 19, terrible: 38 };

  for (const [language, names] of [
    ['en', ['Awesome', 'Pleasant', 'Good', 'Neutral', 'Bad', 'Disappointing', 'Terrible']],
    ['ms', ['Hebat', 'Menyenangkan', 'Baik', 'Neutral', 'Buruk', 'Mengecewakan', 'Teruk']],
  ] as const) {
    test(`gives every share with one decimal (${language})`, async ({ page }) => {
      await page.setViewportSize(LAPTOP);
      // The real overview, with its review counts set to the mix above: the format, not the data, is under test.
      await page.route('**/api/admin/overview', async (route) => {
        const response = await route.fetch();
        const overview = (await response.json()) as { review: Record<string, number> };
        overview.review = { total: 200, ...counts };
        await route.fulfill({ response, json: overview });
      });
      await signInBrowser(page, E2E_ADMIN);
      await page.evaluate((lang) => localStorage.setItem('suara.lang', lang), language);
      await page.goto('/admin-dashboard?tab=reports');
      const legend = page.getByRole('list').filter({ hasText: names[1] }).filter({ hasText: names[6] });
      const items = legend.getByRole('listitem');
      await expect(items).toHaveCount(7);
      const expected = ['10.0%', '16.5%', '20.0%', '25.0%', '0.0%', '9.5%', '19.0%'];
      for (const [i, item] of (await items.all()).entries()) {
        await expect(item).toContainText(names[i]!);
        await expect(item).toContainText(expected[i]!);
      }
    });
  }
});

test.describe('axe, every rule, on every admin tab', () => {
  for (const language of ['en', 'ms'] as const) {
    test(`People, Reports, Moderation, Tickets, Posters, Operators and Audit log, with the role dialog and the status menu open (${language})`, async ({ page }) => {
      test.slow(); // seven tabs and nine full scans
      await page.setViewportSize(LAPTOP);
      // An open report, so the Moderation tab lists a card (its heading is what axe checked).
      const author = await verifiedRider(page, 'Rosnah Ali', { inBrowser: false });
      const reporter = await verifiedRider(page, 'Kamal Idris', { inBrowser: false });
      const reviewId = await postReview(page.request, author, await reviewOptionIds(page.request));
      const reported = await page.request.post('/api/reports', {
        headers: { authorization: `Bearer ${reporter.token}` },
        data: { targetType: 'review', targetId: reviewId, reason: 'spam' },
      });
      expect(reported.status(), await reported.text()).toBe(201);

      await signInBrowser(page, E2E_ADMIN);
      await page.evaluate((lang) => localStorage.setItem('suara.lang', lang), language);
      const tabs = ['people', 'reports', 'moderation', 'tickets', 'posters', 'operators', 'audit'];
      for (const tab of tabs) {
        await page.goto(tab === 'people' ? '/admin-dashboard' : `/admin-dashboard?tab=${tab}`);
        const panel = page.getByRole('tabpanel');
        await expect(panel.getByRole('heading').first()).toBeVisible();
        await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
        if (tab === 'moderation' || tab === 'tickets') await expect(panel.getByRole('heading', { level: 3 }).first()).toBeVisible();
        await expectNoViolationsOfAnyRule(page, `${tab} tab`);

        if (tab === 'people') {
          await panel.locator('tbody').last().getByRole('button').first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await expectNoViolationsOfAnyRule(page, 'people, role dialog open');
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
        if (tab === 'tickets') {
          await panel.locator('[aria-haspopup="menu"]').first().click();
          await expect(page.getByRole('menu')).toBeVisible();
          await expectNoViolationsOfAnyRule(page, 'tickets, status menu open');
          await page.keyboard.press('Escape');
          await expect(page.getByRole('menu')).toHaveCount(0);
        }
      }
    });
  }
});
