import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import { parseConfig } from '../../config.ts';
import { verifiedPerson } from '../reviews/reviews.test-support.ts';
import { insertReview, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { comment, openStream, react, streamTicket, type Item } from './notifications.test-support.ts';

const redisUrl = process.env.TEST_REDIS_URL;

type Listening = { app: TestApp['app']; origin: string };

async function listen(app: TestApp['app']): Promise<Listening> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  return { app, origin: `http://127.0.0.1:${address.port}` };
}

/** Opens the user's stream on `at` with a ticket from `from` and waits until it is subscribed. */
async function connect(at: Listening, from: TestApp, person: SignedIn) {
  const stream = await openStream(`${at.origin}/api/notifications/stream?ticket=${await streamTicket(from, person.token)}`);
  expect(stream.response.status).toBe(200);
  return { stream, ready: await stream.next('ready') };
}

describe('the live stream', () => {
  let t: TestApp;
  let server: Listening;
  let author: SignedIn;
  let rider: SignedIn;

  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
    server = await listen(t.app);
    [author, rider] = [await verifiedPerson(t), await verifiedPerson(t)];
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a notification as it happens, with the unread count', async () => {
    const reviewId = (await insertReview(t, author.id)).id;
    const { stream, ready } = await connect(server, t, author);
    expect(ready.data).toEqual({ unreadCount: 0 });
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    // The security headers stay, and the request id is not lost to the hijacked reply.
    expect(stream.response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(stream.response.headers.get('x-request-id')).toBeTruthy();

    const commentId = await comment(t, rider.token, reviewId);
    const event = await stream.next('notification');
    const { item, unreadCount } = event.data as { item: Item; unreadCount: number };
    expect(unreadCount).toBe(1);
    expect(item).toMatchObject({ kind: 'review.commented', reviewId, commentId, actor: { id: rider.id } });

    // A grouped like comes again as the same item with its new count; reading all is told too.
    await react(t, rider.token, 'reviews', reviewId, 'like');
    const liked = (await stream.next('notification')).data as { item: Item; unreadCount: number };
    expect(liked).toMatchObject({ item: { kind: 'review.liked', actorCount: 1 }, unreadCount: 2 });
    await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: { authorization: `Bearer ${author.token}` } });
    expect((await stream.next('unread')).data).toEqual({ unreadCount: 0 });
    stream.close();
  });

  it('takes a ticket once', async () => {
    const ticket = await streamTicket(t, author.token);
    const first = await openStream(`${server.origin}/api/notifications/stream?ticket=${ticket}`);
    await first.next('ready');
    const again = await fetch(`${server.origin}/api/notifications/stream?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('stream_ticket_invalid');
    first.close();
  });

  it('leaves no listener behind when the client goes', async () => {
    const person = await verifiedPerson(t);
    const { stream } = await connect(server, t, person);
    const other = await connect(server, t, person);
    expect(t.app.notifications.listenerCount(person.id)).toBe(2);
    stream.close();
    await vi.waitFor(() => expect(t.app.notifications.listenerCount(person.id)).toBe(1));
    other.stream.close();
    await vi.waitFor(() => expect(t.app.notifications.listenerCount(person.id)).toBe(0));
  });
});

describe('shutting down', () => {
  it('ends open streams with a retry hint so the server can close', async () => {
    const t = await buildTestApp();
    try {
      const server = await listen(t.app);
      const person = await verifiedPerson(t);
      const { stream } = await connect(server, t, person);
      await t.app.close();
      await stream.ended;
      await expect(stream.next('notification')).rejects.toThrow(/ended/);
      // The first hint came with the stream; the last spreads reconnections over up to 5 s.
      expect(stream.retries).toHaveLength(2);
      expect(stream.retries[1]).toBeGreaterThanOrEqual(2500);
      expect(stream.retries[1]).toBeLessThanOrEqual(5000);
      expect(t.app.notifications.listenerCount(person.id)).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(redisUrl)('across processes through Redis', () => {
  const instances: TestApp[] = [];

  /** Two app processes on one database and one Redis, as behind a load balancer. */
  beforeAll(async () => {
    const database = await openTestDatabase();
    const prefix = `suara-test:${randomBytes(4).toString('hex')}:`;
    for (let i = 0; i < 2; i += 1) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-test-'));
      const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_MULTIPLIER: '100' };
      const config = { ...parseConfig(env), webDistDir: path.join(dataDir, 'no-web-build') };
      const app = await buildApp({ config, database });
      instances.push({ app, database, db: database.db, config, close: async () => fs.rmSync(dataDir, { recursive: true, force: true }) });
    }
    instances[0]!.close = ((own) => async () => {
      await own();
      await database.close();
    })(instances[0]!.close);
  });
  afterAll(async () => {
    for (const instance of instances) await instance.app.close();
    for (const instance of instances.toReversed()) await instance.close();
  });

  it('delivers to a stream on process A what process B created, with a ticket B issued', async () => {
    const [a, b] = instances as [TestApp, TestApp];
    const server = await listen(a.app);
    const [author, rider] = [await verifiedPerson(a), await verifiedPerson(b)];
    const reviewId = (await insertReview(b, author.id)).id;
    // The ticket store is shared too: B issues, A redeems.
    const { stream, ready } = await connect(server, b, author);
    expect(ready.data).toEqual({ unreadCount: 0 });

    const commentId = await comment(b, rider.token, reviewId);
    const { item, unreadCount } = (await stream.next('notification')).data as { item: Item; unreadCount: number };
    expect(unreadCount).toBe(1);
    expect(item).toMatchObject({ kind: 'review.commented', reviewId, commentId, actor: { id: rider.id } });
    expect(b.app.notifications.listenerCount(author.id)).toBe(0);
    stream.close();
    await vi.waitFor(() => expect(a.app.notifications.listenerCount(author.id)).toBe(0));
  });
});
