import { addDays, klDateString, PRIOR_WEIGHT, weekStart, type InsightsOverview, type OperatorInsights, type RouteInsights, type StopInsights } from '@suara/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { operators, transitRoutes, transitStops } from '../../db/schema/index.ts';
import { feelingOf, insertReviews, type ReviewValues } from '../reviews/reviews-browse.test-support.ts';
import { optionIds, verifiedPerson, type OptionIds } from '../reviews/reviews.test-support.ts';
import type { SignedIn, TestApp } from '../users/users.test-support.ts';

// The scorecards' API on a data set built here: every number is checked against a count of the
// reviews made in this file, not against the rollups it reads.

let t: TestApp;
let ids: OptionIds;
let rider: SignedIn;
let good: { id: string; slug: string };
let poor: { id: string; slug: string };
let route: { id: string; code: string };
let otherRoute: { id: string; code: string };
let stop: { id: string; code: string };

const DAY_MS = 86_400_000;
/** Noon in Malaysia `days` days ago: well inside its day whatever the hour now. */
const daysAgo = (days: number) => new Date(Date.parse(`${addDays(klDateString(new Date()), -days)}T12:00:00+08:00`));

/**
 * Runs a write the triggers announce (migration 0013) and waits until this process has seen it,
 * as a request after it would (on PostgreSQL the notice comes on a connection of its own).
 */
async function announced<R>(write: () => Promise<R>): Promise<R> {
  const before = t.app.insightsChanges.version()!;
  const result = await write();
  await vi.waitFor(() => expect(t.app.insightsChanges.version()).toBeGreaterThan(before));
  return result;
}

const get = <T>(url: string) =>
  t.app.inject({ method: 'GET', url }).then((res) => ({
    status: res.statusCode,
    get body() {
      return res.json<T>();
    },
    res,
  }));

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  ids = await optionIds(t);
  rider = await verifiedPerson(t);
  const made = await t.db
    .insert(operators)
    .values([
      { slug: 'bas-baik', name: 'Bas Baik', kind: 'transit' },
      // A name a spreadsheet would run as a formula: the CSV must neutralise it.
      { slug: 'bas-lemah', name: '=Bas Lemah', kind: 'transit' },
    ])
    .returning({ id: operators.id, slug: operators.slug });
  [good, poor] = made as [typeof good, typeof poor];
  const routes = await t.db
    .insert(transitRoutes)
    .values([
      { agency: 'insights-test', code: 'T580', name: 'Taman Sri Muda', operatorId: poor.id },
      { agency: 'insights-test', code: 'T581"x', name: 'Kota Kemuning', operatorId: poor.id },
    ])
    .returning({ id: transitRoutes.id, code: transitRoutes.code });
  [route, otherRoute] = routes as [typeof route, typeof otherRoute];
  stop = (await t.db.insert(transitStops).values({ agency: 'insights-test', code: 'KL113', name: 'Hentian Sri Muda', latitude: 3.01, longitude: 101.53 }).returning({ id: transitStops.id, code: transitStops.code }))[0]!;

  const rows: ReviewValues[] = [];
  // Bas Lemah, route T580: 20 reviews 29–55 days ago with 2 driver complaints; 20 in the last 27 days with 12.
  for (let i = 0; i < 20; i++) {
    const complaint = i < 2;
    rows.push({ operatorId: poor.id, routeId: route.id, stopId: i % 2 ? stop.id : null, createdAt: daysAgo(29 + i), ...feelingOf(ids, complaint ? 'UNACCEPTABLE' : 'GOOD'), aspectId: ids.aspect[complaint ? 'DRIVER' : 'TRIP_EXPERIENCE']! });
  }
  for (let i = 0; i < 20; i++) {
    const complaint = i < 12;
    rows.push({
      operatorId: poor.id,
      routeId: route.id,
      stopId: i % 2 ? stop.id : null,
      createdAt: daysAgo(1 + i),
      ...feelingOf(ids, complaint ? 'ANNOYED' : 'GOOD'),
      aspectId: ids.aspect[complaint ? 'DRIVER' : 'TRIP_EXPERIENCE']!,
      ...(complaint ? { experience: 'Pemandu itu marah, bas lambat 20 minit lagi.' } : {}),
    });
  }
  // Its other route: three resolved reviews, resolved after 2, 4 and 9 days.
  for (const days of [2, 4, 9]) {
    rows.push({ operatorId: poor.id, routeId: otherRoute.id, createdAt: daysAgo(20), status: 'resolved', statusChangedAt: new Date(daysAgo(20).getTime() + days * DAY_MS + 3_600_000), serviceId: ids.service.MRT!, aspectId: ids.aspect.INFORMATION! });
  }
  // Bas Baik: three excellent reviews only, and some that never count.
  const information = ids.aspect.INFORMATION!;
  rows.push(...Array.from({ length: 3 }, () => ({ operatorId: good.id, createdAt: daysAgo(3), ...feelingOf(ids, 'EXCELLENT'), status: 'verified' as const, aspectId: information })));
  rows.push({ operatorId: good.id, createdAt: daysAgo(3), ...feelingOf(ids, 'UNACCEPTABLE'), status: 'hidden', aspectId: information });
  rows.push({ operatorId: good.id, createdAt: daysAgo(3), ...feelingOf(ids, 'UNACCEPTABLE'), deletedAt: new Date(), aspectId: information });
  await insertReviews(t, ids, rider.id, rows);
});
afterAll(() => t.close());

