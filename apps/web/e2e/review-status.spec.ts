import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { apiSignIn, signInBrowser, toast } from './support/accounts';
import { E2E_ADMIN } from './support/admin-account';
import { postReview, reviewOptionIds, verifiedRider } from './support/review-factory';

/*
 * The review status lifecycle (issue #7): the admin finds a rider's ticket in the Tickets tab and
 * moves it submitted → verified → forwarded with a public note; backward moves are not offered
 * (and the server refuses them); the rider is notified and follows the ticket on My Review and in
 * the review dialog.
 */

const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review', exact: true });

async function moveTo(page: Page, ticketNumber: number, status: string, note?: string) {
  const card = page.getByRole('listitem').filter({ hasText: `Ticket #${ticketNumber}` });
  await card.getByRole('button', { name: /^Move to…/ }).click();
  await page.getByRole('menuitem', { name: status, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Move ticket #${ticketNumber} to ${status}` });
  if (note) await dialog.getByLabel('Public note (optional)').fill(note);
  await dialog.getByRole('button', { name: `Move to ${status}` }).click();
  await expect(toast(page, `Ticket #${ticketNumber} is now ${status}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  return card;
}

test('the admin moves a ticket forward with a note; the rider is told and follows it', async ({ page, browser }) => {
  test.slow(); // two sessions, four moves and an axe scan
  const rider = await verifiedRider(page, 'Haslinda Omar', { inBrowser: false });
  const reviewId = await postReview(page.request, rider, await reviewOptionIds(page.request));
  const ticketNumber = ((await (await page.request.get(`/api/reviews/${reviewId}`)).json()) as { review: { ticketNumber: number } }).review.ticketNumber;
  const note = 'Sent to the operator with your photos.';

  await signInBrowser(page, E2E_ADMIN);
  await page.goto('/admin-dashboard?tab=tickets');
  await page.getByLabel('Ticket number').fill(String(ticketNumber));
  await page.getByRole('button', { name: 'Find' }).click();
  const card = page.getByRole('listitem').filter({ hasText: `Ticket #${ticketNumber}` });
  await expect(card.getByText('Submitted')).toBeVisible();
  await expectNoAxeViolations(page);

  await moveTo(page, ticketNumber, 'Verified');
  await moveTo(page, ticketNumber, 'Forwarded to operator', note);
  await expect(card.getByText('Forwarded to operator')).toBeVisible();
  await expect(card.getByText(note)).toBeVisible();

  // Only forward moves (and hiding) are offered; the server refuses a backward one.
  await card.getByRole('button', { name: /^Move to…/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Resolved', 'Hidden']);
  await page.keyboard.press('Escape');
  const { token } = await apiSignIn(page.request, E2E_ADMIN);
  const back = await page.request.put(`/api/admin/reviews/${reviewId}/status`, { headers: { authorization: `Bearer ${token}` }, data: { status: 'submitted' } });
  expect(back.status()).toBe(409);
  expect(((await back.json()) as { error: { code: string } }).error.code).toBe('status_move_not_allowed');

  // The rider, in a browser of their own: two notifications on the bell, the status and note on My
  // Review and in the dialog.
  const riderContext = await browser.newContext();
  const riderPage = await riderContext.newPage();
  await signInBrowser(riderPage, rider.account);
  await riderPage.goto('/profile');
  await riderPage.getByRole('banner').getByRole('button', { name: 'Notifications, 2 unread' }).click();
  await expect(riderPage.getByRole('dialog', { name: 'Notifications' }).getByText(`Your review #${ticketNumber} is now forwarded to the operator`)).toBeVisible();
  await riderPage.keyboard.press('Escape');

  const tile = riderPage.getByRole('article').filter({ hasText: `Ticket #${ticketNumber}` });
  await expect(tile.getByText('Forwarded to operator')).toBeVisible();
  await expect(tile.getByText(note)).toBeVisible();

  await riderPage.goto(`/popular?review=${reviewId}`);
  const dialog = reviewDialog(riderPage);
  await expect(dialog.getByText(`Ticket #${ticketNumber}`)).toBeVisible();
  await expect(dialog.getByText('Forwarded to operator')).toBeVisible();
  await expect(dialog.getByTestId('status-note')).toContainText(note);
  await expectNoAxeViolations(riderPage);
  await riderContext.close();
});
