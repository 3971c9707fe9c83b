import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { reviews } from '../../db/schema/index.ts';
import { auth, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { insertReviews, type ReviewValues } from './reviews-browse.test-support.ts';
import { createReviewTrendingService } from './reviews-trending.service.ts';
import { optionIds, verifiedPerson, type OptionIds } from './reviews.test-support.ts';

let t: TestApp;
let ids: OptionIds;
let alice: SignedIn;
const named: Record<string, string> = {};

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

type Tile = { id: string; likeCount: number; unlikeCount: number; commentCount: number; createdAt: string };

const trending = (query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/reviews/trending', query });

async function trendingIds(query: Record<string, string> = {}) {
  const res = await trending(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Tile[] }>().items.map((item) => item.id);
}

type Interest = { likes: number; unlikes: number; comments: number; meToos?: number; ageHours: number };

/** The documented formula, written out plainly. */
const score = (row: Interest) => (1 + row.likes + 2 * row.comments + 2 * (row.meToos ?? 0) - 0.5 * row.unlikes) / (row.ageHours + 2) ** 1.5;

/** Reviews that may trend, with what makes their score: interactions and age. */
const CANDIDATES = {
  hot: { likes: 12, unlikes: 1, comments: 3, ageHours: 3 },
  discussed: { likes: 0, unlikes: 0, comments: 6, ageHours: 2 },
  // Worth as much as the discussed one: a 'me too' counts as a comment does.
  corroborated: { likes: 0, unlikes: 0, comments: 1, meToos: 5, ageHours: 2.5 },
  fresh: { likes: 0, unlikes: 0, comments: 0, ageHours: 0.1 },
  liked: { likes: 5, unlikes: 0, comments: 0, ageHours: 1 },
  yesterday: { likes: 40, unlikes: 2, comments: 5, ageHours: 26 },
  lastWeek: { likes: 90, unlikes: 10, comments: 20, ageHours: 7 * 24 },
  edgeOfWindow: { likes: 3, unlikes: 0, comments: 0, ageHours: 29 * 24 },
  controversial: { likes: 2, unlikes: 4, comments: 1, ageHours: 5 },
} as const;

async function insertNamed(name: string, values: ReviewValues) {
  const [id] = await insertReviews(t, ids, alice.id, [values]);
  named[name] = id!;
}

const counters = (c: Interest): ReviewValues => ({
  likeCount: c.likes,
  unlikeCount: c.unlikes,
  commentCount: c.comments,
  meTooCount: c.meToos ?? 0,
  createdAt: ago(c.ageHours * HOUR),
});

beforeAll(async () => {
  // Ranked for every request here; the reuse of a ranking has its own test below.
  t = await buildTestApp({ env: { TRENDING_REFRESH_SECONDS: '0' } });
  ids = await optionIds(t);
  alice = await signUpAndIn(t);
  for (const [name, c] of Object.entries(CANDIDATES)) await insertNamed(name, counters(c));
  // Never trending: out of the window, hidden, deleted, or disliked more than liked.
  await insertNamed('outOfWindow', counters({ likes: 500, unlikes: 0, comments: 100, ageHours: 31 * 24 }));
  await insertNamed('hidden', { ...counters({ likes: 100, unlikes: 0, comments: 10, ageHours: 1 }), status: 'hidden' });
  await insertNamed('deleted', { ...counters({ likes: 100, unlikes: 0, comments: 10, ageHours: 1 }), deletedAt: new Date() });
  await insertNamed('disliked', counters({ likes: 1, unlikes: 6, comments: 0, ageHours: 0.5 }));
  await insertNamed('balanced', counters({ likes: 0, unlikes: 2, comments: 0, ageHours: 0.5 }));
}, 60_000);
afterAll(async () => {
  await t.close();
});

const expectedOrder = () =>
  Object.entries(CANDIDATES)
    .sort(([, a], [, b]) => score(b) - score(a))
    .map(([name]) => named[name]!);

describe('GET /api/reviews/trending', () => {
  it("ranks the recent visible reviews by likes, comments, 'me too's and unlikes over age, six by default", async () => {
    expect(await trendingIds()).toEqual(expectedOrder().slice(0, 6));
  });

  it('answers up to limit reviews, at most 20, never hidden, deleted, older than 30 days or disliked ones', async () => {
    const all = await trendingIds({ limit: '20' });
    expect(all).toEqual(expectedOrder());
    for (const name of ['outOfWindow', 'hidden', 'deleted', 'disliked', 'balanced']) expect(all).not.toContain(named[name]);
    expect(await trendingIds({ limit: '2' })).toEqual(expectedOrder().slice(0, 2));
  });

  it('answers the same tiles as GET /api/reviews', async () => {
    const res = await trending({ limit: '1' });
    const [tile] = res.json<{ items: Tile[] }>().items;
    const list = await t.app.inject({ method: 'GET', url: '/api/reviews', query: { limit: '50' } });
    const same = list.json<{ items: Tile[] }>().items.find((item) => item.id === tile!.id);
    expect(tile).toEqual(same);
    expect(tile).toMatchObject({ likeCount: CANDIDATES.hot.likes, commentCount: CANDIDATES.hot.comments });
  });

  it('moves a review up when people like it (through the reaction route)', async () => {
    // Ten hours old and untouched it scores below last week's hit; two likes lift it above.
    await insertNamed('quiet', counters({ likes: 0, unlikes: 0, comments: 0, ageHours: 10 }));
    const before = await trendingIds({ limit: '20' });
    expect(before.indexOf(named.quiet!)).toBeGreaterThan(before.indexOf(named.lastWeek!));
    for (const person of [await verifiedPerson(t), await verifiedPerson(t)]) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/reviews/${named.quiet}/reaction`, payload: { value: 'like' }, headers: auth(person.token) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await trendingIds({ limit: '20' });
    expect(after.indexOf(named.quiet!)).toBeLessThan(after.indexOf(named.lastWeek!));
  });

  it.each([['0'], ['21'], ['-1'], ['1.5'], ['six'], ['']])('refuses limit=%s with a field error', async (limit) => {
    const res = await trending({ limit });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed', fields: { limit: 'invalidValue' } } });
  });
});

describe('GET /api/reviews/trending on a quiet site', () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await buildTestApp();
  });
  afterAll(async () => {
    await empty.close();
  });

  it('is empty when there is no recent review, so the home page hides the section', async () => {
    const res = await empty.app.inject({ method: 'GET', url: '/api/reviews/trending' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });
});

describe('the trending ranking', () => {
  it('is reused for refreshMs, with fresh tiles, then ranked again', async () => {
    let now = new Date();
    const service = createReviewTrendingService({ db: t.db, rankingSize: 20, refreshMs: 60_000, clock: () => now });
    const before = (await service.trending(3)).items;
    expect(before.map((item) => item.id)).toEqual(expectedOrder().slice(0, 3));

    // A new hit: not in the reused ranking, but the ranked reviews' counters are read fresh.
    const [hit] = await insertReviews(t, ids, alice.id, [counters({ likes: 1000, unlikes: 0, comments: 50, ageHours: 0.5 })]);
    await t.db.update(reviews).set({ likeCount: 999 }).where(eq(reviews.id, before[0]!.id));
    now = new Date(now.getTime() + 59_000);
    const reused = (await service.trending(3)).items;
    expect(reused.map((item) => item.id)).toEqual(before.map((item) => item.id));
    expect(reused[0]!.likeCount).toBe(999);

    now = new Date(now.getTime() + 1_000);
    expect((await service.trending(3)).items[0]!.id).toBe(hit);
  });
});
