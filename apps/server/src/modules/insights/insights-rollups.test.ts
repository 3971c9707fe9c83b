import { eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { ChangeWatch } from '../../db/change-watch.ts';
import { encodeBatch, writeInTransaction } from '../../db/seed/demo/writer.ts';
import type { ReviewRow as DemoReviewRow } from '../../db/seed/demo/reviews.ts';
import { seedReferenceData } from '../../db/seed/reference.ts';
import { operators, reviewDailyCounts, reviews, reviewWeeklyCounts, transitRoutes, transitStops } from '../../db/schema/index.ts';
import { feelingOf, insertReviews, klTime } from '../reviews/reviews-browse.test-support.ts';
import { adminPerson, optionIds, postReview, validPayload, verifiedPerson, type OptionIds } from '../reviews/reviews.test-support.ts';
import { auth, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { rebuildRollups } from './insights-rollups.repository.ts';
import { INSIGHTS_CHANNEL } from './insights.routes.ts';

// The triggers of migrations 0011 and 0012 against two references: a count of the reviews made here, in
// TypeScript (so the SQL's day and visibility are checked, not trusted), and the rebuild.

let t: TestApp;
let ids: OptionIds;
let admin: SignedIn;
let rider: SignedIn;
let rapidKl: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  ids = await optionIds(t);
  admin = await adminPerson(t);
  rider = await verifiedPerson(t);
  rapidKl = (await t.db.select({ id: operators.id }).from(operators).where(eq(operators.slug, 'rapid-kl')))[0]!.id;
});
afterAll(() => t.close());

type Bucket = typeof reviewDailyCounts.$inferSelect;
type WeeklyRow = typeof reviewWeeklyCounts.$inferSelect;

/** Malaysia keeps UTC+08:00 all year. */
const klDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
/** The Monday of a day's week. */
const mondayOf = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  return new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
};
const keyOf = (b: Omit<Bucket, 'reviews'>) => [b.day, b.operatorId, b.routeId, b.stopId, b.serviceId, b.aspectId, b.feelingId, b.status].join('|');
const weeklyKeyOf = (w: WeeklyRow) => [w.subject, w.subjectId, w.week, w.operatorId, w.serviceId, w.aspectId, w.resolutionDays].join('|');
/** Whole days from writing to resolution, a year at most, for resolved reviews. */
const resolutionDaysOf = (r: { status: string; createdAt: Date; statusChangedAt: Date | null }) =>
  r.status === 'resolved' && r.statusChangedAt ? Math.min(Math.max(Math.floor((r.statusChangedAt.getTime() - r.createdAt.getTime()) / 86_400_000), 0), 365) : null;
const sorted = (rows: Bucket[]) => rows.sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
const sortedWeekly = (rows: WeeklyRow[]) => rows.sort((a, b) => weeklyKeyOf(a).localeCompare(weeklyKeyOf(b)));

const stored = async () => sorted(await t.db.select().from(reviewDailyCounts));
const storedWeekly = async () => sortedWeekly(await t.db.select().from(reviewWeeklyCounts));

const visibleReviews = async () => (await t.db.select().from(reviews)).filter((r) => r.deletedAt === null && r.status !== 'hidden');

/** What the daily table must hold: the visible reviews counted per day and combination. */
async function expected(): Promise<Bucket[]> {
  const buckets = new Map<string, Bucket>();
  for (const r of await visibleReviews()) {
    const bucket = { day: klDay(r.createdAt), operatorId: r.operatorId, routeId: r.routeId, stopId: r.stopId, serviceId: r.serviceId, aspectId: r.aspectId, feelingId: r.feelingId, status: r.status };
    const key = keyOf(bucket);
    const seen = buckets.get(key);
    if (seen) seen.reviews += 1;
    else buckets.set(key, { ...bucket, reviews: 1 });
  }
  return sorted([...buckets.values()]);
}

