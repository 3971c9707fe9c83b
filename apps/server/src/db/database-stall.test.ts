import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { adminQuery, withDatabase } from '../../test/test-database.ts';
import { startStallingProxy, type StallingProxy } from '../../test/stalling-proxy.ts';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { TimeoutError } from '../lib/with-timeout.ts';
import { reviewOptionIndex } from '../modules/reviews/review-options.cache.ts';
import { createReviewTrendingService, RANKING_TIMEOUT_MS } from '../modules/reviews/reviews-trending.service.ts';
import { watchPostgresChannel } from './change-watch.ts';
import { openPostgres, PING_TIMEOUT_MS } from './client.ts';
import { openConfiguredDatabase } from './open-database.ts';

// The network between the app and PostgreSQL drops every packet (a proxy that stops forwarding),
// then heals: nothing may wait for ever, and the same process must answer again afterwards.
const postgres = inject('postgresTemplate');
let proxy: StallingProxy | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  // The proxy first: closing it ends the connections a stall left waiting, so the pools can close.
  await proxy?.close();
  for (const close of closers.splice(0).reverse()) await close();
  await dropDatabase?.();
  proxy = dropDatabase = undefined;
});

/** A fresh copy of the template database, reached through a proxy that can be told to stall. */
async function databaseBehindProxy(): Promise<{ proxy: StallingProxy; url: string }> {
  const name = `suara_stall_${randomBytes(6).toString('hex')}`;
  await adminQuery(postgres!.url, `create database ${name} template ${postgres!.database}`);
  dropDatabase = () => adminQuery(postgres!.url, `drop database if exists ${name} with (force)`);
  const target = new URL(postgres!.url);
  proxy = await startStallingProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(withDatabase(postgres!.url, name));
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return { proxy, url: url.toString() };
}

/** The answer, or a failure naming the request if it is still waiting after `ms`: the bug is a wait with no end. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: still waiting after ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

describe.runIf(postgres)('a database that stops answering', { timeout: 60_000 }, () => {
  it('answers 503 while it is stalled and 200 again once it answers, in the same process', async () => {
    const { proxy, url } = await databaseBehindProxy();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-stall-'));
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      DATABASE_CONNECT_TIMEOUT_MS: '500',
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
    });
    const database = await openConfiguredDatabase(config, 'stall test');
    closers.push(async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    const app = await buildApp({ config, database });
    closers.push(() => app.close());
    // Nothing is cached yet: the first reads of the review options and the ranking are the ones that stall.
    const urls = ['/api/reviews', '/api/reviews/map?bbox=101.55,3.0,101.75,3.2&zoom=12', '/api/reviews/trending'];
    const ask = () => Promise.all(urls.map((u) => within(10_000, u, app.inject({ method: 'GET', url: u }))));

    proxy.stall();
    for (const res of await ask()) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ error: { code: 'service_unavailable' } });
      expect(res.headers['retry-after']).toBe('5');
    }

    proxy.resume();
    for (const res of await ask()) expect(res.statusCode, res.body).toBe(200);
  });

  it("stops keeping what a channel's notices guard while its connection is cut off, and listens again once it answers", async () => {
    const { proxy, url } = await databaseBehindProxy();
    const watch = await watchPostgresChannel(() => new pg.Client({ connectionString: url, connectionTimeoutMillis: 500 }), 'stall_test', undefined, { everyMs: 100, timeoutMs: 300 });
    closers.push(() => watch.close());
    const before = watch.version();
    expect(before).toEqual(expect.any(Number));

    // Nothing closes: only the unanswered heartbeat tells that notices could be lost.
    proxy.stall();
    await vi.waitFor(() => expect(watch.version()).toBeNull(), { timeout: 5_000 });
    proxy.resume();
    await vi.waitFor(() => expect(watch.version()).toBeGreaterThan(before!), { timeout: 15_000 });
  });

  it('bounds the shared reads and the ping even when the driver itself would wait for ever', async () => {
    const { proxy, url } = await databaseBehindProxy();
    const patient = await openPostgres(url, { connectMs: 600_000, statementMs: 3_600_000, idleInTransactionMs: 3_600_000 });
    closers.push(() => patient.close());
    const trending = createReviewTrendingService({ db: patient.db, rankingSize: 5, refreshMs: 60_000 });
    await patient.ping();

    proxy.stall();
    // Its own bound (PING_TIMEOUT_MS) rejects it, not the test's.
    await expect(within(5000, 'ping', patient.ping())).rejects.toThrow(new TimeoutError('database ping', PING_TIMEOUT_MS));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const options = reviewOptionIndex(patient.db);
      const ranking = trending.trending(5);
      const failures = Promise.allSettled([options, ranking]);
      await vi.advanceTimersByTimeAsync(RANKING_TIMEOUT_MS);
      for (const result of await failures) expect(result).toMatchObject({ status: 'rejected', reason: expect.any(TimeoutError) });
    } finally {
      vi.useRealTimers();
    }

    // The stalled reads were dropped: these start again on new connections, which answer.
    proxy.resume();
    expect((await within(10_000, 'review options', reviewOptionIndex(patient.db))).byId.size).toBeGreaterThan(0);
    expect(await within(10_000, 'trending', trending.trending(5))).toEqual({ items: expect.any(Array) });
    await within(10_000, 'ping', patient.ping());
  });
});
