import type { Page, Request } from '@playwright/test';

/*
 * Maps in the e2e journeys: tiles come from a loopback stand-in for the tile server
 * (support/tile-server.ts) and are made to fail here on purpose; GET /api/reviews/map requests are
 * read for the box and zoom the map asked for.
 */

/** The host of the deployment's tile server (GET /api/config's tileUrl). */
export async function tileHost(page: Page): Promise<string> {
  const { tileUrl } = (await (await page.request.get('/api/config')).json()) as { tileUrl: string };
  return new URL(tileUrl.replace(/\{[^}]+\}/g, 'a')).host;
}

/** Makes every request to the deployment's tile server fail, as offline. */
export async function failTiles(page: Page) {
  const host = await tileHost(page);
  await page.route(
    (url) => url.host === host,
    (route) => route.abort('failed'),
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
