import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { boxOf, LAPTOP, PHONE } from './support/layout';
import { toast } from './support/accounts';
import { verifiedRider } from './support/review-factory';

/*
 * The review form as a rider sees it on a phone and a laptop (issue #13): option-card icons of one
 * size, the feeling faces under the slider's stops, the date and time in the spec's formats in every
 * browser locale, an address saved for a marker never moved, Malaysia only, 'Use my location' whole,
 * the feeling step's Next full width, and a form only where there is a Submit.
 */


type Stop = { id: string; name: string; latitude: number; longitude: number; routes: unknown[] };

const feelingSlider = (page: Page) => page.getByRole('slider', { name: /How are you feeling\?|Apakah perasaan anda\?/ });
const serviceGroup = (page: Page) => page.getByRole('radiogroup', { name: 'Which service?' });
const aspectGroup = (page: Page) => page.getByRole('radiogroup', { name: /Which aspect\?|Aspek yang mana\?/ });
const dateField = (page: Page) => page.getByRole('textbox', { name: /Incident date|Tarikh kejadian/ });
const timeField = (page: Page) => page.getByRole('textbox', { name: /Incident time|Masa kejadian/ });


/** The details step of a Stage Bus review about its Driver. */
async function openDetails(page: Page, path = '/review/stage-bus') {
  await page.goto(path);
  await aspectGroup(page).getByRole('radio', { name: /^(Driver|Pemandu)$/ }).check();
  await expect(page.locator('[data-testid="step-details"]')).toBeVisible();
}

async function submitAndRead(page: Page, token: string) {
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/reviews') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Submit' }).click();
  const response = await posted;
  expect(response.status(), await response.text()).toBe(201);
  const { review } = (await response.json()) as { review: { id: string } };
  const stored = await page.request.get(`/api/reviews/${review.id}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await stored.json()) as { review: { incidentAt: string; location: { latitude: number; longitude: number; address: string | null } } }).review;
}

test.describe('the review form on a phone and a laptop', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    test(`every option card's icon has the same, full size at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/review/stage-bus');
      await expect(aspectGroup(page).getByRole('radio')).not.toHaveCount(0);
      // Tabler draws every service and aspect icon as svg.tabler-icon, inside the card (a Radio.Card button).
      const icons = page.locator('[data-testid^="option-"] svg.tabler-icon');
      const cards = page.locator('[data-testid^="option-"]');
      await expect(icons).toHaveCount(await cards.count());
      const sizes = await icons.evaluateAll((elements) =>
        elements.map((element) => {
          const rect = element.getBoundingClientRect();
          const card = element.closest('[data-testid]')!.getAttribute('data-testid');
          return { card, width: Math.round(rect.width * 10) / 10, height: Math.round(rect.height * 10) / 10 };
        }),
      );
      for (const size of sizes) expect(size, size.card!).toMatchObject({ width: 22, height: 22 });
    });
  }

  for (const width of [360, 390]) {
    test(`the seven feeling faces sit in one row under the slider's stops at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/review');
      const slider = feelingSlider(page);
      const step = page.locator('section').filter({ has: slider });
      const faces = step.locator('.mantine-ThemeIcon-root');
      await expect(faces).toHaveCount(7);
      const boxes = await Promise.all((await faces.all()).map(boxOf));
      const rowY = boxes[0]!.y;
      for (const box of boxes) expect(Math.abs(box.y - rowY), 'one row').toBeLessThanOrEqual(1);

      // Each stop: the thumb put on it with the keyboard, its centre against the face's.
      await slider.focus();
      await page.keyboard.press('Home');
      for (let i = 0; i < 7; i += 1) {
        if (i > 0) await page.keyboard.press('ArrowRight');
        await expect(slider).toHaveAttribute('aria-valuenow', String(i - 3));
        const thumb = await boxOf(slider);
        const face = boxes[i]!;
        expect(Math.abs(face.x + face.width / 2 - (thumb.x + thumb.width / 2)), `face ${i - 3} under its stop`).toBeLessThanOrEqual(3);
      }
      // The titles stay inside the step and clear of each other.
      const titles = await step.locator('[data-testid="feeling-face"] span').evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().toJSON() as DOMRect));
      const card = await boxOf(page.locator('.mantine-Paper-root').filter({ has: slider }));
      for (const title of titles) {
        expect(title.left).toBeGreaterThanOrEqual(card.x);
        expect(title.right).toBeLessThanOrEqual(card.x + card.width);
      }
      for (let i = 0; i < titles.length; i += 1) {
        for (let j = i + 1; j < titles.length; j += 1) {
          const [a, b] = [titles[i]!, titles[j]!];
          const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          expect(overlap, `titles ${i} and ${j} overlap`).toBe(false);
        }
      }
    });
  }

  test("the feeling step's Next is the primary button, full width on a phone", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/review');
    const next = page.getByRole('button', { name: 'Next' });
    const section = page.locator('section').filter({ has: feelingSlider(page) });
    const [button, content] = [await boxOf(next), await boxOf(section)];
    expect(button.width).toBeGreaterThanOrEqual(content.width - 1);
    // Filled (white text on the primary colour), not the light variant.
    expect(await next.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
  });

  for (const language of ['en', 'ms'] as const) {
    test(`'Use my location' is never clipped on a phone (${language})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('suara.lang', value), language);
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await openDetails(page);
        const label = page.getByRole('button', { name: language === 'en' ? 'Use my location' : 'Guna lokasi saya' }).locator('.mantine-Button-label');
        await expect(label).toBeVisible();
        const { scrollWidth, clientWidth } = await label.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
        expect(scrollWidth, `at ${width} px`).toBeLessThanOrEqual(clientWidth);
      }
    });
  }
});

