import { FEELINGS, klDateString, SORT_OPTIONS, type SortKey } from '@suara/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { reviews } from '../../db/schema/index.ts';
import { auth, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { carriedValues, mayCarryValues, plannedPerValue, VALUE_STATEMENTS_MAX } from './reviews-browse.repository.ts';
import { allReviewRows, feelingOf, insertReviews, isVisible, klTime, type ReviewRow, type ReviewValues } from './reviews-browse.test-support.ts';
import { optionIds, type OptionIds } from './reviews.test-support.ts';

let t: TestApp;
let ids: OptionIds;
let alice: SignedIn;
let bob: SignedIn;
let carol: SignedIn;
let rows: ReviewRow[];
const named: Record<string, string> = {};

type Query = Record<string, string | number | undefined>;
type Tile = { id: string; user: { id: string }; feeling: { key: string; score: number }; likeCount: number; unlikeCount: number; commentCount: number };
type Page = { items: Tile[]; nextCursor: string | null };

/** Absent values are left out of the query string. */
const queryString = (query: Query) =>
  Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));

const list = (query: Query, token?: string) => t.app.inject({ method: 'GET', url: '/api/reviews', query: queryString(query), headers: auth(token) });

async function pageOf(query: Query): Promise<Page> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

/** Every page of a list, following nextCursor; each page full but the last. */
async function allIds(query: Query, limit = 50): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 100; pages += 1) {
    const page = await pageOf({ ...query, limit, cursor });
    seen.push(...page.items.map((item) => item.id));
    if (!page.nextCursor) {
      expect(page.items.length).toBeLessThanOrEqual(limit);
      return seen;
    }
    expect(page.items).toHaveLength(limit);
    cursor = page.nextCursor;
  }
  throw new Error('more than 100 pages');
}

const OPERATORS = ['Rapid KL', 'rapid bus', "Pak Ali's BAS", '100% Express', 'Go_KL', 'GoXKL', 'Back\\slash', null];
const ROUTES = ['PJ01', 'pj02', 'T789', 'U_80', 'U880', '50%', '5000', null];
const SERVICES = ['STAGE_BUS', 'LRT', 'MRT', 'TAXI'];
const ASPECTS = ['DRIVER', 'INFORMATION', 'VEHICLE_CONDITION'] as const;
const HOUR = 3_600_000;

/**
 * Sixty reviews by three people over eighteen days: every feeling, four services, operators and
 * routes with LIKE metacharacters, counters with ties, reviews at the very same instant and one
 * microsecond apart, some verified, hidden or deleted; plus reviews either side of day boundaries.
 */
function generated(): ReviewValues[] {
  const start = klTime('2025-03-01 08:00').getTime();
  return Array.from({ length: 60 }, (_, i) => {
    const feeling = FEELINGS[(i * 3) % FEELINGS.length]!.key;
    // Reviews 4 and 9 of every ten share the instant of the one before them (4 is moved a
    // microsecond later after insertion; 9 stays, and only the id tells it apart).
    const slot = i % 10 === 4 || i % 10 === 9 ? i - 1 : i;
    return {
      userId: [alice, bob, carol][i % 3]!.id,
      ...feelingOf(ids, feeling),
      serviceId: ids.service[SERVICES[i % SERVICES.length]!]!,
      aspectId: ids.aspect[ASPECTS[(i * 7) % ASPECTS.length]!]!,
      operatorName: OPERATORS[i % OPERATORS.length],
      routeName: ROUTES[(i * 5) % ROUTES.length],
      createdAt: new Date(start + slot * 7.2 * HOUR),
      commentCount: (i * 7) % 5,
      likeCount: (i * 3) % 4,
      unlikeCount: (i * 5) % 6,
      status: i % 11 === 5 ? 'hidden' : i % 4 === 2 ? 'verified' : 'submitted',
      deletedAt: i % 13 === 7 ? new Date() : null,
    };
  });
}

