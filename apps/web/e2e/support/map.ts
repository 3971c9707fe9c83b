import type { Page, Request } from '@playwright/test';
import { PNG_1PX } from './review-factory';

/*
 * Maps in the e2e journeys: the test server has no internet, so tile requests are answered here
 * (a 1-pixel PNG) or made to fail on purpose; and GET /api/reviews/map requests are read for the
 * box and zoom the map asked for.
 */

/** Answers the deployment's tile requests (GET /api/config's tileUrl) with a tiny PNG, or fails them. */
export async function stubTiles(page: Page, mode: 'png' | 'fail' = 'png') {
  const { tileUrl } = (await (await page.request.get('/api/config')).json()) as { tileUrl: string };
  const host = new URL(tileUrl.replace(/\{[^}]+\}/g, 'a')).hostname;
  await page.route(
    (url) => url.hostname === host,
    (route) => (mode === 'png' ? route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1PX }) : route.abort('failed')),
  );
}

export type MapRequest = { west: number; south: number; east: number; north: number; zoom: number; params: URLSearchParams };

/** The box, zoom and filters of a GET /api/reviews/map request, or null for any other request. */
export function mapRequest(request: Request): MapRequest | null {
  const url = new URL(request.url());
  if (url.pathname !== '/api/reviews/map') return null;
  const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number) as [number, number, number, number];
  return { west, south, east, north, zoom: Number(url.searchParams.get('zoom')), params: url.searchParams };
}

/** Waits for the map to ask for the reviews around a point (it asks once it settles there). */
export function waitForMapAt(page: Page, latitude: number, longitude: number, test: (request: MapRequest) => boolean = () => true) {
  return page.waitForRequest((request) => {
    const map = mapRequest(request);
    return Boolean(map && map.west <= longitude && longitude <= map.east && map.south <= latitude && latitude <= map.north && test(map));
  });
}
