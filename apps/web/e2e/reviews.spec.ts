import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { minimalPdf } from '../../server/test/fixture-files.ts';
import { onboardedRider, toast, type Account } from './support/accounts';
import { PNG_1PX } from './support/png-1px';
import { verifiedRider } from './support/review-factory';

/*
 * The review dialog and the profile review lists (issue #4, journeys 3 and 4). Reviews are created
 * through the API by a rider whose e-mail is verified with the mailed link: one with two photos, one
 * with a PDF (service 'Other', the placeholder address).
 */

type Option = { id: string; key: string };
type Seeded = { account: Account; token: string; userId: string; photoReviewId: string; pdfReviewId: string };

async function upload(request: APIRequestContext, token: string, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  // Playwright's multipart takes one file a field name, so each upload call sends one file.
  const ids: string[] = [];
  for (const file of files) {
    const res = await request.post('/api/uploads', { headers: { authorization: `Bearer ${token}` }, multipart: { files: file } });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { items: Array<{ id: string }> }).items[0]!.id);
  }
  return ids;
}

/** A verified, onboarded rider (signed in in the browser) with two reviews. */
async function riderWithReviews(page: Page): Promise<Seeded> {
  const { account, token, userId } = await verifiedRider(page, 'Aminah Yusof');

  const options = (await (await page.request.get('/api/review-options')).json()) as Record<'feelings' | 'services' | 'aspects', Option[]>;
  const id = (list: Option[], key: string) => list.find((o) => o.key === key)!.id;
  const headers = { authorization: `Bearer ${token}` };

  const photos = await upload(page.request, token, [
    { name: 'bus-1.png', mimeType: 'image/png', buffer: PNG_1PX },
    { name: 'bus-2.png', mimeType: 'image/png', buffer: PNG_1PX },
  ]);
  const photoReview = await page.request.post('/api/reviews', {
    headers,
    data: {
      feeling: id(options.feelings, 'GOOD'),
      service: id(options.services, 'STAGE_BUS'),
      aspect: id(options.aspects, 'DRIVER'),
      incidentDateTime: '2025-03-03T14:05:00+08:00',
      experience: 'The driver waited for me at Seksyen 14.',
      operatorName: 'Rapid KL',
      routeName: 'PJ01',
      stopName: 'Amcorp Mall',
      vehiclePlate: 'wxy 1234',
      location: { latitude: 3.1073, longitude: 101.6067, address: 'Jalan Timur, Petaling Jaya' },
      attachments: photos,
    },
  });
  expect(photoReview.status(), await photoReview.text()).toBe(201);

  const pdf = await upload(page.request, token, [{ name: 'ticket.pdf', mimeType: 'application/pdf', buffer: minimalPdf() }]);
  const pdfReview = await page.request.post('/api/reviews', {
    headers,
    data: {
      feeling: id(options.feelings, 'UNACCEPTABLE'),
      service: id(options.services, 'OTHER'),
      serviceText: 'Ferry',
      aspect: id(options.aspects, 'INFORMATION'),
      incidentDateTime: '2025-03-04T09:30:00+08:00',
      experience: 'No timetable anywhere.',
      location: { latitude: 3.1, longitude: 101.6, address: 'Drag marker to select your location' },
      attachments: pdf,
    },
  });
  expect(pdfReview.status(), await pdfReview.text()).toBe(201);

  return {
    account,
    token,
    userId,
    photoReviewId: ((await photoReview.json()) as { review: { id: string } }).review.id,
    pdfReviewId: ((await pdfReview.json()) as { review: { id: string } }).review.id,
  };
}

const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review', exact: true });
const tiles = (page: Page, section: string) => page.getByRole('list', { name: section, exact: true }).getByRole('listitem');
const FULL_DATE = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4} \d{2}:\d{2}:\d{2}$/;

