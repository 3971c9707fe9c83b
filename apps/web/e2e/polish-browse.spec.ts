import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { LAPTOP, PHONE } from './support/layout';
import { failTiles, mapRequest } from './support/map';
import { postPhotoReview, postReview, reviewOptionIds, uniqueWord, verifiedRider } from './support/review-factory';

/*
 * Issue #13 on the browse page, on a phone and a laptop: nothing of the map shows through a dialog
 * or the burger drawer; the map's first view, markers, names and tile failure; the card grid and the
 * review dialog's layout; the address search's placeholder. Other journeys post reviews into the
 * same database, so each test puts its reviews somewhere of its own or filters on its own operator.
 */

type Spot = { latitude: number; longitude: number };
type Stop = { id: string; name: string; latitude: number; longitude: number };
type Box = { x: number; y: number; width: number; height: number };

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of reviews and bus stops' });
const mapFrame = (page: Page) => page.getByTestId('browse-map');
const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review', exact: true });
const searchBox = (page: Page) => page.getByTestId('browse-map-view').getByRole('textbox', { name: /Find a place on the map|Cari tempat pada peta/ });
const cards = (page: Page) => page.getByRole('list', { name: 'Reviews', exact: true }).getByRole('listitem');

/** A spot in Pahang's hills, away from everyone else's reviews, different on every call. */
function lonelySpot(): Spot {
  return { latitude: 3.9 + Math.random() * 0.3, longitude: 101.9 + Math.random() * 0.3 };
}

async function locateBrowserAt(page: Page, spot: Spot) {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(spot);
}

/**
 * The layer (a dialog's or drawer's box) looks the same whether the page under it is drawn or made
 * transparent: hit-testing cannot see paint that shows through, a screenshot can. `inset` leaves
 * out rounded corners, where the page does show round the box.
 */
async function expectNothingShowsThrough(page: Page, layer: Locator, inset = 0) {
  const box = (await layer.boundingBox())!;
  const viewport = page.viewportSize()!;
  const top = Math.max(box.y, 0) + inset;
  const left = Math.max(box.x, 0) + inset;
  const clip = {
    x: left,
    y: top,
    width: Math.min(box.x + box.width, viewport.width) - inset - left,
    height: Math.min(box.y + box.height, viewport.height) - inset - top,
  };
  const withPage = await page.screenshot({ clip });
  await page.evaluate(() => document.getElementById('root')!.style.setProperty('opacity', '0'));
  const withoutPage = await page.screenshot({ clip });
  await page.evaluate(() => document.getElementById('root')!.style.removeProperty('opacity'));
  expect(withPage.equals(withoutPage), 'the page under the layer shows through it').toBe(true);
}

/** The boxes of the review markers (points and groups) and the bus-stop markers drawn in the map's box. */
async function markerBoxes(page: Page): Promise<{ reviews: Box[]; stops: Box[] }> {
  return mapRegion(page).evaluate((map) => {
    const frame = map.getBoundingClientRect();
    const drawn = (selector: string) =>
      [...map.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => getComputedStyle(element).visibility !== 'hidden')
        .map((element) => element.getBoundingClientRect())
        .filter((r) => r.right > frame.left && r.left < frame.right && r.bottom > frame.top && r.top < frame.bottom)
        .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }));
    return { reviews: drawn('.leaflet-marker-pane .leaflet-marker-icon'), stops: drawn('.leaflet-busStops-pane .leaflet-marker-icon') };
  });
}

