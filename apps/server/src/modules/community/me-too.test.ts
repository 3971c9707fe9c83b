import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { notifications, reviewMeToos, reviews } from '../../db/schema/index.ts';
import { listPage } from '../notifications/notifications.test-support.ts';
import { verifiedPerson } from '../reviews/reviews.test-support.ts';
import { auth, crowd, insertReview, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';

let t: TestApp;
let author: SignedIn;
let rider: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  [author, rider] = [await verifiedPerson(t), await verifiedPerson(t)];
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN_ID = '0190a8a0-0000-7000-8000-000000000000';
type State = { meTooCount: number; meToo: boolean };

const send = (method: 'PUT' | 'DELETE', reviewId: string, token?: string) =>
  t.app.inject({ method, url: `/api/reviews/${encodeURIComponent(reviewId)}/me-too`, headers: auth(token) });

async function meToo(method: 'PUT' | 'DELETE', reviewId: string, token: string): Promise<State> {
  const res = await send(method, reviewId, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<State>();
}

const newReview = async () => (await insertReview(t, author.id)).id;

async function detail(reviewId: string, token?: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/reviews/${reviewId}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().review as { meTooCount: number; viewer: { meToo: boolean } };
}

/** The stored count beside a recount of the rows. */
async function countAndRecount(reviewId: string) {
  const [stored] = await t.db.select({ meTooCount: reviews.meTooCount }).from(reviews).where(eq(reviews.id, reviewId));
  const [recount] = await t.db.select({ n: sql<number>`count(*)::int` }).from(reviewMeToos).where(eq(reviewMeToos.reviewId, reviewId));
  return { stored: stored!.meTooCount, recount: recount!.n };
}

describe("PUT and DELETE /api/reviews/:id/me-too", () => {
  it('says and takes back, idempotently, answering the fresh count', async () => {
    const reviewId = await newReview();
    expect(await meToo('PUT', reviewId, rider.token)).toEqual({ meTooCount: 1, meToo: true });
    expect(await meToo('PUT', reviewId, rider.token)).toEqual({ meTooCount: 1, meToo: true });
    expect(await meToo('DELETE', reviewId, rider.token)).toEqual({ meTooCount: 0, meToo: false });
    expect(await meToo('DELETE', reviewId, rider.token)).toEqual({ meTooCount: 0, meToo: false });
    expect(await countAndRecount(reviewId)).toEqual({ stored: 0, recount: 0 });
  });

  it("shows the count to everyone and the caller's own 'me too' to them only, in the detail and the lists", async () => {
    const reviewId = await newReview();
    await meToo('PUT', reviewId, rider.token);
    expect(await detail(reviewId, rider.token)).toMatchObject({ meTooCount: 1, viewer: { meToo: true } });
    expect(await detail(reviewId, author.token)).toMatchObject({ meTooCount: 1, viewer: { meToo: false } });
    expect(await detail(reviewId)).toMatchObject({ meTooCount: 1, viewer: { meToo: false } });
    const list = await t.app.inject({ method: 'GET', url: `/api/users/${author.id}/reviews` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.find((tile: { id: string }) => tile.id === reviewId)).toMatchObject({ meTooCount: 1 });
  });

  it('asks a visitor to sign in (401) and an unverified rider to verify (403), writing nothing', async () => {
    const reviewId = await newReview();
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await send(method, reviewId);
      expect(res.statusCode).toBe(401);
    }
    const unverified = await signUpAndIn(t);
    const res = await send('PUT', reviewId, unverified.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('email_not_verified');
    expect(await countAndRecount(reviewId)).toEqual({ stored: 0, recount: 0 });
  });

  it("refuses the author's own review (403 own_review)", async () => {
    const reviewId = await newReview();
    const res = await send('PUT', reviewId, author.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'own_review', message: expect.any(String) });
    expect(await countAndRecount(reviewId)).toEqual({ stored: 0, recount: 0 });
  });

  it('answers 404 for an unknown, malformed, deleted or hidden review', async () => {
    const deleted = await insertReview(t, author.id, { deletedAt: new Date() });
    const hidden = await insertReview(t, author.id, { status: 'hidden' });
    for (const id of [UNKNOWN_ID, 'not-an-id', deleted.id, hidden.id]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await send(method, id, rider.token);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    }
    expect(await t.db.select().from(reviewMeToos).where(eq(reviewMeToos.reviewId, hidden.id))).toEqual([]);
  });

  it('stays exact when 60 riders say it at once, and take it back at once', async () => {
    const reviewId = await newReview();
    const people = await crowd(t, 60);
    await Promise.all(people.map((person) => meToo('PUT', reviewId, person.token)));
    expect(await countAndRecount(reviewId)).toEqual({ stored: 60, recount: 60 });
    await Promise.all(people.slice(0, 25).map((person) => meToo('DELETE', reviewId, person.token)));
    expect(await countAndRecount(reviewId)).toEqual({ stored: 35, recount: 35 });
  });

  it("tells the author, grouped while unread: saying it again after taking it back is the same rider", async () => {
    const me = await verifiedPerson(t);
    const reviewId = (await insertReview(t, me.id)).id;
    const riders = [await verifiedPerson(t), await verifiedPerson(t), await verifiedPerson(t)];
    for (const person of riders) await meToo('PUT', reviewId, person.token);
    await meToo('DELETE', reviewId, riders[2]!.token);
    await meToo('PUT', reviewId, riders[2]!.token);
    const page = await listPage(t, me.token);
    expect(page.unreadCount).toBe(1);
    expect(page.items).toEqual([expect.objectContaining({ kind: 'review.me_too', actorCount: 3, actor: expect.objectContaining({ id: riders[2]!.id }), reviewId, commentId: null })]);
    // A like of the same review is its own group.
    await t.app.inject({ method: 'PUT', url: `/api/reviews/${reviewId}/reaction`, payload: { value: 'like' }, headers: auth(riders[0]!.token) });
    const kinds = await t.db.select({ kind: notifications.kind }).from(notifications).where(and(eq(notifications.userId, me.id), eq(notifications.reviewId, reviewId)));
    expect(kinds.map((row) => row.kind).sort()).toEqual(['review.liked', 'review.me_too']);
  });
});
