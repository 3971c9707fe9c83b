import { STATUS_NOTE_MAX } from '@suara/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startMailbox, type Mailbox } from '../../../test/mailbox.ts';
import { auditLog } from '../../db/schema/index.ts';
import { adminPerson, verifiedPerson } from '../reviews/reviews.test-support.ts';
import { auth, insertComment, insertReview, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';

let t: TestApp;
let mailbox: Mailbox;
let admin: SignedIn;
let author: SignedIn;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url, RATE_LIMIT_MULTIPLIER: '100' } });
  admin = await adminPerson(t);
  author = await verifiedPerson(t);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const move = (id: string, payload: object, token: string | undefined = admin.token) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/reviews/${id}/status`, payload, headers: auth(token) });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const statusNotices = async (who: SignedIn, reviewId: string) =>
  (await get('/api/notifications', who.token)).json().items.filter((n: { kind: string; reviewId: string }) => n.kind === 'review.status' && n.reviewId === reviewId);

describe('PUT /api/admin/reviews/:id/status', () => {
  it('moves submitted → verified → forwarded with a public note; the detail, the author list and the notification show it', async () => {
    const review = await insertReview(t, author.id);
    const verified = await move(review.id, { status: 'verified' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ id: review.id, ticketNumber: review.ticketNumber, status: 'verified', statusNote: null, allowedMoves: ['forwarded', 'resolved', 'hidden'] });

    const forwarded = await move(review.id, { status: 'forwarded', note: '  Sent to Rapid KL on 3 May.  ' });
    expect(forwarded.json()).toMatchObject({ status: 'forwarded', statusNote: 'Sent to Rapid KL on 3 May.', allowedMoves: ['resolved', 'hidden'] });
    const changedAt = forwarded.json().statusChangedAt;
    expect(Date.parse(changedAt)).toBeGreaterThan(Date.now() - 60_000);

    // Everyone who sees the review sees its ticket, status and note.
    const detail = (await get(`/api/reviews/${review.id}`)).json().review;
    expect(detail).toMatchObject({ ticketNumber: review.ticketNumber, status: 'forwarded', statusNote: 'Sent to Rapid KL on 3 May.', statusChangedAt: changedAt });
    const mine = (await get(`/api/users/${author.id}/reviews`, author.token)).json().items.find((r: { id: string }) => r.id === review.id);
    expect(mine).toMatchObject({ ticketNumber: review.ticketNumber, status: 'forwarded', statusNote: 'Sent to Rapid KL on 3 May.', statusChangedAt: changedAt });

    // One notification per move, newest first.
    expect((await statusNotices(author, review.id)).map((n: { status: string; ticketNumber: number }) => [n.status, n.ticketNumber])).toEqual([
      ['forwarded', review.ticketNumber],
      ['verified', review.ticketNumber],
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, review.id)).orderBy(auditLog.createdAt);
    expect(audit.map((a) => [a.action, a.actorId, a.details])).toEqual([
      ['review.status', admin.id, { from: 'submitted', to: 'verified', note: null }],
      ['review.status', admin.id, { from: 'verified', to: 'forwarded', note: 'Sent to Rapid KL on 3 May.' }],
    ]);

    // A move without a note clears the previous move's note.
    expect((await move(review.id, { status: 'resolved' })).json()).toMatchObject({ status: 'resolved', statusNote: null, allowedMoves: ['hidden'] });
  });

  it('allows skipping ahead, and refuses backward and same-status moves with 409 status_move_not_allowed', async () => {
    const review = await insertReview(t, author.id);
    expect((await move(review.id, { status: 'resolved', note: 'Fixed by the operator.' })).json().status).toBe('resolved');
    for (const status of ['submitted', 'verified', 'forwarded', 'resolved']) {
      const res = await move(review.id, { status });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'status_move_not_allowed', fields: { status: 'statusMoveNotAllowed' } });
    }
    expect((await get(`/api/reviews/${review.id}`)).json().review).toMatchObject({ status: 'resolved', statusNote: 'Fixed by the operator.' });
  });

  it("moves to 'hidden' as a moderation hide; a hidden review moves only by a restore (409 review_hidden)", async () => {
    const review = await insertReview(t, author.id, { status: 'forwarded', latitude: 3.1073, longitude: 101.6067 });
    const onMap = async () => (await get('/api/reviews/map?bbox=101.55,3.0,101.75,3.2&zoom=13')).json().items.map((p: { id?: string }) => p.id);
    expect(await onMap()).toContain(review.id);
    const comment = await insertComment(t, author.id, review.id);
    expect((await move(review.id, { status: 'hidden' })).json()).toMatchObject({ status: 'hidden', allowedMoves: [] });
    expect((await statusNotices(author, review.id))[0]).toMatchObject({ status: 'hidden' });

    // Gone from every public view.
    expect((await get(`/api/reviews/${review.id}`)).statusCode).toBe(404);
    expect((await get(`/api/reviews/${review.id}/comments`)).statusCode).toBe(404);
    expect((await get(`/api/comments/${comment.id}/replies`)).statusCode).toBe(404);
    const ids = (res: { json: () => { items: { id: string }[] } }) => res.json().items.map((r) => r.id);
    expect(ids(await get('/api/reviews?limit=50'))).not.toContain(review.id);
    expect(ids(await get('/api/reviews/trending'))).not.toContain(review.id);
    expect(ids(await get(`/api/reviews/search?q=${encodeURIComponent('driver was kind')}`))).not.toContain(review.id);
    expect(await onMap()).not.toContain(review.id);
    expect(ids(await get(`/api/users/${author.id}/reviews`))).not.toContain(review.id);

    const refused = await move(review.id, { status: 'resolved' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('review_hidden');
    const restored = await t.app.inject({ method: 'PUT', url: `/api/admin/reviews/${review.id}/visibility`, payload: { hidden: false }, headers: auth(admin.token) });
    expect(restored.json().hidden).toBe(false);
    expect((await get(`/api/reviews/${review.id}`)).json().review.status).toBe('forwarded');
    expect(ids(await get(`/api/reviews/search?q=${encodeURIComponent('driver was kind')}`))).toContain(review.id);
  });

  it('does not notify an admin of their own review', async () => {
    const review = await insertReview(t, admin.id);
    expect((await move(review.id, { status: 'verified' })).statusCode).toBe(200);
    expect(await statusNotices(admin, review.id)).toEqual([]);
  });

  it(`refuses a note over ${STATUS_NOTE_MAX} characters and an unknown status (422), leaving the review as it was`, async () => {
    const review = await insertReview(t, author.id);
    const long = await move(review.id, { status: 'verified', note: 'x'.repeat(STATUS_NOTE_MAX + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.fields).toEqual({ note: 'statusNoteTooLong' });
    expect((await move(review.id, { status: 'verified', note: 'x'.repeat(STATUS_NOTE_MAX) })).statusCode).toBe(200);
    expect((await move(review.id, { status: 'closed' })).json().error.fields).toEqual({ status: 'invalidValue' });
    expect((await move(review.id, {})).json().error.fields).toEqual({ status: 'invalidValue' });
  });

  it('answers 404 for an unknown, malformed or deleted review', async () => {
    const deleted = await insertReview(t, author.id, { deletedAt: new Date() });
    for (const id of ['0190a7c2-0000-7000-8000-000000000000', 'nope', deleted.id]) {
      const res = await move(id, { status: 'verified' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('is for administrators only: 401 for a visitor, 403 for a rider', async () => {
    const review = await insertReview(t, author.id);
    const rider = await signUpAndIn(t);
    expect((await move(review.id, { status: 'verified' }, '')).statusCode).toBe(401);
    expect((await move(review.id, { status: 'verified' }, rider.token)).statusCode).toBe(403);
    expect((await move(review.id, { status: 'verified' }, author.token)).statusCode).toBe(403);
    expect((await get('/api/admin/reviews')).statusCode).toBe(401);
    expect((await get('/api/admin/reviews', rider.token)).statusCode).toBe(403);
    expect((await get(`/api/reviews/${review.id}`)).json().review.status).toBe('submitted');
  });
});

describe('GET /api/admin/reviews (tickets)', () => {
  it('lists every live review newest first with a keyset, hidden ones included; filters by status and finds a ticket number', async () => {
    const mine = [];
    for (let i = 0; i < 23; i++) mine.push(await insertReview(t, author.id, { createdAt: new Date(Date.now() + 86_400_000 + i * 1000) }));
    await insertReview(t, author.id, { deletedAt: new Date(), createdAt: new Date(Date.now() + 2 * 86_400_000) });
    await t.app.inject({ method: 'PUT', url: `/api/admin/reviews/${mine[22]!.id}/visibility`, payload: { hidden: true }, headers: auth(admin.token) });

    const first = (await get('/api/admin/reviews', admin.token)).json();
    expect(first.items).toHaveLength(20);
    expect(first.items.map((r: { id: string }) => r.id)).toEqual(mine.slice(3).reverse().map((r) => r.id));
    expect(first.items[0]).toMatchObject({ status: 'hidden', author: { id: author.id, name: author.name }, excerpt: mine[22]!.experience });
    const second = (await get(`/api/admin/reviews?cursor=${first.nextCursor}`, admin.token)).json();
    expect(second.items.slice(0, 3).map((r: { id: string }) => r.id)).toEqual(mine.slice(0, 3).reverse().map((r) => r.id));

    const hidden = (await get('/api/admin/reviews?status=hidden', admin.token)).json();
    expect(hidden.items.every((r: { status: string }) => r.status === 'hidden')).toBe(true);
    expect(hidden.items.map((r: { id: string }) => r.id)).toContain(mine[22]!.id);

    for (const q of [String(mine[5]!.ticketNumber), `#${mine[5]!.ticketNumber}`]) {
      const found = (await get(`/api/admin/reviews?q=${encodeURIComponent(q)}`, admin.token)).json();
      expect(found.items.map((r: { id: string }) => r.id)).toEqual([mine[5]!.id]);
    }
    expect((await get(`/api/admin/reviews?q=${mine[5]!.ticketNumber}&status=verified`, admin.token)).json().items).toEqual([]);
  });

  it('refuses a ticket query that is not a number, a bad status or cursor (422)', async () => {
    expect((await get('/api/admin/reviews?q=bus', admin.token)).json().error.fields).toEqual({ q: 'ticketNumberInvalid' });
    expect((await get('/api/admin/reviews?status=open', admin.token)).json().error.fields).toEqual({ status: 'invalidValue' });
    expect((await get('/api/admin/reviews?cursor=xyz', admin.token)).json().error.fields).toEqual({ cursor: 'pageLinkInvalid' });
  });
});
