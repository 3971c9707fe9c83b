import { FEELINGS } from '@suara/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { reviewMapCells, reviews } from '../../db/schema/index.ts';
import { signUpAndIn, type TestApp } from '../users/users.test-support.ts';
import { listMapCells, MAP_CELLS_ZOOM_MAX, type ReviewConditions } from './reviews-browse.repository.ts';
import { exactPartsOf, feelingOf, insertReviews, keptAndGroupedCells } from './reviews-browse.test-support.ts';
import { optionIds, type OptionIds } from './reviews.test-support.ts';

/*
 * review_map_cells (migration 0020): triggers on reviews keep, per zoom and grid cell, what the live
 * grouping of the visible reviews gives. Every step below writes reviews the way the app or the seed
 * does and then compares the kept cells with a grouping of the reviews themselves, at every kept zoom.
 */

let t: TestApp;
let ids: OptionIds;
let userId: string;

/** A fixed scatter over the Klang Valley and Penang, with each feeling, two services and two aspects, some hidden, deleted or without a place. */
function scatter(count: number, seed: number) {
  let state = seed;
  const next = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  return Array.from({ length: count }, (_, i) => {
    const penang = i % 5 === 0;
    return {
      ...feelingOf(ids, FEELINGS[i % FEELINGS.length]!.key),
      serviceId: i % 2 === 0 ? ids.service.STAGE_BUS! : ids.service.TAXI!,
      aspectId: i % 3 === 0 ? ids.aspect.INFORMATION! : ids.aspect.DRIVER!,
      latitude: i % 17 === 0 ? null : (penang ? 5.3 : 2.9) + next() * 0.4,
      longitude: i % 17 === 0 ? null : (penang ? 100.2 : 101.4) + next() * 0.5,
      ...(i % 11 === 0 ? { status: 'hidden' as const } : {}),
      ...(i % 13 === 0 ? { deletedAt: new Date() } : {}),
    };
  });
}

/**
 * The kept cells are the live grouping's, for all reviews at every zoom and for each service, aspect
 * and feeling at a spread of zooms: the same cells, counts and scores, the same places to float precision.
 */
async function expectCellsAsGrouped() {
  const filters: ReviewConditions[] = [
    {},
    ...[ids.service.STAGE_BUS!, ids.service.TAXI!].map((service) => ({ service })),
    ...[ids.aspect.DRIVER!, ids.aspect.INFORMATION!].map((aspect) => ({ aspect })),
    ...Object.values(ids.feeling).map((feeling) => ({ feeling })),
  ];
  for (const where of filters) {
    const zooms = Object.keys(where).length === 0 ? Array.from({ length: MAP_CELLS_ZOOM_MAX + 1 }, (_, zoom) => zoom) : [0, 5, 10, 13, MAP_CELLS_ZOOM_MAX];
    for (const zoom of zooms) {
      const { kept, grouped } = await keptAndGroupedCells(t, zoom, where);
      const label = `zoom ${zoom}, ${JSON.stringify(where)}`;
      expect(exactPartsOf(kept), label).toEqual(exactPartsOf(grouped));
      kept.forEach((cell, i) => {
        expect(cell.latitude, label).toBeCloseTo(grouped[i]!.latitude, 9);
        expect(cell.longitude, label).toBeCloseTo(grouped[i]!.longitude, 9);
      });
    }
  }
  const [{ zoomMax, empty }] = (await t.db
    .select({ zoomMax: sql<number>`max(${reviewMapCells.zoom})`.mapWith(Number), empty: sql<number>`count(*) filter (where ${reviewMapCells.reviews} <= 0)`.mapWith(Number) })
    .from(reviewMapCells)) as [{ zoomMax: number; empty: number }];
  expect({ zoomMax, empty }).toEqual({ zoomMax: MAP_CELLS_ZOOM_MAX, empty: 0 });
}

const keptRows = () => t.db.select().from(reviewMapCells).orderBy(reviewMapCells.zoom, reviewMapCells.filter, reviewMapCells.x, reviewMapCells.y);

