import { orUnavailable, type RedisConnection } from '../../lib/redis.ts';

/**
 * Hands out the geocoder's request slots, one interval apart: `reserve()` takes the next free slot
 * and resolves to how many milliseconds to wait for it. In process by default; through Redis when
 * several app processes must keep one pace between them.
 */
export type Pacer = { reserve(): Promise<number> };

export function memoryPacer(intervalMs: number, now: () => number = Date.now): Pacer {
  let nextFree = 0;
  return {
    async reserve() {
      const at = now();
      const slot = Math.max(at, nextFree);
      nextFree = slot + intervalMs;
      return slot - at;
    },
  };
}

/**
 * The next free slot is a time on Redis's clock (so the app hosts' clocks need not agree), read and
 * moved on in one script: two processes never get the same slot. The key expires once its slot has passed.
 */
const RESERVE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local slot = math.max(now, tonumber(redis.call('GET', KEYS[1]) or 0))
local interval = tonumber(ARGV[1])
redis.call('SET', KEYS[1], slot + interval, 'PX', slot + interval - now + 1)
return slot - now`;

export function redisPacer(redis: RedisConnection, intervalMs: number): Pacer {
  return {
    async reserve() {
      return Number(await orUnavailable(() => redis.commands.eval(RESERVE_SCRIPT, 1, 'geocoder:next-slot', intervalMs)));
    },
  };
}
