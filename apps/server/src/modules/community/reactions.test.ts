import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { commentReactions, comments, reviewReactions, reviews } from '../../db/schema/index.ts';
import { verifiedPerson } from '../reviews/reviews.test-support.ts';
import { auth, crowd, insertComment, insertReview, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { REACTIONS_PER_HOUR } from './reactions.service.ts';

let t: TestApp;
let author: SignedIn;
let reader: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  [author, reader, other] = [await verifiedPerson(t), await verifiedPerson(t), await verifiedPerson(t)];
});
afterAll(async () => {
  await t.close();
});

type Kind = 'review' | 'comment';
type Value = 'like' | 'unlike' | null;
const UNKNOWN_ID = '0190a8a0-0000-7000-8000-000000000000';
const urlOf = (kind: Kind, id: string) => `/api/${kind === 'review' ? 'reviews' : 'comments'}/${encodeURIComponent(id)}/reaction`;

const put = (kind: Kind, id: string, token: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: urlOf(kind, id), payload: payload as object, headers: auth(token) });

async function react(kind: Kind, id: string, token: string, value: Value) {
  const res = await put(kind, id, token, { value });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ likeCount: number; unlikeCount: number; reaction: Value }>();
}

const newReview = async () => (await insertReview(t, author.id)).id;

async function viewerOf(reviewId: string, token?: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/reviews/${reviewId}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().review.viewer as { canDelete: boolean; reaction: Value };
}

/** The target's stored counters beside a recount of its reaction rows. */
async function countersAndRecount(kind: Kind, id: string) {
  const [stored] =
    kind === 'review'
      ? await t.db.select({ likeCount: reviews.likeCount, unlikeCount: reviews.unlikeCount }).from(reviews).where(eq(reviews.id, id))
      : await t.db.select({ likeCount: comments.likeCount, unlikeCount: comments.unlikeCount }).from(comments).where(eq(comments.id, id));
  const table = kind === 'review' ? reviewReactions : commentReactions;
  const target = kind === 'review' ? reviewReactions.reviewId : commentReactions.commentId;
  const [recount] = await t.db
    .select({
      likeCount: sql<number>`(count(*) filter (where ${table.value} = 'like'))::int`,
      unlikeCount: sql<number>`(count(*) filter (where ${table.value} = 'unlike'))::int`,
    })
    .from(table)
    .where(eq(target, id));
  return { stored: stored!, recount: recount! };
}

async function reactionRows(kind: Kind, id: string, userId: string) {
  return kind === 'review'
    ? t.db.select({ value: reviewReactions.value }).from(reviewReactions).where(and(eq(reviewReactions.reviewId, id), eq(reviewReactions.userId, userId)))
    : t.db.select({ value: commentReactions.value }).from(commentReactions).where(and(eq(commentReactions.commentId, id), eq(commentReactions.userId, userId)));
}


describe('PUT /api/reviews/:id/reaction', () => {
  it('toggles none → like → none and like → unlike → like, answering the fresh counts', async () => {
    const id = await newReview();
    expect(await react('review', id, reader.token, 'like')).toEqual({ likeCount: 1, unlikeCount: 0, reaction: 'like' });
    expect(await react('review', id, other.token, 'like')).toEqual({ likeCount: 2, unlikeCount: 0, reaction: 'like' });
    expect(await react('review', id, reader.token, null)).toEqual({ likeCount: 1, unlikeCount: 0, reaction: null });
    expect(await reactionRows('review', id, reader.id)).toEqual([]);

    expect(await react('review', id, reader.token, 'like')).toEqual({ likeCount: 2, unlikeCount: 0, reaction: 'like' });
    expect(await react('review', id, reader.token, 'unlike')).toEqual({ likeCount: 1, unlikeCount: 1, reaction: 'unlike' });
    expect(await reactionRows('review', id, reader.id)).toEqual([{ value: 'unlike' }]);
    expect(await react('review', id, reader.token, 'like')).toEqual({ likeCount: 2, unlikeCount: 0, reaction: 'like' });

    const { stored, recount } = await countersAndRecount('review', id);
    expect(stored).toEqual({ likeCount: 2, unlikeCount: 0 });
    expect(recount).toEqual(stored);
  });

  it('is idempotent: the same value again changes nothing; clearing nothing is fine', async () => {
    const id = await newReview();
    expect(await react('review', id, reader.token, null)).toEqual({ likeCount: 0, unlikeCount: 0, reaction: null });
    await react('review', id, reader.token, 'unlike');
    expect(await react('review', id, reader.token, 'unlike')).toEqual({ likeCount: 0, unlikeCount: 1, reaction: 'unlike' });
    expect(await reactionRows('review', id, reader.id)).toEqual([{ value: 'unlike' }]);
  });

  it("shows the caller's own reaction in the review detail; null for others and visitors", async () => {
    const id = await newReview();
    expect(await viewerOf(id, reader.token)).toMatchObject({ canDelete: false, reaction: null });
    await react('review', id, reader.token, 'like');
    await react('review', id, author.token, 'unlike');
    expect(await viewerOf(id, reader.token)).toMatchObject({ canDelete: false, reaction: 'like' });
    expect(await viewerOf(id, author.token)).toMatchObject({ canDelete: true, reaction: 'unlike' });
    expect(await viewerOf(id, other.token)).toMatchObject({ canDelete: false, reaction: null });
    expect(await viewerOf(id)).toMatchObject({ canDelete: false, reaction: null });

    const res = await t.app.inject({ method: 'GET', url: `/api/reviews/${id}` });
    expect(res.json().review).toMatchObject({ likeCount: 1, unlikeCount: 1 });
  });
});

