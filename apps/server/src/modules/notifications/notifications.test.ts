import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { notifications } from '../../db/schema/index.ts';
import { memoryOneTimeStore } from '../oauth/oauth.store.ts';
import { RateLimiter, memoryCounterStore } from '../../plugins/rate-limiter.ts';
import { verifiedPerson } from '../reviews/reviews.test-support.ts';
import { auth, insertReview, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { memoryNotificationBus } from './notifications.bus.ts';
import { createNotificationsService, STREAM_TICKET_TTL_MS } from './notifications.service.ts';
import { comment, listPage, react, reply, streamTicket } from './notifications.test-support.ts';

let t: TestApp;
let author: SignedIn;
let riders: SignedIn[];

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  author = await verifiedPerson(t);
  riders = [await verifiedPerson(t), await verifiedPerson(t), await verifiedPerson(t)];
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN_ID = '0190a8a0-0000-7000-8000-000000000000';
const newReview = async (userId = author.id) => (await insertReview(t, userId)).id;
/** A fresh recipient, so counts start from zero. */
const freshAuthor = () => verifiedPerson(t);
/** A service of its own on the test database, for what no route does yet (status changes) and for a clock. */
const standalone = (clock?: () => number) =>
  createNotificationsService({
    db: t.db,
    limiter: new RateLimiter(memoryCounterStore()),
    log: t.app.log,
    bus: memoryNotificationBus(),
    tickets: memoryOneTimeStore(clock),
  });
const itemsFor = async (person: SignedIn) => (await listPage(t, person.token, '?limit=50')).items;

describe('notifications written by the community routes', () => {
  it("tells a review's author of a comment, but nobody of their own", async () => {
    const me = await freshAuthor();
    const reviewId = await newReview(me.id);
    await comment(t, me.token, reviewId, 'My own note.');
    expect(await itemsFor(me)).toEqual([]);

    const commentId = await comment(t, riders[0]!.token, reviewId);
    const page = await listPage(t, me.token);
    expect(page.unreadCount).toBe(1);
    expect(page.items).toEqual([
      expect.objectContaining({
        kind: 'review.commented',
        actor: { id: riders[0]!.id, name: riders[0]!.name, avatarUrl: null },
        actorCount: 1,
        reviewId,
        commentId,
        status: null,
        readAt: null,
      }),
    ]);
    expect(page.items[0]!.ticketNumber).toBeGreaterThan(0);
  });

  it("tells a comment's author of a reply, but not of their own reply", async () => {
    const me = await freshAuthor();
    const reviewId = await newReview(riders[2]!.id);
    const commentId = await comment(t, me.token, reviewId);
    await reply(t, me.token, commentId);
    expect(await itemsFor(me)).toEqual([]);

    const replyId = await reply(t, riders[1]!.token, commentId);
    expect(await itemsFor(me)).toEqual([expect.objectContaining({ kind: 'comment.replied', actor: expect.objectContaining({ id: riders[1]!.id }), reviewId, commentId: replyId })]);
  });

  it('groups the likes of a review into one unread item; unlikes and own likes say nothing', async () => {
    const me = await freshAuthor();
    const reviewId = await newReview(me.id);
    await react(t, me.token, 'reviews', reviewId, 'like');
    await react(t, riders[0]!.token, 'reviews', reviewId, 'unlike');
    expect(await itemsFor(me)).toEqual([]);

    for (const rider of riders) await react(t, rider.token, 'reviews', reviewId, 'like');
    let items = await itemsFor(me);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'review.liked', actorCount: 3, actor: { id: riders[2]!.id }, reviewId, commentId: null });

    // Taking a like back and giving it again is still the same three people.
    await react(t, riders[2]!.token, 'reviews', reviewId, null);
    await react(t, riders[2]!.token, 'reviews', reviewId, 'like');
    items = await itemsFor(me);
    expect(items).toHaveLength(1);
    expect(items[0]!.actorCount).toBe(3);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, me.id))).toHaveLength(1);

    // Once read, the next like starts a new group.
    await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: auth(me.token) });
    await react(t, riders[0]!.token, 'reviews', reviewId, null);
    await react(t, riders[0]!.token, 'reviews', reviewId, 'like');
    const page = await listPage(t, me.token);
    expect(page.unreadCount).toBe(1);
    expect(page.items.map((i) => [i.kind, i.actorCount, i.readAt === null])).toEqual([
      ['review.liked', 1, true],
      ['review.liked', 3, false],
    ]);
  });

  it('groups the likes of a comment or reply per comment', async () => {
    const me = await freshAuthor();
    const reviewId = await newReview(riders[0]!.id);
    const first = await comment(t, me.token, reviewId);
    const second = await reply(t, me.token, first);
    await react(t, me.token, 'comments', first, 'like');
    for (const rider of riders.slice(0, 2)) await react(t, rider.token, 'comments', first, 'like');
    await react(t, riders[2]!.token, 'comments', second, 'like');
    const items = await itemsFor(me);
    expect(items.map((i) => ({ kind: i.kind, commentId: i.commentId, actorCount: i.actorCount, reviewId: i.reviewId }))).toEqual([
      { kind: 'comment.liked', commentId: second, actorCount: 1, reviewId },
      { kind: 'comment.liked', commentId: first, actorCount: 2, reviewId },
    ]);
  });

  it('tells the author of a status change, not an administrator who changes their own review', async () => {
    const me = await freshAuthor();
    const review = await insertReview(t, me.id);
    const service = standalone();
    const sent = await service.notifyReviewStatus(review.id, 'verified');
    expect(sent).toMatchObject({ kind: 'review.status', actor: null, status: 'verified', ticketNumber: review.ticketNumber, reviewId: review.id });
    expect(await itemsFor(me)).toEqual([sent]);

    expect(await service.notifyReviewStatus(review.id, 'resolved', { actorId: me.id })).toBeUndefined();
    expect(await service.notifyReviewStatus(UNKNOWN_ID, 'resolved')).toBeUndefined();
    expect(await service.notifyReviewStatus('not-an-id', 'resolved')).toBeUndefined();
    expect(await itemsFor(me)).toHaveLength(1);
    await service.close();
  });
});