for (const locale of ['en-US', 'ms-MY']) {
  test.describe(`incident date and time in the browser locale ${locale}`, () => {
    test.use({ locale, timezoneId: locale === 'en-US' ? 'America/New_York' : 'Asia/Kuala_Lumpur' });

    test('show yyyy/MM/dd and 24-hour HH:mm in the fields, typed with the keyboard, sent as Malaysia time', async ({ page }) => {
      const { token } = await verifiedRider(page, 'Nurul Huda');
      await openDetails(page);
      // Today's date and time, as the fields show them (not 'mm/dd/yyyy' or '08:02 PM').
      await expect(dateField(page)).toHaveValue(/^\d{4}\/\d{2}\/\d{2}$/);
      await expect(timeField(page)).toHaveValue(/^([01]\d|2[0-3]):[0-5]\d$/);
      await expect(page.getByText('yyyy / MM / dd', { exact: true })).toBeVisible();
      await expect(page.getByText('24-hour clock (HH:mm)')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Choose the date from a calendar' })).toBeVisible();

      // Digits only: the separators come by themselves.
      await dateField(page).click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('20261120');
      await expect(dateField(page)).toHaveValue('2026/11/20');
      await timeField(page).click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('2002');
      await expect(timeField(page)).toHaveValue('20:02');
      // The draft keeps them.
      await page.reload();
      await expect(dateField(page)).toHaveValue('2026/11/20');
      await expect(timeField(page)).toHaveValue('20:02');

      // A half-typed date keeps the existing message.
      await dateField(page).fill('2026/11');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Please choose the incident date')).toBeVisible();
      await dateField(page).fill('2026/11/20');

      await page.getByLabel('Your experience').fill('The bus left two minutes early.');
      const review = await submitAndRead(page, token);
      expect(review.incidentAt).toBe('2026-11-20T12:02:00.000Z');
    });
  });
}

test.describe('the incident location', () => {
  test('a marker never moved saves a real address: the stop the review was started from, or none (never the placeholder)', async ({ page }) => {
    const { token } = await verifiedRider(page, 'Nurul Huda');
    const { items } = (await (await page.request.get('/api/transit/stops')).json()) as { items: Stop[] };
    const stop = items.find((s) => s.routes.length > 0)!;

    // Started from a bus stop: the marker stands on it and is named after it.
    await openDetails(page, `/review/stage-bus?stop=${stop.id}`);
    await page.getByLabel('Your experience').fill('Nobody at the counter.');
    await expect(page.getByTestId('location-address')).toHaveText(`near ${stop.name}`);
    const fromStop = await submitAndRead(page, token);
    expect(fromStop.location).toEqual({ latitude: stop.latitude, longitude: stop.longitude, address: `near ${stop.name}` });

    // The default centre, no stop near and no geocoder: no address at all (the dialog says 'this location').
    await page.goto('/');
    await openDetails(page);
    await page.getByLabel('Your experience').fill('The shelter roof leaks.');
    await expect(page.getByTestId('location-address')).toHaveText('Drag marker to select your location');
    const nowhere = await submitAndRead(page, token);
    expect(nowhere.location.address).toBeNull();
  });

  test("the geocoder's failure is said in the reader's language", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('suara.lang', 'ms'));
    await page.route('**/api/geo/reverse**', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: { code: 'geocoder_unavailable', message: 'Unable to geocode' } }) }),
    );
    await page.goto('/review/stage-bus');
    await aspectGroup(page).getByRole('radio', { name: 'Pemandu' }).check();
    const marker = page.locator('.leaflet-marker-icon');
    await marker.focus();
    await page.keyboard.press('ArrowRight');
    await expect(toast(page, 'Tiada alamat ditemui untuk tempat ini')).toBeVisible();
    await expect(toast(page, 'Unable to geocode')).toHaveCount(0);
  });

  test('a place outside Malaysia is refused beside the map, before sending', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 51.5072, longitude: -0.1276 }); // London
    await verifiedRider(page, 'Nurul Huda');
    await openDetails(page);
    await page.getByLabel('Your experience').fill('Placed in the wrong country.');
    await page.getByRole('button', { name: 'Use my location' }).click();
    const error = page.getByTestId('location-map').locator('..').getByText('Please choose a place in Malaysia');
    await expect(error).toBeVisible();

    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/reviews') && request.method() === 'POST') posted = true;
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(error).toBeVisible();
    await expect(page.getByTestId('location-map')).toBeFocused();
    expect(posted).toBe(false);
    await expectNoAxeViolations(page);
  });
});

