import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { pollQuestions, pollVotes, reviewOptions, users } from '../../db/schema/index.ts';
import { adminPerson, verifiedPerson } from '../reviews/reviews.test-support.ts';
import { auth, insertReview, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';

let t: TestApp;
let admin: SignedIn;
let rider: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminPerson(t);
  rider = await verifiedPerson(t);
});
afterAll(() => t.close());

const overview = async (token: string | null = admin.token) => t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: auth(token ?? undefined) });

async function feelingIds() {
  const rows = await t.db.select().from(reviewOptions).where(eq(reviewOptions.category, 'feeling'));
  return Object.fromEntries(rows.map((row) => [row.score!, row.id])) as Record<number, string>;
}

describe('GET /api/admin/overview', () => {
  it('counts live users, verified or not', async () => {
    const before = (await overview()).json().user;
    await signUpAndIn(t);
    await verifiedPerson(t);
    const gone = await verifiedPerson(t);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

    const res = await overview();
    expect(res.statusCode, res.body).toBe(200);
    const { user } = res.json();
    expect(user).toEqual({ count: before.count + 2, verified: before.verified + 1, unverified: before.unverified + 1 });
    expect(user.count).toBe(user.verified + user.unverified);
  });

  it('counts public reviews per feeling category with the spec keys, leaving out hidden and deleted ones', async () => {
    const before = (await overview()).json().review;
    const ids = await feelingIds();
    // Scores -3..3 → terrible, disappointing, bad, neutral, good, pleasent, awesome.
    for (const score of [-3, -2, -1, 0, 1, 2, 3, 3]) await insertReview(t, rider.id, { feelingId: ids[score], score });
    await insertReview(t, rider.id, { feelingId: ids[-3], score: -3, status: 'hidden' });
    await insertReview(t, rider.id, { feelingId: ids[-3], score: -3, deletedAt: new Date() });

    const { review } = (await overview()).json();
    const delta = Object.fromEntries(Object.entries(review).map(([key, value]) => [key, (value as number) - before[key]]));
    expect(delta).toEqual({ total: 8, terrible: 1, disappointing: 1, bad: 1, neutral: 1, good: 1, pleasent: 1, awesome: 2 });
  });

  it('lists every poll question in order with its yes and no votes', async () => {
    const questions = await t.db.select().from(pollQuestions).orderBy(pollQuestions.sort);
    expect(questions.length).toBeGreaterThan(1);
    const [first, second] = questions;
    await t.db.insert(pollVotes).values([
      { questionId: first!.id, voterKey: 'a', answer: 'yes' },
      { questionId: first!.id, voterKey: 'b', answer: 'yes' },
      { questionId: first!.id, voterKey: 'c', answer: 'no' },
      { questionId: second!.id, voterKey: 'a', answer: 'no' },
    ]);

    const { poll } = (await overview()).json();
    expect(poll).toHaveLength(questions.length);
    expect(poll[0]).toEqual({ question: first!.title, questionMs: first!.titleMs, yes: 2, no: 1 });
    expect(poll[1]).toEqual({ question: second!.title, questionMs: second!.titleMs, yes: 0, no: 1 });
    expect(poll[2]).toMatchObject({ yes: 0, no: 0 });
  });

  it('is for administrators: 401 for a visitor, 403 for a user', async () => {
    expect((await overview(null)).statusCode).toBe(401);
    const res = await overview(rider.token);
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'forbidden']);
  });
});
