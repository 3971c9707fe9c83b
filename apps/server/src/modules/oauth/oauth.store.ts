import { orUnavailable, type RedisConnection } from '../../lib/redis.ts';

/**
 * Short-lived, single-use values (OAuth state with its PKCE verifier, one-time login codes): in
 * memory for one process, in Redis when REDIS_URL is set so any app process can finish a flow
 * another one started. `take` reads and deletes in one step, so a value is used at most once.
 */
export type OneTimeStore = {
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** The value, deleted as it is read; undefined when unknown, already taken or expired. */
  take(key: string): Promise<string | undefined>;
  close(): Promise<void>;
};

/** Beyond this many live entries the oldest go first: a flood of abandoned sign-ins cannot exhaust memory. */
const MEMORY_MAX_ENTRIES = 100_000;

export function memoryOneTimeStore(now: () => number = () => Date.now(), maxEntries = MEMORY_MAX_ENTRIES): OneTimeStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  // Expired entries are dropped as they are met and swept now and then, so memory stays bounded.
  const sweep = setInterval(() => {
    for (const [key, entry] of entries) if (entry.expiresAt <= now()) entries.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async put(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      // A Map iterates in insertion order, so the first key is the oldest.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    async take(key) {
      const entry = entries.get(key);
      entries.delete(key);
      return entry && entry.expiresAt > now() ? entry.value : undefined;
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}

/** Values under `namespace` in Redis; while Redis is away every call answers 503 service_unavailable. */
export function redisOneTimeStore(redis: RedisConnection, namespace: string): OneTimeStore {
  const client = redis.commands;
  return {
    async put(key, value, ttlMs) {
      await orUnavailable(() => client.set(namespace + key, value, 'PX', ttlMs));
    },
    async take(key) {
      // GET and DEL in one transaction (GETDEL needs Redis 6.2): two processes never both get it.
      const results = await orUnavailable(() => client.multi().get(namespace + key).del(namespace + key).exec());
      const value = results?.[0]?.[1];
      return typeof value === 'string' ? value : undefined;
    },
    // The connection is the app's, closed with it.
    async close() {},
  };
}