test.describe('the review form is a form only where it can be submitted', () => {
  /** Every rule axe has (fixtures.ts), on the whole page; and no form on the page without a submit button. */
  async function fullScan(page: Page, step: string) {
    const forms = await page.locator('main form').evaluateAll((elements) => elements.map((form) => form.querySelectorAll('button[type="submit"], input[type="submit"]').length));
    for (const submits of forms) expect(submits, `${step}: a form without a submit button`).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    return forms.length;
  }

  test('each step passes a full axe scan; only the last step is a form', async ({ page }) => {
    await page.goto('/review');
    await expect(feelingSlider(page)).toBeVisible();
    expect(await fullScan(page, 'feeling')).toBe(0);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(serviceGroup(page)).toBeVisible();
    expect(await fullScan(page, 'service')).toBe(0);

    await serviceGroup(page).getByRole('radio', { name: 'Stage Bus' }).check();
    await expect(aspectGroup(page)).toBeVisible();
    expect(await fullScan(page, 'aspect')).toBe(0);

    await aspectGroup(page).getByRole('radio', { name: 'Driver' }).check();
    await expect(page.getByRole('form', { name: 'Review' })).toBeVisible();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    expect(await fullScan(page, 'details')).toBe(1);
    // Enter in a field of the last step submits it (signed out: the form checks, then asks to sign in).
    await page.getByLabel('Your experience').fill('The bus was full.');
    await page.getByLabel('Plate number').press('Enter');
    await expect(page).toHaveURL(/\/signin$/);
  });
});
