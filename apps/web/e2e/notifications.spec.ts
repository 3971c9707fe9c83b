import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectPageHeading, test } from './fixtures';
import { postReview, reviewOptionIds, verifiedRider, type Rider } from './support/review-factory';

/*
 * Notifications (issue #6, journey 5): a rider's bell counts what others do to their review, live
 * (Server-Sent Events, no reload); the menu words it, groups likes and opens the review; Mark all
 * as read; /notification lists everything with Load more; both languages; axe on each view.
 */

const auth = (rider: Rider) => ({ authorization: `Bearer ${rider.token}` });
const bell = (page: Page, name: string | RegExp = 'Notifications') => page.getByRole('banner').getByRole('button', { name, exact: typeof name === 'string' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

async function comment(request: APIRequestContext, rider: Rider, reviewId: string, body: string) {
  const res = await request.post(`/api/reviews/${reviewId}/comments`, { headers: auth(rider), data: { body } });
  expect(res.status(), await res.text()).toBe(201);
}

async function like(request: APIRequestContext, rider: Rider, reviewId: string) {
  const res = await request.put(`/api/reviews/${reviewId}/reaction`, { headers: auth(rider), data: { value: 'like' } });
  expect(res.status(), await res.text()).toBe(200);
}

async function meToo(request: APIRequestContext, rider: Rider, reviewId: string) {
  const res = await request.put(`/api/reviews/${reviewId}/me-too`, { headers: auth(rider) });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('notifications', () => {
  test('arrive live on the bell, group likes, open the review and are marked read', async ({ page }) => {
    test.slow(); // four riders with mailed verification links first
    const author = await verifiedRider(page, 'Aminah Yusof');
    const [farid, mei, dan] = [
      await verifiedRider(page, 'Farid Hamzah', { inBrowser: false }),
      await verifiedRider(page, 'Mei Ling Tan', { inBrowser: false }),
      await verifiedRider(page, 'Dan Raj', { inBrowser: false }),
    ];
    const reviewId = await postReview(page.request, author, await reviewOptionIds(page.request));

    // The tab's stream is open before anything happens, so what follows can only arrive through it.
    const streamOpened = page.waitForResponse((res) => res.url().includes('/api/notifications/stream?') && res.status() === 200);
    await page.goto('/survey');
    await streamOpened;
    await expect(bell(page)).toBeVisible();
    await bell(page).click();
    await expect(menu(page).getByText('No new notification')).toBeVisible();
    await page.keyboard.press('Escape');

    // Someone comments: the bell counts it without a reload.
    await comment(page.request, farid, reviewId, 'Same bus, same driver, same kindness.');
    await expect(bell(page, 'Notifications, 1 unread')).toBeVisible();
    await bell(page, 'Notifications, 1 unread').click();
    const commented = menu(page).getByRole('link', { name: /Farid Hamzah commented on your review/ });
    await expect(commented).toBeVisible();
    await expect(commented).toContainText('New');
    await expectNoAxeViolations(page);

    // Opening it shows the review and marks it read.
    await commented.click();
    await expect(page).toHaveURL(`/popular?review=${reviewId}`);
    await expect(page.getByRole('dialog', { name: 'Review', exact: true })).toBeVisible();
    await expect(bell(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Review', exact: true })).toHaveCount(0);

    // Three likes are one item, named after the latest.
    for (const rider of [farid, mei, dan]) await like(page.request, rider, reviewId);
    await expect(bell(page, 'Notifications, 1 unread')).toBeVisible();
    await bell(page, 'Notifications, 1 unread').click();
    await expect(menu(page).getByRole('link', { name: /Dan Raj and 2 others liked your review/ })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: /Farid Hamzah commented on your review/ })).not.toContainText('New');

    await menu(page).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toBeVisible();
    await expect(menu(page).getByText('New', { exact: true })).toHaveCount(0);

    // Two riders say it happened to them too: one item, counting them; the author's dialog shows the count, no button.
    await bell(page).click(); // closes the menu ('Mark all as read' took the focus that Escape needs with it)
    await expect(menu(page)).toHaveCount(0);
    for (const rider of [mei, dan]) await meToo(page.request, rider, reviewId);
    await expect(bell(page, 'Notifications, 1 unread')).toBeVisible();
    await bell(page, 'Notifications, 1 unread').click();
    const meToos = menu(page).getByRole('link', { name: /2 riders said your review happened to them too/ });
    await expect(meToos).toContainText('New');
    await meToos.click();
    const review = page.getByRole('dialog', { name: 'Review', exact: true });
    await expect(review.getByText('2 riders said this happened to them too')).toBeVisible();
    await expect(review.getByRole('button', { name: /This happened to me too/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(review).toHaveCount(0);
    await bell(page).click();

    // Bahasa Malaysia.
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.setItem('suara.lang', 'ms'));
    await page.reload();
    await bell(page, 'Pemberitahuan').click();
    const dialog = page.getByRole('dialog', { name: 'Pemberitahuan' });
    await expect(dialog.getByRole('link', { name: /Dan Raj dan 2 orang lain menyukai ulasan anda/ })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /2 penumpang berkata perkara dalam ulasan anda turut berlaku kepada mereka/ })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Farid Hamzah memberi komen pada ulasan anda/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Tandakan semua sudah dibaca' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Lihat Semua' })).toBeVisible();
  });

  test('/notification lists them all with Load more', async ({ page }) => {
    test.slow(); // two riders and twelve comments first
    const author = await verifiedRider(page, 'Aminah Yusof');
    const farid = await verifiedRider(page, 'Farid Hamzah', { inBrowser: false });
    const reviewId = await postReview(page.request, author, await reviewOptionIds(page.request));
    for (let i = 1; i <= 12; i += 1) await comment(page.request, farid, reviewId, `Comment number ${i}`);

    await page.goto('/');
    await bell(page, 'Notifications, 12 unread').click();
    await expect(menu(page).getByRole('link', { name: /commented on your review/ })).toHaveCount(5);
    await menu(page).getByRole('link', { name: 'See All' }).click();
    await expect(page).toHaveURL('/notification');
    await expectPageHeading(page);
    const items = page.getByRole('main').getByRole('link', { name: /Farid Hamzah commented on your review/ });
    await expect(items).toHaveCount(10);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(items).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await page.getByRole('main').getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toBeVisible();
    await expect(page.getByRole('main').getByText('New', { exact: true })).toHaveCount(0);

    await items.first().click();
    await expect(page).toHaveURL(`/popular?review=${reviewId}`);
    await expect(page.getByRole('dialog', { name: 'Review', exact: true })).toBeVisible();
  });

  test('a visitor is invited to join', async ({ page }) => {
    await page.goto('/');
    await bell(page).click();
    await expect(menu(page).getByText('Join the community to add reviews, get updates, and read news')).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });
});
