import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startMailbox, type Mailbox } from '../../../test/mailbox.ts';
import { reports } from '../../db/schema/index.ts';
import { verifiedPerson } from '../reviews/reviews.test-support.ts';
import { auth, insertComment, insertReview, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';

let t: TestApp;
let mailbox: Mailbox;
let reporter: SignedIn;
let author: SignedIn;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url, RATE_LIMIT_MULTIPLIER: '100' } });
  reporter = await verifiedPerson(t);
  author = await verifiedPerson(t);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const report = (payload: object, token: string | undefined = reporter.token) =>
  t.app.inject({ method: 'POST', url: '/api/reports', payload, headers: auth(token) });

describe('POST /api/reports', () => {
  it('files a report on a user, a review and a comment for the moderation queue', async () => {
    const review = await insertReview(t, author.id);
    const comment = await insertComment(t, author.id, review.id);
    for (const [targetType, targetId, reason] of [
      ['user', author.id, 'fake-account'],
      ['review', review.id, 'false-information'],
      ['comment', comment.id, 'harassment-or-bullying'],
    ] as const) {
      const res = await report({ targetType, targetId, reason });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json();
      const [row] = await t.db.select().from(reports).where(eq(reports.id, id));
      expect(row).toMatchObject({ reporterId: reporter.id, targetType, targetId, reason, status: 'open', handledBy: null });
    }
  });

  it("updates the reporter's open report on a second report of the same target: 200, same id, new reason", async () => {
    const target = await signUpAndIn(t);
    const first = await report({ targetType: 'user', targetId: target.id, reason: 'spam' });
    expect(first.statusCode).toBe(201);
    const { id } = first.json();

    const second = await report({ targetType: 'user', targetId: target.id, reason: 'impersonation' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual({ id });
    const rows = await t.db.select().from(reports).where(and(eq(reports.reporterId, reporter.id), eq(reports.targetId, target.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, reason: 'impersonation', status: 'open' });

    // Another reporter's report of the same target is their own.
    const others = await report({ targetType: 'user', targetId: target.id, reason: 'spam' }, author.token);
    expect(others.statusCode).toBe(201);
    expect(others.json().id).not.toBe(id);

    // Once the first is handled, a new report opens a new one and leaves the handled one as it was.
    await t.db.update(reports).set({ status: 'dismissed', handledAt: new Date() }).where(eq(reports.id, id));
    const third = await report({ targetType: 'user', targetId: target.id, reason: 'fake-name' });
    expect(third.statusCode).toBe(201);
    expect(third.json().id).not.toBe(id);
    const [handled] = await t.db.select().from(reports).where(eq(reports.id, id));
    expect(handled).toMatchObject({ reason: 'impersonation', status: 'dismissed' });
  });

  it('updates a comment report the same way, and refuses a reason the target type does not take', async () => {
    const review = await insertReview(t, author.id);
    const comment = await insertComment(t, author.id, review.id);
    const first = await report({ targetType: 'comment', targetId: comment.id, reason: 'spam' });
    expect(first.statusCode).toBe(201);
    const second = await report({ targetType: 'comment', targetId: comment.id, reason: 'scam-or-fraud' });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const refused = await report({ targetType: 'comment', targetId: comment.id, reason: 'fake-name' });
    expect(refused.statusCode).toBe(422);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, first.json().id));
    expect(row!.reason).toBe('scam-or-fraud');
  });

  it('refuses a reason that does not apply to the target type (422)', async () => {
    const review = await insertReview(t, author.id);
    const res = await report({ targetType: 'review', targetId: review.id, reason: 'fake-account' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { reason: 'reportReasonNotAllowed' } });
  });

  it('refuses bad input field by field (422)', async () => {
    const res = await report({ targetType: 'bus', targetId: 'nope', reason: 'because' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toMatchObject({ targetType: 'invalidValue', targetId: 'invalidValue', reason: 'reportReasonRequired' });
    expect((await report({ targetType: 'user', targetId: author.id })).json().error.fields).toEqual({ reason: 'reportReasonRequired' });
  });

  it('refuses reporting yourself or your own posts', async () => {
    const review = await insertReview(t, reporter.id);
    const comment = await insertComment(t, reporter.id, review.id);
    for (const [targetType, targetId] of [
      ['user', reporter.id],
      ['review', review.id],
      ['comment', comment.id],
    ] as const) {
      const res = await report({ targetType, targetId, reason: 'spam' });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'cannot_report_self', fields: { targetId: 'notAllowed' } });
    }
  });

  it('answers 404 for a target that does not exist or is gone', async () => {
    const unknown = '0190a7c2-0000-7000-8000-000000000000';
    const deletedReview = await insertReview(t, author.id, { deletedAt: new Date() });
    const hiddenReview = await insertReview(t, author.id, { status: 'hidden' });
    const liveReview = await insertReview(t, author.id);
    const deletedComment = await insertComment(t, author.id, liveReview.id, { deletedAt: new Date() });
    const commentOnHidden = await insertComment(t, author.id, hiddenReview.id);
    const gone = await signUpAndIn(t);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/me', payload: { username: gone.username }, headers: auth(gone.token) })).statusCode).toBe(204);

    for (const [targetType, targetId] of [
      ['user', unknown],
      ['review', unknown],
      ['comment', unknown],
      ['review', author.id],
      ['user', gone.id],
      ['review', deletedReview.id],
      ['review', hiddenReview.id],
      ['comment', deletedComment.id],
      ['comment', commentOnHidden.id],
    ] as const) {
      const res = await report({ targetType, targetId, reason: 'spam' });
      expect(res.statusCode, `${targetType} ${targetId}`).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('needs a verified e-mail (403), and files nothing', async () => {
    const unverified = await signUpAndIn(t);
    const res = await report({ targetType: 'user', targetId: author.id, reason: 'spam' }, unverified.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('email_not_verified');
    expect(await t.db.select().from(reports).where(eq(reports.reporterId, unverified.id))).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await report({ targetType: 'user', targetId: author.id, reason: 'spam' }, '');
    expect(res.statusCode).toBe(401);
    expect((await report({}, 'forged-token')).statusCode).toBe(401);
  });
});
