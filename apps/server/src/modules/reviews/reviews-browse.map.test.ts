import { MAP_POINTS_MAX, mapCellDegrees } from '@suara/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { reviews } from '../../db/schema/index.ts';
import { auth, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { findMapPoints } from './reviews-browse.repository.ts';
import { allReviewRows, feelingOf, insertReviews, isVisible, klTime, type ReviewRow } from './reviews-browse.test-support.ts';
import { optionIds, type OptionIds } from './reviews.test-support.ts';

let t: TestApp;
let ids: OptionIds;
let rider: SignedIn;
let leaver: SignedIn;
const named: Record<string, string> = {};

type Point = { id: string; latitude: number; longitude: number; score: number; feelingKey: string; authorName: string };
type Cluster = { latitude: number; longitude: number; count: number; score: number };
type MapAnswer = { kind: 'points'; items: Point[] } | { kind: 'clusters'; cellDegrees: number; items: Cluster[] };

// Petaling Jaya and Kuala Lumpur; far from Penang, where the crowd of reviews is.
const KL = { west: 101.55, south: 3.0, east: 101.75, north: 3.2 };
const KL_BBOX = '101.55,3.0,101.75,3.2';
const PENANG_BBOX = '100.0,5.0,101.0,6.0';

const map = (query: Record<string, string | number>, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/reviews/map',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: auth(token),
  });