describe('PUT /api/comments/:id/reaction', () => {
  it('toggles on a comment and on a reply, moving their own counters only', async () => {
    const reviewId = await newReview();
    const comment = await insertComment(t, author.id, reviewId);
    const reply = await insertComment(t, other.id, reviewId, { parentId: comment.id, body: 'Me too.' });

    expect(await react('comment', comment.id, reader.token, 'like')).toEqual({ likeCount: 1, unlikeCount: 0, reaction: 'like' });
    expect(await react('comment', comment.id, reader.token, 'unlike')).toEqual({ likeCount: 0, unlikeCount: 1, reaction: 'unlike' });
    expect(await react('comment', comment.id, other.token, 'like')).toEqual({ likeCount: 1, unlikeCount: 1, reaction: 'like' });
    expect(await react('comment', comment.id, reader.token, null)).toEqual({ likeCount: 1, unlikeCount: 0, reaction: null });

    expect(await react('comment', reply.id, reader.token, 'unlike')).toEqual({ likeCount: 0, unlikeCount: 1, reaction: 'unlike' });
    expect(await react('comment', reply.id, reader.token, 'like')).toEqual({ likeCount: 1, unlikeCount: 0, reaction: 'like' });
    expect(await reactionRows('comment', reply.id, reader.id)).toEqual([{ value: 'like' }]);

    for (const id of [comment.id, reply.id]) {
      const { stored, recount } = await countersAndRecount('comment', id);
      expect(stored).toEqual({ likeCount: 1, unlikeCount: 0 });
      expect(recount).toEqual(stored);
    }
    // The review's own counters are untouched.
    expect((await countersAndRecount('review', reviewId)).stored).toEqual({ likeCount: 0, unlikeCount: 0 });
  });
});

