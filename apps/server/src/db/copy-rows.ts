import { pipeline } from 'node:stream/promises';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from './client.ts';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const NEEDS_ESCAPE = /[\\\n\r\t]/;
const TO_ESCAPE = /[\\\n\r\t]/g;

/** One value in COPY's text format: `\N` for null; backslash, newline, carriage return and tab escaped. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return NEEDS_ESCAPE.test(value) ? value.replace(TO_ESCAPE, (c) => ESCAPES[c]!) : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`copyValue: no COPY text for a ${typeof value}`);
}

/** A PGlite connection: COPY reads its data from the blob given with the statement. */
type PgliteConnection = { query(text: string, params: unknown[], options: { blob: Blob }): Promise<unknown> };

/**
 * The connection drizzle holds for `tx`: a pg client, or PGlite's transaction. Drizzle has no public
 * way to it, and COPY is the one statement its API cannot send.
 */
function connectionOf(tx: Database): pg.ClientBase | PgliteConnection {
  return (tx as unknown as { session: { client: pg.ClientBase | PgliteConnection } }).session.client;
}

/** A COPY … FROM statement without its source, and its data in the text format. */
export type CopyIn = { statement: string; text: string };

/**
 * `rows` of `table` as one COPY, the columns being those the first row sets; undefined for no rows.
 * COPY skips the planner and the per-row work of an INSERT … SELECT: 200,000 demo reviews went in in
 * 6.4 s, against 17.7 s from json_populate_recordset.
 */
export function encodeCopy<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): CopyIn | undefined {
  if (rows.length === 0) return undefined;
  const first = rows[0] as Record<string, unknown>;
  const present = Object.entries(getTableColumns(table)).filter(([key]) => first[key] !== undefined);
  const keys = present.map(([key]) => key);
  let text = '';
  for (const row of rows as readonly Record<string, unknown>[]) {
    for (let i = 0; i < keys.length; i += 1) text += (i === 0 ? '' : '\t') + copyValue(row[keys[i]!]);
    text += '\n';
  }
  const columns = present.map(([, column]) => `"${column.name}"`).join(', ');
  return { statement: `copy "${getTableName(table)}" (${columns}) from`, text };
}

/** Sends `copy` on the connection of `tx`, which must be a transaction. Statement triggers fire once, as for one INSERT. */
export async function runCopy(tx: Database, copy: CopyIn): Promise<void> {
  const connection = connectionOf(tx);
  if (connection instanceof pg.Client) {
    await pipeline([copy.text], connection.query(copyFrom(`${copy.statement} stdin`)));
  } else {
    await connection.query(`${copy.statement} '/dev/blob'`, [], { blob: new Blob([copy.text]) });
  }
}