async function insertNamed(name: string, person: SignedIn, values: ReviewValues) {
  const [id] = await insertReviews(t, ids, person.id, [values]);
  named[name] = id!;
}

beforeAll(async () => {
  t = await buildTestApp();
  ids = await optionIds(t);
  [alice, bob, carol] = [await signUpAndIn(t), await signUpAndIn(t), await signUpAndIn(t)];
  const generatedIds = await insertReviews(t, ids, alice.id, generated());
  // Reviews 4, 14, 24… come one microsecond after 3, 13, 23… (which a JS Date cannot even hold).
  const later = generatedIds.filter((_, i) => i % 10 === 4);
  await t.db.update(reviews).set({ createdAt: sql`${reviews.createdAt} + interval '1 microsecond'` }).where(inArray(reviews.id, later));

  // Either side of the From and To days' boundaries in Kuala Lumpur.
  await insertNamed('lastMinuteOfTo', alice, { createdAt: klTime('2025-03-10 23:30'), operatorName: 'Boundary Bus' });
  await insertNamed('afterTo', alice, { createdAt: klTime('2025-03-11 00:10'), operatorName: 'Boundary Bus' });
  await insertNamed('firstMinuteOfFrom', bob, { createdAt: klTime('2025-03-05 00:00'), operatorName: 'Boundary Bus' });
  await insertNamed('beforeFrom', bob, { createdAt: klTime('2025-03-04 23:59'), operatorName: 'Boundary Bus' });
  // Hidden and deleted reviews that every filter below would otherwise find.
  const secret = { ...feelingOf(ids, 'GOOD'), serviceId: ids.service.LRT!, operatorName: 'Secret Line', routeName: 'PJ01', createdAt: klTime('2025-03-06 12:00') };
  await insertNamed('hidden', alice, { ...secret, status: 'hidden' });
  await insertNamed('deleted', alice, { ...secret, deletedAt: new Date() });

  rows = await allReviewRows(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const desc = (a: string | number, b: string | number) => (a < b ? 1 : a > b ? -1 : 0);
const byLatest = (a: ReviewRow, b: ReviewRow) => desc(a.createdAtText, b.createdAtText) || desc(a.id, b.id);

/** The orders of the contract, written out plainly. */
const ORDERS: Record<SortKey, (a: ReviewRow, b: ReviewRow) => number> = {
  latest: byLatest,
  earliest: (a, b) => byLatest(b, a),
  positive: (a, b) => desc(a.score, b.score) || byLatest(a, b),
  critical: (a, b) => desc(b.score, a.score) || byLatest(a, b),
  discussed: (a, b) => desc(a.commentCount, b.commentCount) || desc(a.id, b.id),
  upvotes: (a, b) => desc(a.likeCount, b.likeCount) || desc(a.id, b.id),
  downvotes: (a, b) => desc(a.unlikeCount, b.unlikeCount) || desc(a.id, b.id),
};

const expected = (keep: (row: ReviewRow) => boolean, sort: SortKey = 'latest') =>
  rows
    .filter((row) => isVisible(row) && keep(row))
    .sort(ORDERS[sort])
    .map((row) => row.id);

describe('GET /api/reviews: sorts', () => {
  it('has reviews that tell the orders apart', () => {
    const visible = rows.filter(isVisible);
    expect(visible.length).toBeGreaterThan(50);
    expect(new Set(visible.map((r) => r.score)).size).toBe(7);
    expect(new Set(visible.map((r) => r.createdAtText)).size).toBeLessThan(visible.length);
    expect(rows.length - visible.length).toBeGreaterThanOrEqual(6);
  });

  it.each(SORT_OPTIONS.map((s) => s.key))('%s: pages through every visible review exactly once, in order', async (sort) => {
    const seen = await allIds({ sort }, 7);
    expect(seen).toEqual(expected(() => true, sort));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('orders as the menu says', async () => {
    const first = async (sort: SortKey) => (await pageOf({ sort, limit: 1 })).items[0]!;
    const newest = rows.filter(isVisible).sort(byLatest);
    expect((await first('latest')).id).toBe(newest[0]!.id);
    expect((await first('earliest')).id).toBe(newest.at(-1)!.id);
    expect((await first('positive')).feeling.score).toBe(3);
    expect((await first('critical')).feeling).toMatchObject({ key: 'UNACCEPTABLE', score: -3 });
    // Among the worst, the newest first.
    expect((await first('critical')).id).toBe(newest.find((r) => r.score === -3)!.id);
    expect((await first('discussed')).commentCount).toBe(4);
    expect((await first('upvotes')).likeCount).toBe(3);
    expect((await first('downvotes')).unlikeCount).toBe(5);
  });

  it('defaults to latest, 12 a page, and gives the same tiles as the profile list', async () => {
    const page = await pageOf({});
    expect(page.items.map((i) => i.id)).toEqual(expected(() => true).slice(0, 12));
    expect(page.nextCursor).toEqual(expect.any(String));
    const profile = (await t.app.inject({ method: 'GET', url: `/api/users/${alice.id}/reviews` })).json<Page>();
    const tile = profile.items[0]!;
    expect(page.items.concat((await pageOf({ user: alice.id, limit: 1 })).items).find((i) => i.id === tile.id)).toEqual(tile);
  });
});

describe('plannedPerValue: which lists PostgreSQL plans for their values on every run', () => {
  it('a substring filter, and a date range next to another filter or the map box; nothing else', () => {
    expect(plannedPerValue(['operator'])).toBe(true);
    expect(plannedPerValue(['feeling', 'route'])).toBe(true);
    expect(plannedPerValue(['service', 'createdFrom', 'createdBefore'])).toBe(true);
    expect(plannedPerValue(['createdFrom'], { inBox: true })).toBe(true);
    expect(plannedPerValue(['createdFrom', 'createdBefore'])).toBe(false);
    expect(plannedPerValue(['feeling', 'service', 'user'])).toBe(false);
    expect(plannedPerValue([], { inBox: true })).toBe(false);
  });

  it('values the statement carries keep its plan; those it does not, as above', () => {
    expect(plannedPerValue(['operator'], { carried: ['operator'] })).toBe(false);
    expect(plannedPerValue(['operator', 'route'], { carried: ['operator'] })).toBe(true);
    expect(plannedPerValue(['operator', 'createdFrom'], { carried: ['operator'] })).toBe(true);
    expect(plannedPerValue(['operator', 'createdFrom'], { carried: ['operator', 'createdFrom'] })).toBe(false);
    expect(plannedPerValue(['service', 'createdFrom', 'createdBefore'], { carried: ['createdFrom', 'createdBefore'] })).toBe(false);
  });
});

describe('GET /api/reviews: filters', () => {
  const row = (id: string) => rows.find((r) => r.id === id)!;
  const has = (text: string | null, part: string) => (text ?? '').toLowerCase().includes(part.toLowerCase());
  const klDay = (r: ReviewRow) => klDateString(r.createdAt);

  const cases: [string, () => Query, (r: ReviewRow) => boolean][] = [
    ['feeling', () => ({ feeling: ids.feeling.GOOD }), (r) => r.feelingId === ids.feeling.GOOD],
    ['service', () => ({ service: ids.service.LRT }), (r) => r.serviceId === ids.service.LRT],
    ['aspect', () => ({ aspect: ids.aspect.INFORMATION }), (r) => r.aspectId === ids.aspect.INFORMATION],
    ['aspect and service', () => ({ aspect: ids.aspect.DRIVER, service: ids.service.LRT }), (r) => r.aspectId === ids.aspect.DRIVER && r.serviceId === ids.service.LRT],
    ['user', () => ({ user: bob.id }), (r) => r.userId === bob.id],
    ['operator, any case', () => ({ operator: 'RAPID' }), (r) => has(r.operatorName, 'rapid')],
    ['operator with %', () => ({ operator: '0%' }), (r) => has(r.operatorName, '0%')],
    ['operator with _', () => ({ operator: 'o_k' }), (r) => has(r.operatorName, 'o_k')],
    ['operator with a backslash', () => ({ operator: 'k\\s' }), (r) => has(r.operatorName, 'k\\s')],
    ['operator with a quote', () => ({ operator: "i's" }), (r) => has(r.operatorName, "i's")],
    ['route', () => ({ route: 'pj0' }), (r) => has(r.routeName, 'pj0')],
    ['route with _', () => ({ route: 'U_8' }), (r) => has(r.routeName, 'u_8')],
    ['route with %', () => ({ route: '50%' }), (r) => has(r.routeName, '50%')],
    ['from', () => ({ from: '2025-03-05' }), (r) => klDay(r) >= '2025-03-05'],
    ['to', () => ({ to: '2025-03-10' }), (r) => klDay(r) <= '2025-03-10'],
    ['from and to on one day', () => ({ from: '2025-03-10', to: '2025-03-10' }), (r) => klDay(r) === '2025-03-10'],
    [
      'feeling, service, operator, from and to',
      () => ({ feeling: ids.feeling.GOOD, service: ids.service.LRT, operator: 'BUS', from: '2025-03-02', to: '2025-03-18' }),
      (r) => r.feelingId === ids.feeling.GOOD && r.serviceId === ids.service.LRT && has(r.operatorName, 'bus') && klDay(r) >= '2025-03-02' && klDay(r) <= '2025-03-18',
    ],
    ['user and route', () => ({ user: carol.id, route: 'U' }), (r) => r.userId === carol.id && has(r.routeName, 'u')],
    ['service, from and to', () => ({ service: ids.service.LRT, from: '2025-03-02', to: '2025-03-18' }), (r) => r.serviceId === ids.service.LRT && klDay(r) >= '2025-03-02' && klDay(r) <= '2025-03-18'],
  ];

  it.each(cases)('%s', async (_what, query, keep) => {
    const want = expected(keep);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(expected(() => true).length);
    expect(await allIds(query(), 5)).toEqual(want);
    // The same filter in another order holds the same reviews.
    expect((await allIds({ ...query(), sort: 'downvotes' })).sort()).toEqual([...want].sort());
  });

  it('pages every sort under a feeling filter (Positive and Critical are then newest first)', async () => {
    const good = (r: ReviewRow) => r.feelingId === ids.feeling.GOOD;
    for (const sort of SORT_OPTIONS.map((s) => s.key)) {
      expect(await allIds({ sort, feeling: ids.feeling.GOOD }, 2), sort).toEqual(expected(good, sort));
    }
    expect(expected(good, 'critical')).toEqual(expected(good, 'latest'));
  });

  it('takes % and _ literally: they match only themselves', async () => {
    const operators = async (operator: string) => new Set((await allIds({ operator })).map((id) => row(id).operatorName));
    expect(await operators('%')).toEqual(new Set(['100% Express']));
    expect(await operators('_')).toEqual(new Set(['Go_KL']));
    expect(await operators('go_kl')).toEqual(new Set(['Go_KL']));
    expect(await allIds({ route: '5%' })).toEqual([]);
  });

  it('includes the whole To day and the whole From day in Kuala Lumpur, and nothing outside', async () => {
    const to = await allIds({ operator: 'Boundary', to: '2025-03-10' });
    expect(to).toContain(named.lastMinuteOfTo);
    expect(to).not.toContain(named.afterTo);
    const from = await allIds({ operator: 'Boundary', from: '2025-03-05' });
    expect(from).toContain(named.firstMinuteOfFrom);
    expect(from).not.toContain(named.beforeFrom);
    expect(await allIds({ operator: 'Boundary', from: '2025-03-11', to: '2025-03-11' })).toEqual([named.afterTo]);
  });

  it('never lists hidden or deleted reviews, whatever the filter or sort', async () => {
    const gone = rows.filter((r) => !isVisible(r)).map((r) => r.id);
    expect(gone).toEqual(expect.arrayContaining([named.hidden, named.deleted]));
    expect(await allIds({ operator: 'Secret' })).toEqual([]);
    for (const sort of SORT_OPTIONS.map((s) => s.key)) {
      const seen = await allIds({ sort, user: alice.id, feeling: ids.feeling.GOOD });
      for (const id of gone) expect(seen).not.toContain(id);
    }
  });

  it("'Posted by Me only' is the user filter with the signed-in user's id", async () => {
    const res = await list({ user: alice.id, limit: 50 }, alice.token);
    expect(res.statusCode).toBe(200);
    const mine = res.json<Page>().items;
    expect(mine.map((i) => i.id)).toEqual(expected((r) => r.userId === alice.id));
    expect(mine.every((i) => i.user.id === alice.id)).toBe(true);
    // An author's own hidden review stays out of the browse list.
    expect(mine.map((i) => i.id)).not.toContain(named.hidden);
    expect(await allIds({ user: '0190a8a0-0000-7000-8000-000000000000' })).toEqual([]);
  });
});

describe('GET /api/reviews: bad input answers 422 with the field and its message code', () => {
  const tomorrow = () => klDateString(new Date(Date.now() + 86_400_000));
  const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
  const decode = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8');

  async function cursorOf(sort: SortKey) {
    const page = await pageOf({ sort, limit: 2 });
    expect(page.nextCursor).toEqual(expect.any(String));
    return page.nextCursor!;
  }

  const cases: [string, () => Query | Promise<Query>, Record<string, string>][] = [
    ['To before From', () => ({ from: '2025-03-10', to: '2025-03-09' }), { to: 'dateToBeforeFrom' }],
    ['a future date', () => ({ to: tomorrow() }), { to: 'dateInFuture' }],
    ['a date that is no date', () => ({ from: '2025-02-30' }), { from: 'dateInvalid' }],
    ['an unknown sort', () => ({ sort: 'random' }), { sort: 'invalidValue' }],
    ['a feeling that is not a uuid', () => ({ feeling: 'GOOD' }), { feeling: 'invalidValue' }],
    ['a service id given as the feeling', () => ({ feeling: ids.service.LRT }), { feeling: 'invalidValue' }],
    ['a feeling id given as the service', () => ({ service: ids.feeling.GOOD }), { service: 'invalidValue' }],
    ['an unknown service id', () => ({ service: '0190a8a0-0000-7000-8000-000000000000' }), { service: 'invalidValue' }],
    ['a service id given as the aspect', () => ({ aspect: ids.service.LRT }), { aspect: 'invalidValue' }],
    ['an aspect that is not a uuid', () => ({ aspect: 'DRIVER' }), { aspect: 'invalidValue' }],
    ['a user that is not a uuid', () => ({ user: 'me' }), { user: 'invalidValue' }],
    ['an operator over 120 characters', () => ({ operator: 'a'.repeat(121) }), { operator: 'operatorTooLong' }],
    ['a garbage cursor', () => ({ cursor: 'garbage!' }), { cursor: 'pageLinkInvalid' }],
    ['a cursor far too long', () => ({ cursor: 'x'.repeat(300) }), { cursor: 'pageLinkInvalid' }],
    [
      'a tampered cursor: an impossible time',
      async () => ({ cursor: encode(decode(await cursorOf('latest')).replace(/\d{4}-\d{2}-\d{2}T/, '2025-02-30T')) }),
      { cursor: 'pageLinkInvalid' },
    ],
    [
      'a tampered cursor: a count that is no number',
      async () => ({ sort: 'upvotes', cursor: encode(decode(await cursorOf('upvotes')).replace(/^upvotes\|\d+/, 'upvotes|1 or 1=1')) }),
      { cursor: 'pageLinkInvalid' },
    ],
    [
      'a tampered cursor: a score out of range of the column',
      async () => ({ sort: 'positive', cursor: encode(decode(await cursorOf('positive')).replace(/^positive\|-?\d+/, 'positive|99999999999')) }),
      { cursor: 'pageLinkInvalid' },
    ],
    ['a cursor from another sort', async () => ({ sort: 'earliest', cursor: await cursorOf('latest') }), { cursor: 'pageLinkInvalid' }],
    ['a Positive cursor used for Critical', async () => ({ sort: 'critical', cursor: await cursorOf('positive') }), { cursor: 'pageLinkInvalid' }],
    ['limit 51', () => ({ limit: 51 }), { limit: 'pageSizeTooLarge' }],
    ['limit 0', () => ({ limit: 0 }), { limit: 'invalidValue' }],
    ["limit 'abc'", () => ({ limit: 'abc' }), { limit: 'invalidValue' }],
  ];

  it.each(cases)('%s', async (_what, query, fields) => {
    const res = await list(await query());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toEqual({ code: 'validation_failed', message: expect.any(String), fields });
  });

  it('takes limit 50 and limit 1', async () => {
    expect((await pageOf({ limit: 50 })).items).toHaveLength(50);
    expect((await pageOf({ limit: '1' })).items).toHaveLength(1);
  });
});

describe('GET /api/reviews: counters changing between pages', () => {
  it('continues after the last row seen, without repeats, when that review moves up meanwhile', async () => {
    const first = await pageOf({ sort: 'upvotes', limit: 5 });
    const moved = first.items.at(-1)!;
    await t.db.update(reviews).set({ likeCount: 1000 }).where(eq(reviews.id, moved.id));
    try {
      const next = await pageOf({ sort: 'upvotes', limit: 5, cursor: first.nextCursor! });
      const seenBefore = new Set(first.items.map((i) => i.id));
      expect(next.items).toHaveLength(5);
      expect(next.items.filter((i) => seenBefore.has(i.id))).toEqual([]);
    } finally {
      await t.db.update(reviews).set({ likeCount: moved.likeCount }).where(eq(reviews.id, moved.id));
    }
  });
});

describe('carriedValues: the values a list statement carries as literals', () => {
  it('gives every value: substrings as LIKE patterns (not text PostgreSQL cannot hold), ids as they are, days as instants', () => {
    expect(carriedValues({ operator: "Pak Ali's", route: '50%', feeling: 'f' })).toEqual({ feeling: 'f', operator: "%Pak Ali's%", route: '%50\\%%' });
    expect(carriedValues({ operator: 'a\0b', service: 's' })).toEqual({ service: 's' });
    expect(carriedValues({ createdFrom: new Date('2025-03-01T16:00:00Z') })).toEqual({ createdFrom: '2025-03-01T16:00:00.000Z' });
  });
});

// Last: it uses up this process's room, which the filter tests above go through.
describe('mayCarryValues: the statements that carry values', () => {
  it(`lets the first ${VALUE_STATEMENTS_MAX} a process meets carry them for good, then no new one`, () => {
    for (let i = 0; mayCarryValues(`first ${i}`); i++) expect(i).toBeLessThan(VALUE_STATEMENTS_MAX);
    expect(mayCarryValues('one more')).toBe(false);
    expect(mayCarryValues('first 0')).toBe(true);
  });

  it('past that, a substring filter still lists what it should', async () => {
    const want = rows.filter((r) => isVisible(r) && (r.operatorName ?? '').toLowerCase().includes("'s")).length;
    expect(want).toBeGreaterThan(0);
    expect(await allIds({ operator: "'S" })).toHaveLength(want);
  });
});
