import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, hasRedisServer, startRedisServer } from '../../test/redis-server.ts';
import { ConfigError } from '../config.ts';
import { connectRedis, type RedisConnection } from './redis.ts';

/** A logger that keeps its lines, as Fastify's own logger writes them. */
function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { log: Fastify({ logger: { level: 'info', stream } }).log, lines };
}

describe('connecting to Redis', () => {
  it('fails with one line naming REDIS_URL when nothing answers', async () => {
    const port = await freePort();
    const attempt = connectRedis(`redis://127.0.0.1:${port}`, 'suara-test:', recordingLogger().log);
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(`REDIS_URL: cannot connect to 127.0.0.1:${port} (connection refused)`);
  });
});

describe.runIf(hasRedisServer)('a Redis outage', () => {
  let server: Awaited<ReturnType<typeof startRedisServer>>;
  let redis: RedisConnection;
  const { log, lines } = recordingLogger();

  beforeAll(async () => {
    server = await startRedisServer();
    redis = await connectRedis(server.url, 'suara-test:', log);
    redis.subscriber();
    await vi.waitFor(() => expect(redis.state()).toBe('ready'));
  });
  afterAll(async () => {
    await redis.close();
    await server.stop();
  });

  it('puts every key under the prefix', async () => {
    await redis.commands.set('greeting', 'hello');
    const plain = new Redis(server.url);
    expect(await plain.get('suara-test:greeting')).toBe('hello');
    plain.disconnect();
  });

  it('fails commands at once, logs one line per outage however often it retries, and recovers', async () => {
    await server.stop();
    await vi.waitFor(() => expect(redis.state()).toBe('down'));
    // Several reconnect attempts go by (100, 200, 300… ms apart).
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(redis.commands.get('greeting')).rejects.toThrow();
    await expect(redis.ping(1000)).rejects.toThrow();
    const warnings = lines.filter((l) => l.level >= 40);
    expect(warnings.map((l) => l.msg)).toEqual([`Redis at ${server.url.slice('redis://'.length)} is unreachable (connection refused); retrying, and answering 503 where it is needed`]);

    await server.start();
    await vi.waitFor(() => expect(redis.state()).toBe('ready'), { timeout: 5000 });
    await redis.ping(1000);
    expect(lines.at(-1)?.msg).toMatch(/is reachable again$/);
    expect(lines.filter((l) => l.level >= 40)).toHaveLength(1);
  });

  it('says it is closed once closed', async () => {
    const other = await connectRedis(server.url, `suara-test:${randomUUID()}:`, log);
    await other.close();
    expect(other.state()).toBe('closed');
  });
});
