import { expect, expectNoAxeViolations, expectPageHeading, test, waitForShell } from './fixtures';
import { holdChunk } from './support/hold-chunk';

test.describe('top bar', () => {
  test('links to home, Survey, Review and Popular, and offers Sign In', async ({ page }) => {
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [
      ['Survey', '/survey'],
      ['Review', '/review'],
      ['Popular', '/popular'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expectPageHeading(page);
    }
    await page.getByRole('banner').getByRole('link', { name: /Suara Transit/ }).first().click();
    await expect(page).toHaveURL('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/signin');
  });

  test('the notification menu invites a visitor to join', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByText('Join the community to add reviews, get updates, and read news')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/signup');
  });

  test('going to another page closes the bell’s dialog, and coming back does not reopen it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/faq');
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(dialog).toBeHidden();
    await page.goForward();
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe('footer', () => {
  const INTERNAL = [
    ['About Us', '/about-us'],
    ['Meet The Team', '/meet-the-team'],
    ['Credit/Attribution', '/credit-attribution'],
    ['Contact Us', '/contact-us'],
    ['Write a Review', '/review'],
    ['Vote an Experience', '/popular'],
    ['Take Survey', '/survey'],
    ['MaaS Ideation', '/maas'],
    ['Earn Reward', '/survey'],
    ['FAQ', '/faq'],
    ['Terms of Use', '/term-of-use'],
    ['Content Policy', '/content-policy'],
    ['Disclaimer', '/disclaimer'],
    ['Privacy & Cookies', '/privacy-cookies'],
  ] as const;

  test('every link leads to its page, and the page starts at the top', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    const footer = page.getByRole('contentinfo');
    for (const [name, path] of INTERNAL) {
      // By keyboard: the home page's Trending tiles can arrive and move the footer as a click lands.
      await footer.getByRole('link', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page, name).toHaveURL(path);
      // Focus moves to the new page's heading once it is in. Waiting for that, not for any visible
      // h1: the old page stays on screen while the new one loads, and its arrival takes focus.
      await expect(page.locator('main h1'), name).toBeFocused();
      // Scroll resets to the top on every route change (the footer link was at the bottom).
      await expect.poll(() => page.evaluate(() => window.scrollY), { message: `${name} scroll` }).toBe(0);
    }
  });

  test('a link followed while the first page still loads moves focus to the page it leads to', async ({ page, baseURL }) => {
    // The home page's code is held back, so the footer's link is followed while its skeleton shows:
    // the plain app, as a signed-in reader gets it (prerender.spec.ts follows one on a drawn page).
    await page.context().addCookies([{ name: 'suara-shell', value: 'plain', url: baseURL! }]);
    const releaseHome = await holdChunk(page, /\/assets\/home-page-[^/]+\.js$/);
    await page.goto('/');
    await expect(page.locator('[data-page-skeleton]')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about-us');
    await expect(page.locator('main h1')).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    releaseHome();
  });

  test('Press Kit opens outside the site, and the copyright line says 2023', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const pressKit = footer.getByRole('link', { name: /Press Kit/ });
    await expect(pressKit).toHaveAttribute('target', '_blank');
    await expect(pressKit).toHaveAttribute('rel', /noopener/);
    await expect(pressKit).toHaveAttribute('href', /^https:\/\//);
    await expect(footer.getByText(/© 2023/)).toBeVisible();
    await expect(footer.getByText(/verifies and curates it/)).toBeVisible();
  });
});

test.describe('language', () => {
  test('switches to Bahasa Malaysia, keeps it after a reload, and switches back', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /BM/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('navigation', { name: 'Utama' }).or(page.getByRole('navigation').first())).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Tell us what you think about our public transport services');
    const malayHeading = await page.getByRole('heading', { level: 1 }).textContent();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(malayHeading ?? '');
    await expectNoAxeViolations(page);

    await page.getByRole('contentinfo').getByRole('button', { name: /EN/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us what you think about our public transport services');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the burger menu opens the links, navigates and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expectNoAxeViolations(page);
    await drawer.getByRole('link', { name: 'Popular' }).click();
    await expect(page).toHaveURL('/popular');
    await expect(drawer).toBeHidden();
  });

  test('the menu works by keyboard and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the home page fits the screen without sideways scrolling', async ({ page }) => {
    await page.goto('/');
    await expectPageHeading(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
