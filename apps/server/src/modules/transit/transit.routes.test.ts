import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import bundled from '../../db/seed/data/pj-bus-stops.json' with { type: 'json' };
import { seedBundledTransit } from '../../db/seed/seed-transit.ts';

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
