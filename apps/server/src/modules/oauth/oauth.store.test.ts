import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { connectRedis } from '../../lib/redis.ts';
import { memoryOneTimeStore, redisOneTimeStore, type OneTimeStore } from './oauth.store.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe('in-memory one-time store', () => {
  it('gives a value once, and nothing after it expires', async () => {
    let clock = 1_000;
    const store = memoryOneTimeStore(() => clock);
    await store.put('a', 'one', 60_000);
    await store.put('b', 'two', 60_000);
    expect(await store.take('a')).toBe('one');
    expect(await store.take('a')).toBeUndefined();
    clock += 60_000;
    expect(await store.take('b')).toBeUndefined();
    expect(await store.take('never')).toBeUndefined();
    await store.close();
  });

  it('drops the oldest entries beyond its size', async () => {
    const store = memoryOneTimeStore(Date.now, 2);
    await store.put('a', '1', 60_000);
    await store.put('b', '2', 60_000);
    await store.put('c', '3', 60_000);
    expect([await store.take('a'), await store.take('b'), await store.take('c')]).toEqual([undefined, '2', '3']);
    await store.close();
  });
});

describe.runIf(redisUrl)('Redis one-time store', () => {
  const withStore = async (run: (store: OneTimeStore, key: string) => Promise<void>) => {
    const connection = await connectRedis(redisUrl!, `suara-test:${randomBytes(4).toString('hex')}:`, Fastify().log);
    const store = redisOneTimeStore(connection, 'oauth:');
    try {
      await run(store, randomBytes(8).toString('hex'));
    } finally {
      await store.close();
      await connection.close();
    }
  };

  it('gives a value once, even to concurrent takers', () =>
    withStore(async (store, key) => {
      await store.put(key, 'value', 60_000);
      const taken = await Promise.all([store.take(key), store.take(key), store.take(key)]);
      expect(taken.filter((v) => v === 'value')).toHaveLength(1);
    }));

  it('forgets a value after its time', () =>
    withStore(async (store, key) => {
      await store.put(key, 'value', 50);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.take(key)).toBeUndefined();
    }));
});
