import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { reviews, transitRoutes, transitStops } from '../../db/schema/index.ts';
import bundled from '../../db/seed/data/pj-bus-stops.json' with { type: 'json' };
import { seedBundledTransit } from '../../db/seed/seed-transit.ts';
import { optionIds, postReview, validPayload, verifiedPerson } from '../reviews/reviews.test-support.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => (t = await buildTestApp()));
afterAll(() => t.close());

type Stop = { code: string; name: string; latitude: number; longitude: number; routes: { code: string; name: string; operator: string | null }[] };
const fetchStops = async () => (await t.app.inject({ method: 'GET', url: '/api/transit/stops' })).json<{ items: Stop[] }>().items;

describe('GET /api/transit/stops', () => {
  it('lists every bundled stop once, with the routes that serve it', async () => {
    const items = await fetchStops();
    const uniqueCodes = new Set(bundled.map((row) => row.stop_id));
    expect(items).toHaveLength(uniqueCodes.size);
    expect(new Set(items.map((s) => s.code)).size).toBe(items.length);

    const hub = items.find((s) => s.code === 'PJS1001')!;
    expect(hub.routes.map((r) => r.code).sort()).toEqual(['PJ01', 'PJ02', 'PJ06']);
    expect(new Set(items.flatMap((s) => s.routes.map((r) => r.operator)))).toEqual(new Set(['PJ City Bus (MBPJ)']));
    for (const stop of items) {
      expect(stop.latitude).toBeGreaterThanOrEqual(3.07);
      expect(stop.latitude).toBeLessThanOrEqual(3.15);
      expect(stop.longitude).toBeGreaterThanOrEqual(101.6);
      expect(stop.longitude).toBeLessThanOrEqual(101.66);
    }
  });

  it('keeps the data as it was when the seed runs again', async () => {
    const before = await fetchStops();
    await seedBundledTransit(t.db);
    expect(await fetchStops()).toEqual(before);
  });
});

type Route = { id: string; code: string; name: string; agency: string; operator: { slug: string; name: string } | null };
type RoutePage = { items: Route[]; nextCursor: string | null };
const getJson = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/transit/routes', () => {
  it('lists the routes by code with their operator, paging with a cursor', async () => {
    const res = await getJson('/api/transit/routes');
    expect(res.statusCode, res.body).toBe(200);
    const all = res.json<RoutePage>();
    expect(all.items.map((r) => r.code)).toEqual(['PJ01', 'PJ02', 'PJ03', 'PJ04', 'PJ05', 'PJ06']);
    expect(all.items[0]).toMatchObject({ name: 'Petaling Jaya Route 01', agency: 'pj-bundled', operator: { slug: 'pj-city-bus', name: 'PJ City Bus (MBPJ)' } });
    expect(all.nextCursor).toBeNull();

    const codes: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: RoutePage = (await getJson(`/api/transit/routes?limit=4&cursor=${cursor}`)).json<RoutePage>();
      codes.push(...page.items.map((r) => r.code));
      cursor = page.nextCursor;
    }
    expect(codes).toEqual(all.items.map((r) => r.code));
  });

  it('finds routes by the start of their code or any part of their name, ignoring case', async () => {
    const codes = async (q: string) => (await getJson(`/api/transit/routes?q=${encodeURIComponent(q)}`)).json<RoutePage>().items.map((r) => r.code);
    expect(await codes('pj0')).toHaveLength(6);
    expect(await codes('PJ03')).toEqual(['PJ03']);
    expect(await codes('route 05')).toEqual(['PJ05']);
    expect(await codes('J03')).toEqual([]);
    expect(await codes('%')).toEqual([]);
  });

  it('refuses a bad cursor or limit with 422', async () => {
    for (const query of ['cursor=garbage', `cursor=${Buffer.from('["PJ01","not-a-uuid"]').toString('base64url')}`, 'limit=0', 'limit=201']) {
      const res = await getJson(`/api/transit/routes?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });
});

describe('GET /api/transit/routes/{id}/stops', () => {
  it('answers the route’s stops in order', async () => {
    const [route] = (await getJson('/api/transit/routes?q=PJ02')).json<RoutePage>().items;
    const res = await getJson(`/api/transit/routes/${route!.id}/stops`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ route: Route; patterns: { number: number; direction: number | null; tripCount: number; stops: { code: string }[] }[] }>();
    expect(body.route).toMatchObject({ code: 'PJ02', operator: { slug: 'pj-city-bus' } });
    expect(body.patterns).toHaveLength(1);
    const expected = bundled.filter((row) => row.route_id === 'PJ02').sort((a, b) => a.sequence - b.sequence).map((row) => row.stop_id);
    expect(body.patterns[0]).toMatchObject({ number: 1, direction: null, tripCount: 1 });
    expect(body.patterns[0]!.stops.map((s) => s.code)).toEqual(expected);
  });

  it('answers 404 in the envelope for an unknown route', async () => {
    for (const id of ['0196a5c0-0000-7000-8000-000000000000', 'nope']) {
      const res = await getJson(`/api/transit/routes/${id}/stops`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});

describe('linking a review to the network', () => {
  const hub = { code: 'PJS1001', name: 'Hab Bas PJ (Menara MBPJ, Jalan Yong Shook Lin)', latitude: 3.0988, longitude: 101.6449 };

  it('links the route by its code or name and the stop by its code, or by its name near the review', async () => {
    const rider = await verifiedPerson(t);
    const ids = await optionIds(t);
    const idOf = async (table: typeof transitRoutes | typeof transitStops, code: string) => (await t.db.select({ id: table.id }).from(table).where(eq(table.code, code)))[0]!.id;
    const links = async (routeName: string, stopName: string, location = { latitude: hub.latitude + 0.001, longitude: hub.longitude, address: 'Petaling Jaya' }) => {
      const res = await postReview(t, rider.token, validPayload(ids, { operatorName: 'PJ City Bus', routeName, stopName, location }));
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.db.select({ routeId: reviews.routeId, stopId: reviews.stopId, routeName: reviews.routeName }).from(reviews).where(eq(reviews.id, res.json<{ review: { id: string } }>().review.id));
      return row!;
    };
    const [pj02, pj03, hubId] = [await idOf(transitRoutes, 'PJ02'), await idOf(transitRoutes, 'PJ03'), await idOf(transitStops, hub.code)];

    expect(await links('pj02 to Section 14', 'pjs1001')).toEqual({ routeId: pj02, stopId: hubId, routeName: 'pj02 to Section 14' });
    expect(await links('Petaling Jaya Route 03', hub.name.toUpperCase())).toMatchObject({ routeId: pj03, stopId: hubId });
    // 4 km away: a stop's name alone does not say which stop of that name is meant.
    expect(await links('T999', hub.name, { latitude: 3.1073, longitude: 101.6067, address: 'Jalan Gasing' })).toMatchObject({ routeId: null, stopId: null });
    expect(await links('Route', 'Somewhere else')).toMatchObject({ routeId: null, stopId: null });
  });
});