/** What the weekly table must hold: each visible review once for its operator, route and stop. */
async function expectedWeekly(): Promise<WeeklyRow[]> {
  const rows = new Map<string, WeeklyRow>();
  for (const r of await visibleReviews()) {
    const subjects = [['operator', r.operatorId], ['route', r.routeId], ['stop', r.stopId]] as const;
    for (const [subject, subjectId] of subjects) {
      if (subjectId === null) continue;
      const row: WeeklyRow = {
        subject,
        subjectId,
        operatorId: r.operatorId,
        week: mondayOf(klDay(r.createdAt)),
        serviceId: r.serviceId,
        aspectId: r.aspectId,
        resolutionDays: resolutionDaysOf(r),
        reviews: 1,
        scoreSum: r.score,
        negative: r.score < 0 ? 1 : 0,
        verified: ['verified', 'forwarded', 'resolved'].includes(r.status) ? 1 : 0,
        forwarded: ['forwarded', 'resolved'].includes(r.status) ? 1 : 0,
        resolved: r.status === 'resolved' ? 1 : 0,
      };
      const seen = rows.get(weeklyKeyOf(row));
      if (seen) {
        for (const measure of ['reviews', 'scoreSum', 'negative', 'verified', 'forwarded', 'resolved'] as const) seen[measure] += row[measure];
      } else rows.set(weeklyKeyOf(row), row);
    }
  }
  return sortedWeekly([...rows.values()]);
}

const summaryOf = (daily: Bucket[], weekly: WeeklyRow[]) => ({
  daily: { buckets: daily.length, reviews: daily.reduce((sum, b) => sum + b.reviews, 0) },
  weekly: { buckets: weekly.length, reviews: weekly.filter((w) => w.subject === 'operator').reduce((sum, w) => sum + w.reviews, 0) },
});

/** The triggers' tables equal the reference counts, and a rebuild writes them again unchanged. */
async function expectAgreement() {
  const incremental = await stored();
  const incrementalWeekly = await storedWeekly();
  const reference = await expected();
  const referenceWeekly = await expectedWeekly();
  expect(incremental).toEqual(reference);
  expect(incrementalWeekly).toEqual(referenceWeekly);
  const summary = await rebuildRollups(t.db);
  expect(await stored()).toEqual(incremental);
  expect(await storedWeekly()).toEqual(incrementalWeekly);
  expect(summary).toEqual(summaryOf(reference, referenceWeekly));
}

/** Where each row of the tables is stored: unchanged when nothing wrote to it. */
const rowVersions = async () => ({
  daily: ((await t.db.execute(sql`select ctid::text from ${reviewDailyCounts} order by 1`)) as unknown as { rows: unknown[] }).rows,
  weekly: ((await t.db.execute(sql`select ctid::text from ${reviewWeeklyCounts} order by 1`)) as unknown as { rows: unknown[] }).rows,
});

const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, payload, headers: auth(admin.token) });

/** Rows that differ in every dimension the table counts by, some of them not counting. */
function variedRows(n: number, from: Date) {
  const feelings = ['UNACCEPTABLE', 'ANNOYED', 'FAIR', 'GOOD'] as const;
  const services = Object.values(ids.service);
  const aspects = Object.values(ids.aspect);
  const statuses = ['submitted', 'verified', 'forwarded', 'resolved', 'hidden'] as const;
  return Array.from({ length: n }, (_, i) => ({
    ...feelingOf(ids, feelings[i % feelings.length]!),
    serviceId: services[i % 3]!,
    aspectId: aspects[i % 4]!,
    operatorId: i % 3 === 0 ? null : rapidKl,
    status: statuses[i % statuses.length]!,
    deletedAt: i % 11 === 0 ? new Date() : null,
    // Six hours apart, so the rows fall on both sides of Malaysian midnights.
    createdAt: new Date(from.getTime() + i * 6 * 3_600_000),
    // Resolutions from the same day to over a year later (counted as a year).
    statusChangedAt: new Date(from.getTime() + i * 6 * 3_600_000 + ((i * 37) % 500) * 86_400_000 + 3_600_000),
  }));
}

