import fs from 'node:fs/promises';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { apiSignIn, signInBrowser, toast } from './support/accounts';
import { E2E_ADMIN } from './support/admin-account';
import { postReview, reviewOptionIds, uniqueWord, verifiedRider, type Rider } from './support/review-factory';

/*
 * Moderation (issue #7): three verified riders' reports hide a review until an administrator
 * looks; the admin finds it in the queue with its count and reasons and restores it; from the
 * queue the admin hides a reported review (gone for the public) and dismisses a report on a
 * comment (it stays); the admin hides a comment, a reply and a review straight from the review
 * dialog. Every journey makes its own riders and reviews.
 */

const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review', exact: true });
const auth = (rider: Rider) => ({ authorization: `Bearer ${rider.token}` });

async function report(request: APIRequestContext, rider: Rider, targetId: string, reason: string, targetType: 'review' | 'comment' = 'review') {
  const res = await request.post('/api/reports', { headers: auth(rider), data: { targetType, targetId, reason } });
  expect(res.status(), await res.text()).toBe(201);
}

async function ticketNumberOf(request: APIRequestContext, reviewId: string): Promise<number> {
  const res = await request.get(`/api/reviews/${reviewId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { review: { ticketNumber: number } }).review.ticketNumber;
}

/** Posts a comment (or with `parentId`, a reply to one) as `rider`; returns its id. */
async function postComment(request: APIRequestContext, rider: Rider, reviewId: string, body: string, parentId?: string): Promise<string> {
  const res = parentId
    ? await request.post(`/api/comments/${parentId}/replies`, { headers: auth(rider), data: { body } })
    : await request.post(`/api/reviews/${reviewId}/comments`, { headers: auth(rider), data: { body } });
  expect(res.status(), await res.text()).toBe(201);
  const json = (await res.json()) as { comment?: { id: string }; reply?: { id: string } };
  return (json.comment ?? json.reply)!.id;
}

/** The segmented control's radios are visually hidden; their labels take the click. */
async function showReports(page: Page, status: 'Open' | 'Actioned' | 'Dismissed') {
  await page.locator('.mantine-SegmentedControl-root').getByText(status, { exact: true }).click();
  await expect(page.getByRole('radio', { name: status })).toBeChecked();
}

/** The admin hides a comment or reply from the review dialog: it stays shown to them, marked, with Restore. */
async function hideInDialog(page: Page, item: Locator) {
  await item.getByRole('button', { name: 'Hide (admin)' }).click();
  await expect(toast(page, 'Hidden from the public')).toBeVisible();
  await expect(item.getByText('Hidden by moderation')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Restore (admin)' })).toBeVisible();
}

/** A visitor's own browser (no session), for what the public sees. */
async function asVisitor<T>(browser: Browser, look: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await look(await context.newPage());
  } finally {
    await context.close();
  }
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
    await postComment(page.request, author, reviewId, text);

    await signInBrowser(page, E2E_ADMIN);
    await page.goto(`/popular?review=${reviewId}`);
    const comment = reviewDialog(page).getByRole('article', { name: 'Comment by Dewi Kartika' });
    await expect(comment.getByText(text)).toBeVisible();
    await hideInDialog(page, comment);
    await expectNoAxeViolations(page);

    await asVisitor(browser, async (visitorPage) => {
      await visitorPage.goto(`/popular?review=${reviewId}`);
      const dialog = reviewDialog(visitorPage);
      await expect(dialog.getByText('0 comments')).toBeVisible();
      await expect(dialog.getByText(text)).toHaveCount(0);
    });

    // The rider who wrote it cannot see it either.
    const { token } = await apiSignIn(page.request, author.account);
    const page1 = (await (await page.request.get(`/api/reviews/${reviewId}/comments`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      items: unknown[];
    };
    expect(page1.items).toEqual([]);
  });

  test('from the queue the admin hides a reported review, which the public no longer sees, and dismisses a report on a comment, which stays', async ({
    page,
    browser,
  }) => {
    test.slow(); // two verified riders, two confirmations, two visitor browsers and an axe scan
    const author = await verifiedRider(page, 'Faizal Hamid', { inBrowser: false });
    const reporter = await verifiedRider(page, 'Gita Nair', { inBrowser: false });
    const ids = await reviewOptionIds(page.request);
    const hideWord = uniqueWord('hide');
    const keepWord = uniqueWord('keep');
    const hiddenId = await postReview(page.request, author, ids, { experience: `The driver skipped the stop ${hideWord}` });
    const keptId = await postReview(page.request, author, ids, { experience: `The air-conditioning worked well ${keepWord}` });
    const commentText = `Same on my route ${keepWord}`;
    const commentId = await postComment(page.request, author, keptId, commentText);
    const ticketNumber = await ticketNumberOf(page.request, hiddenId);
    // One report each: too few to hide anything on their own.
    await report(page.request, reporter, hiddenId, 'false-information');
    await report(page.request, reporter, commentId, 'spam', 'comment');
    expect((await page.request.get(`/api/reviews/${hiddenId}`)).status()).toBe(200);

    await signInBrowser(page, E2E_ADMIN);
    await page.goto('/admin-dashboard?tab=moderation');
    await expect(page.getByRole('radio', { name: 'Open' })).toBeChecked();
    const reviewCard = page.getByRole('listitem').filter({ hasText: `Ticket #${ticketNumber} by Faizal Hamid` });
    const commentCard = page.getByRole('listitem').filter({ hasText: commentText });
    await expect(reviewCard.getByText('1 report', { exact: true })).toBeVisible();
    await expect(reviewCard.getByText('False information × 1')).toBeVisible();
    await expect(reviewCard.getByText('Hidden', { exact: true })).toHaveCount(0);
    await expect(commentCard.getByRole('heading', { name: 'Comment' })).toBeVisible();
    await expect(commentCard.getByText('Comment by Faizal Hamid')).toBeVisible();
    await expect(commentCard.getByText("It's spam × 1")).toBeVisible();

    // Hide, confirmed: the report is actioned, the card leaves the open queue.
    await reviewCard.getByRole('button', { name: 'Hide', exact: true }).click();
    const hideDialog = page.getByRole('dialog', { name: 'Hide this content?' });
    await expect(hideDialog).toContainText('It disappears from every public view');
    await expectNoAxeViolations(page);
    await hideDialog.getByRole('button', { name: 'Hide', exact: true }).click();
    await expect(toast(page, 'Hidden from the public')).toBeVisible();
    await expect(hideDialog).toBeHidden();
    await expect(reviewCard).toHaveCount(0);

    // Dismiss, confirmed: the report is closed, the card leaves the open queue.
    await commentCard.getByRole('button', { name: 'Dismiss' }).click();
    const dismissDialog = page.getByRole('dialog', { name: 'Dismiss these reports?' });
    await dismissDialog.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast(page, 'Reports dismissed')).toBeVisible();
    await expect(dismissDialog).toBeHidden();
    await expect(commentCard).toHaveCount(0);

    // Each under its report status: the review actioned and hidden, the comment dismissed and not.
    await showReports(page, 'Actioned');
    await expect(reviewCard.getByText('Hidden', { exact: true })).toBeVisible();
    await expect(reviewCard.getByRole('button', { name: 'Restore' })).toBeVisible();
    await expect(commentCard).toHaveCount(0);
    await showReports(page, 'Dismissed');
    await expect(commentCard.getByText("It's spam × 1")).toBeVisible();
    await expect(commentCard.getByText('Hidden', { exact: true })).toHaveCount(0);
    await expect(reviewCard).toHaveCount(0);

    // The public: the hidden review is gone from the dialog and the list; the other review and its
    // comment are still there.
    await asVisitor(browser, async (visitorPage) => {
      await visitorPage.goto(`/popular?review=${hiddenId}`);
      await expect(reviewDialog(visitorPage).getByText('This review is not available. It may have been deleted.')).toBeVisible();
      await expect(reviewDialog(visitorPage).getByText(hideWord)).toHaveCount(0);
      await visitorPage.goto(`/popular?review=${keptId}`);
      await expect(reviewDialog(visitorPage).getByText(keepWord).first()).toBeVisible();
      const comment = reviewDialog(visitorPage).getByRole('article', { name: 'Comment by Faizal Hamid' });
      await expect(comment.getByText(commentText)).toBeVisible();
    });
    expect((await page.request.get(`/api/reviews/${hiddenId}`)).status()).toBe(404);
    const list = (await (await page.request.get('/api/reviews?limit=50')).json()) as { items: { id: string }[] };
    expect(list.items.map((item) => item.id)).not.toContain(hiddenId);
    expect(list.items.map((item) => item.id)).toContain(keptId);

    // The audit log has the hide, by the admin, with the review's link; filtered, and as CSV.
    await page.goto('/admin-dashboard?tab=audit');
    await page.getByLabel('About').selectOption('review');
    await page.getByRole('textbox', { name: 'Who' }).fill(E2E_ADMIN.email);
    const entry = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').filter({ has: page.locator(`a[href*="review=${hiddenId}"]`) });
    await expect(entry.getByRole('heading', { name: 'Hid a review' })).toBeVisible();
    await expect(entry).toContainText(`By ${E2E_ADMIN.name} (${E2E_ADMIN.email})`);
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await fs.readFile(await download.path(), 'utf8');
    expect(csv).toContain(`"review.hide","review","${hiddenId}"`);
    expect(csv).not.toContain('"comment.reports_dismiss"');
  });

  test('the admin hides a reply and then the review itself from the review dialog; a visitor no longer sees either', async ({ page, browser }) => {
    test.slow(); // a verified rider, two visitor browsers and an axe scan
    const author = await verifiedRider(page, 'Hafiz Rahman', { inBrowser: false });
    const word = uniqueWord('direct');
    const reviewId = await postReview(page.request, author, await reviewOptionIds(page.request), { experience: `The train was packed ${word}` });
    const commentText = `Every morning the same ${word}`;
    const replyText = `Rude reply ${uniqueWord('rp')}`;
    const commentId = await postComment(page.request, author, reviewId, commentText);
    await postComment(page.request, author, reviewId, replyText, commentId);

    await signInBrowser(page, E2E_ADMIN);
    await page.goto(`/popular?review=${reviewId}`);
    const dialog = reviewDialog(page);
    const reply = dialog.getByRole('article', { name: 'Reply by Hafiz Rahman' });
    await expect(reply.getByText(replyText)).toBeVisible();

    await hideInDialog(page, reply);
    await expectNoAxeViolations(page);
    await asVisitor(browser, async (visitorPage) => {
      await visitorPage.goto(`/popular?review=${reviewId}`);
      const comment = reviewDialog(visitorPage).getByRole('article', { name: 'Comment by Hafiz Rahman' });
      await expect(comment.getByText(commentText)).toBeVisible();
      await expect(reviewDialog(visitorPage).getByText(replyText)).toHaveCount(0);
      await expect(reviewDialog(visitorPage).getByRole('article', { name: 'Reply by Hafiz Rahman' })).toHaveCount(0);
    });

    // The review, from the dialog's menu: the admin still sees it, with Restore in the menu.
    await dialog.getByRole('button', { name: 'Review options' }).click();
    await page.getByRole('menuitem', { name: 'Hide (admin)' }).click();
    await expect(page.getByRole('menuitem')).toHaveCount(0);
    await expect.poll(async () => (await page.request.get(`/api/reviews/${reviewId}`)).status()).toBe(404);
    await dialog.getByRole('button', { name: 'Review options' }).click();
    await expect(page.getByRole('menuitem', { name: 'Restore (admin)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(dialog.getByText(word).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await asVisitor(browser, async (visitorPage) => {
      await visitorPage.goto(`/popular?review=${reviewId}`);
      await expect(reviewDialog(visitorPage).getByText('This review is not available. It may have been deleted.')).toBeVisible();
      await expect(reviewDialog(visitorPage).getByText(word)).toHaveCount(0);
    });
    const list = (await (await page.request.get('/api/reviews?limit=50')).json()) as { items: { id: string }[] };
    expect(list.items.map((item) => item.id)).not.toContain(reviewId);
  });
});
