import { COMMENT_MAX, REPLY_MAX } from '@suara/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { auditLog, commentReactions, comments, reviews } from '../../db/schema/index.ts';
import { memoryCounterStore, RateLimiter } from '../../plugins/rate-limiter.ts';
import { adminPerson, verifiedPerson } from '../reviews/reviews.test-support.ts';
import { findUserById } from '../users/users.repository.ts';
import { auth, insertComment, insertReview, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { COMMENTS_PER_HOUR, createCommentsService, type NewCommentEvent } from './comments.service.ts';

let t: TestApp;
let author: SignedIn;
let commenter: SignedIn;
let other: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  [author, commenter, other, admin] = [await verifiedPerson(t), await verifiedPerson(t), await verifiedPerson(t), await adminPerson(t)];
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN_ID = '0190a8a0-0000-7000-8000-000000000000';

type Reply = {
  id: string;
  user: { id: string; name: string; avatarUrl: string | null };
  body: string;
  createdAt: string;
  likeCount: number;
  unlikeCount: number;
  viewer: { reaction: 'like' | 'unlike' | null; canDelete: boolean };
};
type Comment = Reply & { replyCount: number; replies: Reply[]; repliesNextCursor: string | null };
type CommentPage = { items: Comment[]; nextCursor: string | null; total: number };
type ReplyPage = { items: Reply[]; nextCursor: string | null };

const query = (params: Record<string, string | undefined>) => {
  const defined = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return defined.length ? `?${new URLSearchParams(defined)}` : '';
};
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const commentsUrl = (reviewId: string, params: Record<string, string | undefined> = {}) =>
  `/api/reviews/${encodeURIComponent(reviewId)}/comments${query(params)}`;
const repliesUrl = (commentId: string, params: Record<string, string | undefined> = {}) =>
  `/api/comments/${encodeURIComponent(commentId)}/replies${query(params)}`;

async function listOk(reviewId: string, params: Record<string, string | undefined> = {}, token?: string) {
  const res = await get(commentsUrl(reviewId, params), token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CommentPage>();
}
async function repliesOk(commentId: string, params: Record<string, string | undefined> = {}, token?: string) {
  const res = await get(repliesUrl(commentId, params), token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReplyPage>();
}

const postComment = (reviewId: string, token: string | undefined, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: commentsUrl(reviewId), payload: payload as object, headers: auth(token) });
const postReply = (commentId: string, token: string | undefined, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: repliesUrl(commentId), payload: payload as object, headers: auth(token) });
const del = (id: string, token?: string) => t.app.inject({ method: 'DELETE', url: `/api/comments/${encodeURIComponent(id)}`, headers: auth(token) });

async function commentOk(reviewId: string, person: SignedIn, body: string) {
  const res = await postComment(reviewId, person.token, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ comment: Comment }>().comment;
}
async function replyOk(commentId: string, person: SignedIn, body: string) {
  const res = await postReply(commentId, person.token, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ reply: Reply }>().reply;
}

const newReview = async () => (await insertReview(t, author.id)).id;

/** The stored counters: the review's comment count and, for each comment given, its reply count. */
async function counters(reviewId: string, commentIds: string[] = []) {
  const [review] = await t.db.select({ commentCount: reviews.commentCount }).from(reviews).where(eq(reviews.id, reviewId));
  const replyCounts = await Promise.all(
    commentIds.map(async (id) => (await t.db.select({ replyCount: comments.replyCount }).from(comments).where(eq(comments.id, id)))[0]!.replyCount),
  );
  return { commentCount: review!.commentCount, replyCounts };
}

/**
 * A thread written straight into the database, a minute apart (replies a second apart after their
 * comment), with its counters set as posting would: `replies[i]` replies under comment i.
 */
async function seedThread(reviewId: string, replies: number[]) {
  const start = Date.now() - 86_400_000;
  const people = [commenter, other, author];
  const made: { id: string; body: string; replies: { id: string; body: string }[] }[] = [];
  for (const [i, n] of replies.entries()) {
    const at = start + i * 60_000;
    const comment = await insertComment(t, people[i % 3]!.id, reviewId, { body: `comment ${i + 1}`, createdAt: new Date(at), replyCount: n });
    const children = [];
    for (let j = 0; j < n; j += 1) {
      const reply = await insertComment(t, people[j % 3]!.id, reviewId, { parentId: comment.id, body: `reply ${i + 1}.${j + 1}`, createdAt: new Date(at + (j + 1) * 1000) });
      children.push({ id: reply.id, body: reply.body });
    }
    made.push({ id: comment.id, body: comment.body, replies: children });
  }
  await t.db.update(reviews).set({ commentCount: replies.length }).where(eq(reviews.id, reviewId));
  return made;
}

describe('GET /api/reviews/:id/comments', () => {
  it('pages 5 + 5 newest first with the total, to a visitor too; each comment brings its first 2 replies, oldest first', async () => {
    const reviewId = await newReview();
    const thread = await seedThread(reviewId, [0, 1, 2, 3, 0, 0, 5, 0, 0, 0, 0, 4]);

    const first = await listOk(reviewId);
    expect(first.total).toBe(12);
    expect(first.items.map((c) => c.body)).toEqual(['comment 12', 'comment 11', 'comment 10', 'comment 9', 'comment 8']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listOk(reviewId, { cursor: first.nextCursor!, limit: '5' });
    expect(second.items.map((c) => c.body)).toEqual(['comment 7', 'comment 6', 'comment 5', 'comment 4', 'comment 3']);
    expect(second.total).toBe(12);
    const third = await listOk(reviewId, { cursor: second.nextCursor!, limit: '5' });
    expect(third.items.map((c) => c.body)).toEqual(['comment 2', 'comment 1']);
    expect(third.nextCursor).toBeNull();

    const twelfth = first.items[0]!;
    expect(twelfth).toMatchObject({ id: thread[11]!.id, replyCount: 4, likeCount: 0, unlikeCount: 0, viewer: { reaction: null, canDelete: false } });
    expect(twelfth.replies.map((r) => r.body)).toEqual(['reply 12.1', 'reply 12.2']);
    expect(twelfth.repliesNextCursor).toEqual(expect.any(String));
    expect(twelfth.user).toEqual({ id: author.id, name: author.name, avatarUrl: null });
    expect(twelfth.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Exactly two replies: no cursor; one: none either; none: an empty list.
    const byBody = new Map([...first.items, ...second.items, ...third.items].map((c) => [c.body, c]));
    expect(byBody.get('comment 3')).toMatchObject({ replyCount: 2, repliesNextCursor: null });
    expect(byBody.get('comment 3')!.replies.map((r) => r.body)).toEqual(['reply 3.1', 'reply 3.2']);
    expect(byBody.get('comment 2')!.replies.map((r) => r.body)).toEqual(['reply 2.1']);
    expect(byBody.get('comment 1')).toMatchObject({ replies: [], replyCount: 0, repliesNextCursor: null });
    // Replies carry no thread fields of their own.
    expect(Object.keys(twelfth.replies[0]!).sort()).toEqual(['body', 'createdAt', 'hidden', 'id', 'likeCount', 'unlikeCount', 'user', 'viewer']);

    // Any page size up to 50.
    expect((await listOk(reviewId, { limit: '50' })).items).toHaveLength(12);
    expect((await listOk(reviewId, { limit: '1' })).items.map((c) => c.body)).toEqual(['comment 12']);
  });

  it('pages replies 2 + 2 oldest first from the comment’s cursor', async () => {
    const reviewId = await newReview();
    const [thread] = await seedThread(reviewId, [7]);
    const [comment] = (await listOk(reviewId)).items;
    expect(comment!.replies.map((r) => r.body)).toEqual(['reply 1.1', 'reply 1.2']);

    const more = await repliesOk(thread!.id, { cursor: comment!.repliesNextCursor! });
    expect(more.items.map((r) => r.body)).toEqual(['reply 1.3', 'reply 1.4']);
    const evenMore = await repliesOk(thread!.id, { cursor: more.nextCursor!, limit: '2' });
    expect(evenMore.items.map((r) => r.body)).toEqual(['reply 1.5', 'reply 1.6']);
    const last = await repliesOk(thread!.id, { cursor: evenMore.nextCursor! });
    expect(last).toMatchObject({ items: [{ body: 'reply 1.7' }], nextCursor: null });

    // From the start, and in larger pages.
    expect((await repliesOk(thread!.id)).items.map((r) => r.body)).toEqual(['reply 1.1', 'reply 1.2']);
    expect((await repliesOk(thread!.id, { limit: '50' })).items).toHaveLength(7);
  });

  it('pages rows created at the same instant without skipping or repeating one (the id breaks ties)', async () => {
    const reviewId = await newReview();
    const at = new Date('2024-03-01T08:00:00.123456Z');
    const parent = await insertComment(t, commenter.id, reviewId, { createdAt: at, replyCount: 5 });
    const same = [parent.id];
    for (let i = 0; i < 4; i += 1) same.push((await insertComment(t, other.id, reviewId, { createdAt: at })).id);
    const replies = [];
    for (let i = 0; i < 5; i += 1) replies.push((await insertComment(t, other.id, reviewId, { parentId: parent.id, createdAt: at })).id);

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listOk(reviewId, { cursor, limit: '2' });
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...same].sort().reverse());

    const seenReplies: string[] = [];
    cursor = undefined;
    do {
      const page = await repliesOk(parent.id, { cursor, limit: '2' });
      seenReplies.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seenReplies).toEqual([...replies].sort());
  });

  it("shows each viewer their own reaction and whether they may delete: the author and admins, nobody else", async () => {
    const reviewId = await newReview();
    const comment = await commentOk(reviewId, commenter, 'The 7.15 bus never came.');
    const reply = await replyOk(comment.id, other, 'Same at my stop.');
    // Reactions are another module's work: their rows and counters are written directly here.
    await t.db.insert(commentReactions).values([
      { commentId: comment.id, userId: other.id, value: 'like' },
      { commentId: comment.id, userId: admin.id, value: 'unlike' },
      { commentId: reply.id, userId: commenter.id, value: 'unlike' },
    ]);
    await t.db.update(comments).set({ likeCount: 1, unlikeCount: 1 }).where(eq(comments.id, comment.id));
    await t.db.update(comments).set({ unlikeCount: 1 }).where(eq(comments.id, reply.id));

    const seenBy = async (person?: SignedIn) => {
      const [item] = (await listOk(reviewId, {}, person?.token)).items;
      const replies = await repliesOk(comment.id, {}, person?.token);
      expect(replies.items[0]!.viewer).toEqual(item!.replies[0]!.viewer);
      return { comment: item!.viewer, reply: item!.replies[0]!.viewer };
    };
    expect(await seenBy()).toEqual({ comment: { reaction: null, canDelete: false }, reply: { reaction: null, canDelete: false } });
    expect(await seenBy(commenter)).toEqual({ comment: { reaction: null, canDelete: true }, reply: { reaction: 'unlike', canDelete: false } });
    expect(await seenBy(other)).toEqual({ comment: { reaction: 'like', canDelete: false }, reply: { reaction: null, canDelete: true } });
    expect(await seenBy(admin)).toEqual({ comment: { reaction: 'unlike', canDelete: true }, reply: { reaction: null, canDelete: true } });
    // The review's author has no say over others' comments.
    expect(await seenBy(author)).toEqual({ comment: { reaction: null, canDelete: false }, reply: { reaction: null, canDelete: false } });

    const [item] = (await listOk(reviewId)).items;
    expect(item).toMatchObject({ likeCount: 1, unlikeCount: 1, replies: [{ likeCount: 0, unlikeCount: 1 }] });
  });

  it("shows a deleted account's comments as 'Deleted user' with no photo", async () => {
    const reviewId = await newReview();
    const leaver = await verifiedPerson(t);
    const comment = await commentOk(reviewId, leaver, 'Leaving soon.');
    await replyOk(comment.id, leaver, 'Bye.');
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/users/me', payload: { username: leaver.username }, headers: auth(leaver.token) });
    expect(gone.statusCode, gone.body).toBe(204);

    const [item] = (await listOk(reviewId)).items;
    expect(item!.user).toEqual({ id: leaver.id, name: 'Deleted user', avatarUrl: null });
    expect(item!.replies[0]!.user).toEqual({ id: leaver.id, name: 'Deleted user', avatarUrl: null });
    expect(item!.body).toBe('Leaving soon.');
  });

  it('never returns anything private of the authors', async () => {
    const reviewId = await newReview();
    await commentOk(reviewId, commenter, 'Nice.');
    const res = await get(commentsUrl(reviewId));
    expect(res.body).not.toContain(commenter.email);
    expect(res.body).not.toContain(commenter.username);
  });
});

describe('POST /api/reviews/:id/comments and /api/comments/:id/replies', () => {
  it('store and return the body trimmed, as plain text (HTML comes back verbatim, never rendered)', async () => {
    const reviewId = await newReview();
    const script = '<script>alert("hi")</script> & <b>bold</b>';
    const res = await postComment(reviewId, commenter.token, { body: `   ${script}\n ` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const { comment } = res.json<{ comment: Comment }>();
    expect(comment).toMatchObject({
      body: script,
      user: { id: commenter.id, name: commenter.name, avatarUrl: null },
      likeCount: 0,
      unlikeCount: 0,
      replyCount: 0,
      replies: [],
      repliesNextCursor: null,
      viewer: { reaction: null, canDelete: true },
    });
    expect(Date.now() - Date.parse(comment.createdAt)).toBeLessThan(3_600_000);
    const [stored] = await t.db.select().from(comments).where(eq(comments.id, comment.id));
    expect(stored).toMatchObject({ body: script, reviewId, parentId: null, userId: commenter.id, deletedAt: null });

    const reply = await replyOk(comment.id, other, `\t${script} `);
    expect(reply).toMatchObject({ body: script, user: { id: other.id }, viewer: { reaction: null, canDelete: true } });
    expect(Object.keys(reply)).not.toContain('replies');
    const [storedReply] = await t.db.select().from(comments).where(eq(comments.id, reply.id));
    expect(storedReply).toMatchObject({ body: script, reviewId, parentId: comment.id, userId: other.id });

    const [listed] = (await listOk(reviewId)).items;
    expect(listed).toMatchObject({ id: comment.id, body: script, replies: [{ id: reply.id, body: script }] });
  });

  it('take exactly 2,000 characters', async () => {
    const reviewId = await newReview();
    const comment = await commentOk(reviewId, commenter, 'c'.repeat(COMMENT_MAX));
    expect(comment.body).toHaveLength(2000);
    expect((await replyOk(comment.id, commenter, 'r'.repeat(REPLY_MAX))).body).toHaveLength(2000);
  });

  it('keep the counts: the review counts its visible comments, a comment its visible replies', async () => {
    const reviewId = await newReview();
    const first = await commentOk(reviewId, commenter, 'First');
    const second = await commentOk(reviewId, other, 'Second');
    expect(await counters(reviewId, [first.id, second.id])).toEqual({ commentCount: 2, replyCounts: [0, 0] });
    const r1 = await replyOk(first.id, other, 'Reply one');
    await replyOk(first.id, author, 'Reply two');
    await replyOk(second.id, commenter, 'Reply three');
    // Replies count on their comment, not on the review (as the review cards and 'show more comments (n)' count).
    expect(await counters(reviewId, [first.id, second.id])).toEqual({ commentCount: 2, replyCounts: [2, 1] });
    const page = await listOk(reviewId);
    expect(page.total).toBe(2);
    expect(page.items.map((c) => [c.body, c.replyCount])).toEqual([
      ['Second', 1],
      ['First', 2],
    ]);
    const detail = await get(`/api/reviews/${reviewId}`);
    expect(detail.json().review.commentCount).toBe(2);

    // Deleting a reply: its comment's count; deleting a comment: the review's.
    expect((await del(r1.id, other.token)).statusCode).toBe(204);
    expect(await counters(reviewId, [first.id, second.id])).toEqual({ commentCount: 2, replyCounts: [1, 1] });
    expect((await del(second.id, other.token)).statusCode).toBe(204);
    expect(await counters(reviewId, [first.id])).toEqual({ commentCount: 1, replyCounts: [1] });
    expect(await listOk(reviewId)).toMatchObject({ total: 1, items: [{ body: 'First', replyCount: 1, replies: [{ body: 'Reply two' }] }] });
  });

  it('refuse bad bodies field by field (422) and store nothing', async () => {
    const reviewId = await newReview();
    const parent = await commentOk(reviewId, commenter, 'Parent');
    const cases: [string, unknown, string, string][] = [
      ['empty', { body: '' }, 'commentRequired', 'replyRequired'],
      ['whitespace only', { body: ' \n\t ' }, 'commentRequired', 'replyRequired'],
      ['2,001 characters', { body: 'x'.repeat(2001) }, 'commentTooLong', 'replyTooLong'],
      ['missing body', {}, 'commentRequired', 'replyRequired'],
      ['not text', { body: 42 }, 'commentRequired', 'replyRequired'],
      ['an old field name', { comment: 'Hello' }, 'commentRequired', 'replyRequired'],
    ];
    for (const [name, payload, commentCode, replyCode] of cases) {
      const c = await postComment(reviewId, commenter.token, payload);
      expect(c.statusCode, name).toBe(422);
      expect(c.json().error, name).toMatchObject({ code: 'validation_failed', fields: { body: commentCode } });
      const r = await postReply(parent.id, commenter.token, payload);
      expect(r.statusCode, name).toBe(422);
      expect(r.json().error, name).toMatchObject({ code: 'validation_failed', fields: { body: replyCode } });
    }
    // No JSON object at all is refused as a whole.
    for (const res of [await postComment(reviewId, commenter.token), await postReply(parent.id, commenter.token)]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { _form: 'invalidValue' } });
    }
    const rows = await t.db.select({ id: comments.id }).from(comments).where(eq(comments.reviewId, reviewId));
    expect(rows).toEqual([{ id: parent.id }]);
    expect(await counters(reviewId, [parent.id])).toEqual({ commentCount: 1, replyCounts: [0] });
  });

  it('refuse a reply to a reply (422 reply_to_reply): replies are one level deep', async () => {
    const reviewId = await newReview();
    const parent = await commentOk(reviewId, commenter, 'Parent');
    const reply = await replyOk(parent.id, other, 'Child');
    const res = await postReply(reply.id, commenter.token, { body: 'Grandchild' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'reply_to_reply', fields: { id: 'notAllowed' } });
    expect(await counters(reviewId, [parent.id, reply.id])).toEqual({ commentCount: 1, replyCounts: [1, 0] });
    // A reply has no replies to list either.
    expect((await get(repliesUrl(reply.id))).statusCode).toBe(404);
  });

  it('need a signed-in user (401) with a verified e-mail (403)', async () => {
    const reviewId = await newReview();
    const parent = await commentOk(reviewId, commenter, 'Parent');
    for (const res of [await postComment(reviewId, undefined, { body: 'Hi' }), await postReply(parent.id, undefined, { body: 'Hi' })]) {
      expect(res.statusCode).toBe(401);
    }
    // 401 comes before the body is looked at.
    expect((await postComment(reviewId, 'forged-token', { body: '' })).statusCode).toBe(401);

    const unverified = await signUpAndIn(t);
    for (const res of [await postComment(reviewId, unverified.token, { body: 'Hi' }), await postReply(parent.id, unverified.token, { body: 'Hi' })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('email_not_verified');
    }
    expect(await counters(reviewId, [parent.id])).toEqual({ commentCount: 1, replyCounts: [0] });
  });

  it(`allow ${COMMENTS_PER_HOUR} comments and replies an hour per user, then 429 with Retry-After`, async () => {
    const busy = await verifiedPerson(t);
    const reviewId = await newReview();
    const parent = await commentOk(reviewId, commenter, 'Parent');
    // In batches: quick, and each batch's answers are all 201.
    for (let start = 0; start < COMMENTS_PER_HOUR; start += 20) {
      const batch = Array.from({ length: Math.min(20, COMMENTS_PER_HOUR - start) }, (_, i) => start + i);
      const results = await Promise.all(batch.map((n) => (n % 2 ? postReply(parent.id, busy.token, { body: `r${n}` }) : postComment(reviewId, busy.token, { body: `c${n}` }))));
      for (const res of results) expect(res.statusCode, res.body).toBe(201);
    }
    expect(await counters(reviewId, [parent.id])).toEqual({ commentCount: 1 + COMMENTS_PER_HOUR / 2, replyCounts: [COMMENTS_PER_HOUR / 2] });
    for (const res of [await postComment(reviewId, busy.token, { body: 'one more' }), await postReply(parent.id, busy.token, { body: 'one more' })]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('rate_limited');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another user is not limited.
    await commentOk(reviewId, other, 'Still here');
  });
});

describe('DELETE /api/comments/:id', () => {
  it("lets the author delete their comment, which hides its replies everywhere and leaves the review's count", async () => {
    const reviewId = await newReview();
    const keep = await commentOk(reviewId, other, 'Keep me');
    const doomed = await commentOk(reviewId, commenter, 'Delete me');
    const replies = [await replyOk(doomed.id, other, 'Orphan one'), await replyOk(doomed.id, author, 'Orphan two'), await replyOk(doomed.id, commenter, 'Orphan three')];
    expect(await counters(reviewId)).toEqual({ commentCount: 2, replyCounts: [] });

    const res = await del(doomed.id, commenter.token);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');

    expect(await listOk(reviewId)).toMatchObject({ total: 1, items: [{ id: keep.id }], nextCursor: null });
    expect(await counters(reviewId)).toEqual({ commentCount: 1, replyCounts: [] });
    expect((await get(repliesUrl(doomed.id))).statusCode).toBe(404);
    // Soft deletion: the rows stay, marked with the same time.
    const rows = await t.db.select({ deletedAt: comments.deletedAt }).from(comments).where(sql`${comments.id} = ${doomed.id} or ${comments.parentId} = ${doomed.id}`);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.deletedAt?.toISOString())).size).toBe(1);
    expect(rows[0]!.deletedAt).not.toBeNull();

    // Gone for every other call: replying, deleting again, deleting a hidden reply, reporting.
    expect((await postReply(doomed.id, other.token, { body: 'Hello?' })).statusCode).toBe(404);
    expect((await del(doomed.id, commenter.token)).statusCode).toBe(404);
    expect((await del(replies[2]!.id, commenter.token)).statusCode).toBe(404);
    for (const id of [doomed.id, replies[0]!.id]) {
      const report = await t.app.inject({ method: 'POST', url: '/api/reports', payload: { targetType: 'comment', targetId: id, reason: 'spam' }, headers: auth(admin.token) });
      expect(report.statusCode, report.body).toBe(404);
    }
    // The author's own deletion is no moderation action.
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetId, doomed.id))).toEqual([]);
  });

  it("lets the author delete a reply: gone from the comment's first replies and its pages", async () => {
    const reviewId = await newReview();
    const parent = await commentOk(reviewId, commenter, 'Parent');
    const [a, b, c] = [await replyOk(parent.id, other, 'A'), await replyOk(parent.id, other, 'B'), await replyOk(parent.id, commenter, 'C')];
    expect((await del(a.id, other.token)).statusCode).toBe(204);
    const [item] = (await listOk(reviewId)).items;
    expect(item).toMatchObject({ replyCount: 2, repliesNextCursor: null });
    expect(item!.replies.map((r) => r.id)).toEqual([b.id, c.id]);
    expect((await repliesOk(parent.id)).items.map((r) => r.id)).toEqual([b.id, c.id]);
    expect(await counters(reviewId, [parent.id])).toEqual({ commentCount: 1, replyCounts: [2] });
  });

  it("refuses anyone else's comment or reply (403), the review's author included, and changes nothing", async () => {
    const reviewId = await newReview();
    const comment = await commentOk(reviewId, commenter, 'Mine');
    const reply = await replyOk(comment.id, commenter, 'Mine too');
    for (const person of [other, author]) {
      for (const id of [comment.id, reply.id]) {
        const res = await del(id, person.token);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('not_allowed');
      }
    }
    expect(await listOk(reviewId)).toMatchObject({ total: 1, items: [{ id: comment.id, replyCount: 1, replies: [{ id: reply.id }] }] });
  });

  it("lets an administrator delete anyone's comment or reply, recorded in the audit log", async () => {
    const reviewId = await newReview();
    const comment = await commentOk(reviewId, commenter, 'Spam spam');
    const keptComment = await commentOk(reviewId, other, 'Fine');
    const reply = await replyOk(keptComment.id, commenter, 'More spam');
    expect((await del(reply.id, admin.token)).statusCode).toBe(204);
    expect((await del(comment.id, admin.token)).statusCode).toBe(204);
    expect(await listOk(reviewId)).toMatchObject({ total: 1, items: [{ id: keptComment.id, replyCount: 0, replies: [] }] });

    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.actorId, admin.id), eq(auditLog.targetType, 'comment')));
    expect(audit.find((a) => a.targetId === comment.id)).toMatchObject({
      action: 'comment.delete',
      details: { reviewId, parentId: null, authorId: commenter.id },
    });
    expect(audit.find((a) => a.targetId === reply.id)).toMatchObject({
      action: 'reply.delete',
      details: { reviewId, parentId: keptComment.id, authorId: commenter.id },
    });
  });

  it('needs a signed-in user (401)', async () => {
    const reviewId = await newReview();
    const comment = await commentOk(reviewId, commenter, 'Hi');
    expect((await del(comment.id)).statusCode).toBe(401);
    expect((await del(comment.id, 'forged-token')).statusCode).toBe(401);
    expect((await listOk(reviewId)).total).toBe(1);
  });
});

