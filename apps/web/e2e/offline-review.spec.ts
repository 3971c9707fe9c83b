import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { toast } from './support/accounts';
import { verifiedRider, type Rider } from './support/review-factory';
import { aspectGroup, fillDetails, pickPhoto } from './support/review-form';

/*
 * A review written offline (issue #14): kept on the device as a draft with its photos, listed under
 * 'Drafts waiting to be sent', sent once when the connection returns (even with two tabs open), the
 * rider told; a draft the server refuses stays with its message until opened, fixed and sent; a
 * draft goes only under the account that wrote it; Delete asks first.
 */

type PostedReview = { id: string; ticketNumber: number };
type ReviewDetail = { experience: string; vehiclePlate: string | null; attachments: Array<{ originalName: string }> };

const SAVED = "Saved offline: your review will be sent when you're back online.";
const SENT = 'Your review has been sent';
const draftsRegion = (page: Page) => page.getByRole('region', { name: 'Drafts waiting to be sent' });

/** The rider's published reviews, through the API (never through the browser, which may be offline). */
async function reviewsOf(request: APIRequestContext, rider: Rider): Promise<PostedReview[]> {
  const res = await request.get(`/api/reviews?user=${rider.userId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: PostedReview[] }).items;
}

async function reviewDetail(request: APIRequestContext, rider: Rider, id: string): Promise<ReviewDetail> {
  const res = await request.get(`/api/reviews/${id}`, { headers: { authorization: `Bearer ${rider.token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { review: ReviewDetail }).review;
}

/** The session the web app keeps in localStorage for this rider (as a sign-in stores it). */
async function storedSession(request: APIRequestContext, rider: Rider): Promise<string> {
  const res = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${rider.token}` } });
  expect(res.status()).toBe(200);
  const { user } = (await res.json()) as { user: Record<string, unknown> };
  return JSON.stringify({ ...user, token: rider.token });
}

/** A Stage Bus review about its Driver, filled in and ready to send. */
async function writeReview(page: Page, experience: string) {
  await page.goto('/review/stage-bus');
  await aspectGroup(page).getByRole('radio', { name: 'Driver' }).check();
  await fillDetails(page, experience);
}

/** Submit while offline: the review is kept as a draft and the form is empty again. */
async function submitOffline(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, SAVED)).toBeVisible();
  await expect(page.getByTestId('step-details')).toHaveCount(0);
}

test.describe('a review written offline', () => {
  test('is kept with its photos, listed, and sent once when the connection returns', async ({ page, context, request }) => {
    const rider = await verifiedRider(page, 'Nurul Huda');
    // A second tab of the same rider: both try to send when the connection returns; the review goes once.
    const otherTab = await context.newPage();
    await otherTab.goto('/');
    const experience = 'The bus never came, I waited an hour at the stop.';
    await writeReview(page, experience);
    await pickPhoto(page, 'bus.png'); // online: uploaded at once
    await expect(page.getByTestId('attachment')).toContainText('bus.png');

    await context.setOffline(true);
    await pickPhoto(page, 'night.png'); // offline: kept on the device
    const kept = page.getByTestId('attachment-kept');
    await expect(kept).toContainText('night.png');
    await expect(kept).toContainText("On this device: it will be uploaded when you're back online.");
    await submitOffline(page);

    const draft = draftsRegion(page).getByRole('listitem');
    await expect(draft).toHaveCount(1);
    await expect(draft).toContainText('Stage Bus · Driver');
    await expect(draft).toContainText(experience);
    await expect(draft).toContainText('2 files');
    await expect(draft).toContainText('Waiting for a connection');
    await expect(draft.getByRole('button', { name: 'Send now' })).toBeDisabled();
    await expectNoAxeViolations(page);
    expect(await reviewsOf(request, rider)).toHaveLength(0);

    await context.setOffline(false);
    // Whichever tab sent it, each tab of the rider says so.
    const sent = toast(page, SENT);
    await expect(sent).toBeVisible();
    await expect(toast(otherTab, SENT)).toBeVisible();
    await expect(draftsRegion(page)).toHaveCount(0);
    const posted = await reviewsOf(request, rider);
    expect(posted).toHaveLength(1);
    const review = posted[0]!;
    await expect(sent).toContainText(`ticket #${review.ticketNumber}`);
    await sent.getByRole('link', { name: 'View your review' }).click();
    await expect(page).toHaveURL(new RegExp(`/popular\\?review=${review.id}$`));
    await expect(page.getByRole('dialog')).toContainText(experience);

    const detail = await reviewDetail(request, rider, review.id);
    expect(detail.experience).toBe(experience);
    expect(detail.vehiclePlate).toBe('WXY 1234');
    expect(detail.attachments.map((file) => file.originalName).sort()).toEqual(['bus.png', 'night.png']);
    // Both tabs have had their turn: still one review.
    expect(await reviewsOf(request, rider)).toHaveLength(1);
  });

  test('refused by the server on return, stays with its message until opened, fixed and sent', async ({ page, context, request }) => {
    const rider = await verifiedRider(page, 'Siti Aisyah');
    const experience = 'The driver skipped my stop twice.';
    await writeReview(page, experience);
    await context.setOffline(true);
    await submitOffline(page);

    // Meanwhile the rules changed: the server refuses the plate (once; afterwards the real server answers).
    let refused = false;
    await page.route('**/api/reviews', async (route) => {
      if (route.request().method() !== 'POST' || refused) return route.fallback();
      refused = true;
      await route.fulfill({
        status: 422,
        json: { error: { code: 'validation_failed', message: 'Some fields are not valid.', fields: { vehiclePlate: 'plateInvalid' } } },
      });
    });
    await context.setOffline(false);
    const refusal = toast(page, 'A review saved offline was not accepted');
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('Some fields are not valid.');
    const draft = draftsRegion(page).getByRole('listitem');
    await expect(draft).toContainText('Some fields are not valid.');
    await expectNoAxeViolations(page);

    // Kept across a reload, and not sent again by itself.
    await page.reload();
    await expect(draft).toContainText('Some fields are not valid.');
    await expect(draft.getByRole('button', { name: 'Send now' })).toBeEnabled();
    expect(await reviewsOf(request, rider)).toHaveLength(0);

    // Open: the form is refilled, the server's message under the field it is about.
    await draft.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByLabel('Your experience')).toHaveValue(experience);
    await expect(page.getByText('Use letters, numbers, spaces and hyphens only')).toBeVisible();
    await expect(draft).toContainText('Open in the form below.');
    await page.getByLabel('Plate number').fill('WXY 4321');
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/reviews') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await posted).status()).toBe(201);
    await expect(page.getByRole('dialog', { name: 'Review Submitted' })).toBeVisible();
    await expect(draftsRegion(page)).toHaveCount(0);

    const reviews = await reviewsOf(request, rider);
    expect(reviews).toHaveLength(1);
    expect((await reviewDetail(request, rider, reviews[0]!.id)).vehiclePlate).toBe('WXY 4321');
  });

  test('is sent only under the account that wrote it', async ({ page, context, request }) => {
    const author = await verifiedRider(page, 'Aminah Yusof');
    const someoneElse = await verifiedRider(page, 'Farah Lim', { inBrowser: false });
    await writeReview(page, 'The air conditioning was broken.');
    await context.setOffline(true);
    await submitOffline(page);
    await page.close();

    // Someone else signs in on this browser and the connection returns: the draft is neither listed nor sent.
    await context.addInitScript((session) => localStorage.setItem('suara.session', session), await storedSession(request, someoneElse));
    await context.setOffline(false);
    const theirs = await context.newPage();
    await theirs.goto('/review/stage-bus');
    await expect(aspectGroup(theirs)).toBeVisible();
    await theirs.waitForLoadState('networkidle');
    await expect(draftsRegion(theirs)).toHaveCount(0);
    expect(await reviewsOf(request, author)).toHaveLength(0);
    expect(await reviewsOf(request, someoneElse)).toHaveLength(0);
    await theirs.close();

    // The author is back: it goes.
    await context.addInitScript((session) => localStorage.setItem('suara.session', session), await storedSession(request, author));
    const back = await context.newPage();
    await back.goto('/');
    await expect(toast(back, SENT)).toBeVisible();
    expect(await reviewsOf(request, author)).toHaveLength(1);
    expect(await reviewsOf(request, someoneElse)).toHaveLength(0);
  });

  test('Delete asks first, and a deleted draft is never sent', async ({ page, context, request }) => {
    const rider = await verifiedRider(page, 'Lim Wei');
    await writeReview(page, 'The bus was full and did not stop.');
    await context.setOffline(true);
    await submitOffline(page);

    const draft = draftsRegion(page).getByRole('listitem');
    await draft.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this draft?' });
    await expect(confirm).toContainText('It has not been sent, and it cannot be brought back once deleted.');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(draft).toHaveCount(1);

    await draft.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(draftsRegion(page)).toHaveCount(0);

    await context.setOffline(false);
    await page.reload();
    await expect(aspectGroup(page)).toBeVisible();
    await expect(draftsRegion(page)).toHaveCount(0);
    expect(await reviewsOf(request, rider)).toHaveLength(0);
  });
});
