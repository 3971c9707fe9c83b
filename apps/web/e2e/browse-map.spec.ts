import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { toast } from './support/accounts';
import { MAP_CROWD } from './support/map-crowd';
import { failTiles, mapRequest, tileHost, waitForMapAt, type MapRequest } from './support/map';
import { postReview, reviewOptionIds, uniqueWord, verifiedRider } from './support/review-factory';

/*
 * The browse page's map view (/popular, spec §2 "Review browse / map page"): review markers and
 * their popups, the bus-stop layer, locate-me, the address search, the keyboard, and a 360 px
 * phone. Other tests post reviews around Petaling Jaya into the same database, so the review here
 * is put somewhere of its own and the browser is "located" there.
 */

type Stop = { id: string; code: string; name: string; latitude: number; longitude: number; routes: Array<{ code: string; name: string }> };

const MAP_DEFAULT_CENTER = { latitude: 3.128, longitude: 101.594 };
const LOCATE_FAILED = 'We could not get your location, so the map shows Petaling Jaya.';

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of reviews and bus stops' });
const popup = (page: Page) => page.locator('.leaflet-popup');
const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review', exact: true });
const mapView = (page: Page) => page.getByTestId('browse-map-view');
const searchBox = (page: Page) => mapView(page).getByRole('textbox', { name: 'Find a place on the map' });

/** A spot in Perak, away from everyone else's reviews, different on every call. */
function lonelySpot() {
  return { latitude: 4.3 + Math.random() * 0.4, longitude: 100.9 + Math.random() * 0.3 };
}

async function locateBrowserAt(context: BrowserContext, { latitude, longitude }: { latitude: number; longitude: number }) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude, longitude });
}

async function stops(page: Page): Promise<Stop[]> {
  return ((await (await page.request.get('/api/transit/stops')).json()) as { items: Stop[] }).items;
}

