import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ConfigError } from '../config.ts';
import { AppError } from './app-error.ts';
import { networkErrorReason } from './network-errors.ts';
import { withTimeout } from './with-timeout.ts';

/** `ready` when every client is connected; `down` while one is reconnecting; `closed` once shut. */
export type RedisState = 'ready' | 'down' | 'closed';

/**
 * The one way into Redis. Every client shares the key prefix (REDIS_KEY_PREFIX), an error listener
 * that logs once per outage, reconnects with backoff, and fails commands fast while Redis is away
 * (no offline queue, no retries, a command timeout), so a request answers 503 at once instead of
 * waiting for a reconnect.
 */
export type RedisConnection = {
  /** The client for commands; keys are prefixed for you. */
  commands: Redis;
  /** A new client for subscriber mode (it can do nothing else); ioredis resubscribes after a reconnect. */
  subscriber(): Redis;
  /** For what ioredis does not prefix (pub/sub channels). */
  prefix: string;
  state(): RedisState;
  /** Resolves when Redis answers a PING within `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
};

const COMMAND_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 2000;
const MAX_BACKOFF_MS = 2000;
/** What a client is told to wait when Redis is away: about one reconnect attempt. */
const RETRY_AFTER_SECONDS = 5;

export const redisUnavailable = () =>
  new AppError(503, 'service_unavailable', 'This service is briefly unavailable. Please try again in a few seconds.', undefined, RETRY_AFTER_SECONDS);

/** Runs a Redis command; any failure (Redis down, timed out) becomes 503 service_unavailable. */
export async function orUnavailable<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch {
    throw redisUnavailable();
  }
}

/** 'connection refused' rather than 'connect ECONNREFUSED 127.0.0.1:6390'. */
export function redisErrorReason(error: Error): string {
  return networkErrorReason((error as NodeJS.ErrnoException).code) ?? error.message;
}

function endpoint(url: string) {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || 6379}`;
}

/**
 * Connects to REDIS_URL and resolves once it answers; an unreachable Redis fails with a ConfigError
 * (one line at start-up) instead of retrying in the background.
 */
export async function connectRedis(url: string, prefix: string, log: FastifyBaseLogger): Promise<RedisConnection> {
  const where = endpoint(url);
  const clients: Redis[] = [];
  let outage = false;
  let closed = false;
  let firstError: Error | undefined;

  const open = ({ enableOfflineQueue = false } = {}) => {
    const client = new Redis(url, {
      keyPrefix: prefix,
      lazyConnect: true,
      enableOfflineQueue,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: CONNECT_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 100, MAX_BACKOFF_MS),
    });
    client.on('error', (error: Error) => {
      firstError ??= error;
      if (outage || closed || clients.length === 0) return;
      outage = true;
      log.warn(`Redis at ${where} is unreachable (${redisErrorReason(error)}); retrying, and answering 503 where it is needed`);
    });
    client.on('ready', () => {
      if (outage && clients.every((c) => c.status === 'ready')) {
        outage = false;
        log.info(`Redis at ${where} is reachable again`);
      }
    });
    return client;
  };

  const commands = open();
  try {
    await commands.connect();
  } catch (error) {
    commands.disconnect();
    throw new ConfigError(`REDIS_URL: cannot connect to ${where} (${redisErrorReason(firstError ?? (error as Error))})`);
  }
  clients.push(commands);

  return {
    commands,
    subscriber() {
      // Its only commands are (un)subscriptions: queueing them until it connects is what is wanted.
      const subscriber = open({ enableOfflineQueue: true });
      clients.push(subscriber);
      subscriber.connect().catch(() => undefined); // reported by its error listener; it keeps retrying
      return subscriber;
    },
    prefix,
    state: () => (closed ? 'closed' : clients.every((c) => c.status === 'ready') ? 'ready' : 'down'),
    async ping(timeoutMs) {
      await withTimeout(commands.ping(), timeoutMs, 'Redis ping');
    },
    async close() {
      closed = true;
      await Promise.all(clients.map((c) => (c.status === 'ready' ? c.quit().catch(() => c.disconnect()) : c.disconnect())));
    },
  };
}
