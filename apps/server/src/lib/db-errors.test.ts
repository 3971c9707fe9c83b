import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { databaseErrorReason, isDatabaseUnavailable } from './db-errors.ts';
import { TimeoutError } from './with-timeout.ts';

// The unreachable cases (refused, timed out, stalled, missing database or role) are met for real in
// db/open-database.test.ts and db/database-stall.test.ts; these are the errors that must stay bugs.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const failureOf = (query: Promise<unknown>) => query.then(() => expect.fail('the query succeeded'), (error: unknown) => error);

describe('isDatabaseUnavailable', () => {
  it('is false for a query the database refuses, which is a bug to report, not a wait', async () => {
    const error = await failureOf(database.db.execute(sql`select * from no_such_table`));
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(databaseErrorReason(error)).toBe('relation "no_such_table" does not exist');
  });

  it('is true for a timeout and for a statement the server cancelled', async () => {
    expect(isDatabaseUnavailable(new TimeoutError('ping', 1))).toBe(true);
    const cancelled = await failureOf(database.db.execute(sql`do $$ begin raise exception using errcode = 'query_canceled'; end $$`));
    expect(isDatabaseUnavailable(cancelled)).toBe(true);
  });
});