test.describe('review dialog and profile reviews', () => {
  test('the author sees the tiles, opens the dialog, reads everything and deletes a review', async ({ page }) => {
    const seeded = await riderWithReviews(page);
    await page.goto('/profile');
    const mine = tiles(page, 'My Review');
    await expect(mine).toHaveCount(2);
    const photoTile = mine.filter({ hasText: 'Driver / Stage Bus' });
    await expect(photoTile).toContainText('Aminah Yusof');
    await expect(photoTile).toContainText('Good');
    await expect(photoTile.getByRole('img')).toHaveCount(0); // decorative thumbnail (alt="")
    await expect(photoTile.locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(photoTile.getByText('0 comments')).toBeAttached();
    await expect(mine.filter({ hasText: 'Information / Ferry' })).toContainText('PDF attachment');
    await expectNoAxeViolations(page);

    // The tile is one link; it opens the dialog at ?review={id}.
    await photoTile.getByRole('link').focus();
    await page.keyboard.press('Enter');
    const dialog = reviewDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?review=${seeded.photoReviewId}$`));
    await expect(dialog.getByTestId('review-sentence')).toHaveText(
      'Aminah Yusof says Good with the Driver of Stage Bus happened in Jalan Timur, Petaling Jaya',
    );
    await expect(dialog.getByText('The driver waited for me at Seksyen 14.')).toBeVisible();
    await expect(dialog.getByText('Monday, 3 March 2025').first()).toBeVisible();
    await expect(dialog.getByText('14:05')).toBeVisible();

    // Carousel: two slides, next / previous and the dots.
    const carousel = dialog.getByRole('region', { name: 'Attachments' });
    await expect(carousel.getByRole('group', { name: '1 of 2' })).toBeVisible();
    await expect(carousel.getByRole('group', { name: '2 of 2' })).toBeHidden();
    await carousel.getByRole('button', { name: 'Next attachment' }).click();
    await expect(carousel.getByRole('group', { name: '2 of 2' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Show attachment 2' })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Previous attachment' }).click();
    await expect(carousel.getByRole('group', { name: '1 of 2' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next attachment' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('group', { name: '2 of 2' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('group', { name: '1 of 2' })).toBeVisible();

    // The full date on hover (and focus).
    await dialog.locator('time').hover();
    await expect(page.getByRole('tooltip')).toHaveText(FULL_DATE);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toBeHidden();
    await dialog.locator('time').focus();
    await expect(page.getByRole('tooltip')).toHaveText(FULL_DATE);

    // See more.
    const seeMore = dialog.getByRole('button', { name: 'See more' });
    await expect(seeMore).toHaveAttribute('aria-expanded', 'false');
    await seeMore.click();
    await expect(dialog.getByRole('button', { name: 'See less' })).toHaveAttribute('aria-expanded', 'true');
    for (const [term, value] of [
      ['Aspect', 'Driver'],
      ['Line / Route', 'PJ01'],
      ['Operator / Company', 'Rapid KL'],
      ['Station / Stop / Terminal', 'Amcorp Mall'],
      ['Plate number', 'WXY 1234'],
      ['Address', 'Jalan Timur, Petaling Jaya'],
    ]) {
      await expect(dialog.locator('dt', { hasText: term }).locator('+ dd')).toHaveText(value!);
    }
    await expectNoAxeViolations(page);

    // Close: the query parameter goes and focus returns to the tile.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(photoTile.getByRole('link')).toBeFocused();
    // Again, now the dialog's code is loaded: focus still returns to the tile.
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('review-sentence')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(photoTile.getByRole('link')).toBeFocused();

    // The PDF review: 'this location' and a download link named after the file.
    await mine.filter({ hasText: 'Information / Ferry' }).getByRole('link').click();
    await expect(dialog.getByTestId('review-sentence')).toHaveText(
      'Aminah Yusof says Unacceptable with the Information of Ferry happened in this location',
    );
    const pdfLink = dialog.getByRole('link', { name: 'Preview PDF: ticket.pdf' });
    await expect(pdfLink).toHaveAttribute('download', 'ticket.pdf');
    await expect(pdfLink).toHaveAttribute('href', /^\/api\/files\//);

    // The author deletes it: confirmation, toast, the dialog closes and the tile is gone.
    await dialog.getByRole('button', { name: 'Review options' }).click();
    await expect(page.getByRole('menuitem', { name: 'Report...' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Delete post' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete post' });
    await expect(confirm.getByText('Are you sure want to delete this post?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Your review is deleted successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(mine).toHaveCount(1);
    await expect(mine.filter({ hasText: 'Information / Ferry' })).toHaveCount(0);
    expect((await page.request.get(`/api/reviews/${seeded.pdfReviewId}`)).status()).toBe(404);
  });

  test('another rider sees the reviews on the public profile, can report and cannot delete', async ({ page, browser }) => {
    const seeded = await riderWithReviews(page);
    const context = await browser.newContext();
    const other = await context.newPage();
    await onboardedRider(other, 'Tan Wei Ming');
    await other.goto(`/public-profile/${seeded.userId}`);
    const list = tiles(other, 'Reviews');
    await expect(list).toHaveCount(2);
    await list.filter({ hasText: 'Driver / Stage Bus' }).getByRole('link').click();
    const dialog = reviewDialog(other);
    await expect(dialog.getByTestId('review-sentence')).toContainText('Aminah Yusof says Good');
    await dialog.getByRole('button', { name: 'Review options' }).click();
    await expect(other.getByRole('menuitem', { name: 'Delete post' })).toHaveCount(0);
    await other.getByRole('menuitem', { name: 'Report...' }).click();
    await expect(other.getByRole('dialog', { name: 'Why are you reporting this Review?' })).toBeVisible();
    await context.close();
  });

  test('/popular?review={id} opens the dialog directly; a visitor has no Delete post; a broken image shows the placeholder', async ({
    page,
    browser,
  }) => {
    const seeded = await riderWithReviews(page);
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.route(/\/api\/files\/.*\.webp/, (route) => route.fulfill({ status: 404, body: '' }));
    await visitor.goto(`/popular?review=${seeded.photoReviewId}`);
    const dialog = reviewDialog(visitor);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('review-sentence')).toContainText('Aminah Yusof says Good with the Driver of Stage Bus');
    await expect(dialog.getByRole('img', { name: 'Image not available' }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Review options' }).click();
    await expect(visitor.getByRole('menuitem', { name: 'Report...' })).toBeVisible();
    await expect(visitor.getByRole('menuitem', { name: 'Delete post' })).toHaveCount(0);
    await visitor.keyboard.press('Escape');
    // The menu's closing transition leaves a role-less dropdown in the tree for a moment; scan once it has gone.
    await expect(visitor.getByRole('menu')).toHaveCount(0);
    await expect(visitor.locator('[id^="mantine-"][id$="-dropdown"]')).toHaveCount(0);
    await expectNoAxeViolations(visitor);
    await context.close();
  });

  test('on a phone the dialog is full screen and passes axe', async ({ page }) => {
    const seeded = await riderWithReviews(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/popular?review=${seeded.photoReviewId}`);
    const dialog = reviewDialog(page);
    await expect(dialog.getByTestId('review-sentence')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(370);
    expect(box?.height).toBeGreaterThanOrEqual(735);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/popular$/);
  });

  test('in Bahasa Malaysia the dialog and tiles speak Malay', async ({ page }) => {
    const seeded = await riderWithReviews(page);
    await page.goto(`/public-profile/${seeded.userId}`);
    await page.getByRole('banner').getByRole('button', { name: /BM/ }).click();
    await expect(tiles(page, 'Ulasan')).toHaveCount(2);
    await tiles(page, 'Ulasan').filter({ hasText: 'Ferry' }).getByRole('link').click();
    const dialog = page.getByRole('dialog', { name: 'Ulasan', exact: true });
    await expect(dialog.getByTestId('review-sentence')).toHaveText(
      'Aminah Yusof berkata Tidak Boleh Diterima tentang Maklumat bagi Ferry yang berlaku di lokasi ini',
    );
    await expect(dialog.getByRole('button', { name: 'Lihat lagi' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a profile shows 12 reviews, then Load more brings the rest', async ({ page }) => {
    const seeded = await riderWithReviews(page);
    const options = (await (await page.request.get('/api/review-options')).json()) as Record<'feelings' | 'services' | 'aspects', Option[]>;
    const id = (list: Option[], key: string) => list.find((o) => o.key === key)!.id;
    for (let i = 1; i <= 11; i += 1) {
      const res = await page.request.post('/api/reviews', {
        headers: { authorization: `Bearer ${seeded.token}` },
        data: {
          feeling: id(options.feelings, 'FAIR'),
          service: id(options.services, 'LRT'),
          aspect: id(options.aspects, 'TRIP_EXPERIENCE'),
          incidentDateTime: '2025-03-05T08:00:00+08:00',
          experience: `Trip number ${i}`,
          location: { latitude: 3.1, longitude: 101.6, address: 'Kelana Jaya' },
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.goto('/profile');
    const mine = tiles(page, 'My Review');
    await expect(mine).toHaveCount(12);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(mine).toHaveCount(13);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    // The oldest comes last.
    await expect(mine.last()).toContainText('Driver / Stage Bus');
  });
});