describe('GET /api/insights', () => {
  it('ranks operators by a score three reviews cannot top, with counts, shares, trend and progress', async () => {
    const { status, body } = await get<InsightsOverview>('/api/insights');
    expect(status).toBe(200);
    const [first, second] = body.operators;
    expect(body.operators.map((o) => o.slug)).toEqual(['bas-baik', 'bas-lemah']);
    expect(first).toMatchObject({ name: 'Bas Baik', reviews: 3, mean: 3, negativeShare: 0, verifiedShare: 1, resolvedShare: 0, medianDaysToResolve: null });
    expect(second).toMatchObject({ reviews: 43, negativeShare: 14 / 43, medianDaysToResolve: 4 });
    expect(second!.resolvedShare).toBeCloseTo(3 / 43);
    // The prior is the platform mean; three Excellent reviews pull Bas Baik up only a little.
    const platformSum = 3 * 3 + (2 * -3 + 18 * 2) + (12 * -2 + 8 * 2);
    const prior = platformSum / 46;
    expect(body.platform).toMatchObject({ reviews: 46, mean: prior });
    expect(first!.bayesianMean).toBeCloseTo((PRIOR_WEIGHT * prior + 9) / (PRIOR_WEIGHT + 3));
    expect(first!.bayesianMean).toBeLessThan(1);
    expect(first!.trend).toHaveLength(26);
    expect(first!.trend.reduce((sum, w) => sum + w.reviews, 0)).toBe(3);
    expect(body.period.to).toBe(addDays(weekStart(klDateString(new Date())), 6));
  });

  it('filters by service and aspect, and snaps the dates to whole weeks', async () => {
    const mrt = await get<InsightsOverview>('/api/insights?service=MRT');
    expect(mrt.body.operators.map((o) => [o.slug, o.reviews])).toEqual([['bas-lemah', 3]]);
    const driver = await get<InsightsOverview>('/api/insights?aspect=DRIVER');
    expect(driver.body.operators.map((o) => [o.slug, o.reviews, o.negativeShare])).toEqual([['bas-lemah', 14, 1]]);
    const dated = await get<InsightsOverview>('/api/insights?from=2026-11-04&to=2026-11-20');
    expect(dated.body.period).toEqual({ from: '2026-11-02', to: '2026-11-22' });
    expect(dated.body.filters).toEqual({ service: null, aspect: null });
  });

  it('refuses bad filters with the field and its message code', async () => {
    const cases: [string, Record<string, string>][] = [
      ['from=2026-03-10&to=2026-03-01', { to: 'dateToBeforeFrom' }],
      ['from=2020-01-01&to=2025-01-01', { to: 'rangeTooLong' }],
      ['from=2026-02-30', { from: 'dateInvalid' }],
      ['service=BUS', { service: 'invalidValue' }],
      ['operator=rapid', { _form: 'invalidValue' }],
    ];
    for (const [query, fields] of cases) {
      const { status, body } = await get<{ error: { code: string; fields: Record<string, string> } }>(`/api/insights?${query}`);
      expect([query, status, body.error.code, body.error.fields]).toEqual([query, 422, 'validation_failed', fields]);
    }
  });

  it('downloads the operators as CSV with neutralised cells', async () => {
    const { res } = await get('/api/insights/operators.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="suara-transit-operators-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('"operator","slug","reviews","score","mean_score","negative_share","verified_share","forwarded_share","resolved_share","median_days_to_resolve","response_rate"');
    expect(lines[2]).toMatch(/^"'=Bas Lemah","bas-lemah",43,/);
  });
});

describe('GET /api/insights/operators/:slug', () => {
  it("answers the operator's weeks, aspects, routes, stops and findings", async () => {
    const { status, body } = await get<OperatorInsights>(`/api/insights/operators/${poor.slug}`);
    expect(status).toBe(200);
    expect(body.operator).toEqual({ slug: 'bas-lemah', name: '=Bas Lemah', kind: 'transit' });
    expect(body.summary).toMatchObject({ reviews: 43, medianDaysToResolve: 4 });
    expect(body.weeks.reduce((sum, w) => sum + w.reviews, 0)).toBe(43);
    // A point for each of the period's 26 weeks, from its first Monday.
    expect(body.weeks).toHaveLength(26);
    expect(body.weeks[0]!.week).toBe(body.period.from);
    expect(body.aspects[0]).toMatchObject({ aspect: 'DRIVER', reviews: 14, negative: 14, negativeShare: 1 });
    // Pulled towards the operator's mean (22/43): T580's 0.55 over 40 reviews outranks T581's 0 over 3.
    expect(body.routes.map((r) => [r.code, r.reviews, r.worstAspect])).toEqual([
      ['T580', 40, 'DRIVER'],
      ['T581"x', 3, null],
    ]);
    expect(body.routes[0]!.bayesianMean).toBeCloseTo((PRIOR_WEIGHT * (22 / 43) + 22) / (PRIOR_WEIGHT + 40));
    expect(body.routes[0]!.trend).toHaveLength(8);
    expect(body.stops).toEqual([{ id: stop.id, code: 'KL113', name: 'Hentian Sri Muda', latitude: 3.01, longitude: 101.53, reviews: 20, negative: 7 }]);
    // Driver complaints went from 2 in 20 to 12 in 20 reviews, for the operator and for T580.
    const rose = body.findings.filter((f) => f.kind === 'complaintsRose');
    expect(rose.map((f) => [f.params.routeCode, f.params.previousComplaints, f.params.recentComplaints])).toEqual(
      expect.arrayContaining([
        [null, 2, 12],
        ['T580', 2, 12],
      ]),
    );
    expect(body.findings.length).toBeLessThanOrEqual(5);
    // What riders say: the busiest aspects' words in three reviews or more, without 'the', 'itu', 'lagi' or
    // numbers; and their phrases of two such words ('The bus was late again.' has none, 'Pemandu itu marah,
    // bas lambat 20 minit lagi.' two).
    expect(body.words).toEqual([
      { aspect: 'TRIP_EXPERIENCE', words: [{ word: 'bus', reviews: 26 }, { word: 'late', reviews: 26 }], phrases: [] },
      {
        aspect: 'DRIVER',
        words: ['bas', 'lambat', 'marah', 'minit', 'pemandu'].map((word) => ({ word, reviews: 12 })),
        phrases: ['bas lambat', 'marah bas'].map((phrase) => ({ phrase, reviews: 12 })),
      },
      { aspect: 'INFORMATION', words: [{ word: 'bus', reviews: 3 }, { word: 'late', reviews: 3 }], phrases: [] },
    ]);
  });

  it('answers 404 for an unknown operator, and its tables as CSV', async () => {
    const missing = await get<{ error: { code: string } }>('/api/insights/operators/no-such-operator');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
    const { res } = await get(`/api/insights/operators/${poor.slug}/routes.csv`);
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('"route_code","route","reviews","score","mean_score","negative_share","worst_aspect"');
    expect(lines[2]).toMatch(/^"T581""x","Kota Kemuning",3,/);
    for (const table of ['weeks', 'aspects', 'stops']) expect((await get(`/api/insights/operators/${poor.slug}/${table}.csv`)).status).toBe(200);
  });
});

describe('GET /api/insights/routes/:id and /api/insights/stops/:id', () => {
  it("answers a route's scorecard with its stops, findings and recent reviews", async () => {
    const { status, body } = await get<RouteInsights>(`/api/insights/routes/${route.id}`);
    expect(status).toBe(200);
    expect(body.route).toEqual({ id: route.id, code: 'T580', name: 'Taman Sri Muda', operator: { slug: 'bas-lemah', name: '=Bas Lemah', kind: 'transit' } });
    expect(body.summary.reviews).toBe(40);
    expect(body.stops.map((s) => [s.code, s.reviews, s.negative])).toEqual([['KL113', 20, 7]]);
    // A stop without complaints has none, not null.
    const praise = await get<RouteInsights>(`/api/insights/routes/${route.id}?aspect=TRIP_EXPERIENCE`);
    expect(praise.body.stops.map((s) => [s.code, s.reviews, s.negative])).toEqual([['KL113', 13, 0]]);
    expect(body.findings.some((f) => f.kind === 'complaintsRose' && f.params.recentComplaints === 12)).toBe(true);
    expect(body.recent).toHaveLength(5);
    expect(body.recent[0]).toMatchObject({ score: -2, service: 'STAGE_BUS', aspect: 'DRIVER', text: 'Pemandu itu marah, bas lambat 20 minit lagi.' });
    expect(body.words.map((w) => w.aspect)).toEqual(['TRIP_EXPERIENCE', 'DRIVER']);
    expect(Date.parse(body.recent[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(body.recent[4]!.createdAt));
  });

  it("answers a stop's scorecard with the routes reviewed there", async () => {
    const { status, body } = await get<StopInsights>(`/api/insights/stops/${stop.id}?aspect=DRIVER`);
    expect(status).toBe(200);
    expect(body.stop).toMatchObject({ code: 'KL113', latitude: 3.01 });
    expect(body.summary.reviews).toBe(7);
    expect(body.routes.map((r) => [r.code, r.reviews, r.negativeShare])).toEqual([['T580', 7, 1]]);
    expect(body.recent.every((r) => r.aspect === 'DRIVER')).toBe(true);
    const { res } = await get(`/api/insights/stops/${stop.id}/routes.csv`);
    expect(res.headers['content-disposition']).toMatch(/filename="suara-transit-stop-KL113-routes-/);
  });

  it('answers 404 for unknown and malformed ids, and a route file name keeps only safe characters', async () => {
    for (const url of ['/api/insights/routes/00000000-0000-0000-0000-000000000000', '/api/insights/routes/not-a-uuid', '/api/insights/stops/1%27%20or%201=1', `/api/insights/stops/${route.id}`]) {
      const { status, body } = await get<{ error: { code: string } }>(url);
      expect([url, status, body.error.code]).toEqual([url, 404, 'not_found']);
    }
    const { res } = await get(`/api/insights/routes/${otherRoute.id}/weeks.csv`);
    expect(res.headers['content-disposition']).toMatch(/filename="suara-transit-route-T581-x-weeks-\d{4}-\d{2}-\d{2}\.csv"/);
  });

  it('reads the rollups, not the reviews: a rollup row changed by hand shows in the answer', async () => {
    // Any change to a rollup row is announced (migration 0013), so the kept answer goes.
    await announced(() =>
      t.db.execute(sql`update review_weekly_counts set reviews = reviews + 100 where subject = 'stop' and subject_id = ${stop.id} and reviews > 0 and ctid = (select min(ctid) from review_weekly_counts where subject = 'stop' and subject_id = ${stop.id})`),
    );
    const { body } = await get<StopInsights>(`/api/insights/stops/${stop.id}`);
    expect(body.summary.reviews).toBe(120);
    await announced(() => t.db.execute(sql`select review_weekly_counts_rebuild()`));
    expect((await get<StopInsights>(`/api/insights/stops/${stop.id}`)).body.summary.reviews).toBe(20);
  });
});

describe('answers kept until the data changes (migration 0013, prepared-answers.ts)', () => {
  it('tags each answer: If-None-Match answers 304 with no body while nothing changed', async () => {
    const first = await get<OperatorInsights>(`/api/insights/operators/${poor.slug}`);
    const etag = first.res.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.res.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({ method: 'GET', url: `/api/insights/operators/${poor.slug}`, headers: { 'if-none-match': `"other", ${etag}` } });
    expect([again.statusCode, again.body, again.headers.etag]).toEqual([304, '', etag]);
    // Another filter is another answer.
    expect((await get(`/api/insights/operators/${poor.slug}?aspect=DRIVER`)).res.headers.etag).not.toBe(etag);
  });

  it('shows a new review, a rename and a hidden review at once', async () => {
    const url = `/api/insights/operators/${good.slug}`;
    const before = await get<OperatorInsights>(url);
    const [added] = await announced(() => insertReviews(t, ids, rider.id, [{ operatorId: good.id, createdAt: daysAgo(2), ...feelingOf(ids, 'GOOD') }]));
    const after = await get<OperatorInsights>(url);
    expect(after.body.summary.reviews).toBe(before.body.summary.reviews + 1);
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);

    await announced(() => t.db.execute(sql`update operators set name = 'Bas Baik Sdn Bhd' where id = ${good.id}`));
    expect((await get<OperatorInsights>(url)).body.operator.name).toBe('Bas Baik Sdn Bhd');
    const overview = await get<InsightsOverview>('/api/insights');
    expect(overview.body.operators.find((o) => o.slug === good.slug)?.name).toBe('Bas Baik Sdn Bhd');

    await announced(() => t.db.execute(sql`update reviews set status = 'hidden' where id = ${added}`));
    expect((await get<OperatorInsights>(url)).body.summary.reviews).toBe(before.body.summary.reviews);
  });
});
