import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';

const CHANNEL = 'change_watch_test';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const notify = (payload: string) => database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);

describe('database.watch', () => {
  it('moves its version with each notice, tells the listener the payload, and stops when closed', async () => {
    const heard: string[] = [];
    const watch = await database.watch(CHANNEL, (payload) => heard.push(payload));
    const start = watch.version()!;
    expect(start).toEqual(expect.any(Number));
    await notify('one');
    await notify('two');
    await vi.waitFor(() => expect(heard).toEqual(['one', 'two']));
    expect(watch.version()).toBe(start + 2);

    await watch.close();
    expect(watch.version()).toBeNull();
    await notify('three');
    // A later watch hears it; the closed one heard nothing more.
    const later = await database.watch(CHANNEL, (payload) => heard.push(`later:${payload}`));
    await notify('four');
    await vi.waitFor(() => expect(heard).toContain('later:four'));
    expect(heard).toEqual(['one', 'two', 'later:four']);
    await later.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, has no version while its connection is lost, and a new one once it listens again', async () => {
    const heard: string[] = [];
    const watch = await database.watch(CHANNEL, (payload) => heard.push(payload));
    const before = watch.version()!;
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = ${`LISTEN "${CHANNEL}"`}`,
    );
    // The version is gone at once; notices sent meanwhile may be lost, so what was kept must go.
    await vi.waitFor(() => expect(watch.version()).toBeNull(), { interval: 5 });
    await vi.waitFor(() => expect(watch.version()).toBeGreaterThan(before), { timeout: 5000 });
    await notify('after');
    await vi.waitFor(() => expect(heard).toEqual(['after']));
    await watch.close();
  });
});
