import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { transitRoutes, transitStops } from '../../db/schema/index.ts';
import { auth, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { insertReviews } from './reviews-browse.test-support.ts';
import { optionIds, type OptionIds } from './reviews.test-support.ts';

let t: TestApp;
let ids: OptionIds;
let writer: SignedIn;
let rider: SignedIn;
const named: Record<string, string> = {};

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const STOP_AT = { latitude: 3.142, longitude: 101.695 };
const ALIKE = 'The aircond was broken and the driver ignored every passenger';

beforeAll(async () => {
  t = await buildTestApp();
  ids = await optionIds(t);
  [writer, rider] = [await signUpAndIn(t), await signUpAndIn(t)];
  const [route] = await t.db.insert(transitRoutes).values({ agency: 'similar-test', code: 'S901', name: 'Similar Line' }).returning({ id: transitRoutes.id });
  const [stop] = await t.db
    .insert(transitStops)
    .values({ agency: 'similar-test', code: 'SM901', name: 'Hentian Serupa', ...STOP_AT })
    .returning({ id: transitStops.id });
  const driver = ids.aspect.DRIVER!;
  const rows = {
    onRoute: { routeId: route!.id, aspectId: driver, createdAt: daysAgo(3), meTooCount: 1 },
    onRouteMostMeToo: { routeId: route!.id, aspectId: driver, createdAt: daysAgo(10), meTooCount: 7 },
    atStop: { stopId: stop!.id, aspectId: driver, createdAt: daysAgo(1) },
    textAlike: { aspectId: driver, createdAt: daysAgo(2), experience: 'Broken aircond again, and the driver ignored us' },
    // Never: too old, another aspect, hidden, deleted.
    tooOld: { routeId: route!.id, aspectId: driver, createdAt: daysAgo(31) },
    otherAspect: { routeId: route!.id, aspectId: ids.aspect.TRIP_EXPERIENCE!, createdAt: daysAgo(1) },
    hidden: { routeId: route!.id, aspectId: driver, createdAt: daysAgo(1), status: 'hidden' as const },
    deleted: { routeId: route!.id, aspectId: driver, createdAt: daysAgo(1), deletedAt: new Date() },
  };
  for (const [name, values] of Object.entries(rows)) named[name] = (await insertReviews(t, ids, writer.id, [values]))[0]!;
  named.ridersOwn = (await insertReviews(t, ids, rider.id, [{ routeId: route!.id, aspectId: driver, createdAt: daysAgo(1), meTooCount: 50 }]))[0]!;
});
afterAll(async () => {
  await t.close();
});

const similar = (query: Record<string, string>, token?: string) => t.app.inject({ method: 'GET', url: '/api/reviews/similar', query, headers: auth(token) });

async function similarIds(query: Record<string, string>, token?: string) {
  const res = await similar(query, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { id: string; excerpt: string; meTooCount: number }[] }>().items.map((item) => item.id);
}

describe('GET /api/reviews/similar', () => {
  it("finds the aspect's recent reviews on the route as typed, the most 'me too'-ed first, never the rider's own", async () => {
    const aspect = ids.aspect.DRIVER!;
    expect(await similarIds({ aspect, route: 'S901 Similar Line' }, rider.token)).toEqual([named.onRouteMostMeToo, named.onRoute]);
    // A visitor has no reviews of their own to leave out.
    expect(await similarIds({ aspect, route: 's901' })).toEqual([named.ridersOwn, named.onRouteMostMeToo, named.onRoute]);
  });

  it('finds the stop by its name or code near the marker, and texts that share telling words', async () => {
    const aspect = ids.aspect.DRIVER!;
    const near = { latitude: String(STOP_AT.latitude + 0.001), longitude: String(STOP_AT.longitude) };
    expect(await similarIds({ aspect, stop: 'Hentian Serupa', ...near }, rider.token)).toEqual([named.atStop]);
    expect(await similarIds({ aspect, stop: 'SM901', ...near, text: ALIKE }, rider.token)).toEqual([named.atStop, named.textAlike]);
    // Without a position the stop's name finds nothing; the text still does.
    expect(await similarIds({ aspect, stop: 'Hentian Serupa', text: ALIKE }, rider.token)).toEqual([named.textAlike]);
  });

  it('answers the cards with the start of their text, and nothing when nothing is alike', async () => {
    const res = await similar({ aspect: ids.aspect.DRIVER!, text: ALIKE });
    expect(res.json().items).toEqual([expect.objectContaining({ id: named.textAlike, excerpt: 'Broken aircond again, and the driver ignored us', meTooCount: 0, user: expect.any(Object) })]);
    expect(await similarIds({ aspect: ids.aspect.DRIVER!, route: 'No such route', text: 'late' })).toEqual([]);
    expect(await similarIds({ aspect: ids.aspect.HEALTH_SAFETY_SECURITY!, route: 'S901' })).toEqual([]);
  });

  it.each([
    [{}, { aspect: 'aspectRequired' }],
    [{ aspect: 'not-an-id' }, { aspect: 'aspectRequired' }],
    [{ aspect: '0190a8a0-0000-7000-8000-000000000001', latitude: '3.1' }, { longitude: 'invalidValue' }],
    [{ aspect: '0190a8a0-0000-7000-8000-000000000001', latitude: '95', longitude: '101.6' }, { latitude: 'latitudeInvalid' }],
    [{ aspect: '0190a8a0-0000-7000-8000-000000000001', route: 'x'.repeat(121) }, { route: 'routeTooLong' }],
  ])('refuses %j with field errors (422)', async (query, fields) => {
    const res = await similar(query as Record<string, string>);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed', fields } });
  });
});