describe('review_daily_counts and review_weekly_counts, kept by triggers', () => {
  it('counts reviews written through the API, with their operator, route and stop', async () => {
    for (const extra of [{}, { feeling: ids.feeling.GOOD }, { stopName: 'PJS1003' }]) {
      const res = await postReview(t, rider.token, validPayload(ids, { routeName: 'PJ01', ...extra }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const rows = await stored();
    expect(rows.some((b) => b.operatorId === rapidKl && b.routeId !== null && b.stopId !== null)).toBe(true);
    await expectAgreement();
  });

  it('counts bulk inserts by their Malaysian day, hidden and deleted ones not at all', async () => {
    await insertReviews(t, ids, rider.id, [
      { createdAt: klTime('2024-12-31 23:59') },
      { createdAt: new Date(klTime('2025-01-01 00:00').getTime() - 1) },
      { createdAt: klTime('2025-01-01 00:00') },
      ...variedRows(200, klTime('2025-03-01 07:00')),
    ]);
    const newYear = (await stored()).filter((b) => b.day.startsWith('2024-12') || b.day.startsWith('2025-01'));
    expect(newYear.map((b) => [b.day, b.reviews])).toEqual([
      ['2024-12-31', 2],
      ['2025-01-01', 1],
    ]);

    // The demo seed's way: one insert … select from unnest() per thousand reviews.
    const demoRows: DemoReviewRow[] = variedRows(150, klTime('2025-06-01 12:00')).map((row) => ({
      id: uuidv7(),
      userId: rider.id,
      experience: 'Bas lambat lagi.',
      incidentAt: new Date('2025-06-01T00:00:00Z'),
      ...row,
    }));
    await writeInTransaction(t.db, encodeBatch({ reviews: demoRows, photos: [], reactions: [], comments: [], commentReactions: [] }));
    await expectAgreement();
  });

  it('follows status moves, hides and restores', async () => {
    const [a, b] = await insertReviews(t, ids, rider.id, [{}, { aspectId: ids.aspect.TRIP_EXPERIENCE! }]);
    for (const status of ['verified', 'forwarded', 'resolved']) expect((await put(`/api/admin/reviews/${a}/status`, { status })).statusCode).toBe(200);
    await expectAgreement();
    expect((await put(`/api/admin/reviews/${a}/status`, { status: 'hidden' })).statusCode).toBe(200);
    expect((await put(`/api/admin/reviews/${b}/visibility`, { hidden: true })).statusCode).toBe(200);
    await expectAgreement();
    expect((await put(`/api/admin/reviews/${a}/visibility`, { hidden: false })).statusCode).toBe(200);
    await expectAgreement();
    expect((await t.db.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, a!)))[0]!.status).toBe('resolved');
  });

  it('follows deletions, by the author and straight in the database', async () => {
    const res = await postReview(t, rider.token, validPayload(ids, { aspect: ids.aspect.VEHICLE_CONDITION }));
    const id = res.json<{ review: { id: string } }>().review.id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers: auth(rider.token) })).statusCode).toBe(204);
    await expectAgreement();

    const doomed = await insertReviews(t, ids, rider.id, variedRows(30, klTime('2025-08-01 09:00')));
    await expectAgreement();
    await t.db.delete(reviews).where(inArray(reviews.id, doomed));
    await expectAgreement();
  });

  it("follows an administrator's operator mapping, the start-up back-fill and an operator's removal", async () => {
    await insertReviews(t, ids, rider.id, [
      ...Array.from({ length: 12 }, () => ({ operatorName: 'Bas Kilang Ah Seng' })),
      ...Array.from({ length: 5 }, () => ({ operatorName: ' KTM komuter ', status: 'verified' as const })),
    ]);
    await expectAgreement();
    // Written unlinked, as before operators existed: linked at the next start.
    await seedReferenceData(t.db);
    const [ktm] = await t.db.select({ id: operators.id }).from(operators).where(eq(operators.slug, 'ktm'));
    expect((await stored()).filter((b) => b.operatorId === ktm!.id).reduce((sum, b) => sum + b.reviews, 0)).toBeGreaterThanOrEqual(5);
    await expectAgreement();

    const mapped = await t.app.inject({ method: 'POST', url: `/api/admin/operators/${rapidKl}/aliases`, payload: { name: 'Bas Kilang Ah Seng' }, headers: auth(admin.token) });
    expect(mapped.json()).toMatchObject({ reviewsLinked: 12 });
    await expectAgreement();

    const created = await t.app.inject({ method: 'POST', url: '/api/admin/operators', payload: { name: 'Bas Sekolah Cikgu Lim', kind: 'other', aliases: [] }, headers: auth(admin.token) });
    expect(created.statusCode, created.body).toBe(201);
    await insertReviews(t, ids, rider.id, [{ operatorName: 'Bas Sekolah Cikgu Lim' }]);
    await seedReferenceData(t.db);
    await expectAgreement();
    // Its reviews lose the link through the foreign key's 'set null', an UPDATE the triggers see.
    await t.db.delete(operators).where(eq(operators.id, created.json<{ operator: { id: string } }>().operator.id));
    await expectAgreement();
  });

  it("follows route and stop links set in bulk, and the network's routes and stops going away", async () => {
    const [route] = await t.db.insert(transitRoutes).values({ agency: 'rollup-test', code: 'T999', name: 'Test route' }).returning();
    const [stop] = await t.db.insert(transitStops).values({ agency: 'rollup-test', code: 'TS999', name: 'Test stop', latitude: 3.1, longitude: 101.6 }).returning();
    const linked = await insertReviews(t, ids, rider.id, variedRows(40, klTime('2025-09-01 18:00')));
    await t.db.update(reviews).set({ routeId: route!.id }).where(inArray(reviews.id, linked));
    await t.db.update(reviews).set({ stopId: stop!.id }).where(inArray(reviews.id, linked.slice(0, 25)));
    await expectAgreement();
    await t.db.delete(transitStops).where(eq(transitStops.id, stop!.id));
    await t.db.delete(transitRoutes).where(eq(transitRoutes.id, route!.id));
    await expectAgreement();
  });

  it('writes nothing for updates that move no count, nor for moves that cancel out', async () => {
    const before = await rowVersions();
    await t.db.update(reviews).set({ likeCount: sql`${reviews.likeCount} + 1`, updatedAt: new Date() });
    expect(await rowVersions()).toEqual(before);

    // One statement swapping two reviews' aspects: each bucket loses one review and gains one.
    const [x, y] = await insertReviews(t, ids, rider.id, [{ aspectId: ids.aspect.HEALTH_SAFETY_SECURITY! }, { aspectId: ids.aspect.INFORMATION! }]);
    const afterInsert = await rowVersions();
    await t.db
      .update(reviews)
      .set({ aspectId: sql`case when ${reviews.id} = ${x} then ${ids.aspect.INFORMATION}::uuid else ${ids.aspect.HEALTH_SAFETY_SECURITY}::uuid end` })
      .where(inArray(reviews.id, [x!, y!]));
    expect(await rowVersions()).toEqual(afterInsert);
    await t.db.update(reviews).set({ likeCount: 0 });
    expect(await rowVersions()).toEqual(afterInsert);
    await expectAgreement();
  });

  it('loses no count to writers at the same time (on PostgreSQL each runs on its own connection)', async () => {
    const same = { aspectId: ids.aspect.COVERAGE_ACCESSIBILITY!, createdAt: klTime('2025-10-10 10:00') };
    const [first] = await insertReviews(t, ids, rider.id, [same]);
    // The bucket empties (and its row goes) while others add to it.
    await Promise.all([
      t.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, first!)),
      ...Array.from({ length: 12 }, () => insertReviews(t, ids, rider.id, [same])),
      ...Array.from({ length: 6 }, () => insertReviews(t, ids, rider.id, [same, { ...same, status: 'verified' }])),
    ]);
    await expectAgreement();
  });
});

