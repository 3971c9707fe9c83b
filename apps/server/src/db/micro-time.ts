import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A timestamptz as UTC text to the microsecond, for keyset cursors: a JS Date keeps milliseconds
 * only, so a cursor made from one would repeat or skip rows written in the same millisecond.
 */
export const microText = (column: SQL | AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
