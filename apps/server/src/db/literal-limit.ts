import { sql, type Placeholder } from 'drizzle-orm';

/**
 * A LIMIT written into the statement's text instead of sent as a parameter. A named statement whose
 * row count is a parameter is planned as if it might read every row, a plan PostgreSQL rejects for a
 * feed page, so it plans the statement again on every run (about 1 ms of a list's 1.2); with the count
 * in the text it keeps one plan per page size. Only whole numbers reach the text.
 */
export function literalLimit(rows: number): Placeholder {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`literalLimit: ${rows} is not a row count`);
  // drizzle writes a SQL object given as the limit as it is (PgDialect.buildSelectQuery).
  return sql.raw(String(rows)) as unknown as Placeholder;
}