async function mapOk(query: Record<string, string | number>): Promise<MapAnswer> {
  const res = await map(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MapAnswer>();
}

async function pointsOf(query: Record<string, string | number>): Promise<Point[]> {
  const answer = await mapOk(query);
  expect(answer.kind).toBe('points');
  return answer.items as Point[];
}

const sortedIds = (items: { id: string }[]) => items.map((i) => i.id).sort();

beforeAll(async () => {
  t = await buildTestApp();
  ids = await optionIds(t);
  [rider, leaver] = [await signUpAndIn(t), await signUpAndIn(t)];

  const add = async (name: string, person: SignedIn, values: Parameters<typeof insertReviews>[3][number]) => {
    named[name] = (await insertReviews(t, ids, person.id, [values]))[0]!;
  };
  await add('pj', rider, { ...feelingOf(ids, 'ANNOYED'), latitude: 3.1073, longitude: 101.6067, operatorName: 'Rapid KL', createdAt: klTime('2025-03-10 08:00') });
  await add('klcc', rider, { ...feelingOf(ids, 'EXCELLENT'), latitude: 3.158, longitude: 101.712, operatorName: 'MRT Corp', createdAt: klTime('2025-03-12 08:00') });
  await add('southWestCorner', rider, { latitude: KL.south, longitude: KL.west, createdAt: klTime('2025-03-12 09:00') });
  await add('northEastCorner', leaver, { ...feelingOf(ids, 'GOOD'), latitude: KL.north, longitude: KL.east, createdAt: klTime('2025-03-12 10:00') });
  await add('justNorth', rider, { latitude: 3.2001, longitude: 101.65, createdAt: klTime('2025-03-11 12:00') });
  await add('justEast', rider, { latitude: 3.1, longitude: 101.7501, createdAt: klTime('2025-03-11 12:00') });
  await add('noLocation', rider, { latitude: null, longitude: null, createdAt: klTime('2025-03-11 12:00') });
  await add('hidden', rider, { latitude: 3.1, longitude: 101.6, status: 'hidden', createdAt: klTime('2025-03-11 12:00') });
  await add('deleted', rider, { latitude: 3.1, longitude: 101.6, deletedAt: new Date(), createdAt: klTime('2025-03-11 12:00') });
  await add('resolved', rider, { latitude: 3.11, longitude: 101.61, status: 'resolved', createdAt: klTime('2025-03-11 12:00') });

  // The leaver deletes their account: their review stays, by 'Deleted user'.
  const gone = await t.app.inject({ method: 'DELETE', url: '/api/users/me', payload: { username: leaver.username }, headers: auth(leaver.token) });
  expect(gone.statusCode, gone.body).toBe(204);

  // Penang: more reviews than the map draws as points, in two cells at zoom 10, inserted in bulk.
  const crowd = [
    ...Array.from({ length: 300 }, (_, i) => ({ ...feelingOf(ids, i % 2 === 0 ? 'EXCELLENT' : 'GOOD'), latitude: 5.41, longitude: 100.31 })),
    ...Array.from({ length: 150 }, (_, i) => ({ ...feelingOf(ids, 'UNACCEPTABLE'), latitude: i % 2 === 0 ? 5.2 : 5.21, longitude: i % 2 === 0 ? 100.6 : 100.61 })),
    ...Array.from({ length: 20 }, (_, i) => ({ latitude: 5.41, longitude: 100.31, ...(i % 2 === 0 ? { status: 'hidden' as const } : { deletedAt: new Date() }) })),
    ...Array.from({ length: 5 }, () => ({ latitude: null, longitude: null })),
  ];
  await insertReviews(t, ids, rider.id, crowd);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('GET /api/reviews/map: points', () => {
  it('answers the visible reviews inside the box, edges included, with what a marker shows', async () => {
    const points = await pointsOf({ bbox: KL_BBOX, zoom: 13 });
    expect(sortedIds(points)).toEqual([named.pj, named.klcc, named.southWestCorner, named.northEastCorner, named.resolved].sort());
    expect(points.find((p) => p.id === named.pj)).toEqual({
      id: named.pj,
      latitude: 3.1073,
      longitude: 101.6067,
      score: -2,
      feelingKey: 'ANNOYED',
      authorName: rider.name,
    });
    expect(points.find((p) => p.id === named.northEastCorner)).toMatchObject({ score: 2, feelingKey: 'GOOD', authorName: 'Deleted user' });
    // Nothing private of the author, not even their id.
    const body = (await map({ bbox: KL_BBOX, zoom: 13 })).body;
    expect(body).not.toContain(rider.id);
    expect(body).not.toContain(rider.email);
  });

  it('never shows hidden or deleted reviews, nor one without a location', async () => {
    // The whole world, before the Penang crowd was written.
    const points = await pointsOf({ bbox: '-180,-90,180,90', zoom: 0, to: '2025-12-31' });
    const located = ['pj', 'klcc', 'southWestCorner', 'northEastCorner', 'justNorth', 'justEast', 'resolved'];
    expect(sortedIds(points)).toEqual(located.map((name) => named[name]).sort());
  });

  it('applies the list filters', async () => {
    const only = async (query: Record<string, string>) => sortedIds(await pointsOf({ bbox: KL_BBOX, zoom: 13, ...query }));
    expect(await only({ feeling: ids.feeling.EXCELLENT! })).toEqual([named.klcc]);
    expect(await only({ service: ids.service.LRT! })).toEqual([]);
    expect(await only({ operator: 'rapid' })).toEqual([named.pj]);
    expect(await only({ user: leaver.id })).toEqual([named.northEastCorner]);
    expect(await only({ from: '2025-03-12', to: '2025-03-12' })).toEqual([named.klcc, named.southWestCorner, named.northEastCorner].sort());
    expect(await only({ to: '2025-03-10' })).toEqual([named.pj]);
  });

  it('draws up to MAP_POINTS_MAX reviews as points: a filter can turn a crowd back into points', async () => {
    const excellent = await pointsOf({ bbox: PENANG_BBOX, zoom: 10, feeling: ids.feeling.EXCELLENT! });
    expect(excellent).toHaveLength(150);
    expect(excellent.every((p) => p.feelingKey === 'EXCELLENT' && p.latitude === 5.41)).toBe(true);
  });
});

describe('findMapPoints', () => {
  const kl = { west: 101.55, south: 3.0, east: 101.75, north: 3.2 };
  it('gives a box’s reviews as points up to the limit exactly, and null one above it; an empty box has no points', async () => {
    expect(await findMapPoints(t.db, kl, {}, 5)).toHaveLength(5);
    expect(await findMapPoints(t.db, kl, {}, 4)).toBeNull();
    expect(await findMapPoints(t.db, { ...kl, west: 0, east: 1 }, {}, 5)).toEqual([]);
  });
});

describe('GET /api/reviews/map: clusters', () => {
  it('groups more than MAP_POINTS_MAX reviews on a grid of quarter tiles, at their mean position with the rounded mean score', async () => {
    const answer = await mapOk({ bbox: PENANG_BBOX, zoom: 10 });
    expect(answer.kind).toBe('clusters');
    if (answer.kind !== 'clusters') return;
    expect(answer.cellDegrees).toBe(mapCellDegrees(10));
    expect(answer.cellDegrees).toBeCloseTo(360 / 1024 / 4);
    const clusters = [...answer.items].sort((a, b) => b.count - a.count);
    expect(clusters).toHaveLength(2);
    // 150 Excellent (3) and 150 Good (2): a mean of 2.5, rounded to 3.
    expect(clusters[0]).toEqual({ latitude: expect.closeTo(5.41, 9), longitude: expect.closeTo(100.31, 9), count: 300, score: 3 });
    expect(clusters[1]).toEqual({ latitude: expect.closeTo(5.205, 9), longitude: expect.closeTo(100.605, 9), count: 150, score: -3 });
  });

  it('counts every visible located review in the box once, and nothing else', async () => {
    const rows: ReviewRow[] = await allReviewRows(t);
    const located = rows.filter((r) => isVisible(r) && r.latitude !== null);
    expect(located.length).toBeGreaterThan(MAP_POINTS_MAX);
    for (const zoom of [0, 2, 3, 5]) {
      const answer = await mapOk({ bbox: '-180,-90,180,90', zoom });
      expect(answer.kind).toBe('clusters');
      expect(answer.items.reduce((sum, c) => sum + (c as Cluster).count, 0)).toBe(located.length);
    }
    const penang = await mapOk({ bbox: PENANG_BBOX, zoom: 8 });
    expect(penang.items.reduce((sum, c) => sum + (c as Cluster).count, 0)).toBe(450);
    for (const cluster of penang.items as Cluster[]) {
      expect(cluster.latitude).toBeGreaterThanOrEqual(5);
      expect(cluster.latitude).toBeLessThanOrEqual(6);
      expect(cluster.score).toBeGreaterThanOrEqual(-3);
      expect(cluster.score).toBeLessThanOrEqual(3);
    }
  });

  it('applies the filters to the clusters too', async () => {
    const answer = await mapOk({ bbox: '-180,-90,180,90', zoom: 2, user: rider.id, from: '2000-01-01' });
    expect(answer.kind).toBe('clusters');
    const located = (await allReviewRows(t)).filter((r) => isVisible(r) && r.latitude !== null && r.userId === rider.id);
    expect(answer.items.reduce((sum, c) => sum + (c as Cluster).count, 0)).toBe(located.length);
  });
});

describe('GET /api/reviews/map: a box that cached clusters show to be full', () => {
  it('is answered from them without counting again, while a box they do not fill is counted live', async () => {
    const crowd = await signUpAndIn(t);
    const spot = { latitude: 1.4927, longitude: 103.7414 }; // Johor Bahru, where no other test puts reviews
    const made = await insertReviews(t, ids, crowd.id, Array.from({ length: MAP_POINTS_MAX + 1 }, () => spot));
    const zoom = 13;
    const cell = mapCellDegrees(zoom);
    const [west, south] = [Math.floor(spot.longitude / cell) * cell, Math.floor(spot.latitude / cell) * cell];
    // The crowd's whole cell and half a cell around it; then a box inside that cell.
    const full = { bbox: `${west - cell / 2},${south - cell / 2},${west + cell * 1.5},${south + cell * 1.5}`, zoom, user: crowd.id };
    const within = { bbox: `${spot.longitude - cell / 4},${spot.latitude - cell / 4},${spot.longitude + cell / 4},${spot.latitude + cell / 4}`, zoom, user: crowd.id };
    expect((await mapOk(full)).kind).toBe('clusters');

    // Gone from the database, not yet from the clusters (they live 30 s): only a box that is counted sees it.
    await t.db.update(reviews).set({ deletedAt: new Date() }).where(inArray(reviews.id, made));
    const cached = await mapOk(full);
    expect(cached.kind).toBe('clusters');
    expect(cached.items.reduce((sum, c) => sum + (c as Cluster).count, 0)).toBe(MAP_POINTS_MAX + 1);
    expect(await pointsOf(within)).toEqual([]);
  });
});

describe('GET /api/reviews/map: bad input answers 422 with the field and its message code', () => {
  const cases: [string, () => Record<string, string | number>, Record<string, string>][] = [
    ['an inverted bbox', () => ({ bbox: '101.75,3.0,101.55,3.2', zoom: 13 }), { bbox: 'bboxInverted' }],
    ['a bbox outside the world', () => ({ bbox: '-200,3.0,101.55,3.2', zoom: 3 }), { bbox: 'bboxOutsideWorld' }],
    ['the world at zoom 15', () => ({ bbox: '-180,-90,180,90', zoom: 15 }), { bbox: 'bboxTooLarge' }],
    ['three numbers', () => ({ bbox: '101.55,3.0,101.75', zoom: 13 }), { bbox: 'bboxInvalid' }],
    ["'a,b,c,d'", () => ({ bbox: 'a,b,c,d', zoom: 13 }), { bbox: 'bboxInvalid' }],
    ['no bbox', () => ({ zoom: 13 }), { bbox: 'bboxInvalid' }],
    ['zoom 25', () => ({ bbox: KL_BBOX, zoom: 25 }), { zoom: 'invalidValue' }],
    ["zoom 'x'", () => ({ bbox: KL_BBOX, zoom: 'x' }), { zoom: 'invalidValue' }],
    ['no zoom', () => ({ bbox: KL_BBOX }), { zoom: 'invalidValue' }],
    ['a service id given as the feeling', () => ({ bbox: KL_BBOX, zoom: 13, feeling: ids.service.TAXI! }), { feeling: 'invalidValue' }],
    ['a future To date', () => ({ bbox: KL_BBOX, zoom: 13, to: '2999-01-01' }), { to: 'dateInFuture' }],
  ];

  it.each(cases)('%s', async (_what, query, fields) => {
    const res = await map(query());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toEqual({ code: 'validation_failed', message: expect.any(String), fields });
  });
});