describe('who may react, and to what', () => {
  it('asks a visitor to sign in (401), before reading the body', async () => {
    const reviewId = await newReview();
    const comment = await insertComment(t, author.id, reviewId);
    for (const [kind, id] of [['review', reviewId], ['comment', comment.id]] as const) {
      for (const payload of [{ value: 'like' }, { value: 'love' }]) {
        const res = await put(kind, id, undefined, payload);
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe('unauthenticated');
      }
    }
    expect((await countersAndRecount('review', reviewId)).stored).toEqual({ likeCount: 0, unlikeCount: 0 });
  });

  it('needs a verified e-mail (403 email_not_verified)', async () => {
    const unverified = await signUpAndIn(t);
    const reviewId = await newReview();
    const comment = await insertComment(t, author.id, reviewId);
    for (const [kind, id] of [['review', reviewId], ['comment', comment.id]] as const) {
      const res = await put(kind, id, unverified.token, { value: 'like' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('email_not_verified');
      expect(await reactionRows(kind, id, unverified.id)).toEqual([]);
    }
  });

  it('answers 404 for an unknown, malformed, deleted or hidden review, even to its author', async () => {
    const deleted = await insertReview(t, author.id, { deletedAt: new Date() });
    const hidden = await insertReview(t, author.id, { status: 'hidden' });
    const comment = await insertComment(t, author.id, await newReview());
    for (const id of [UNKNOWN_ID, 'not-an-id', "1' or '1'='1", deleted.id, hidden.id, comment.id]) {
      for (const person of [reader, author]) {
        const res = await put('review', id, person.token, { value: 'like' });
        expect(res.statusCode, id).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    }
    expect(await t.db.select().from(reviewReactions).where(eq(reviewReactions.reviewId, hidden.id))).toEqual([]);
  });

  it('answers 404 for a deleted comment or reply, one under a deleted or hidden review, and unknown ids', async () => {
    const live = await newReview();
    const parent = await insertComment(t, author.id, live);
    const deletedComment = await insertComment(t, author.id, live, { deletedAt: new Date() });
    const deletedReply = await insertComment(t, author.id, live, { parentId: parent.id, deletedAt: new Date() });
    const onDeleted = await insertComment(t, author.id, (await insertReview(t, author.id, { deletedAt: new Date() })).id);
    const hiddenReview = await insertReview(t, author.id, { status: 'hidden' });
    const onHidden = await insertComment(t, author.id, hiddenReview.id);
    const replyOnHidden = await insertComment(t, author.id, hiddenReview.id, { parentId: onHidden.id });
    for (const id of [deletedComment.id, deletedReply.id, onDeleted.id, onHidden.id, replyOnHidden.id, UNKNOWN_ID, 'nonsense', live]) {
      const res = await put('comment', id, reader.token, { value: 'unlike' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect(await reactionRows('comment', onHidden.id, reader.id)).toEqual([]);
    // The live comment still takes reactions.
    expect(await react('comment', parent.id, reader.token, 'unlike')).toMatchObject({ unlikeCount: 1 });
  });

  it("rejects any value but 'like', 'unlike' or null (422), changing nothing", async () => {
    const id = await newReview();
    await react('review', id, reader.token, 'like');
    for (const payload of [{ value: 'love' }, {}, { value: 1 }, { value: 'LIKE' }, { value: ['like'] }]) {
      const res = await put('review', id, reader.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { value: 'invalidValue' } });
    }
    const comment = await insertComment(t, author.id, id);
    const res = await put('comment', comment.id, reader.token, { value: 'love' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ value: 'invalidValue' });
    expect(await reactionRows('review', id, reader.id)).toEqual([{ value: 'like' }]);
    expect((await countersAndRecount('review', id)).stored).toEqual({ likeCount: 1, unlikeCount: 0 });
  });
});

describe('counters under concurrency', () => {
  const VALUES: Value[] = ['like', 'unlike', null];

  it('stay exact when 100 users react at once, twice over, on a review and on a comment', async () => {
    const people = await crowd(t, 100);
    const reviewId = await newReview();
    const comment = await insertComment(t, author.id, reviewId);
    for (const [kind, id] of [['review', reviewId], ['comment', comment.id]] as const) {
      const all = (valueOf: (i: number) => Value) => Promise.all(people.map((p, i) => put(kind, id, p.token, { value: valueOf(i) })));
      for (const res of await all(() => 'like')) expect(res.statusCode, res.body).toBe(200);
      let { stored, recount } = await countersAndRecount(kind, id);
      expect(stored).toEqual({ likeCount: 100, unlikeCount: 0 });
      expect(recount).toEqual(stored);

      // Everyone changes at once: a third to unlike, a third clear, a third like again.
      for (const res of await all((i) => VALUES[i % 3]!)) expect(res.statusCode, res.body).toBe(200);
      ({ stored, recount } = await countersAndRecount(kind, id));
      expect(stored).toEqual({ likeCount: 34, unlikeCount: 33 });
      expect(recount).toEqual(stored);
    }
  });

  it("stay exact when one user's toggles race: one row or none, counters equal to the recount", async () => {
    const [racer] = await crowd(t, 1);
    const reviewId = await newReview();
    const comment = await insertComment(t, author.id, reviewId);
    for (const [kind, id] of [['review', reviewId], ['comment', comment.id]] as const) {
      // Someone else's like stays put throughout.
      await react(kind, id, other.token, 'like');
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => put(kind, id, racer!.token, { value: VALUES[i % 3] })));
      for (const res of results) expect(res.statusCode, res.body).toBe(200);

      const rows = await reactionRows(kind, id, racer!.id);
      expect(rows.length).toBeLessThanOrEqual(1);
      const { stored, recount } = await countersAndRecount(kind, id);
      expect(recount).toEqual(stored);
      const mine = rows[0]?.value ?? null;
      expect(stored).toEqual({ likeCount: 1 + Number(mine === 'like'), unlikeCount: Number(mine === 'unlike') });
      // Each answer was true when given: counts from 1 like (other's) plus the racer's own reaction.
      for (const res of results) {
        const body = res.json<{ likeCount: number; unlikeCount: number; reaction: Value }>();
        expect(body).toEqual({ likeCount: 1 + Number(body.reaction === 'like'), unlikeCount: Number(body.reaction === 'unlike'), reaction: body.reaction });
      }
      if (kind === 'review') expect((await viewerOf(id, racer!.token)).reaction).toBe(mine);
    }
  });
});

describe('rate limit', () => {
  it(`allows ${REACTIONS_PER_HOUR} reactions an hour per user, reviews and comments together, then 429 with Retry-After`, async () => {
    const [busy] = await crowd(t, 1);
    const reviewId = await newReview();
    const comment = await insertComment(t, author.id, reviewId);
    const VALUES: Value[] = ['like', 'unlike', null];
    // In batches: quick, and each batch's answers are all 200.
    for (let start = 0; start < REACTIONS_PER_HOUR; start += 25) {
      const batch = Array.from({ length: Math.min(25, REACTIONS_PER_HOUR - start) }, (_, i) => start + i);
      const results = await Promise.all(batch.map((n) => put(n % 2 ? 'comment' : 'review', n % 2 ? comment.id : reviewId, busy!.token, { value: VALUES[n % 3] })));
      for (const res of results) expect(res.statusCode, res.body).toBe(200);
    }
    for (const [kind, id] of [['review', reviewId], ['comment', comment.id]] as const) {
      const res = await put(kind, id, busy!.token, { value: 'like' });
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('rate_limited');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another user is not limited.
    expect(await react('review', reviewId, reader.token, 'like')).toMatchObject({ reaction: 'like' });
  });
});
