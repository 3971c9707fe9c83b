import pg from 'pg';

/** Longer texts are bulk inserts (the seed's thousand rows at a time), whose shape seldom repeats. */
export const NAMED_TEXT_MAX = 8_000;
/** Distinct statements named per process, so each connection prepares no more than this many. */
export const NAMED_STATEMENTS_MAX = 500;

/**
 * Names statements by their text: the same text always gets the same name, and once `max` texts are
 * named, new ones get none (run unnamed, as before) rather than evicting a name some connection holds.
 */
export function createStatementNames({ max = NAMED_STATEMENTS_MAX, textMax = NAMED_TEXT_MAX } = {}) {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    if (text.length > textMax) return undefined;
    let name = names.get(text);
    if (name === undefined && names.size < max) names.set(text, (name = `s${names.size + 1}`));
    return name;
  };
}

type QueryConfig = { text?: unknown; name?: unknown };
/** A plain query's config; not a Submittable such as a COPY stream, which must keep its own prototype. */
const isUnnamedConfig = (value: unknown): value is QueryConfig & { text: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueryConfig).text === 'string' &&
  (value as QueryConfig).name === undefined &&
  typeof (value as { submit?: unknown }).submit !== 'function';

/**
 * A pg client that runs each repeated statement as a named prepared statement, so PostgreSQL parses
 * it once per connection and can keep its plan. Planning, not running, is most of a review read's
 * cost: the detail query plans in about 0.3 ms and runs in 0.06 ms (four joins over a table with
 * seventeen indexes). Values stay parameters, so a statement's text is its shape, and the shapes are
 * few: the queries' code makes them. A pooler in transaction mode must carry named statements
 * (PgBouncer 1.21+ with max_prepared_statements; see docs/operations.md).
 */
export function namedStatementClient(nameOf: (text: string) => string | undefined): typeof pg.Client {
  return class NamedStatementClient extends pg.Client {
    // pg's overloads cannot be restated in a subclass; the arguments pass through untouched but for the name.
    override query(...args: unknown[]): never {
      const [config] = args;
      if (isUnnamedConfig(config)) {
        const name = nameOf(config.text);
        // A copy: drizzle reuses its config objects.
        if (name) args[0] = { ...config, name };
      }
      return (super.query as (...rest: unknown[]) => never)(...args);
    }
  };
}