/** The page again in `language` (a phone's language switch is inside the burger drawer). */
async function reloadIn(page: Page, language: 'en' | 'ms') {
  await page.evaluate((value) => localStorage.setItem('suara.lang', value), language);
  await page.reload();
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('nothing of the map shows through what covers it', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ] as const) {
    test(`the review dialog over the map, on a ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const rider = await verifiedRider(page, `Hafiz ${uniqueWord('d')}`, { inBrowser: false });
      const spot = lonelySpot();
      const ids = await reviewOptionIds(page.request);
      await postReview(page.request, rider, ids, { feeling: 'ANNOYED', location: { ...spot, address: 'Jalan Bukit, Raub' } });
      await locateBrowserAt(page, spot);
      await page.goto('/popular');

      // The map in the middle of the screen, its review under where the dialog will be.
      const marker = page.getByRole('button', { name: `Review by ${rider.account.name}: Annoyed` });
      await expect(marker).toBeVisible();
      await mapFrame(page).evaluate((frame) => frame.scrollIntoView({ block: 'center' }));
      await marker.click();
      await page.locator('.leaflet-popup').getByRole('button', { name: 'Open review' }).click();
      const dialog = reviewDialog(page);
      await expect(dialog.getByTestId('review-sentence')).toBeVisible();
      await expect(dialog.getByText('No comments yet. Be the first to comment.')).toBeVisible();
      await expectNothingShowsThrough(page, page.locator('.mantine-Modal-content'), device === 'phone' ? 0 : 16);
      await expectNoAxeViolations(page);
    });
  }

  test('the burger drawer over the map, on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/popular');
    await expect(page.getByRole('button', { name: /^\d+ bus stops\. Zoom in$/ }).first()).toBeVisible();
    await mapFrame(page).evaluate((frame) => frame.scrollIntoView({ block: 'center' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Popular' })).toBeVisible();
    await expectNothingShowsThrough(page, page.locator('.mantine-Drawer-content'));
    await expectNoAxeViolations(page);
  });
});

test.describe('the browse map', () => {
  test('the first view is fitted to the reviews the filters match', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    const rider = await verifiedRider(page, `Aishah ${uniqueWord('f')}`, { inBrowser: false });
    const ids = await reviewOptionIds(page.request);
    const operator = uniqueWord('Fit');
    // Kedah and Johor: far apart, and far from the default centre (Petaling Jaya).
    await postReview(page.request, rider, ids, { feeling: 'GOOD', operatorName: operator, location: { latitude: 6.12, longitude: 100.37, address: 'Alor Setar' } });
    await postReview(page.request, rider, ids, { feeling: 'FAIR', operatorName: operator, location: { latitude: 1.85, longitude: 103.2, address: 'Kluang' } });
    await page.goto(`/popular?operator=${operator}`);

    const markers = [`Review by ${rider.account.name}: Good`, `Review by ${rider.account.name}: Fair`].map((name) => page.getByRole('button', { name }));
    for (const marker of markers) await expect(marker).toBeVisible();
    const frame = (await mapFrame(page).boundingBox())!;
    for (const marker of markers) {
      const box = (await marker.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.y).toBeGreaterThanOrEqual(frame.y);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
    }
    await expectNoAxeViolations(page);
  });

  test('markers: faces for reviews, groups named and 24 px or more, stops beside them and not under; in Bahasa Malaysia too', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    const stops = ((await (await page.request.get('/api/transit/stops')).json()) as { items: Stop[] }).items;
    const stop = stops[Math.floor(Math.random() * stops.length)]!;
    const rider = await verifiedRider(page, `Kumar ${uniqueWord('k')}`, { inBrowser: false });
    const ids = await reviewOptionIds(page.request);
    const operator = uniqueWord('Stp');
    // Three reviews on the stop itself (a review started from a stop is placed there) and one 150 m east.
    for (const feeling of ['ANNOYED', 'ANNOYED', 'DISAPPOINTED']) {
      await postReview(page.request, rider, ids, { feeling, operatorName: operator, location: { latitude: stop.latitude, longitude: stop.longitude } });
    }
    await postReview(page.request, rider, ids, {
      feeling: 'GOOD',
      operatorName: operator,
      location: { latitude: stop.latitude, longitude: stop.longitude + 0.00135 },
    });
    await locateBrowserAt(page, stop);
    await page.goto(`/popular?operator=${operator}`);

    // Zoomed in until every stop stands alone (zoom 16).
    await expect(page.getByRole('button', { name: /^\d+ reviews?, feeling/ }).first()).toBeVisible();
    await mapRegion(page).focus();
    for (const zoom of [14, 15, 16]) {
      const zoomed = page.waitForRequest((request) => mapRequest(request)?.zoom === zoom);
      await page.keyboard.press('+');
      await zoomed;
    }

    // The group of three: named by its count and feeling, and a real target.
    const group = page.getByRole('button', { name: '3 reviews, feeling Annoyed on average. Zoom in' });
    await expect(group).toBeVisible();
    // The single review: its feeling's face in the feeling's colour, no cryptic score.
    const single = page.getByRole('button', { name: `Review by ${rider.account.name}: Good` });
    await expect(single).toBeVisible();
    await expect(single).toHaveText('');
    await expect(single.locator('svg.icon-tabler-mood-happy')).toBeVisible();
    const faceColour = await single.locator('span').first().evaluate((disc) => getComputedStyle(disc).backgroundColor);
    const good = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.background = 'var(--mantine-color-green-6)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    });
    expect(faceColour).toBe(good);

    // The stop is still there, beside the group rather than under it.
    const stopMarker = page.getByRole('button', { name: `Bus stop: ${stop.name}` });
    await expect(stopMarker).toBeVisible();
    await expect(async () => {
      const { reviews, stops: stopBoxes } = await markerBoxes(page);
      expect(reviews.length).toBeGreaterThan(0);
      expect(stopBoxes.length).toBeGreaterThan(0);
      for (const box of [...reviews, ...stopBoxes]) {
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      const clashes = reviews.flatMap((review) => stopBoxes.filter((stopBox) => overlap(review, stopBox)).map((stopBox) => [review, stopBox]));
      expect(clashes).toEqual([]);
    }).toPass();
    await stopMarker.click();
    await expect(page.locator('.leaflet-popup')).toContainText(stop.name);
    await expectNoAxeViolations(page);

    // Bahasa Malaysia: the group's name in Malay.
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: /BM/ }).click();
    await expect(page.getByRole('button', { name: '3 ulasan, perasaan purata Jengkel. Zum masuk' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Ulasan oleh ${rider.account.name}: Baik` })).toBeVisible();
  });

  for (const [device, viewport] of [
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ] as const) {
    test(`tiles that cannot load are said over the map, in both languages, on a ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await failTiles(page);
      await page.goto('/popular');
      const notice = mapRegion(page).getByText('The map could not load. Check your connection and try again.');
      await expect(notice).toBeVisible();
      // Inside the map's box, whole.
      const frame = (await mapFrame(page).boundingBox())!;
      const box = (await notice.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      await expectNoAxeViolations(page);
      await reloadIn(page, 'ms');
      await expect(
        page.getByRole('region', { name: 'Peta ulasan dan perhentian bas' }).getByText('Peta tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.'),
      ).toBeVisible();
    });
  }

  test('the address search’s placeholder fits its box on a phone, in both languages', async ({ page }) => {
    for (const width of [PHONE.width, 360]) {
      await page.setViewportSize({ width, height: PHONE.height });
      for (const language of ['en', 'ms'] as const) {
        await page.goto('/popular');
        await reloadIn(page, language);
        const box = searchBox(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(box).toHaveAttribute('placeholder', /\S/);
        // The placeholder typed in: it scrolls only if it does not fit.
        const fits = await box.evaluate((input: HTMLInputElement) => {
          input.value = input.placeholder;
          const result = input.scrollWidth <= input.clientWidth;
          input.value = '';
          return result;
        });
        expect(fits, `${language} placeholder at ${width} px`).toBe(true);
      }
    }
  });
});

test.describe('cards and the review dialog on a laptop', () => {
  test.use({ viewport: LAPTOP });

  test('a card with a photo does not stretch its neighbours; the dialog without media gives the text the width', async ({ page }) => {
    const rider = await verifiedRider(page, `Mei Ling ${uniqueWord('c')}`, { inBrowser: false });
    const ids = await reviewOptionIds(page.request);
    const operator = uniqueWord('Crd');
    // Latest first: the photo card leads the row, two cards without media beside it.
    const plain = await postReview(page.request, rider, ids, { feeling: 'FAIR', operatorName: operator, experience: 'No photo this time.' });
    await postReview(page.request, rider, ids, { feeling: 'NOT_BAD', operatorName: operator, experience: 'No photo either.' });
    await postPhotoReview(page.request, rider, operator);
    await page.goto(`/popular?view=card&operator=${operator}`);
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).first().locator('img')).toBeVisible();

    const [photoCard, ...others] = await Promise.all([0, 1, 2].map(async (i) => (await cards(page).nth(i).locator('article').boundingBox())!));
    for (const card of others) {
      // One row, each card its own height: the 4:3 photo (about 250 px here) makes only its own card taller.
      expect(Math.round(card.y)).toBe(Math.round(photoCard!.y));
      expect(card.height).toBeLessThan(photoCard!.height - 150);
    }
    await expectNoAxeViolations(page);

    // The dialog of a review with a photo: media left, text right.
    await cards(page).first().getByRole('link').click();
    const dialog = reviewDialog(page);
    const sentence = dialog.getByTestId('review-sentence');
    await expect(sentence).toBeVisible();
    const media = (await dialog.locator('img').first().boundingBox())!;
    expect(media.x + media.width).toBeLessThanOrEqual((await sentence.boundingBox())!.x);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Without media: the text spans the dialog.
    await page.goto(`/popular?view=card&operator=${operator}&review=${plain}`);
    await expect(sentence).toContainText('says Fair');
    const body = (await page.locator('.mantine-Modal-body').boundingBox())!;
    const text = (await sentence.boundingBox())!;
    expect(text.width).toBeGreaterThan(0.9 * (body.width - 32));
    await expectNoAxeViolations(page);
  });
});
