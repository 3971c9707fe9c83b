import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type { PgliteSession, PglitePreparedQuery } from 'drizzle-orm/pglite';
import type { Database } from './client.ts';
import { createStatementNames } from './named-statements.ts';
import { PLAN_EACH_RUN } from './prepared-queries.ts';

type Serialize = ((value: unknown) => string) | undefined;
/** What PREPARE accepts; anything else (a SET, DDL) runs as it is. */
const PREPARABLE = /^\s*(select|insert|update|delete|with|values)\b/i;
/** What drizzle's prepared queries call on their client. */
export type StatementClient = Pick<PGlite, 'query'>;

/**
 * `value` as an SQL literal holding the text PGlite's query() would bind for its parameter (its type's
 * serializer, else toString). Doubling the quotes is enough: standard_conforming_strings is on.
 */
export function literal(value: unknown, serialize?: Serialize): string {
  if (value === null || value === undefined) return 'null';
  const text = serialize ? serialize(value) : String(value as string);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * A client that runs each repeated statement as a prepared statement, as named-statements.ts does on
 * PostgreSQL. PGlite's query() has no named statements: it parses and plans every statement afresh,
 * which for a review's detail (four joins, five subqueries) is most of its cost: 2.6 ms a run, 0.7 once
 * prepared. So a statement is PREPAREd once, by its text, and then run as EXECUTE with its values as
 * literals: parsed once, and its plan kept once PostgreSQL finds a generic one as good. Texts `nameOf`
 * leaves unnamed (too long, or past the cap) and other commands run as before. The names are the
 * PGlite instance's: one such client per instance.
 */
export function preparingClient(client: PGlite, nameOf = createStatementNames()): StatementClient {
  /** Each prepared text's parameters' serializers. */
  const statements = new Map<string, Promise<Serialize[]>>();
  const prepare = async (text: string, name: string): Promise<Serialize[]> => {
    const { queryParams } = await client.describeQuery(text);
    await client.exec(`prepare ${name} as ${text}`);
    return queryParams.map((param) => param.serializer as Serialize);
  };
  const serializersOf = (text: string, name: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statements.set(text, (statement = prepare(text, name)));
      // A statement that failed to prepare fails again next time, with its own error.
      statement.catch(() => statements.delete(text));
    }
    return statement;
  };
  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      const name = PREPARABLE.test(text) ? nameOf(text) : undefined;
      if (!name) return client.query<T>(text, params, options);
      const serializers = await serializersOf(text, name);
      const values = params.map((value, i) => literal(value, serializers[i]));
      // EXECUTE takes no parentheses without values.
      return client.query<T>(values.length > 0 ? `execute ${name}(${values.join(', ')})` : `execute ${name}`, [], options);
    },
  };
}

/**
 * Runs `db`'s queries outside transactions through preparingClient, but those prepared under
 * PLAN_EACH_RUN, which must stay planned for their values. drizzle's PGlite session drops the name a
 * query is prepared under, so its prepareQuery is wrapped here, where the name is still known.
 * Transactions keep PGlite's own client: the statements run inside them are few and mostly writes.
 */
export function prepareRepeatedStatements(db: Database, client: PGlite): void {
  const statements = preparingClient(client);
  const session = (db as unknown as { session: PgliteSession<Record<string, unknown>, never> }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (...args: Parameters<typeof prepareQuery>) => {
    const prepared = prepareQuery(...args);
    const name = args[2];
    if (name !== PLAN_EACH_RUN) (prepared as unknown as { client: StatementClient }).client = statements;
    return prepared as PglitePreparedQuery<never>;
  };
}
