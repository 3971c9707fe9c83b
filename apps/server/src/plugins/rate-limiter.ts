import { AppError } from '../lib/app-error.ts';
import { orUnavailable, type RedisConnection } from '../lib/redis.ts';

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

/**
 * Counts and starts the window in one step. A script rather than PEXPIRE … NX (Redis 7 only): it
 * works on Redis 6, and a key somehow left without an expiry gets one instead of counting forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Counters under `rl:` in Redis; while Redis is away every call answers 503 service_unavailable. */
export function redisCounterStore(redis: RedisConnection): CounterStore {
  const prefix = 'rl:';
  const client = redis.commands;
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await orUnavailable(() => client.eval(HIT_SCRIPT, 1, prefix + key, windowMs))) as [number, number];
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      const [count, ttl] = await orUnavailable(() => Promise.all([client.get(prefix + key), client.pttl(prefix + key)]));
      return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    async clear(key) {
      await orUnavailable(() => client.del(prefix + key));
    },
    // The connection is the app's, closed with it.
    async close() {},
  };
}

export type Limit = { max: number; windowMs: number };

/**
 * A limit per client address, which a household or office shares: RATE_LIMIT_MULTIPLIER scales it.
 * Limits per account or per e-mail are never scaled; they protect one person.
 */
export const perAddressLimit = (max: number, windowMs: number, multiplier: number): Limit => ({ max: Math.ceil(max * multiplier), windowMs });

export class RateLimiter {
  constructor(
    readonly store: CounterStore,
    /** Told of each rejection, with the limit's name: the key up to its first ':' ('signin', 'contact'). */
    private readonly onRejected: (limit: string) => void = () => undefined,
  ) {}

  /** Counts one attempt against `key`; over the limit it throws 429 with Retry-After. */
  async consume(key: string, limit: Limit) {
    const w = await this.store.hit(key, limit.windowMs);
    if (w.count > limit.max) {
      this.onRejected(key.split(':', 1)[0]!);
      throw tooMany('rate_limited', 'Too many attempts. Please wait a moment and try again.', w.resetInMs);
    }
  }
}

export const tooMany = (code: string, message: string, resetInMs: number) =>
  new AppError(429, code, message, undefined, Math.max(1, Math.ceil(resetInMs / 1000)));
