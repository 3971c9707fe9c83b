import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { toast } from './support/accounts';
import { postComment, postPhotoReview, postReply, postReview, reviewOptionIds, uniqueWord, verifiedRider } from './support/review-factory';
import { aspectGroup } from './support/review-form';

/*
 * The review dialog's community side (issue #6, journeys 1–3): like and unlike as toggles on the
 * review and its comments, 'This happened to me too' (issue #18), the double-click like, comments
 * and replies with their paging, delete and report. One rider writes the review; another, signed in
 * in the browser, takes part.
 */

const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review', exact: true });

const likeButton = (scope: Page | ReturnType<Page['locator']>, target: RegExp) => scope.getByRole('button', { name: target });

test.describe('likes, comments and replies in the review dialog', () => {
  test("like and unlike are toggles on the review, agree with the server after reload, a double-click likes with an overlay, and 'me too' is a toggle", async ({ page, browser }) => {
    const author = await verifiedRider(page, 'Aminah Yusof', { inBrowser: false });
    const reviewId = await postPhotoReview(page.request, author);
    await verifiedRider(page, 'Farid Hamzah');
    await page.goto(`/popular?review=${reviewId}`);
    const dialog = reviewDialog(page);
    const like = likeButton(dialog, /^Like the review/);
    const unlike = likeButton(dialog, /^Unlike the review/);
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('Like the review (1)');
    await unlike.click();
    await expect(unlike).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('Like the review (0)');
    await expect(unlike).toHaveAccessibleName('Unlike the review (1)');
    await page.reload();
    await expect(likeButton(reviewDialog(page), /^Unlike the review/)).toHaveAttribute('aria-pressed', 'true');
    await likeButton(reviewDialog(page), /^Unlike the review/).click();
    await expect(likeButton(reviewDialog(page), /^Unlike the review/)).toHaveAccessibleName('Unlike the review (0)');

    // Double-clicking the photo likes the review; the overlay shows for a second.
    await reviewDialog(page).getByRole('img', { name: /Photo attached by Aminah Yusof/ }).dblclick();
    await expect(page.getByTestId('like-overlay')).toBeVisible();
    await expect(likeButton(reviewDialog(page), /^Like the review/)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('like-overlay')).toHaveCount(0);

    // 'This happened to me too': a toggle with its count, kept after a reload.
    const meToo = reviewDialog(page).getByRole('button', { name: /^This happened to me too/ });
    await expect(meToo).toHaveAttribute('aria-pressed', 'false');
    await meToo.click();
    await expect(meToo).toHaveAttribute('aria-pressed', 'true');
    await expect(meToo).toHaveAccessibleName('This happened to me too (1)');
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(reviewDialog(page).getByRole('button', { name: 'This happened to me too (1)' })).toHaveAttribute('aria-pressed', 'true');

    // A visitor who tries is asked to sign in.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`/popular?review=${reviewId}`);
    await expect(likeButton(reviewDialog(visitor), /^Like the review/)).toHaveAccessibleName('Like the review (1)');
    await expect(reviewDialog(visitor).getByRole('button', { name: 'This happened to me too (1)' })).toHaveAttribute('aria-pressed', 'false');
    await likeButton(reviewDialog(visitor), /^Like the review/).click();
    await expect(visitor).toHaveURL(/\/signin$/);
    await context.close();
  });

  test("the review form offers a recent review like the one being written: 'Add me too instead', the draft kept", async ({ page }) => {
    const author = await verifiedRider(page, 'Aminah Yusof', { inBrowser: false });
    // Words no other review has: only this one is alike.
    const words = [uniqueWord('aircond'), uniqueWord('pintu'), uniqueWord('hujan')].join(' ');
    const reviewId = await postReview(page.request, author, await reviewOptionIds(page.request), { service: 'STAGE_BUS', aspect: 'DRIVER', experience: `Again ${words} on my way home.` });
    await verifiedRider(page, 'Farid Hamzah');

    await page.goto('/review');
    const slider = page.getByRole('slider', { name: 'How are you feeling?' });
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('radiogroup', { name: 'Which service?' }).getByRole('radio', { name: 'Stage Bus' }).check();
    await aspectGroup(page).getByRole('radio', { name: 'Driver' }).check();
    const mine = `This morning: ${words}, and nobody helped.`;
    await page.getByLabel('Your experience').fill(mine);

    const similar = page.getByRole('region', { name: 'Did this happen to others too?' });
    await expect(similar.getByRole('article')).toHaveCount(1);
    await expect(similar.getByText(`Again ${words} on my way home.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await similar.getByRole('button', { name: 'Add me too instead' }).click();
    await expect(similar.getByRole('status')).toHaveText('Added: you said this happened to you too.');
    await expect(similar.getByText('1 rider said this happened to them too')).toBeVisible();
    const res = await page.request.get(`/api/reviews/${reviewId}`);
    expect(((await res.json()) as { review: { meTooCount: number } }).review.meTooCount).toBe(1);
    // The rider may still post their own: the draft is as they left it.
    await expect(page.getByLabel('Your experience')).toHaveValue(mine);
  });

  test('comments: required, five then five more, replies two then two more, likes, delete with confirmation, report, and five again after closing', async ({ page }) => {
    test.slow(); // many posts through the API first
    const author = await verifiedRider(page, 'Aminah Yusof', { inBrowser: false });
    const reviewId = await postPhotoReview(page.request, author);
    let first = '';
    for (let i = 1; i <= 7; i += 1) {
      const id = await postComment(page.request, author, reviewId, `Comment number ${i}`);
      if (i === 7) first = id;
    }
    for (let i = 1; i <= 3; i += 1) await postReply(page.request, author, first, `Reply number ${i}`);
    await verifiedRider(page, 'Farid Hamzah');

    await page.goto(`/popular?review=${reviewId}`);
    const dialog = reviewDialog(page);
    const comments = dialog.getByRole('list', { name: 'Comments' }).locator(':scope > li');
    await expect(comments).toHaveCount(5);
    await dialog.getByRole('button', { name: 'show more comments (2)' }).click();
    await expect(comments).toHaveCount(7);

    // The newest comment carries the replies: two, then the third.
    const newest = comments.filter({ hasText: 'Comment number 7' });
    const replies = newest.getByRole('list', { name: 'Replies to Aminah Yusof' }).getByRole('listitem');
    await expect(replies).toHaveCount(2);
    await newest.getByRole('button', { name: 'show more replies (1)' }).click();
    await expect(replies).toHaveCount(3);

    // A comment's like is a toggle too.
    const commentLike = likeButton(newest.getByRole('article', { name: 'Comment by Aminah Yusof' }).first(), /^Like Aminah Yusof's comment/).first();
    await commentLike.click();
    await expect(commentLike).toHaveAttribute('aria-pressed', 'true');
    await expect(commentLike).toHaveAccessibleName("Like Aminah Yusof's comment (1)");

    // 'Add a comment...' is required; a posted comment clears the box and shows.
    const box = dialog.getByRole('textbox', { name: 'Add a comment...' });
    await dialog.getByRole('button', { name: 'Post' }).first().click();
    await expect(dialog.getByText('Please write a comment')).toBeVisible();
    await box.fill('  Mine, from the dialog  ');
    await dialog.getByRole('button', { name: 'Post' }).first().click();
    await expect(box).toHaveValue('');
    const mine = comments.filter({ hasText: 'Mine, from the dialog' });
    await expect(mine).toHaveCount(1);

    // Replying opens 'Add a reply...'.
    await mine.getByRole('button', { name: 'Reply' }).click();
    await mine.getByRole('textbox', { name: 'Add a reply...' }).fill('And a reply of mine');
    await mine.getByRole('button', { name: 'Post' }).click();
    await expect(mine.getByText('And a reply of mine')).toBeVisible();
    await expectNoAxeViolations(page);

    // Delete: only mine offer it; it asks first.
    await expect(newest.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    await mine.getByRole('article', { name: 'Reply by Farid Hamzah' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Are you sure want to delete this post?')).toBeVisible();
    await page.getByRole('dialog', { name: 'Delete reply' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Your reply deleted succesfully')).toBeVisible();
    await mine.getByRole('button', { name: 'Delete', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Delete comment' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Comment deleted succesfully')).toBeVisible();
    await expect(comments.filter({ hasText: 'Mine, from the dialog' })).toHaveCount(0);

    // Report a comment: a reason is needed.
    await newest.getByRole('button', { name: 'Report' }).first().click();
    const report = page.getByRole('dialog', { name: 'Why are you reporting this Comment?' });
    await report.getByRole('button', { name: 'Report' }).click();
    await expect(toast(page, 'Need to select a reason to report')).toBeVisible();
    await report.getByRole('radio', { name: "It's spam" }).check();
    await report.getByRole('button', { name: 'Report' }).click();
    await expect(toast(page, 'Thank you for letting us know!')).toBeVisible();

    // Closed and opened again, the dialog shows five comments.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto(`/popular?review=${reviewId}`);
    await expect(reviewDialog(page).getByRole('list', { name: 'Comments' }).locator(':scope > li')).toHaveCount(5);
  });
});
