import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startMailbox, type Mailbox } from '../../../test/mailbox.ts';
import { auditLog, comments, reports, reviews } from '../../db/schema/index.ts';
import { adminPerson, verifiedPerson } from '../reviews/reviews.test-support.ts';
import { auth, insertComment, insertReview, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';

let t: TestApp;
let mailbox: Mailbox;
let admin: SignedIn;
let author: SignedIn;
let reporters: SignedIn[];

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url, RATE_LIMIT_MULTIPLIER: '100' } });
  admin = await adminPerson(t);
  author = await verifiedPerson(t);
  reporters = await Promise.all([1, 2, 3, 4].map(() => verifiedPerson(t)));
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

type Group = {
  targetType: string;
  targetId: string;
  preview: Record<string, unknown> | null;
  reportCount: number;
  reasons: { reason: string; count: number }[];
  firstReportedAt: string;
  lastReportedAt: string;
  hidden: boolean;
};

const report = (who: SignedIn, targetType: string, targetId: string, reason = 'spam') =>
  t.app.inject({ method: 'POST', url: '/api/reports', payload: { targetType, targetId, reason }, headers: auth(who.token) });
const act = (targetType: string, targetId: string, action: string, token: string | undefined = admin.token) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/reports/${targetType}/${targetId}`, payload: { action }, headers: auth(token) });
const visibility = (kind: 'reviews' | 'comments', id: string, hidden: boolean, token: string | undefined = admin.token) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/${kind}/${id}/visibility`, payload: { hidden }, headers: auth(token) });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });

async function queue(status = 'open'): Promise<Group[]> {
  const groups: Group[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(`/api/admin/reports?status=${status}${cursor ? `&cursor=${cursor}` : ''}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ items: Group[]; nextCursor: string | null }>();
    groups.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return groups;
}
const groupOf = async (targetId: string, status = 'open') => (await queue(status)).find((g) => g.targetId === targetId);
const reportsOf = (targetId: string) => t.db.select().from(reports).where(eq(reports.targetId, targetId));
const auditOf = (targetId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);

describe('auto-hide', () => {
  it('hides a review reported by 3 verified users until an admin looks; the queue shows it with counts and reasons', async () => {
    const review = await insertReview(t, author.id, { status: 'verified' });
    expect((await report(reporters[0]!, 'review', review.id, 'spam')).statusCode).toBe(201);
    expect((await report(reporters[1]!, 'review', review.id, 'false-information')).statusCode).toBe(201);
    expect((await get(`/api/reviews/${review.id}`)).statusCode).toBe(200);
    expect((await report(reporters[2]!, 'review', review.id, 'spam')).statusCode).toBe(201);

    // Gone for the public; its author sees it marked hidden, and so does an admin.
    expect((await get(`/api/reviews/${review.id}`)).statusCode).toBe(404);
    expect((await get(`/api/reviews/${review.id}`, reporters[0]!.token)).statusCode).toBe(404);
    const own = await get(`/api/reviews/${review.id}`, author.token);
    expect(own.json().review.status).toBe('hidden');
    expect((await get(`/api/reviews/${review.id}`, admin.token)).json().review.status).toBe('hidden');
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ status: 'hidden', hiddenFromStatus: 'verified' });
    expect((await auditOf(review.id)).map((a) => [a.action, a.actorId])).toEqual([['review.auto_hide', null]]);

    const group = await groupOf(review.id);
    expect(group).toMatchObject({
      targetType: 'review',
      reportCount: 3,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'false-information', count: 1 },
      ],
      hidden: true,
      preview: { kind: 'review', ticketNumber: review.ticketNumber, author: { id: author.id, name: author.name }, excerpt: review.experience, status: 'hidden' },
    });
    expect(group!.firstReportedAt <= group!.lastReportedAt).toBe(true);
    // The reports stay open: an admin has not looked yet.
    expect((await reportsOf(review.id)).every((r) => r.status === 'open')).toBe(true);
  });

  it('does not hide on two reports, nor count a reporter whose e-mail is no longer verified', async () => {
    const review = await insertReview(t, author.id);
    const unverified = await signUpAndIn(t);
    // Filed while verified, say; the verification is gone since.
    await t.db.insert(reports).values({ reporterId: unverified.id, targetType: 'review', targetId: review.id, reason: 'spam' });
    expect((await report(reporters[0]!, 'review', review.id)).statusCode).toBe(201);
    expect((await report(reporters[1]!, 'review', review.id)).statusCode).toBe(201);
    // A second report by the same user changes its reason and still counts once.
    expect((await report(reporters[1]!, 'review', review.id, 'scam-or-fraud')).statusCode).toBe(200);
    expect((await get(`/api/reviews/${review.id}`)).statusCode).toBe(200);
    expect(await groupOf(review.id)).toMatchObject({ reportCount: 3, hidden: false });
  });

  it('hides a comment reported by several users at once exactly once, and its count moves by one', async () => {
    const review = await insertReview(t, author.id);
    const comment = await insertComment(t, author.id, review.id);
    await t.db.update(reviews).set({ commentCount: 1 }).where(eq(reviews.id, review.id));
    const answers = await Promise.all(reporters.map((r) => report(r, 'comment', comment.id, 'harassment-or-bullying')));
    // A report arriving after the hide finds nothing to report.
    const filed = answers.filter((a) => a.statusCode === 201).length;
    expect(filed).toBeGreaterThanOrEqual(3);
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(4 - filed);

    const [hidden] = await t.db.select().from(comments).where(eq(comments.id, comment.id));
    expect(hidden!.hiddenAt).not.toBeNull();
    const [counted] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(counted!.commentCount).toBe(0);
    expect((await auditOf(comment.id)).map((a) => a.action)).toEqual(['comment.auto_hide']);
    const page = (await get(`/api/reviews/${review.id}/comments`)).json();
    expect(page).toMatchObject({ items: [], total: 0 });
    expect(await groupOf(comment.id)).toMatchObject({ reportCount: filed, hidden: true, preview: { kind: 'comment', reviewId: review.id, isReply: false } });
  });

  it('never hides a user', async () => {
    const target = await verifiedPerson(t);
    for (const r of reporters.slice(0, 3)) expect((await report(r, 'user', target.id, 'fake-account')).statusCode).toBe(201);
    expect((await get(`/api/users/${target.id}`)).statusCode).toBe(200);
    expect(await groupOf(target.id)).toMatchObject({ targetType: 'user', reportCount: 3, hidden: false, preview: { kind: 'user', name: target.name, username: target.username } });
  });
});

describe('PUT /api/admin/reports/:targetType/:targetId', () => {
  async function autoHidden() {
    const review = await insertReview(t, author.id, { status: 'forwarded' });
    for (const r of reporters.slice(0, 3)) await report(r, 'review', review.id);
    return review;
  }

  it('restore: visible again in its previous status, the reports dismissed by the admin, audited', async () => {
    const review = await autoHidden();
    const res = await act('review', review.id, 'restore');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ targetType: 'review', targetId: review.id, hidden: false, closedReports: 3, reportStatus: 'dismissed' });
    expect((await get(`/api/reviews/${review.id}`)).json().review.status).toBe('forwarded');
    for (const r of await reportsOf(review.id)) {
      expect(r).toMatchObject({ status: 'dismissed', handledBy: admin.id });
      expect(r.handledAt).toBeInstanceOf(Date);
    }
    expect(await groupOf(review.id)).toBeUndefined();
    expect(await groupOf(review.id, 'dismissed')).toMatchObject({ reportCount: 3, hidden: false });
    expect((await auditOf(review.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['review.auto_hide', null],
      ['review.restore', admin.id],
    ]);
  });

  it('dismiss restores what the reports alone hid; an admin hide stays', async () => {
    const review = await autoHidden();
    expect((await act('review', review.id, 'dismiss')).json()).toMatchObject({ hidden: false, closedReports: 3, reportStatus: 'dismissed' });
    expect((await get(`/api/reviews/${review.id}`)).statusCode).toBe(200);

    const kept = await autoHidden();
    expect((await act('review', kept.id, 'hide')).json()).toMatchObject({ hidden: true, closedReports: 3, reportStatus: 'actioned' });
    await report(reporters[3]!, 'comment', (await insertComment(t, author.id, review.id)).id);
    // A new report after the admin's hide cannot be filed (the review is gone), so dismissing finds none.
    expect((await act('review', kept.id, 'dismiss')).json()).toMatchObject({ hidden: true, closedReports: 0, reportStatus: null });
    expect((await get(`/api/reviews/${kept.id}`)).statusCode).toBe(404);
  });

  it("hide: hidden with its status kept for a restore, reports actioned, the author notified of 'hidden'", async () => {
    const review = await insertReview(t, author.id, { status: 'verified' });
    await report(reporters[0]!, 'review', review.id, 'scam-or-fraud');
    const res = await act('review', review.id, 'hide');
    expect(res.json()).toEqual({ targetType: 'review', targetId: review.id, hidden: true, closedReports: 1, reportStatus: 'actioned' });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ status: 'hidden', hiddenFromStatus: 'verified' });
    expect(await groupOf(review.id, 'actioned')).toMatchObject({ reportCount: 1, hidden: true, reasons: [{ reason: 'scam-or-fraud', count: 1 }] });
    const notes = (await get('/api/notifications', author.token)).json().items;
    expect(notes.find((n: { reviewId: string }) => n.reviewId === review.id)).toMatchObject({ kind: 'review.status', status: 'hidden' });

    // Hiding again changes nothing; restore returns to 'verified'.
    expect((await act('review', review.id, 'hide')).json()).toMatchObject({ hidden: true, closedReports: 0 });
    expect((await act('review', review.id, 'restore')).json()).toMatchObject({ hidden: false });
    expect((await get(`/api/reviews/${review.id}`)).json().review.status).toBe('verified');
  });

  it('a user cannot be hidden (422 action_not_available); dismiss and resolve close the reports', async () => {
    const target = await verifiedPerson(t);
    await report(reporters[0]!, 'user', target.id, 'fake-name');
    for (const action of ['hide', 'restore']) {
      const res = await act('user', target.id, action);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'action_not_available', fields: { action: 'userCannotBeHidden' } });
    }
    expect((await act('user', target.id, 'resolve')).json()).toEqual({ targetType: 'user', targetId: target.id, hidden: false, closedReports: 1, reportStatus: 'actioned' });
    await report(reporters[1]!, 'user', target.id, 'spam');
    expect((await act('user', target.id, 'dismiss')).json()).toMatchObject({ closedReports: 1, reportStatus: 'dismissed' });
    expect((await reportsOf(target.id)).map((r) => r.status).sort()).toEqual(['actioned', 'dismissed']);
    expect((await auditOf(target.id)).map((a) => a.action)).toEqual(['user.reports_resolve', 'user.reports_dismiss']);
  });

  it('refuses bad input (422) and unknown or deleted targets (404)', async () => {
    const review = await insertReview(t, author.id);
    expect((await act('poll', review.id, 'hide')).json().error.fields).toMatchObject({ targetType: 'invalidValue' });
    expect((await act('review', 'nope', 'hide')).json().error.fields).toMatchObject({ targetId: 'invalidValue' });
    expect((await act('review', review.id, 'delete')).json().error.fields).toEqual({ action: 'invalidValue' });
    const unknown = '0190a7c2-0000-7000-8000-000000000000';
    const deleted = await insertReview(t, author.id, { deletedAt: new Date() });
    for (const [type, id] of [['review', unknown], ['comment', unknown], ['user', unknown], ['review', deleted.id]]) {
      const res = await act(type!, id!, 'dismiss');
      expect(res.statusCode, `${type} ${id}`).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('is for administrators only: 401 for a visitor, 403 for a rider', async () => {
    const review = await insertReview(t, author.id);
    const rider = await signUpAndIn(t);
    expect((await act('review', review.id, 'hide', '')).statusCode).toBe(401);
    expect((await act('review', review.id, 'hide', rider.token)).statusCode).toBe(403);
    expect((await get('/api/admin/reports')).statusCode).toBe(401);
    expect((await get('/api/admin/reports', rider.token)).statusCode).toBe(403);
    expect((await visibility('reviews', review.id, true, rider.token)).statusCode).toBe(403);
    expect((await visibility('comments', review.id, true, '')).statusCode).toBe(401);
    expect((await get(`/api/reviews/${review.id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/reports', () => {
  it('pages the groups latest report first with a keyset, and refuses a bad status or cursor', async () => {
    const targets = await Promise.all(Array.from({ length: 23 }, () => insertReview(t, author.id)));
    let at = Date.now() - 3_600_000;
    for (const target of targets) {
      at += 1000;
      await t.db.insert(reports).values({ reporterId: reporters[0]!.id, targetType: 'review', targetId: target.id, reason: 'spam', status: 'dismissed', createdAt: new Date(at) });
    }
    const first = (await get('/api/admin/reports?status=dismissed', admin.token)).json();
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const all = await queue('dismissed');
    const ids = all.map((g) => g.targetId);
    expect(new Set(ids).size).toBe(ids.length);
    const ours = ids.filter((id) => targets.some((target) => target.id === id));
    expect(ours).toEqual(targets.map((target) => target.id).reverse());
    const sorted = [...all].sort((a, b) => b.lastReportedAt.localeCompare(a.lastReportedAt));
    expect(all.map((g) => g.lastReportedAt)).toEqual(sorted.map((g) => g.lastReportedAt));

    expect((await get('/api/admin/reports?status=closed', admin.token)).json().error.fields).toEqual({ status: 'invalidValue' });
    expect((await get('/api/admin/reports?cursor=garbage', admin.token)).json().error.fields).toEqual({ cursor: 'pageLinkInvalid' });
  });

  it('previews a deleted target as null and a deleted author as Deleted user', async () => {
    const review = await insertReview(t, author.id);
    await report(reporters[0]!, 'review', review.id);
    await t.db.update(reviews).set({ deletedAt: new Date() }).where(eq(reviews.id, review.id));
    expect(await groupOf(review.id)).toMatchObject({ preview: null, hidden: false, reportCount: 1 });
  });
});

describe('direct hide and restore of comments and replies', () => {
  it('hides a comment from every list and count, blocks replies, reactions and reports on it, and restores it', async () => {
    const review = await insertReview(t, author.id);
    const post = (url: string, payload: object, who: SignedIn = reporters[0]!) =>
      t.app.inject({ method: 'POST', url, payload, headers: auth(who.token) });
    const comment = (await post(`/api/reviews/${review.id}/comments`, { body: 'Rude remark' })).json().comment;
    const reply = (await post(`/api/comments/${comment.id}/replies`, { body: 'Agreed' }, reporters[1]!)).json().reply;
    const other = (await post(`/api/comments/${comment.id}/replies`, { body: 'Not me' }, reporters[2]!)).json().reply;

    // A reply first: its comment's reply count and list drop it.
    expect((await visibility('comments', reply.id, true)).json()).toMatchObject({ targetType: 'comment', hidden: true });
    let page = (await get(`/api/reviews/${review.id}/comments`)).json();
    expect(page.items[0]).toMatchObject({ id: comment.id, replyCount: 1 });
    expect(page.items[0].replies.map((r: { id: string }) => r.id)).toEqual([other.id]);
    expect((await get(`/api/comments/${comment.id}/replies`)).json().items.map((r: { id: string }) => r.id)).toEqual([other.id]);

    // Then the comment: gone with its replies, and the review's count with it.
    expect((await visibility('comments', comment.id, true)).statusCode).toBe(200);
    page = (await get(`/api/reviews/${review.id}/comments`)).json();
    expect(page).toMatchObject({ items: [], total: 0 });
    expect((await get(`/api/reviews/${review.id}`)).json().review.commentCount).toBe(0);
    expect((await get(`/api/comments/${comment.id}/replies`)).statusCode).toBe(404);
    expect((await post(`/api/comments/${comment.id}/replies`, { body: 'Hello?' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/comments/${comment.id}/reaction`, payload: { value: 'like' }, headers: auth(reporters[1]!.token) })).statusCode).toBe(404);
    expect((await report(reporters[3]!, 'comment', comment.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/comments/${comment.id}`, headers: auth(reporters[0]!.token) })).statusCode).toBe(404);
    // An administrator still sees it, marked, to restore it.
    const adminView = (await get(`/api/reviews/${review.id}/comments`, admin.token)).json();
    expect(adminView.items).toMatchObject([{ id: comment.id, hidden: true }]);
    expect(adminView.items[0].replies.map((r: { id: string; hidden: boolean }) => [r.id, r.hidden])).toEqual([
      [reply.id, true],
      [other.id, false],
    ]);

    // Restore brings back the comment with its visible reply, and the counts.
    expect((await visibility('comments', comment.id, false)).json()).toMatchObject({ hidden: false });
    expect((await visibility('comments', reply.id, false)).json()).toMatchObject({ hidden: false });
    page = (await get(`/api/reviews/${review.id}/comments`)).json();
    expect(page).toMatchObject({ total: 1, items: [{ id: comment.id, replyCount: 2 }] });
    expect((await auditOf(comment.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['comment.hide', admin.id],
      ['comment.restore', admin.id],
    ]);
  });

  it('hides and restores a review directly; refuses a non-boolean and an unknown id', async () => {
    const review = await insertReview(t, author.id);
    expect((await visibility('reviews', review.id, true)).json()).toMatchObject({ targetType: 'review', hidden: true });
    const list = (await get(`/api/users/${author.id}/reviews`)).json().items.map((r: { id: string }) => r.id);
    expect(list).not.toContain(review.id);
    const own = (await get(`/api/users/${author.id}/reviews`, author.token)).json().items;
    expect(own.find((r: { id: string }) => r.id === review.id)).toMatchObject({ status: 'hidden', ticketNumber: review.ticketNumber });
    expect((await visibility('reviews', review.id, false)).json()).toMatchObject({ hidden: false });
    expect((await get(`/api/reviews/${review.id}`)).json().review.status).toBe('submitted');

    const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/reviews/${review.id}/visibility`, payload: { hidden: 'yes' }, headers: auth(admin.token) });
    expect(bad.json().error.fields).toEqual({ hidden: 'invalidValue' });
    expect((await visibility('comments', 'nope', true)).statusCode).toBe(404);
    expect((await visibility('reviews', randomUUID(), true)).statusCode).toBe(404);
  });

  it('a hidden reply of a deleted comment cannot be restored (404)', async () => {
    const review = await insertReview(t, author.id);
    const parent = await insertComment(t, author.id, review.id);
    const reply = await insertComment(t, reporters[0]!.id, review.id, { parentId: parent.id, hiddenAt: new Date() });
    await t.db.update(comments).set({ deletedAt: new Date() }).where(and(eq(comments.id, parent.id)));
    await t.db.update(comments).set({ deletedAt: new Date() }).where(eq(comments.id, reply.id));
    expect((await visibility('comments', reply.id, false)).statusCode).toBe(404);
  });
});
