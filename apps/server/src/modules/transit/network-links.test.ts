import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { operators, reviews, transitRoutes, transitStops } from '../../db/schema/index.ts';
import { insertReviews, type ReviewValues } from '../reviews/reviews-browse.test-support.ts';
import { optionIds, verifiedPerson } from '../reviews/reviews.test-support.ts';
import type { TestApp } from '../users/users.test-support.ts';
import { linkReviewsToNetwork } from './transit.repository.ts';
import { createTransitService } from './transit.service.ts';

// Migration 0014's back-fill against the links a review gets when written (matchRoute, matchStop):
// reviews written before the network was imported must end up linked as if written after it.

let t: TestApp;
let opX: string;
let opY: string;
const route: Record<string, string> = {};
const stop: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const made = await t.db
    .insert(operators)
    .values([
      { slug: 'links-x', name: 'Links X', kind: 'transit' },
      { slug: 'links-y', name: 'Links Y', kind: 'transit' },
    ])
    .returning({ id: operators.id });
  [opX, opY] = made.map((o) => o.id) as [string, string];
  const routes = await t.db
    .insert(transitRoutes)
    .values([
      { agency: 'links-a', code: 'T580', name: 'Taman Sri Muda', operatorId: opX },
      { agency: 'links-b', code: 'T580', name: 'Kajang Feeder', operatorId: opY },
      { agency: 'links-a', code: 'U88', name: 'Kota Damansara', operatorId: null },
    ])
    .returning({ id: transitRoutes.id, agency: transitRoutes.agency, code: transitRoutes.code });
  for (const r of routes) route[`${r.agency}:${r.code}`] = r.id;
  const stops = await t.db
    .insert(transitStops)
    .values([
      { agency: 'links-a', code: 'KL113', name: 'Hentian Sri Muda', latitude: 3.01, longitude: 101.53 },
      { agency: 'links-a', code: 'KL999', name: 'Hentian Sri Muda', latitude: 3.2, longitude: 101.7 },
      { agency: 'links-a', code: 'KJ01', name: 'Kelana Jaya', latitude: 3.11, longitude: 101.6 },
      { agency: 'links-b', code: 'KJ01', name: 'Kampung Jawa', latitude: 3.0, longitude: 101.45 },
    ])
    .returning({ id: transitStops.id, agency: transitStops.agency, code: transitStops.code });
  for (const s of stops) stop[`${s.agency}:${s.code}`] = s.id;
});
afterAll(() => t.close());

describe('reviews_link_network (migration 0014)', () => {
  it('links what the texts name by the rules of a review written now, and leaves the rest', async () => {
    const ids = await optionIds(t);
    const rider = await verifiedPerson(t);
    const near = { latitude: 3.011, longitude: 101.531 }; // about 160 m from KL113
    const far = { latitude: 3.1, longitude: 101.62 }; // over 10 km from both 'Hentian Sri Muda'
    const rows: (ReviewValues & { expectRoute: string | null; expectStop: string | null })[] = [
      { routeName: '  T580  to Kajang', operatorId: opX, expectRoute: route['links-a:T580']!, stopName: ' hentian sri muda ', ...near, expectStop: stop['links-a:KL113']! },
      { routeName: 't580', operatorId: opY, expectRoute: route['links-b:T580']!, stopName: 'Hentian Sri Muda', ...far, expectStop: null },
      { routeName: 'T580', operatorId: null, expectRoute: null, stopName: 'kl113', ...far, expectStop: stop['links-a:KL113']! },
      { routeName: 'taman sri muda', operatorId: opY, expectRoute: route['links-a:T580']!, stopName: 'KJ01', latitude: 3.01, longitude: 101.46, expectStop: stop['links-b:KJ01']! },
      { routeName: 'U88', operatorId: opX, expectRoute: route['links-a:U88']!, stopName: 'KJ01', latitude: 3.1, longitude: 101.59, expectStop: stop['links-a:KJ01']! },
      { routeName: 'Nowhere 9', operatorId: opX, expectRoute: null, stopName: 'Nowhere', ...near, expectStop: null },
      { routeName: '   ', operatorId: opX, expectRoute: null, stopName: null, ...near, expectStop: null },
    ];
    const written = await insertReviews(
      t,
      ids,
      rider.id,
      rows.map(({ expectRoute: _r, expectStop: _s, ...row }) => row),
    );
    // Linked already (as written by the API): kept as it is.
    const [kept] = await insertReviews(t, ids, rider.id, [{ routeName: 'U88', routeId: route['links-b:T580']!, stopName: 'KL113', stopId: stop['links-a:KJ01']!, ...near }]);

    expect(await linkReviewsToNetwork(t.db)).toEqual({ routesLinked: 4, stopsLinked: 4 });

    const stored = new Map((await t.db.select().from(reviews).where(inArray(reviews.id, [...written, kept!]))).map((r) => [r.id, r]));
    const transit = createTransitService(t.db);
    for (const [i, id] of written.entries()) {
      const review = stored.get(id)!;
      const expected = rows[i]!;
      expect([review.routeName, review.routeId], `route of review ${i}`).toEqual([expected.routeName, expected.expectRoute]);
      expect([review.stopName, review.stopId], `stop of review ${i}`).toEqual([expected.stopName, expected.expectStop]);
      // The same answer as when a review is written.
      expect(await transit.matchRoute(review.routeName, review.operatorId)).toBe(review.routeId);
      expect(await transit.matchStop(review.stopName, review.latitude!, review.longitude!)).toBe(review.stopId);
    }
    expect(stored.get(kept!)).toMatchObject({ routeId: route['links-b:T580'], stopId: stop['links-a:KJ01'] });

    // Run again: nothing more to link.
    expect(await linkReviewsToNetwork(t.db)).toEqual({ routesLinked: 0, stopsLinked: 0 });
    await t.db.delete(reviews).where(eq(reviews.userId, rider.id));
  });
});