test.describe('the browse map', () => {
  test('shows the map by default at 50vh; a review is a marker whose popup names the author and opens the dialog', async ({ page }) => {
    const name = `Nadia ${uniqueWord('m')}`;
    const rider = await verifiedRider(page, name);
    const spot = lonelySpot();
    const reviewId = await postReview(page.request, rider, await reviewOptionIds(page.request), {
      feeling: 'GOOD',
      location: { ...spot, address: 'Jalan Sultan Idris Shah, Ipoh' },
    });
    await locateBrowserAt(page.context(), spot);

    const asked = waitForMapAt(page, spot.latitude, spot.longitude, (request) => request.zoom === 13);
    await page.goto('/popular');
    await expect(mapRegion(page)).toBeVisible();
    await asked;
    // 50vh: half of the 720 px viewport.
    const frame = await page.getByTestId('browse-map').boundingBox();
    expect(Math.round(frame!.height)).toBeGreaterThanOrEqual(358);
    expect(Math.round(frame!.height)).toBeLessThanOrEqual(362);

    // The marker: named after the author and the feeling; its popup says both and opens the review.
    const marker = page.getByRole('button', { name: `Review by ${name}: Good` });
    await expect(marker).toBeVisible();
    // The feeling's face (the same as the cards'), no score.
    await expect(marker.locator('svg.icon-tabler-mood-happy')).toBeVisible();
    await expect(marker).toHaveText('');
    await marker.click();
    await expect(popup(page)).toContainText(name);
    await expect(popup(page)).toContainText('Good');
    await expectNoAxeViolations(page);
    await popup(page).getByRole('button', { name: 'Open review' }).click();
    await expect(reviewDialog(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/popular\\?review=${reviewId}$`));
    await expect(reviewDialog(page).getByTestId('review-sentence')).toContainText(`${name} says Good`);
    await reviewDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/popular$/);

    // By keyboard: Enter opens the popup with its button focused; Escape closes it and focus returns to the marker.
    await page.keyboard.press('Escape'); // any popup from the mouse run
    await marker.focus();
    await page.keyboard.press('Enter');
    const open = popup(page).getByRole('button', { name: 'Open review' });
    await expect(open).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect(marker).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(reviewDialog(page).getByTestId('review-sentence')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(reviewDialog(page)).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('a first visit looks for the reviews while its strings are on their way, and loads tiles and draws stops only where the map starts', async ({ page }) => {
    // Two reviews far apart, found by an operator no one else names: the map fits to both, well out from its default zoom (13).
    const operator = `Bas ${uniqueWord('fit')}`;
    const rider = await verifiedRider(page, `Fiona ${uniqueWord('f')}`);
    const ids = await reviewOptionIds(page.request);
    for (const spot of [lonelySpot(), { latitude: 1.5, longitude: 103.7 }]) {
      await postReview(page.request, rider, ids, { operatorName: operator, location: { ...spot, address: 'Somewhere far' } });
    }
    const tiles = await tileHost(page);
    const worldLooks: MapRequest[] = [];
    const tileZooms: number[] = [];
    page.on('request', (request) => {
      const map = mapRequest(request);
      if (map?.west === -180) worldLooks.push(map);
      const url = new URL(request.url());
      if (url.host === tiles) tileZooms.push(Number(url.pathname.split('/')[1]));
    });
    // The strings are held until the first look is asked for: the page's code asks as it arrives, not once the map's has.
    await page.route(/\/assets\/en-[\w-]+\.js$/, async (route) => {
      await expect.poll(() => worldLooks.length).toBe(1);
      await route.continue();
    });
    // When the first bus stop is drawn (its pane's first marker), on the page's clock.
    await page.addInitScript(() => {
      const state = window as unknown as { stopsDrawnAt?: number };
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('.leaflet-busStops-pane > *')) return;
        state.stopsDrawnAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // The reviews' places come slowly, as on a weak connection: the tiles' address and the stops come first, and they must still wait.
    await page.route(
      (url) => url.pathname === '/api/reviews/map',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        await route.continue();
      },
    );

    await page.goto(`/popular?operator=${encodeURIComponent(operator)}`);
    await expect(page.getByRole('button', { name: /^Review by Fiona/ })).toHaveCount(2);
    await expect.poll(() => tileZooms.length).toBeGreaterThan(0);
    expect(worldLooks).toHaveLength(1);
    expect(worldLooks[0]!.params.get('operator')).toBe(operator);
    expect(new Set(tileZooms).size).toBe(1);
    expect(tileZooms[0]).toBeLessThan(10);
    // The stops, in long before the reviews' places, were drawn once those came, with the tiles.
    await expect.poll(() => page.evaluate(() => (window as unknown as { stopsDrawnAt?: number }).stopsDrawnAt)).toBeGreaterThan(0);
    const [stopsDrawnAt, firstLookAt] = await page.evaluate(() => {
      const looks = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === '/api/reviews/map');
      return [(window as unknown as { stopsDrawnAt: number }).stopsDrawnAt, Math.min(...looks.map((entry) => (entry as PerformanceResourceTiming).responseEnd))];
    });
    expect(stopsDrawnAt).toBeGreaterThan(firstLookAt);
  });

  test('the bus-stop layer: a stop lists its routes and leads to /review with that stop; the layer toggles without a refetch', async ({ page }) => {
    const stop = (await stops(page)).find((s) => s.routes.length > 1)!;
    let stopRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/transit/stops') stopRequests += 1;
    });
    await locateBrowserAt(page.context(), stop);
    await page.goto('/popular');

    // Stops group below zoom 16: the map's own keys zoom in (+ three times from 13).
    const marker = page.getByRole('button', { name: `Bus stop: ${stop.name}` });
    await expect(page.getByRole('button', { name: /^\d+ bus stops\. Zoom in$/ }).first()).toBeVisible();
    await mapRegion(page).focus();
    for (const zoom of [14, 15, 16]) {
      const zoomed = page.waitForRequest((request) => mapRequest(request)?.zoom === zoom);
      await page.keyboard.press('+');
      await zoomed;
    }
    await expect(marker).toBeVisible();
    // Each stop once.
    await expect(marker).toHaveCount(1);

    // Off and on again: the stops come from the cache.
    const toggle = mapView(page).getByRole('checkbox', { name: 'Bus stops', exact: true });
    await toggle.uncheck();
    await expect(marker).toHaveCount(0);
    await toggle.check();
    await expect(marker).toBeVisible();
    expect(stopRequests).toBe(1);

    // Stops sit close together: opened with the keyboard, the popup's link takes focus.
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(popup(page)).toContainText(stop.name);
    for (const route of stop.routes) await expect(popup(page)).toContainText(route.name);
    const review = popup(page).getByRole('link', { name: 'Click to review this stop' });
    await expect(review).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/review\\?stop=${stop.id}$`));

    // The form starts with that stop.
    const slider = page.getByRole('slider', { name: 'How are you feeling?' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('radiogroup', { name: 'Which service?' }).getByRole('radio', { name: 'Stage Bus' }).check();
    await page.getByRole('radiogroup', { name: 'Which aspect?' }).getByRole('radio', { name: 'Driver' }).check();
    await expect(page.getByRole('combobox', { name: 'Station / Stop / Terminal' })).toHaveValue(stop.name);
  });

  test('locate me: flies to the browser position when allowed', async ({ page }) => {
    const start = lonelySpot();
    await locateBrowserAt(page.context(), start);
    const started = waitForMapAt(page, start.latitude, start.longitude);
    await page.goto('/popular');
    await started;

    // The rider moves (Johor Bahru); the button follows.
    const moved = { latitude: 1.4927, longitude: 103.7414 };
    await page.context().setGeolocation(moved);
    const asked = waitForMapAt(page, moved.latitude, moved.longitude);
    await page.getByRole('button', { name: 'Locate me' }).click();
    await asked;
    await expect(toast(page, LOCATE_FAILED)).toHaveCount(0);
  });

  test('locate me: when the browser refuses, the map goes back to Petaling Jaya and says so', async ({ page }) => {
    // Allowed at first (the map starts in Kuantan), then the reader says no: Chromium's permission
    // set to 'denied' (Playwright itself can only grant).
    const kuantan = { latitude: 3.8077, longitude: 103.326 };
    await locateBrowserAt(page.context(), kuantan);
    const started = waitForMapAt(page, kuantan.latitude, kuantan.longitude);
    await page.goto('/popular');
    await started;
    const cdp = await page.context().newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', { permission: { name: 'geolocation' }, setting: 'denied', browserContextId: targetInfo.browserContextId });

    const back = waitForMapAt(page, MAP_DEFAULT_CENTER.latitude, MAP_DEFAULT_CENTER.longitude, (request) => request.zoom === 13);
    await page.getByRole('button', { name: 'Locate me' }).click();
    await expect(toast(page, LOCATE_FAILED)).toBeVisible();
    await back;
    await expectNoAxeViolations(page);
  });

  test('address search: places to pick with the keyboard, no result, errors as toasts; failing tiles break nothing', async ({ page }) => {
    await failTiles(page);
    let answer: { status: number; body: unknown } = {
      status: 200,
      body: {
        items: [
          { label: 'Menara Kuala Lumpur, Jalan Puncak', latitude: 3.1528, longitude: 101.7038 },
          { label: 'Pantai Cenang, Langkawi', latitude: 6.2925, longitude: 99.7286 },
        ],
      },
    };
    const queries: string[] = [];
    await page.route('**/api/geo/search?**', (route) => {
      queries.push(new URL(route.request().url()).searchParams.get('q')!);
      return route.fulfill({ status: answer.status, json: answer.body });
    });
    await page.goto('/popular');
    await expect(mapRegion(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /^\d+ bus stops\. Zoom in$/ }).first()).toBeVisible();

    // Too short: said under the box, nothing asked.
    await searchBox(page).fill('a');
    await searchBox(page).press('Enter');
    await expect(page.getByText('Type at least 2 characters')).toBeVisible();
    expect(queries).toEqual([]);

    // Two places; the second is picked with the arrow keys and Enter.
    await searchBox(page).fill('  menara  ');
    await searchBox(page).press('Enter');
    const places = page.getByRole('list', { name: 'Places found' });
    await expect(places.getByRole('button')).toHaveText(['Menara Kuala Lumpur, Jalan Puncak', 'Pantai Cenang, Langkawi']);
    expect(queries).toEqual(['menara']);
    await expect(page.getByRole('status').filter({ hasText: '2 places found' })).toBeAttached();
    await expectNoAxeViolations(page);
    await searchBox(page).press('ArrowDown');
    await expect(places.getByRole('button', { name: 'Menara Kuala Lumpur, Jalan Puncak' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const moved = waitForMapAt(page, 6.2925, 99.7286);
    await page.keyboard.press('Enter');
    await moved;
    await expect(places).toHaveCount(0);
    await expect(searchBox(page)).toBeFocused();
    await expect(page.getByRole('img', { name: 'Pantai Cenang, Langkawi' })).toBeVisible();

    // Escape closes the list.
    await searchBox(page).fill('menara kl');
    await searchBox(page).press('Enter');
    await expect(places).toBeVisible();
    await searchBox(page).press('Escape');
    await expect(places).toHaveCount(0);

    // Nothing found.
    answer = { status: 200, body: { items: [] } };
    await searchBox(page).fill('zzzz nowhere');
    await searchBox(page).press('Enter');
    await expect(page.getByText('No result found').first()).toBeVisible();

    // No geocoder (503), a failing provider (502): a toast, and the map still works.
    const unavailable = toast(page, 'Address search is not available right now. Please try again later.');
    for (const [index, status] of [503, 502].entries()) {
      answer = { status, body: { error: { code: 'geocoder_unavailable', message: 'No address service is configured.' } } };
      await searchBox(page).fill(`somewhere ${status}`);
      await searchBox(page).press('Enter');
      await expect(unavailable).toHaveCount(index + 1);
    }
    await expect(mapRegion(page)).toBeVisible();
    const zoomedOut = page.waitForRequest((request) => mapRequest(request)?.zoom === 12);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await zoomedOut;
  });

  test('the server’s clusters: a count marker zooms in on Enter to points that group; the filters are sent', async ({ page }) => {
    const { operator, pair } = MAP_CROWD;
    await locateBrowserAt(page.context(), pair);
    const requests: MapRequest[] = [];
    page.on('request', (request) => {
      const map = mapRequest(request);
      if (map) requests.push(map);
    });

    await page.goto(`/popular?operator=${encodeURIComponent(operator)}`);
    const crowd = page.getByRole('button', { name: '1,250 reviews, feeling Annoyed on average. Zoom in' });
    await expect(crowd).toBeVisible();
    await expect(crowd).toHaveText('1,250');
    expect(requests.at(-1)!.params.get('operator')).toBe(operator);
    await expectNoAxeViolations(page);

    // The pair is a cluster of its own at zoom 13; zoomed in on it, the crowd is out of view and the
    // server sends the two as points.
    const pairLabel = '2 reviews, feeling Not Bad on average. Zoom in';
    const zoomed = page.waitForResponse((response) => mapRequest(response.request())?.zoom === 15);
    await page.getByRole('button', { name: pairLabel }).focus();
    await page.keyboard.press('Enter');
    expect(((await (await zoomed).json()) as { kind: string }).kind).toBe('points');
    // Focus goes to the map (its arrow keys pan), not lost with the marker.
    await expect(mapRegion(page)).toBeFocused();

    // Two reviews on one spot: the plugin groups them, coloured by their mean feeling.
    const group = page.getByRole('button', { name: pairLabel });
    await expect(group.locator('[aria-hidden="true"]')).toHaveText('2');
    await expect(crowd).toHaveCount(0);
  });

  test('keyboard: the controls in order, then the map, whose keys zoom', async ({ page }) => {
    // The run asks for reduced motion; this rider does not.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // Located, so the map starts at zoom 13 (not fitted to wherever the run's reviews are).
    await locateBrowserAt(page.context(), MAP_DEFAULT_CENTER);
    await page.goto('/popular');
    await searchBox(page).focus();
    const reviewsLayer = mapView(page).getByRole('checkbox', { name: 'Reviews', exact: true });
    const order = [
      mapView(page).getByRole('button', { name: 'Search', exact: true }),
      mapView(page).getByRole('button', { name: 'Locate me' }),
      reviewsLayer,
      mapView(page).getByRole('checkbox', { name: 'Bus stops', exact: true }),
      mapRegion(page),
    ];
    for (const control of order) {
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
    }
    const zoomed = page.waitForRequest((request) => mapRequest(request)?.zoom === 14);
    await page.keyboard.press('+');
    await zoomed;

    // Motion is allowed here: Leaflet fades and animates.
    await expect(mapRegion(page)).toHaveClass(/leaflet-fade-anim/);

    // Space toggles a layer.
    await reviewsLayer.focus();
    await page.keyboard.press('Space');
    await expect(reviewsLayer).not.toBeChecked();
  });

  test('on a 360 px phone, in Bahasa Malaysia, the map fits and passes axe', async ({ page }) => {
    await page.goto('/popular');
    await page.getByRole('banner').getByRole('button', { name: /BM/ }).click();
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('region', { name: 'Peta ulasan dan perhentian bas' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cari lokasi saya' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zum masuk', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^\d+ perhentian bas\. Zum masuk$/ }).first()).toBeVisible();
    const frame = await page.getByTestId('browse-map').boundingBox();
    expect(Math.round(frame!.height)).toBe(370);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });

  test('a failed load says so over the map and Try again loads it; reduced motion turns the animations off', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    let fail = true;
    await page.route('**/api/reviews/map?**', (route) =>
      fail ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong on our side.' } } }) : route.continue(),
    );
    await page.goto('/popular');
    const alert = page.getByRole('alert').filter({ hasText: 'We could not load the reviews on the map.' });
    await expect(alert).toBeVisible();
    await expect(mapRegion(page)).not.toHaveClass(/leaflet-fade-anim/);
    await expectNoAxeViolations(page);
    fail = false;
    const loaded = page.waitForResponse((response) => mapRequest(response.request()) !== null && response.status() === 200);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await loaded;
    await expect(alert).toHaveCount(0);
  });
});
