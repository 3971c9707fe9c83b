import { createHash } from 'node:crypto';
import type { Database } from './client.ts';

/**
 * The name to prepare a query under when its best plan depends on the values (a substring of 40% or
 * 0.3% of the reviews): PostgreSQL then plans it for the values on every run, where a
 * named statement could settle on one generic plan (seen: 3.4 ms instead of 0.3 for a filter combination).
 */
export const PLAN_EACH_RUN = '';

/**
 * Hot reads as drizzle prepared queries, built with placeholders once per database handle and shape
 * (what their SQL text depends on: the sort, which filters are set, a cursor or not) and afterwards
 * only executed. Building a wide select costs drizzle more CPU than PostgreSQL spends running it:
 * a review's detail went from 2,600 to about 7,500 requests/s on two cores once it was no longer
 * rebuilt per request. `build` gets a statement name unique to the shape (PostgreSQL allows 63 characters), so
 * PostgreSQL parses the statement once per connection and may keep its plan; or it prepares under
 * PLAN_EACH_RUN. A transaction's handle is a new object, so it builds its own (rare for reads).
 */
export function preparedQueries<Shape, Query>(
  kind: string,
  keyOf: (shape: Shape) => string,
  build: (db: Database, shape: Shape, name: string) => Query,
): (db: Database, shape: Shape) => Query {
  const byDatabase = new WeakMap<Database, Map<string, Query>>();
  return (db, shape) => {
    let queries = byDatabase.get(db);
    if (!queries) byDatabase.set(db, (queries = new Map()));
    const key = keyOf(shape);
    let query = queries.get(key);
    if (!query) {
      const name = `${kind}:${createHash('sha256').update(key).digest('base64url').slice(0, 16)}`;
      queries.set(key, (query = build(db, shape, name)));
    }
    return query;
  };
}

/** A prepared query of one shape. */
export function preparedQuery<Query>(kind: string, build: (db: Database, name: string) => Query): (db: Database) => Query {
  const queries = preparedQueries(kind, () => 'only', (db, _shape: null, name) => build(db, name));
  return (db) => queries(db, null);
}