describe('at the same time', () => {
  it('keeps the counts when comments, replies and a deletion race', async () => {
    const reviewId = await newReview();
    const parent = await commentOk(reviewId, commenter, 'Parent');
    const people = [commenter, other, author, admin];
    const [comments8, replies8, deletion] = await Promise.all([
      Promise.all(people.flatMap((p) => [postComment(reviewId, p.token, { body: 'c1' }), postComment(reviewId, p.token, { body: 'c2' })])),
      Promise.all(people.flatMap((p) => [postReply(parent.id, p.token, { body: 'r1' }), postReply(parent.id, p.token, { body: 'r2' })])),
      del(parent.id, commenter.token),
    ]);
    for (const res of comments8) expect(res.statusCode, res.body).toBe(201);
    // Each reply landed before the deletion (and went with it) or found the comment gone.
    for (const res of replies8) expect([201, 404], res.body).toContain(res.statusCode);
    expect(deletion.statusCode).toBe(204);

    expect(await counters(reviewId)).toEqual({ commentCount: 8, replyCounts: [] });
    expect((await listOk(reviewId, { limit: '50' })).items).toHaveLength(8);
    const live = await t.db.select({ id: comments.id }).from(comments).where(sql`${comments.parentId} = ${parent.id} and ${comments.deletedAt} is null`);
    expect(live).toEqual([]);
  });

  it('deletes a comment and its replies at once without a deadlock or a wrong count', async () => {
    for (let round = 0; round < 3; round += 1) {
      const reviewId = await newReview();
      const parent = await commentOk(reviewId, commenter, 'Parent');
      const replies = [await replyOk(parent.id, other, 'a'), await replyOk(parent.id, other, 'b'), await replyOk(parent.id, other, 'c')];
      const results = await Promise.all([...replies.map((r) => del(r.id, other.token)), del(parent.id, commenter.token), ...replies.map((r) => del(r.id, admin.token))]);
      for (const res of results) expect([204, 404], res.body).toContain(res.statusCode);
      expect(results[3]!.statusCode).toBe(204);
      expect(await counters(reviewId)).toEqual({ commentCount: 0, replyCounts: [] });
    }
  });
});

