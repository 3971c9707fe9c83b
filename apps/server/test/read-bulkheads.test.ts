import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { optionIds, postReview, validPayload, verifiedPerson } from '../src/modules/reviews/reviews.test-support.ts';
import { buildTestApp } from './build-test-app.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/*
 * Issue #19: a class of expensive reads that stalls cannot take every connection of the pool. On
 * PostgreSQL (PGlite has one connection and nothing to share): searches for a word no review has
 * read the typo index, which a transaction here locks, so each search that gets in waits on it.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('bulkheads on PostgreSQL', () => {
  let t: TestApp;
  let reviewId: string;

  beforeAll(async () => {
    t = await buildTestApp({ env: { EXPENSIVE_READS_AT_ONCE: '2', EXPENSIVE_READS_WAIT_MS: '500', RATE_LIMIT_MULTIPLIER: '100' } });
    const rider = await verifiedPerson(t);
    const posted = await postReview(t, rider.token, validPayload(await optionIds(t)));
    expect(posted.statusCode, posted.body).toBe(201);
    reviewId = posted.json().review.id;
  });
  afterAll(() => t?.close());

  it('a burst of stalled searches takes two connections; the rest answer 503 with Retry-After, and a review still opens', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table search_words in access exclusive mode`);
      locked();
      await released;
    });
    await lockTaken;

    // Twenty searches at once, more than the pool's ten connections: all but the two let in are refused.
    const answered: Awaited<ReturnType<TestApp['app']['inject']>>[] = [];
    const searches = Array.from({ length: 20 }, (_, i) =>
      t.app.inject({ method: 'GET', url: `/api/reviews/search?q=qzxv${i}` }).then((res) => {
        answered.push(res);
        return res;
      }),
    );
    // Whatever fails below, the lock goes: a transaction left open would be cut off mid-run.
    try {
      await vi.waitFor(() => expect(answered).toHaveLength(18), { timeout: 10_000 });
      for (const res of answered) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json().error.code).toBe('busy');
        expect(res.headers['retry-after']).toBe('1');
      }
      // The two that got in still wait on the lock, holding their connections; everything else has the rest.
      for (let i = 0; i < 5; i++) {
        const detail = await t.app.inject({ method: 'GET', url: `/api/reviews/${reviewId}` });
        expect(detail.statusCode, detail.body).toBe(200);
        expect((await t.app.inject({ method: 'GET', url: '/api/reviews' })).statusCode).toBe(200);
      }
      expect(answered).toHaveLength(18);
    } finally {
      release();
      await holder;
    }
    await Promise.all(searches);
    expect(answered.slice(18).map((res) => res.statusCode)).toEqual([200, 200]);
    // Turns are given back: the next search gets in at once.
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews/search?q=qzxv' })).statusCode).toBe(200);
  });
});
