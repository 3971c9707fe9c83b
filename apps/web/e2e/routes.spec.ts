import { expect, expectNoAxeViolations, expectPageHeading, test } from './fixtures';

// Every route of spec section 2 (guarded ones land on /signin for a visitor, which is scanned too).
const ROUTES = [
  '/',
  '/signin',
  '/signup',
  '/verify-email/some-code',
  '/forgot-password',
  '/reset-password/some-code',
  '/social-login-redirect/google/some-code',
  '/popular',
  '/review',
  '/review/stage-bus',
  '/notification',
  '/profile',
  '/survey',
  '/meet-the-team',
  '/about-us',
  '/credit-attribution',
  '/term-of-use',
  '/content-policy',
  '/disclaimer',
  '/privacy-cookies',
  '/on-board-question',
  '/faq',
  '/maas',
  '/contact-us',
  '/public-profile/0190f2b4-0000-7000-8000-000000000000',
  '/setting',
  '/admin-dashboard',
  '/dashboard',
  '/no-such-page',
];

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
