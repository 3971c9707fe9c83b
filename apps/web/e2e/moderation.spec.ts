import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { apiSignIn, signInBrowser, toast } from './support/accounts';
import { E2E_ADMIN } from './support/admin-account';
import { postReview, reviewOptionIds, uniqueWord, verifiedRider, type Rider } from './support/review-factory';

/*
 * Moderation (issue #7): three verified riders' reports hide a review until an administrator
 * looks; the admin finds it in the queue with its count and reasons and restores it; the admin
 * hides a comment straight from the review dialog. Every journey makes its own riders and reviews.
 */

const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review', exact: true });
const auth = (rider: Rider) => ({ authorization: `Bearer ${rider.token}` });

async function report(request: APIRequestContext, rider: Rider, reviewId: string, reason: string) {
  const res = await request.post('/api/reports', { headers: auth(rider), data: { targetType: 'review', targetId: reviewId, reason } });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe('moderation', () => {
  test('three reports hide a review; the author sees it hidden; the admin restores it from the queue', async ({ page, browser }) => {
    test.slow(); // five accounts, three sessions and an axe scan
    const author = await verifiedRider(page, 'Zainal Abidin', { inBrowser: false });
    const word = uniqueWord('mod');
    const reviewId = await postReview(page.request, author, await reviewOptionIds(page.request), { experience: `The bus was late again ${word}` });
    const ticketNumber = ((await (await page.request.get(`/api/reviews/${reviewId}`)).json()) as { review: { ticketNumber: number } }).review.ticketNumber;

    // A visitor sees it on /popular.
    await page.goto(`/popular?review=${reviewId}`);
    await expect(reviewDialog(page).getByText(word)).toBeVisible();

    const reporters = [];
    for (const name of ['Aina Rahman', 'Badrul Hisham', 'Chong Mei Ling']) reporters.push(await verifiedRider(page, name, { inBrowser: false }));
    await report(page.request, reporters[0]!, reviewId, 'spam');
    await report(page.request, reporters[1]!, reviewId, 'false-information');
    await report(page.request, reporters[2]!, reviewId, 'spam');

    // Gone for the public, in the list and in the dialog.
    await page.goto(`/popular?review=${reviewId}`);
    await expect(reviewDialog(page).getByText('This review is not available. It may have been deleted.')).toBeVisible();
    const list = (await (await page.request.get('/api/reviews?limit=50')).json()) as { items: { id: string }[] };
    expect(list.items.map((item) => item.id)).not.toContain(reviewId);

    // Its author sees it on their profile, marked hidden, with the ticket number (a browser of their
    // own: switching one browser's session races the first session's refresh).
    const authorContext = await browser.newContext();
    const authorPage = await authorContext.newPage();
    await signInBrowser(authorPage, author.account);
    await authorPage.goto('/profile');
    const tile = authorPage.getByRole('article').filter({ hasText: `Ticket #${ticketNumber}` });
    await expect(tile.getByText('Hidden')).toBeVisible();
    await authorContext.close();

    // The admin's queue: the review with its 3 reports and the reasons with counts.
    await signInBrowser(page, E2E_ADMIN);
    await page.goto('/admin-dashboard?tab=moderation');
    const card = page.getByRole('listitem').filter({ hasText: `Ticket #${ticketNumber} by Zainal Abidin` });
    await expect(card).toBeVisible();
    await expect(card.getByText('3 reports')).toBeVisible();
    await expect(card.getByText("It's spam × 2")).toBeVisible();
    await expect(card.getByText('False information × 1')).toBeVisible();
    await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: 'Restore' }).click();
    await expect(toast(page, 'Visible again')).toBeVisible();
    await expect(card).toHaveCount(0);
    // The segmented control's radios are visually hidden; their labels take the click.
    await page.locator('.mantine-SegmentedControl-root').getByText('Dismissed', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Dismissed' })).toBeChecked();
    await expect(page.getByRole('listitem').filter({ hasText: `Ticket #${ticketNumber}` }).getByText('3 reports')).toBeVisible();

    // Visible to everyone again.
    expect((await page.request.get(`/api/reviews/${reviewId}`)).status()).toBe(200);
  });

  test('the admin hides a comment from the review dialog; a visitor no longer sees it', async ({ page, browser }) => {
    test.slow();
    const author = await verifiedRider(page, 'Dewi Kartika', { inBrowser: false });
    const reviewId = await postReview(page.request, author, await reviewOptionIds(page.request));
    const text = `Rude words ${uniqueWord('cm')}`;
    const posted = await page.request.post(`/api/reviews/${reviewId}/comments`, { headers: auth(author), data: { body: text } });
    expect(posted.status()).toBe(201);

    await signInBrowser(page, E2E_ADMIN);
    await page.goto(`/popular?review=${reviewId}`);
    const comment = reviewDialog(page).getByRole('article', { name: 'Comment by Dewi Kartika' });
    await expect(comment.getByText(text)).toBeVisible();
    await comment.getByRole('button', { name: 'Hide (admin)' }).click();
    await expect(toast(page, 'Hidden from the public')).toBeVisible();
    // The admin still sees it, marked, with Restore.
    await expect(comment.getByText('Hidden by moderation')).toBeVisible();
    await expect(comment.getByRole('button', { name: 'Restore (admin)' })).toBeVisible();
    await expectNoAxeViolations(page);

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/popular?review=${reviewId}`);
    const dialog = reviewDialog(visitorPage);
    await expect(dialog.getByText('0 comments')).toBeVisible();
    await expect(dialog.getByText(text)).toHaveCount(0);
    await visitor.close();

    // The rider who wrote it cannot see it either.
    const { token } = await apiSignIn(page.request, author.account);
    const page1 = (await (await page.request.get(`/api/reviews/${reviewId}/comments`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      items: unknown[];
    };
    expect(page1.items).toEqual([]);
  });
});
