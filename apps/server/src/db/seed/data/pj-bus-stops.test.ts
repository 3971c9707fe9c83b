import { describe, it, expect } from 'vitest';
import type { StopTimeRow } from '../seed-transit.ts';
import stops from './pj-bus-stops.json' with { type: 'json' };

const rows: StopTimeRow[] = stops;

const EXPECTED_COUNTS: Record<string, number> = {
  'Petaling Jaya Route 01': 59,
  'Petaling Jaya Route 02': 24,
  'Petaling Jaya Route 03': 23,
  'Petaling Jaya Route 04': 36,
  'Petaling Jaya Route 05': 32,
  'Petaling Jaya Route 06': 39,
};

const BOX = { minLat: 3.07, maxLat: 3.15, minLon: 101.6, maxLon: 101.66 };

function byRoute(): Map<string, StopTimeRow[]> {
  const map = new Map<string, StopTimeRow[]>();
  for (const row of rows) {
    const list = map.get(row.route_name) ?? [];
    list.push(row);
    map.set(row.route_name, list);
  }
  return map;
}

describe('bundled Petaling Jaya bus stops', () => {
  it('has exactly the six Petaling Jaya routes', () => {
    expect([...byRoute().keys()].sort()).toEqual(Object.keys(EXPECTED_COUNTS).sort());
    expect(rows).toHaveLength(213);
  });

  it('maps each route name to a single route id', () => {
    for (const [name, list] of byRoute()) {
      const ids = new Set(list.map((r) => r.route_id));
      expect(ids.size, name).toBe(1);
      expect([...ids][0], name).toBe(`PJ${name.slice(-2)}`);
    }
  });

  it('has the expected number of stop rows per route', () => {
    for (const [name, list] of byRoute()) {
      expect(list.length, name).toBe(EXPECTED_COUNTS[name]);
    }
  });

  it('numbers sequences 1..n contiguously per route', () => {
    for (const [name, list] of byRoute()) {
      const seqs = list.map((r) => r.sequence).sort((a, b) => a - b);
      expect(seqs, name).toEqual(Array.from({ length: list.length }, (_, i) => i + 1));
    }
  });

  it('keeps every coordinate inside Petaling Jaya', () => {
    for (const r of rows) {
      expect(r.latitude, r.stoptime_id).toBeGreaterThanOrEqual(BOX.minLat);
      expect(r.latitude, r.stoptime_id).toBeLessThanOrEqual(BOX.maxLat);
      expect(r.longitude, r.stoptime_id).toBeGreaterThanOrEqual(BOX.minLon);
      expect(r.longitude, r.stoptime_id).toBeLessThanOrEqual(BOX.maxLon);
    }
  });

  it('spaces consecutive stops at most 1 km apart', () => {
    const toRad = Math.PI / 180;
    for (const [name, list] of byRoute()) {
      const ordered = [...list].sort((a, b) => a.sequence - b.sequence);
      for (let i = 1; i < ordered.length; i++) {
        const a = ordered[i - 1]!;
        const b = ordered[i]!;
        const dLat = (b.latitude - a.latitude) * toRad;
        const dLon = (b.longitude - a.longitude) * toRad;
        const h =
          Math.sin(dLat / 2) ** 2 +
          Math.cos(a.latitude * toRad) * Math.cos(b.latitude * toRad) * Math.sin(dLon / 2) ** 2;
        const metres = 2 * 6_371_000 * Math.asin(Math.sqrt(h));
        expect(metres, `${name} ${a.stoptime_id} -> ${b.stoptime_id}`).toBeLessThan(1000);
      }
    }
  });

  it('has non-empty ids and names', () => {
    for (const r of rows) {
      expect(r.stop_id.length, r.stoptime_id).toBeGreaterThan(0);
      expect(r.stop_name.trim().length, r.stoptime_id).toBeGreaterThan(0);
    }
  });

  it('has a unique stoptime_id per row', () => {
    expect(new Set(rows.map((r) => r.stoptime_id)).size).toBe(rows.length);
  });

  it('gives a stop_id the same name and coordinates everywhere', () => {
    const first = new Map<string, StopTimeRow>();
    for (const r of rows) {
      const seen = first.get(r.stop_id);
      if (!seen) {
        first.set(r.stop_id, r);
        continue;
      }
      expect(
        { name: r.stop_name, lat: r.latitude, lon: r.longitude },
        `${r.stoptime_id} vs ${seen.stoptime_id}`,
      ).toEqual({ name: seen.stop_name, lat: seen.latitude, lon: seen.longitude });
    }
  });

  it('shares at least one stop between routes and repeats one within a route', () => {
    const routesByStop = new Map<string, Set<string>>();
    let repeatedWithinRoute = false;
    for (const [, list] of byRoute()) {
      const ids = list.map((r) => r.stop_id);
      if (new Set(ids).size < ids.length) repeatedWithinRoute = true;
      for (const r of list) {
        const set = routesByStop.get(r.stop_id) ?? new Set<string>();
        set.add(r.route_id);
        routesByStop.set(r.stop_id, set);
      }
    }
    const shared = [...routesByStop.values()].filter((s) => s.size >= 2);
    expect(shared.length).toBeGreaterThan(0);
    expect(repeatedWithinRoute).toBe(true);
  });
});
