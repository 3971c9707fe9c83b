import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { startMailbox } from '../../test/mailbox.ts';
import { connectRedis, type RedisConnection } from '../lib/redis.ts';
import { RateLimiter, memoryCounterStore, redisCounterStore } from './rate-limiter.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe('the in-memory counter store', () => {
  it('counts within a window and starts again once it has passed', async () => {
    let clock = 1_000;
    const store = memoryCounterStore(() => clock);
    expect(await store.hit('k', 500)).toEqual({ count: 1, resetInMs: 500 });
    clock += 200;
    expect(await store.hit('k', 500)).toEqual({ count: 2, resetInMs: 300 });
    expect(await store.peek('k')).toEqual({ count: 2, resetInMs: 300 });
    clock += 300;
    expect(await store.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect((await store.hit('k', 500)).count).toBe(1);
    await store.clear('k');
    expect((await store.peek('k')).count).toBe(0);
    await store.close();
  });
});

describe('RateLimiter', () => {
  it('lets the limit through, then answers 429 with the seconds to wait', async () => {
    const limiter = new RateLimiter(memoryCounterStore());
    const limit = { max: 2, windowMs: 30_000 };
    await limiter.consume('a', limit);
    await limiter.consume('a', limit);
    await expect(limiter.consume('a', limit)).rejects.toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 30 });
    await limiter.consume('b', limit); // another key is unaffected
    await limiter.store.close();
  });
});

describe.runIf(redisUrl)('the Redis counter store', () => {
  const connections: RedisConnection[] = [];
  const store = async () => {
    const connection = await connectRedis(redisUrl!, `suara-test:${randomUUID()}:`, Fastify().log);
    connections.push(connection);
    return redisCounterStore(connection);
  };
  afterAll(async () => {
    for (const c of connections) await c.close();
  });

  it('counts, expires and clears like the in-memory one', async () => {
    const s = await store();
    expect((await s.hit('k', 400)).count).toBe(1);
    const second = await s.hit('k', 400);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(400);
    expect((await s.peek('k')).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await s.peek('k')).count).toBe(0);
    await s.hit('k', 10_000);
    await s.clear('k');
    expect((await s.peek('k')).count).toBe(0);
  });

  it('starts a window for a counter left without an expiry (no PEXPIRE NX: Redis 6 works too)', async () => {
    const s = await store();
    await connections.at(-1)!.commands.set('rl:stuck', '5');
    const hit = await s.hit('stuck', 10_000);
    expect(hit).toEqual({ count: 6, resetInMs: 10_000 });
    expect((await s.peek('stuck')).resetInMs).toBeGreaterThan(9_000);
  });

  it('shares limits between app processes, so a second process cannot be used to get round them', async () => {
    const mailbox = await startMailbox();
    const env = { SMTP_URL: mailbox.url, REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `suara-test:${randomUUID()}:`, RATE_LIMIT_MULTIPLIER: '0.1' };
    const first = await buildTestApp({ env });
    const second = await buildTestApp({ env });
    try {
      const signup = (app: typeof first.app, n: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { name: 'Redis Rider', username: `redis_rider_${n}`, email: `redis${n}@example.my`, password: 'Bas123!' },
        });
      expect((await signup(first.app, 1)).statusCode).toBe(201);
      expect((await signup(second.app, 2)).statusCode).toBe(201);
      const third = await signup(first.app, 3);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await first.close();
      await second.close();
      await mailbox.close();
    }
  });
});
