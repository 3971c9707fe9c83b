import { expect, expectNoAxeViolations, expectPageHeading, test } from './fixtures';
import { GUARDED_ROUTES, PUBLIC_ROUTES } from './support/site-routes';

// Every route of spec section 2 (guarded ones land on /signin for a visitor, which is scanned too).
const ROUTES = [...PUBLIC_ROUTES, ...GUARDED_ROUTES];

test.describe('every route', () => {
  for (const route of ROUTES) {
    test(`${route} renders inside the layout and passes axe`, async ({ page }) => {
      await page.goto(route);
      await expectPageHeading(page);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test('guarded pages send a visitor to sign in', async ({ page }) => {
  for (const route of ['/notification', '/profile', '/setting', '/on-board-question', '/admin-dashboard']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/signin/);
  }
});

test('/dashboard leads to the admin dashboard (and so, for a visitor, to sign in)', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin/);
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});