describe('the list and reading', () => {
  it('pages newest first with a cursor, and refuses a bad cursor or limit', async () => {
    const me = await freshAuthor();
    const reviewId = await newReview(me.id);
    const posted: string[] = [];
    for (let i = 0; i < 7; i += 1) posted.push(await comment(t, riders[i % 3]!.token, reviewId, `Comment ${i}`));

    const first = await listPage(t, me.token, '?limit=3');
    expect(first.unreadCount).toBe(7);
    const second = await listPage(t, me.token, `?limit=3&cursor=${first.nextCursor}`);
    const third = await listPage(t, me.token, `?limit=3&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    expect([...first.items, ...second.items, ...third.items].map((i) => i.commentId)).toEqual(posted.toReversed());
    expect((await listPage(t, me.token)).items).toHaveLength(7);

    for (const query of ['?cursor=garbage', '?limit=0', '?limit=51', '?limit=x']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: auth(me.token) });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('reads one, reads all, and counts what is unread', async () => {
    const me = await freshAuthor();
    const reviewId = await newReview(me.id);
    for (const rider of riders) await comment(t, rider.token, reviewId);
    const count = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: auth(me.token) });
      expect(res.statusCode).toBe(200);
      return res.json<{ unreadCount: number }>().unreadCount;
    };
    expect(await count()).toBe(3);

    const [newest] = (await listPage(t, me.token)).items;
    const readOne = () => t.app.inject({ method: 'POST', url: `/api/notifications/${newest!.id}/read`, headers: auth(me.token) });
    expect((await readOne()).statusCode).toBe(204);
    expect((await readOne()).statusCode).toBe(204); // again: no change, no error
    expect(await count()).toBe(2);
    const page = await listPage(t, me.token);
    expect(page.items[0]!.readAt).not.toBeNull();
    expect(page.items.slice(1).every((i) => i.readAt === null)).toBe(true);

    // Someone else's notification, an unknown id and garbage are all "not found".
    for (const id of [newest!.id, UNKNOWN_ID, 'garbage']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/notifications/${id}/read`, headers: auth(riders[0]!.token) });
      expect(res.statusCode, id).toBe(404);
    }
    expect(await count()).toBe(2);

    const all = await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: auth(me.token) });
    expect(all.statusCode).toBe(204);
    expect(await count()).toBe(0);
    expect((await listPage(t, me.token)).items.every((i) => i.readAt !== null)).toBe(true);
  });

  it('answers 401 to a visitor on every route', async () => {
    const calls = [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['POST', `/api/notifications/${UNKNOWN_ID}/read`],
      ['POST', '/api/notifications/stream-ticket'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method, url, headers: auth('not-a-session') });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });
});

describe('stream tickets', () => {
  it('refuses a missing or unknown ticket with 401 (a used one: see the stream tests)', async () => {
    for (const query of ['', '?ticket=', '?ticket=made-up']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/notifications/stream${query}` });
      expect(res.statusCode, query).toBe(401);
      expect(res.json().error.code).toBe('stream_ticket_invalid');
    }
    expect(await streamTicket(t, author.token)).toMatch(/^[\w-]{43}$/);
  });

  it('expires a ticket after a minute', async () => {
    let clock = 1_000;
    const service = standalone(() => clock);
    const late = await service.issueStreamTicket(author.id);
    const inTime = await service.issueStreamTicket(author.id);
    clock += STREAM_TICKET_TTL_MS - 1;
    expect(await service.redeemStreamTicket(inTime)).toBe(author.id);
    clock += 1;
    await expect(service.redeemStreamTicket(late)).rejects.toMatchObject({ status: 401, code: 'stream_ticket_invalid' });
    await service.close();
  });
});