describe('gone, hidden and unknown', () => {
  it('answers 404 for everything under a hidden or deleted review', async () => {
    for (const change of [{ status: 'hidden' as const }, { deletedAt: new Date() }]) {
      const reviewId = await newReview();
      const comment = await commentOk(reviewId, commenter, 'Before');
      const reply = await replyOk(comment.id, other, 'Before too');
      await t.db.update(reviews).set(change).where(eq(reviews.id, reviewId));

      const calls = [
        ['list comments', await get(commentsUrl(reviewId), admin.token)],
        ['list comments as the review author', await get(commentsUrl(reviewId), author.token)],
        ['list replies', await get(repliesUrl(comment.id), commenter.token)],
        ['comment', await postComment(reviewId, commenter.token, { body: 'After' })],
        ['reply', await postReply(comment.id, commenter.token, { body: 'After' })],
        ['delete a comment', await del(comment.id, commenter.token)],
        ['delete a reply', await del(reply.id, admin.token)],
      ] as const;
      for (const [name, res] of calls) {
        expect(res.statusCode, `${name} ${JSON.stringify(change)}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
      expect(await counters(reviewId, [comment.id])).toEqual({ commentCount: 1, replyCounts: [1] });
    }
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id', "1' or '1'='1"]) {
      const calls = [
        await get(commentsUrl(id)),
        await get(repliesUrl(id)),
        await postComment(id, commenter.token, { body: 'Hi' }),
        await postReply(id, commenter.token, { body: 'Hi' }),
        await del(id, commenter.token),
      ];
      for (const res of calls) {
        expect(res.statusCode, `${id} ${res.body}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    }
  });

  it('refuses bad page sizes and cursors (422)', async () => {
    const reviewId = await newReview();
    const [thread] = await seedThread(reviewId, [5, 0, 0, 0, 0, 0]);
    const commentCursor = (await listOk(reviewId)).nextCursor!;
    const replyCursor = (await repliesOk(thread!.id)).nextCursor!;
    const cases: [string, string, Record<string, string>][] = [
      ['limit 51', commentsUrl(reviewId, { limit: '51' }), { limit: 'commentsPageSizeTooLarge' }],
      ['replies limit 51', repliesUrl(thread!.id, { limit: '51' }), { limit: 'commentsPageSizeTooLarge' }],
      ['limit 0', commentsUrl(reviewId, { limit: '0' }), { limit: 'invalidValue' }],
      ['limit abc', repliesUrl(thread!.id, { limit: 'abc' }), { limit: 'invalidValue' }],
      ['garbage cursor', commentsUrl(reviewId, { cursor: 'garbage!' }), { cursor: 'pageLinkInvalid' }],
      ['garbage replies cursor', repliesUrl(thread!.id, { cursor: 'bm9wZXxub3Bl' }), { cursor: 'pageLinkInvalid' }],
      ['overlong cursor', commentsUrl(reviewId, { cursor: 'x'.repeat(201) }), { cursor: 'pageLinkInvalid' }],
      // A cursor is valid for its own list only.
      ['a replies cursor for comments', commentsUrl(reviewId, { cursor: replyCursor }), { cursor: 'pageLinkInvalid' }],
      ['a comments cursor for replies', repliesUrl(thread!.id, { cursor: commentCursor }), { cursor: 'pageLinkInvalid' }],
      ['a tampered time', commentsUrl(reviewId, { cursor: Buffer.from(`latest|2024-02-30T00:00:00.000000Z|${UNKNOWN_ID}`).toString('base64url') }), { cursor: 'pageLinkInvalid' }],
    ];
    for (const [name, url, fields] of cases) {
      const res = await get(url);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().error, name).toMatchObject({ code: 'validation_failed', fields });
    }
  });
});

describe('notifications seam', () => {
  it("tells the caller's hook who was commented on or replied to, after the commit", async () => {
    const events: NewCommentEvent[] = [];
    const service = createCommentsService({
      db: t.db,
      limiter: new RateLimiter(memoryCounterStore()),
      onPosted: async (event) => {
        // Committed by now: the row is there for whoever reads it.
        const [row] = await t.db.select({ id: comments.id }).from(comments).where(eq(comments.id, event.commentId));
        expect(row).toBeDefined();
        events.push(event);
      },
    });
    const reviewId = await newReview();
    const [poster, replier] = [await findUserById(t.db, commenter.id), await findUserById(t.db, other.id)];
    const comment = await service.comment(reviewId, poster!, 'Hello');
    const reply = await service.reply(comment.id, replier!, 'Hi back');
    expect(events).toEqual([
      { kind: 'comment', commentId: comment.id, reviewId, parentId: null, recipientId: author.id, actorId: commenter.id },
      { kind: 'reply', commentId: reply.id, reviewId, parentId: comment.id, recipientId: commenter.id, actorId: other.id },
    ]);
  });
});