describe("announcements on 'insights_changed' (migration 0013)", () => {
  const heard: string[] = [];
  let watch: ChangeWatch;
  beforeAll(async () => {
    watch = await t.database.watch(INSIGHTS_CHANNEL, (payload) => heard.push(payload));
  });
  afterAll(() => watch.close());

  /** How many announcements `write` made: a marker sent after it comes after them (notices come in commit order). */
  async function announcementsOf(write: () => Promise<unknown>): Promise<number> {
    heard.length = 0;
    await write();
    await t.db.execute(sql`select pg_notify(${INSIGHTS_CHANNEL}, 'marker')`);
    await vi.waitFor(() => expect(heard).toContain('marker'));
    return heard.indexOf('marker');
  }

  it('announces each committed write that moves a count or renames what the pages show, once per transaction', async () => {
    let first: string | undefined;
    let second: string | undefined;
    // One statement of six reviews in several buckets: one notice.
    expect(
      await announcementsOf(async () => {
        // The first is deleted; the second verified, the third forwarded.
        [, first, second] = await insertReviews(t, ids, rider.id, variedRows(6, klTime('2025-11-03 08:00')));
      }),
    ).toBe(1);
    expect(await announcementsOf(() => t.db.update(reviews).set({ likeCount: sql`${reviews.likeCount} + 1` }))).toBe(0);
    expect(await announcementsOf(() => t.db.update(reviews).set({ status: 'forwarded' }).where(eq(reviews.id, first!)))).toBe(1);
    expect(
      await announcementsOf(() =>
        t.db.transaction(async (tx) => {
          await tx.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, second!));
          await tx.update(operators).set({ name: 'Rapid KL' }).where(eq(operators.id, rapidKl));
        }),
      ),
    ).toBe(1);
    const rolledBack = t.db.transaction(async (tx) => {
      await tx.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, first!));
      tx.rollback();
    });
    expect(await announcementsOf(() => rolledBack.catch(() => undefined))).toBe(0);
    expect(await announcementsOf(() => t.db.insert(transitStops).values({ agency: 'rollup-test', code: 'TS998', name: 'Announced stop', latitude: 3.1, longitude: 101.6 }))).toBe(1);
    expect(await announcementsOf(() => rebuildRollups(t.db))).toBe(1);
  });
});