beforeAll(async () => {
  t = await buildTestApp();
  ids = await optionIds(t);
  userId = (await signUpAndIn(t)).id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('review_map_cells', () => {
  let written: string[] = [];

  it('holds the grouping of the reviews inserted in bulk (one statement) and one by one', async () => {
    written = await insertReviews(t, ids, userId, scatter(400, 7));
    for (const review of scatter(5, 99)) written.push(...(await insertReviews(t, ids, userId, [review])));
    await expectCellsAsGrouped();
  });

  it('follows moderation, deletion and reviews moved, re-scored or re-classed, in bulk and alone', async () => {
    await t.db.update(reviews).set({ status: 'hidden' }).where(inArray(reviews.id, written.slice(0, 40)));
    await t.db.update(reviews).set({ deletedAt: new Date() }).where(inArray(reviews.id, written.slice(40, 60)));
    await t.db.update(reviews).set({ status: 'verified' }).where(inArray(reviews.id, written.slice(0, 10))); // restored
    await t.db.update(reviews).set({ latitude: 3.14, longitude: 101.69 }).where(eq(reviews.id, written[100]!));
    await t.db.update(reviews).set({ latitude: null, longitude: null }).where(eq(reviews.id, written[101]!));
    await t.db.update(reviews).set({ score: -3 }).where(eq(reviews.id, written[102]!));
    await t.db.update(reviews).set({ serviceId: ids.service.TAXI!, aspectId: ids.aspect.INFORMATION!, ...feelingOf(ids, 'GOOD') }).where(inArray(reviews.id, written.slice(103, 110)));
    await t.db.delete(reviews).where(inArray(reviews.id, written.slice(200, 230)));
    await expectCellsAsGrouped();
  });

  it('drops a cell when its last review leaves it, and keeps nothing for a review without a place', async () => {
    const [alone] = await insertReviews(t, ids, userId, [{ latitude: -33.86, longitude: 151.21 }]); // Sydney, far from the rest
    const [nowhere] = await insertReviews(t, ids, userId, [{ latitude: null, longitude: null }]);
    const at16 = () => listMapCells(t.db, { west: 151, south: -34, east: 152, north: -33 }, MAP_CELLS_ZOOM_MAX, '');
    expect((await at16()).map((cell) => cell.count)).toEqual([1]);
    await t.db.update(reviews).set({ status: 'hidden' }).where(inArray(reviews.id, [alone!, nowhere!]));
    expect(await at16()).toEqual([]);
    await expectCellsAsGrouped();
  });

  it('stays exact under writers at once (on PostgreSQL, each on its own connection, over the same cells)', async () => {
    const batches = Array.from({ length: 8 }, (_, i) => scatter(30, 1000 + i));
    const added = (await Promise.all(batches.map((batch) => insertReviews(t, ids, userId, batch)))).flat();
    await Promise.all(added.slice(0, 40).map((id, i) => t.db.update(reviews).set(i % 2 === 0 ? { status: 'hidden' } : { latitude: 3.15, longitude: 101.7 }).where(eq(reviews.id, id))));
    await expectCellsAsGrouped();
  });

  it('is what a rebuild from the reviews gives (the migration fills it that way)', async () => {
    const kept = await keptRows();
    await t.db.execute(sql`select review_map_cells_rebuild()`);
    const rebuilt = await keptRows();
    const exact = ({ zoom, filter, x, y, reviews: count, scoreSum }: (typeof kept)[number]) => ({ zoom, filter, x, y, count, scoreSum });
    expect(rebuilt.map(exact)).toEqual(kept.map(exact));
    rebuilt.forEach((row, i) => {
      expect(row.latitudeSum).toBeCloseTo(kept[i]!.latitudeSum, 6);
      expect(row.longitudeSum).toBeCloseTo(kept[i]!.longitudeSum, 6);
    });
  });

  it('is not written when a like or a comment count moves', async () => {
    const before = await keptRows();
    const versions = () => rowsOf<{ xmin: string }>(t.db, sql`select xmin::text from review_map_cells order by zoom, filter, x, y`);
    const unwritten = await versions();
    await t.db.update(reviews).set({ likeCount: sql`${reviews.likeCount} + 1`, commentCount: 2 }).where(inArray(reviews.id, written.slice(300, 350)));
    expect(await keptRows()).toEqual(before);
    expect(await versions()).toEqual(unwritten);
  });
});

describe('GET /api/reviews/map', () => {
  it('reads the kept cells up to MAP_CELLS_ZOOM_MAX for no filter or one service, aspect or feeling, and groups the reviews otherwise', async () => {
    // More than the map draws as points, within a street.
    await insertReviews(t, ids, userId, Array.from({ length: 450 }, (_, i) => ({ latitude: 3.1 + (i % 30) / 30_000, longitude: 101.6 + i / 450_000 })));
    // The kept cells of the street's zoom emptied behind the triggers' back: only an answer read from them comes back empty.
    await t.db.delete(reviewMapCells).where(eq(reviewMapCells.zoom, MAP_CELLS_ZOOM_MAX));
    const clustersOf = async (query: Record<string, string | number>) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/reviews/map', query: { bbox: '101.59,3.09,101.61,3.11', ...query } });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<{ kind: string; items: { count: number }[] }>();
      expect(answer.kind).toBe('clusters');
      return answer.items.reduce((sum, cell) => sum + cell.count, 0);
    };
    const zoom = MAP_CELLS_ZOOM_MAX;
    expect(await clustersOf({ zoom })).toBe(0);
    expect(await clustersOf({ zoom, service: ids.service.STAGE_BUS! })).toBe(0);
    expect(await clustersOf({ zoom, feeling: ids.feeling.FAIR! })).toBe(0);
    expect(await clustersOf({ zoom, service: ids.service.STAGE_BUS!, feeling: ids.feeling.FAIR! })).toBeGreaterThanOrEqual(450);
    expect(await clustersOf({ zoom, from: '2000-01-01' })).toBeGreaterThanOrEqual(450);
    expect(await clustersOf({ zoom: zoom + 1 })).toBeGreaterThanOrEqual(450);
  });
});
