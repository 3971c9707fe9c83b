import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

export type Window = { count: number; resetInMs: number };

/** Fixed-window counters: in memory for one process, in Redis when several processes share limits. */
export type CounterStore = {
  hit(key: string, windowMs: number): Promise<Window>;
  peek(key: string): Promise<Window>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
};

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) windows.delete(key);
    return windows.get(key);
  };
  // Expired windows are dropped as they are met and swept now and then, so memory stays bounded.
  const sweep = setInterval(() => {
    for (const [key, w] of windows) if (w.resetAt <= now()) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const w = live(key) ?? { count: 0, resetAt: now() + windowMs };
      w.count += 1;
      windows.set(key, w);
      return { count: w.count, resetInMs: w.resetAt - now() };
    },
    async peek(key) {
      const w = live(key);
      return w ? { count: w.count, resetInMs: w.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    async clear(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

export function redisCounterStore(url: string, prefix: string): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, windowMs) {
      const results = await redis.multi().incr(prefix + key).pexpire(prefix + key, windowMs, 'NX').pttl(prefix + key).exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
    async close() {
      redis.disconnect();
    },
  };
}

export type Limit = { max: number; windowMs: number };

/**
 * A limit per client address, which a household or office shares: RATE_LIMIT_MULTIPLIER scales it.
 * Limits per account or per e-mail are never scaled; they protect one person.
 */
export const perAddressLimit = (max: number, windowMs: number, multiplier: number): Limit => ({ max: Math.ceil(max * multiplier), windowMs });

export class RateLimiter {
  constructor(readonly store: CounterStore) {}

  /** Counts one attempt against `key`; over the limit it throws 429 with Retry-After. */
  async consume(key: string, limit: Limit) {
    const w = await this.store.hit(key, limit.windowMs);
    if (w.count > limit.max) throw tooMany('rate_limited', 'Too many attempts. Please wait a moment and try again.', w.resetInMs);
  }
}

export const tooMany = (code: string, message: string, resetInMs: number) =>
  new AppError(429, code, message, undefined, Math.max(1, Math.ceil(resetInMs / 1000)));
