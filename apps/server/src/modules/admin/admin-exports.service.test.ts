import { randomBytes } from 'node:crypto';
import { PassThrough, Readable, Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { users } from '../../db/schema/index.ts';
import type { TestApp } from '../users/users.test-support.ts';
import { createAdminExportsService } from './admin-exports.service.ts';
import { memoryCounterStore, RateLimiter } from '../../plugins/rate-limiter.ts';
import { createPollsService } from '../polls/polls.service.ts';
import { createAdminReportsService } from './admin-reports.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // Several batches of text that does not compress much, so the file is far bigger than the stream buffers.
  await t.db.insert(users).values(
    Array.from({ length: 5000 }, (_, i) => ({ name: `Penumpang ${i}`, username: `slow_${i}`, email: `slow${i}@example.my`, about: randomBytes(60).toString('hex') })),
  );
});
afterAll(() => t.close());

const reportsOver = (db: TestApp['db']) =>
  createAdminReportsService({
    db,
    polls: createPollsService({ db, limiter: new RateLimiter(memoryCounterStore()), voterSecret: 'exports-test-secret', rateLimitMultiplier: 1 }),
  });

/** The exports service over a database handle that counts the selects (each batch is one). */
function countingExports() {
  let selects = 0;
  const db = new Proxy(t.db, {
    get(target, property, receiver) {
      if (property === 'select') selects++;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { exports: createAdminExportsService({ db, reports: reportsOver(t.db) }), selects: () => selects };
}

describe('users.csv streaming', () => {
  it('reads the next batch only when the reader has taken the previous one', async () => {
    const { exports, selects } = countingExports();
    const source = Readable.from(exports.usersCsv(), { objectMode: false });
    // A reader that takes one chunk and then stalls.
    const stalled = new Writable({ write: () => undefined });
    source.pipe(stalled);
    await sleep(1000);
    expect(selects()).toBeLessThanOrEqual(2);

    // Another reader takes the rest: every batch is read then (the stalled one kept the first).
    source.unpipe(stalled);
    let rest = '';
    for await (const chunk of source) rest += String(chunk);
    expect(selects()).toBeGreaterThanOrEqual(6);
    // The 5,000 share one created_at (one statement): the keyset must still give each exactly once.
    const usernames = rest.match(/\bslow_\d+\b/g) ?? [];
    expect(new Set(usernames).size).toBe(usernames.length);
    expect(usernames.length).toBeGreaterThanOrEqual(4000);
  });
});

describe('full report streaming', () => {
  it('reads no further batches while the reader is not reading, and finishes once it reads', async () => {
    const { exports, selects } = countingExports();
    const output = new PassThrough();
    let finished = false;
    const writing = exports.writeFullReport(output).then(() => {
      finished = true;
    });

    await sleep(1500);
    expect(finished).toBe(false);
    // Of the six batches of users: the first, perhaps a second in flight, then it waits.
    expect(selects()).toBeLessThanOrEqual(2);
    expect(output.readableLength).toBeLessThan(256 * 1024);

    const chunks: Buffer[] = [];
    const ended = new Promise((resolve) => output.once('end', resolve));
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await Promise.all([writing, ended]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Users')!.rowCount).toBeGreaterThan(5000);
  });

  it('stops when the reader goes away', async () => {
    const exports = createAdminExportsService({ db: t.db, reports: reportsOver(t.db) });
    const output = new PassThrough();
    const writing = exports.writeFullReport(output);
    await sleep(300);
    output.destroy();
    await expect(writing).resolves.toBeUndefined();
  });
});
