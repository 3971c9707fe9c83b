import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifiedPerson } from '../src/modules/reviews/reviews.test-support.ts';
import { openStream, streamTicket } from '../src/modules/notifications/notifications.test-support.ts';
import { insertReview, type SignedIn, type TestApp } from '../src/modules/users/users.test-support.ts';
import { buildTestApp } from './build-test-app.ts';
import { startMockGoogle } from './oauth-providers.ts';
import { freePort, hasRedisServer, startRedisServer } from './redis-server.ts';

describe('starting with an unreachable REDIS_URL', { timeout: 60_000 }, () => {
  it('stops with one line naming it', async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-start-'));
    // The real entry point, as `npm start` runs it (see startup.test.ts).
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, REDIS_URL: `redis://127.0.0.1:${port}` },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    try {
      expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(1);
      expect(stderr.trim()).toBe(`suara-transit: REDIS_URL: cannot connect to 127.0.0.1:${port} (connection refused)`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Issue #15: Redis stopped mid-run, then started again, under one app process. */
describe.runIf(hasRedisServer)('the app through a Redis outage', () => {
  let redisServer: Awaited<ReturnType<typeof startRedisServer>>;
  let google: Awaited<ReturnType<typeof startMockGoogle>>;
  let t: TestApp;
  let origin: string;
  let author: SignedIn;
  const prefix = 'suara-outage:';
  const METRICS_TOKEN = 'outage-metrics-token-0123';

  beforeAll(async () => {
    redisServer = await startRedisServer();
    google = await startMockGoogle();
    t = await buildTestApp({
      env: {
        REDIS_URL: redisServer.url,
        REDIS_KEY_PREFIX: prefix,
        RATE_LIMIT_MULTIPLIER: '100',
        GOOGLE_CLIENT_ID: 'suara-web',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_ISSUER: google.issuer,
        METRICS_TOKEN: METRICS_TOKEN,
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    author = await verifiedPerson(t);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
    await redisServer.stop();
  });

  const post = (url: string, payload: Record<string, string>) => t.app.inject({ method: 'POST', url, payload });
  const signIn = (person: SignedIn) => post('/api/auth/signin', { identifier: person.email, password: person.password });
  const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });
  const redisConnected = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    return /^redis_connected (\d)$/m.exec(res.body)?.[1];
  };

  it('reports Redis as ready, and keeps OAuth state under REDIS_KEY_PREFIX', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', redis: 'ready' });
    expect(await redisConnected()).toBe('1');

    expect((await t.app.inject({ method: 'GET', url: '/api/auth/google' })).statusCode).toBe(302);
    const plain = new Redis(redisServer.url);
    try {
      expect(await plain.keys(`${prefix}oauth:*`)).toHaveLength(1);
      expect(await plain.keys('suara:*')).toEqual([]);
    } finally {
      plain.disconnect();
    }
  });

  it('answers 503 with Retry-After at once where Redis is needed, keeps open streams, and recovers', async () => {
    const reviewId = (await insertReview(t, author.id)).id;
    const stream = await openStream(`${origin}/api/notifications/stream?ticket=${await streamTicket(t, author.token)}`);
    await stream.next('ready');

    await redisServer.stop();
    await vi.waitFor(async () => expect((await ready()).statusCode).toBe(503));

    // Each fails at once (no offline queue, no retries: lib/redis.ts); before, each waited 1.7 s for a 500.
    const refused = [
      await signIn(author),
      await post('/api/auth/signup', { name: 'Outage Rider', username: 'outage_rider', email: 'outage@example.my', password: 'Bas123!' }),
      await post('/api/auth/reset-password', { identifier: author.email }),
      await t.app.inject({ method: 'GET', url: '/api/auth/google' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?state=abc&code=def', headers: { cookie: 'suara_oauth_google=xyz' } }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ error: { code: 'service_unavailable', message: expect.any(String) } });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }

    const notReady = await ready();
    expect(notReady.json().error.code).toBe('not_ready');
    expect(await redisConnected()).toBe('0');

    // A notification is still stored (its live event is dropped), and the author's stream stays open.
    expect(await t.app.notifications.notifyReviewStatus(reviewId, 'verified')).toMatchObject({ kind: 'review.status' });
    const open = await Promise.race([stream.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('open'), 200))]);
    expect(open).toBe('open');

    await redisServer.start();
    await vi.waitFor(async () => expect((await ready()).statusCode).toBe(200), { timeout: 10_000, interval: 200 });
    expect((await signIn(author)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await redisConnected()).toBe('1'));
    // The subscription came back with the connection: the same stream hears the next like.
    const heard = stream.next('notification');
    await vi.waitFor(
      async () => {
        await t.app.notifications.notifyReviewStatus(reviewId, 'forwarded');
        const soon = new Promise<false>((resolve) => setTimeout(() => resolve(false), 300));
        expect(await Promise.race([heard.then(() => true), soon])).toBe(true);
      },
      { timeout: 5000, interval: 100 },
    );
    stream.close();
  });
});
