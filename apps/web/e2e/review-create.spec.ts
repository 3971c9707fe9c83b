import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { PNG_1PX } from './support/png-1px';
import { verifiedRider } from './support/review-factory';
import { answerOnboarding, apiSignIn, createAccount, newAccount, onboardedRider, toast } from './support/accounts';
import { aspectGroup, fillDetails } from './support/review-form';

/*
 * The review creation form (issue #4, journeys 1 and 2): the five steps revealed in order, the
 * Driver rule, 'Other' texts, validation, uploads, the ticket dialog, /review/{slug}, and the draft
 * kept across a reload and the sign-in detour.
 */

const feelingSlider = (page: Page) => page.getByRole('slider', { name: 'How are you feeling?' });
const serviceGroup = (page: Page) => page.getByRole('radiogroup', { name: 'Which service?' });

async function chooseFeelingGood(page: Page) {
  const slider = feelingSlider(page);
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '2');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Good');
}

test.describe('review creation form', () => {
  test('the steps are revealed in order, Driver follows the service, Other asks to specify', async ({ page }) => {
    await page.goto('/review');
    await expect(page.getByRole('heading', { level: 2, name: 'How are you feeling?' })).toBeVisible();
    const slider = feelingSlider(page);
    await expect(slider).toHaveAttribute('aria-valuemin', '-3');
    await expect(slider).toHaveAttribute('aria-valuemax', '3');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    for (const title of ['Unacceptable', 'Annoyed', 'Disappointed', 'Fair', 'Not Bad', 'Good', 'Excellent']) {
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    }
    await expect(serviceGroup(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await chooseFeelingGood(page);
    await expect(serviceGroup(page)).toBeVisible();
    await expect(aspectGroup(page)).toHaveCount(0);

    // Rail has no Driver; a bus does.
    await serviceGroup(page).getByRole('radio', { name: 'LRT' }).check();
    await expect(aspectGroup(page)).toBeVisible();
    await expect(aspectGroup(page).getByRole('radio', { name: 'Driver' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await serviceGroup(page).getByRole('radio', { name: 'Stage Bus' }).check();
    await expect(aspectGroup(page).getByRole('radio', { name: 'Driver' })).toBeVisible();

    // Other → Please specify, for the service and for the aspect.
    await serviceGroup(page).getByRole('radio', { name: 'Other' }).check();
    await expect(serviceGroup(page).getByLabel('Please specify')).toBeVisible();
    await aspectGroup(page).getByRole('radio', { name: 'Other' }).check();
    await expect(aspectGroup(page).getByLabel('Please specify')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tell us more' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(page.getByText('UPLOAD IMAGE')).toBeVisible();
    await expect(page.getByText('Attach incident photos / screenshots')).toBeVisible();
    await expect(page.getByRole('button', { name: 'BROWSE FILES' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Validation messages under the fields, in the spec's words.
    await page.getByLabel('Incident time').fill('');
    const tomorrow = new Date(Date.now() + 8 * 3600_000 + 2 * 24 * 3600_000).toISOString().slice(0, 10);
    await page.getByLabel('Incident date').fill(tomorrow);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please specify the service')).toBeVisible();
    await expect(page.getByText('Please specify the aspect')).toBeVisible();
    await expect(page.getByText('The incident date and time cannot be in the future')).toBeVisible();
    await expect(page.getByText('Please tell us about your experience')).toBeVisible();
    await expect(serviceGroup(page).getByLabel('Please specify')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a verified rider submits with a photo and gets the ticket', async ({ page }) => {
    const { token } = await verifiedRider(page, 'Nurul Huda');
    await page.goto('/review');
    await chooseFeelingGood(page);
    await serviceGroup(page).getByRole('radio', { name: 'Stage Bus' }).check();
    await aspectGroup(page).getByRole('radio', { name: 'Driver' }).check();
    await fillDetails(page);
    await expect(page.getByLabel('Plate number')).toHaveValue('WXY 1234');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'BROWSE FILES' }).click();
    await (await chooser).setFiles({ name: 'bus.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(page.getByTestId('attachment')).toHaveCount(1);
    await expect(page.getByTestId('attachment')).toContainText('bus.png');
    await expect(page.getByRole('button', { name: 'ADD FILES' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'REMOVE bus.png' })).toBeVisible();

    const posted = page.waitForResponse((r) => r.url().endsWith('/api/reviews') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const { review } = (await response.json()) as { review: { id: string; ticketNumber: number } };

    await expect(toast(page, 'Your Review has been submitted!')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Review Submitted' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`TICKET NUMBER: #${review.ticketNumber}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolations(page);

    const stored = await page.request.get(`/api/reviews/${review.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(stored.status()).toBe(200);
    const detail = ((await stored.json()) as { review: Record<string, unknown> }).review as {
      aspect: { key: string };
      service: { key: string };
      feeling: { key: string };
      vehiclePlate: string;
      stopName: string;
      attachments: unknown[];
    };
    expect(detail.feeling.key).toBe('GOOD');
    expect(detail.service.key).toBe('STAGE_BUS');
    expect(detail.aspect.key).toBe('DRIVER');
    expect(detail.vehiclePlate).toBe('WXY 1234');
    expect(detail.stopName).toBe('Amcorp Mall');
    expect(detail.attachments).toHaveLength(1);

    // The form is reset; Ok goes home.
    await dialog.getByRole('link', { name: 'Ok' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/review');
    await expect(feelingSlider(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(serviceGroup(page)).toHaveCount(0);
  });

  test('uploads show progress, errors and REMOVE; a failed submit keeps every field and upload', async ({ page }) => {
    await verifiedRider(page, 'Nurul Huda');
    await page.goto('/review/taxi');
    await aspectGroup(page).getByRole('radio', { name: 'Driver' }).check();
    await fillDetails(page, 'The driver took a long detour.');

    // A renamed executable: refused by the server (415), its message shown.
    let chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'BROWSE FILES' }).click();
    await (await chooser).setFiles({ name: 'evil.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('MZ this is not an image') });
    await expect(page.getByRole('alert').filter({ hasText: /images|JPEG/ })).toBeVisible();
    await expect(page.getByTestId('attachment')).toHaveCount(0);

    // A slow upload shows the progress bar; two photos in one go.
    await page.route('**/api/uploads', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'BROWSE FILES' }).click();
    await (await chooser).setFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: PNG_1PX },
      { name: 'two.png', mimeType: 'image/png', buffer: PNG_1PX },
    ]);
    await expect(page.getByTestId('upload-progress')).toBeVisible();
    await expect(page.getByTestId('attachment')).toHaveCount(2);
    await expect(page.getByTestId('upload-progress')).toHaveCount(0);
    await page.getByRole('button', { name: 'REMOVE one.png' }).click();
    await expect(page.getByTestId('attachment')).toHaveCount(1);

    // The reload keeps the uploaded file too.
    await page.reload();
    await expect(page.getByTestId('attachment')).toContainText('two.png');

    // The server's field codes show under the fields; a failure keeps everything.
    await page.route('**/api/reviews', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'validation_failed', message: 'Some fields are not valid.', fields: { vehiclePlate: 'plateInvalid', experience: 'experienceTooLong' } } }),
      }),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Maximum 2000 characters')).toBeVisible();
    await expect(page.getByLabel('Your experience')).toBeFocused();
    await page.unroute('**/api/reviews');
    await page.route('**/api/reviews', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong' } }) }),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Something went wrong')).toBeVisible();
    await expect(page.getByLabel('Your experience')).toHaveValue('The driver took a long detour.');
    await expect(aspectGroup(page).getByRole('radio', { name: 'Driver' })).toBeChecked();
    await expect(page.getByTestId('attachment')).toContainText('two.png');
    await expectNoAxeViolations(page);

    // Through for real: the remaining photo is attached.
    await page.unroute('**/api/reviews');
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/reviews') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).click();
    const body = (await posted).request().postDataJSON() as { attachments: string[]; aspect: string; service: string };
    expect(body.attachments).toHaveLength(1);
    await expect(page.getByRole('dialog', { name: 'Review Submitted' })).toBeVisible();
  });

  test('the map: a dragged marker gets its address, a geocoder failure still submits', async ({ page }) => {
    const { token } = await verifiedRider(page, 'Nurul Huda');
    const { items } = (await (await page.request.get('/api/transit/stops')).json()) as { items: Array<{ name: string }> };
    const stop = items[0]!;
    const placeholder = 'Drag marker to select your location';
    const readLocation = async (id: string) => {
      const stored = await page.request.get(`/api/reviews/${id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(stored.status()).toBe(200);
      return ((await stored.json()) as { review: { location: { latitude: number; longitude: number; address: string | null } } }).review.location;
    };
    const startForm = async () => {
      await page.goto('/review/stage-bus');
      await aspectGroup(page).getByRole('radio', { name: 'Driver' }).check();
      await page.getByLabel('Your experience').fill('The bus skipped the stop.');
      // The named stop centres the map and the marker.
      await page.getByRole('combobox', { name: 'Station / Stop / Terminal' }).fill(stop.name);
      await page.keyboard.press('Escape');
    };
    const submit = async () => {
      const posted = page.waitForResponse((r) => r.url().endsWith('/api/reviews') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Submit' }).click();
      const response = await posted;
      expect(response.status()).toBe(201);
      await expect(page.getByRole('dialog', { name: 'Review Submitted' })).toBeVisible();
      return ((await response.json()) as { review: { id: string } }).review.id;
    };

    await startForm();
    const form = page.locator('form');
    await expect(form.locator('.leaflet-container')).toBeVisible();
    // Tiles come from the server's TILE_URL (GET /api/config), at zoom 13.
    const { tileUrl } = (await (await page.request.get('/api/config')).json()) as { tileUrl: string };
    const tilePrefix = tileUrl.split('{z}')[0]!;
    await expect(form.locator('img.leaflet-tile').first()).toHaveAttribute('src', new RegExp(`^${tilePrefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}13/`));
    await expect(form.getByRole('region', { name: 'Map of the incident location' })).toBeVisible();
    const address = page.getByTestId('location-address');
    // The marker's first position (the named stop) is looked up too (issue #13).
    await expect(address).toHaveText(/^near /);
    await expect(address).toHaveAttribute('aria-live', 'polite');
    const markerIcon = page.locator('.leaflet-marker-icon');
    await expect(markerIcon).toHaveAttribute('title', 'Incident location, drag to move');
    await expectNoAxeViolations(page);

    // Dragged a little (under 300 m): the server has no geocoder, so the nearest stop names it.
    await markerIcon.scrollIntoViewIfNeeded();
    const box = (await markerIcon.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const reversed = page.waitForResponse((r) => r.url().includes('/api/geo/reverse'));
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 5, y + 2, { steps: 3 });
    await page.mouse.move(x + 8, y + 4, { steps: 3 });
    await page.mouse.up();
    expect((await reversed).status()).toBe(200);
    await expect(address).toHaveText(/^near /);
    const near = (await address.textContent())!;
    // The draft keeps the marker and its address across a reload.
    await page.reload();
    await expect(address).toHaveText(near);
    const firstId = await submit();
    const first = await readLocation(firstId);
    expect(first.address).toBe(near);

    // A geocoder failure: its message as a toast, the placeholder shown, the marker's position sent and
    // the placeholder never stored (the server names a stop within 300 m, else no address).
    await page.route('**/api/geo/reverse**', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: { code: 'geocoder_unavailable', message: 'Unable to geocode' } }) }),
    );
    await startForm();
    await expect(address).toHaveText(placeholder);
    await markerIcon.focus();
    await page.keyboard.press('ArrowRight');
    await expect(toast(page, 'Unable to geocode')).toBeVisible();
    await expect(address).toHaveText(placeholder);
    const secondId = await submit();
    const second = await readLocation(secondId);
    expect(second.address === null || second.address.startsWith('near ')).toBe(true);
    expect(second.longitude).toBeGreaterThan(first.longitude);
  });

  test('/review/{slug} starts with that service chosen', async ({ page }) => {
    await page.goto('/review/express-bus');
    await expect(serviceGroup(page).getByRole('radio', { name: 'Express Bus' })).toBeChecked();
    await expect(aspectGroup(page)).toBeVisible();
    await expect(aspectGroup(page).getByRole('radio', { name: 'Driver' })).toBeVisible();
  });

  test('/review?stop={stopId} starts with that stop, its route and its operator', async ({ page }) => {
    const { items } = (await (await page.request.get('/api/transit/stops')).json()) as {
      items: Array<{ id: string; name: string; routes: Array<{ code: string; name: string; operator: string | null }> }>;
    };
    const stop = items.find((s) => s.routes.length > 0)!;
    await page.goto(`/review/stage-bus?stop=${stop.id}`);
    await aspectGroup(page).getByRole('radio', { name: 'Driver' }).check();
    await expect(page.getByRole('combobox', { name: 'Station / Stop / Terminal' })).toHaveValue(stop.name);
    await expect(page.getByRole('combobox', { name: 'Line / Route' })).toHaveValue(new RegExp(stop.routes[0]!.code));
    await expect(page.getByRole('combobox', { name: 'Operator / Company' })).toHaveValue(stop.routes[0]!.operator!);
  });

  test('Operator / Company suggests the operators of the transit data, and free text is allowed', async ({ page }) => {
    await page.goto('/review/stage-bus');
    await aspectGroup(page).getByRole('radio', { name: 'Driver' }).check();
    const operator = page.getByRole('combobox', { name: 'Operator / Company' });
    await operator.fill('PJ');
    await expect(page.getByRole('option', { name: 'PJ City Bus (MBPJ)' })).toBeVisible();
    await operator.fill('Rapid KL');
    await expect(operator).toHaveValue('Rapid KL');
  });

  test('a visitor is sent to sign in and finds the draft intact; a reload keeps it', async ({ page }) => {
    const account = newAccount('Farid Hakim');
    await createAccount(page.request, account);
    await answerOnboarding(page.request, (await apiSignIn(page.request, account)).token);
    await page.goto('/review');
    await chooseFeelingGood(page);
    await serviceGroup(page).getByRole('radio', { name: 'Taxi' }).check();
    await aspectGroup(page).getByRole('radio', { name: 'Other' }).check();
    await aspectGroup(page).getByLabel('Please specify').fill('Meter');
    await fillDetails(page, 'The meter was off the whole trip.');

    await page.reload();
    await expect(serviceGroup(page).getByRole('radio', { name: 'Taxi' })).toBeChecked();
    await expect(aspectGroup(page).getByLabel('Please specify')).toHaveValue('Meter');
    await expect(page.getByLabel('Your experience')).toHaveValue('The meter was off the whole trip.');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.getByLabel('USERNAME/EMAIL').fill(account.username);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'PASSWORD', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/review$/);
    await expect(feelingSlider(page)).toHaveAttribute('aria-valuenow', '2');
    await expect(serviceGroup(page).getByRole('radio', { name: 'Taxi' })).toBeChecked();
    await expect(aspectGroup(page).getByRole('radio', { name: 'Other' })).toBeChecked();
    await expect(page.getByLabel('Your experience')).toHaveValue('The meter was off the whole trip.');
    await expect(page.getByLabel('Plate number')).toHaveValue('WXY 1234');

    // Not verified: told so, offered a new link, nothing lost.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please verify your e-mail first')).toBeVisible();
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(page.getByText('A new verification link is on its way')).toBeVisible();
    await expect(page.getByLabel('Your experience')).toHaveValue('The meter was off the whole trip.');
    await expectNoAxeViolations(page);
  });

  test('an onboarded, unverified rider sees the Malay form', async ({ page }) => {
    await onboardedRider(page);
    await page.evaluate(() => localStorage.setItem('suara.lang', 'ms'));
    await page.goto('/review');
    await expect(page.getByRole('heading', { level: 2, name: 'Apakah perasaan anda?' })).toBeVisible();
    await page.getByRole('button', { name: 'Seterusnya' }).click();
    await expect(page.getByRole('radiogroup', { name: 'Perkhidmatan yang mana?' })).toBeVisible();
  });
});
