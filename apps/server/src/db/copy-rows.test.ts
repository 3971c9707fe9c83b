import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { copyValue, encodeCopy, runCopy } from './copy-rows.ts';
import { rowsOf } from './rows-of.ts';

const probe = pgTable('copy_probe', {
  id: uuid('id').primaryKey(),
  note: text('note'),
  count: integer('count'),
  ratio: doublePrecision('ratio'),
  flag: boolean('flag'),
  at: timestamp('at', { withTimezone: true }),
});

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** Runs `body` in a transaction holding an empty probe table, dropped when the transaction ends. */
async function withProbe<T>(body: (tx: Database) => Promise<T>): Promise<T> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(
      sql`create temp table copy_probe (id uuid primary key, note text, count integer, ratio double precision, flag boolean, at timestamptz) on commit drop`,
    );
    return body(tx);
  });
}

const AWKWARD = ['tab\there', 'two\nlines', 'carriage\rreturn', 'back\\slash', '\\N', '\\.', '', 'Jalan Tun Razak — 東 🚌', ' spaces '];

describe('COPY in the text format', () => {
  it('writes awkward text, nulls, numbers, booleans and times exactly', async () => {
    const at = new Date('2026-11-28T01:02:03.456Z');
    const rows = AWKWARD.map((note, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      note,
      count: i - 4,
      ratio: i / 7,
      flag: i % 2 === 0,
      at: new Date(at.getTime() + i),
    }));
    rows.push({ id: '00000000-0000-4000-8000-999999999999', note: null as unknown as string, count: null as unknown as number, ratio: -0.5, flag: null as unknown as boolean, at: null as unknown as Date });
    const read = await withProbe(async (tx) => {
      await runCopy(tx, encodeCopy(probe, rows)!);
      return rowsOf<{ id: string; note: string | null; count: number | null; ratio: number; flag: boolean | null; at: string | null }>(
        tx,
        sql`select id, note, count, ratio, flag, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from copy_probe order by id`,
      );
    });
    expect(read).toEqual(rows.map((row) => ({ ...row, at: row.at ? row.at.toISOString() : null })));
  });

  it('names only the columns the first row sets, and sends nothing for no rows', () => {
    const copy = encodeCopy(probe, [{ id: '00000000-0000-4000-8000-000000000001', note: 'a' }]);
    expect(copy).toEqual({ statement: 'copy "copy_probe" ("id", "note") from', text: '00000000-0000-4000-8000-000000000001\ta\n' });
    expect(encodeCopy(probe, [])).toBeUndefined();
  });

  it('refuses a value it has no text for rather than writing [object Object]', () => {
    expect(() => copyValue({ a: 1 })).toThrow(TypeError);
    expect(() => copyValue([1, 2])).toThrow(TypeError);
  });

  it("rejects with PostgreSQL's error when a row breaks a key, and the connection stays usable", async () => {
    const id = '00000000-0000-4000-8000-000000000007';
    await expect(
      withProbe((tx) =>
        runCopy(
          tx,
          encodeCopy(probe, [
            { id, note: 'first' },
            { id, note: 'again' },
          ])!,
        ),
      ),
    ).rejects.toMatchObject({ code: '23505' });
    const [row] = await rowsOf<{ one: number }>(handle.db, sql`select 1 as one`);
    expect(row).toEqual({ one: 1 });
  });
});