describe('rebuildRollups', () => {
  it('repairs tables that no longer match the reviews', async () => {
    const reference = await expected();
    const referenceWeekly = await expectedWeekly();
    expect(reference.length).toBeGreaterThan(10);
    const [first, second, third] = reference;
    await t.db.update(reviewDailyCounts).set({ reviews: sql`${reviewDailyCounts.reviews} + 5` }).where(eq(reviewDailyCounts.day, first!.day));
    await t.db.delete(reviewDailyCounts).where(eq(reviewDailyCounts.day, second!.day));
    await t.db.insert(reviewDailyCounts).values({ ...third!, day: '1999-12-31', reviews: 7 });
    await t.db.insert(reviewDailyCounts).values({ ...third!, day: '1999-12-30', reviews: -2 });
    const [weekly] = referenceWeekly;
    await t.db.update(reviewWeeklyCounts).set({ negative: sql`${reviewWeeklyCounts.negative} + 1` }).where(eq(reviewWeeklyCounts.week, weekly!.week));
    await t.db.insert(reviewWeeklyCounts).values({ ...weekly!, week: '1999-12-27' });
    expect(await stored()).not.toEqual(reference);
    expect(await storedWeekly()).not.toEqual(referenceWeekly);

    expect(await rebuildRollups(t.db)).toEqual(summaryOf(reference, referenceWeekly));
    expect(await stored()).toEqual(reference);
    expect(await storedWeekly()).toEqual(referenceWeekly);
  });
});
