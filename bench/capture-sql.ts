// What the app sends to PostgreSQL for one request: the pg driver's queries captured on their way
// out (transactions and settings included), for bench:explain's plans and --vs-pgbench's scripts,
// and the real app in this process to send them.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { INSIGHTS_CHANNEL } from '../apps/server/src/modules/insights/insights.routes.ts';
import { countDemoReviews } from '../apps/server/src/db/seed/demo/writer.ts';
import { outgoing, type RequestContext, type Scenario, type ScenarioRequest } from './load.ts';
import type { Captured } from './pgbench-script.ts';
import { openBenchDatabase, POSTGRES_DATABASE, removeWritersWork, sampleFixtures } from './prepare.ts';
import { buildScenarios, findPointsBox, firstCursor, isRead, type Get } from './scenarios.ts';

let captured: Captured[] | undefined;
const sendQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...params: unknown[]) {
  if (!captured) return (sendQuery as (...p: unknown[]) => unknown).apply(this, params);
  const [query, values] = params as [string | { text: string; values?: unknown[]; name?: string }, unknown[] | undefined];
  const entry: Captured =
    typeof query === 'string' ? { text: query, values: values ?? [], named: false } : { text: query.text, values: values ?? query.values ?? [], named: Boolean(query.name) };
  captured.push(entry);
  // What came back, by column, so a replay can pass a returned id on. A pool's query comes with a
  // callback; the client's own answers a promise; a COPY stream, neither.
  const keep = ({ fields, rows }: pg.QueryResult<unknown[] | Record<string, unknown>>) => {
    const columns = fields.map((field) => field.name);
    entry.returned = { columns, rows: rows.map((row) => (Array.isArray(row) ? row : columns.map((column) => row[column]))) };
  };
  const last = params.at(-1);
  if (typeof last === 'function') {
    params[params.length - 1] = (error: unknown, result: pg.QueryResult) => {
      if (!error) keep(result);
      (last as (error: unknown, result: pg.QueryResult) => void)(error, result);
    };
  }
  const sent = (sendQuery as (...p: unknown[]) => unknown).apply(this, params);
  if (sent instanceof Promise) sent.then(keep, () => undefined); // the caller gets the error
  return sent;
} as typeof sendQuery;

/** Runs `request` and answers its result with every query sent meanwhile, in order. */
export async function captureQueries<T>(request: () => Promise<T>): Promise<{ result: T; queries: Captured[] }> {
  captured = [];
  try {
    const result = await request();
    return { result, queries: captured };
  } finally {
    captured = undefined;
  }
}

export const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/**
 * The real app in this process on the PostgreSQL bench database (its demo data only: the bench
 * writers' work removed), with `npm run bench`'s scenarios whose name contains one of `only`: the
 * reads, and with `writerTokens` the writes too, as those writers. Exits when there is no demo data yet.
 */
export async function inProcessApp(command: string, only: readonly string[] | undefined) {
  const { config, database } = await openBenchDatabase('postgres');
  const reviews = await countDemoReviews(database.db);
  if (database.kind !== 'postgres' || reviews === 0) {
    console.error(`${command}: no demo data in ${POSTGRES_DATABASE}; run npm run bench -- --db postgres first.`);
    await database.close();
    process.exit(1);
  }
  // The newest reviews must be the demo's, not those the create scenario wrote.
  await removeWritersWork(database.db);
  const app = await buildApp({ config, database });
  const get: Get = async (url) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, json: () => res.json() };
  };
  const fixtures = await sampleFixtures(database.db);
  const [boxes, cursor] = [{ pointsBox: await findPointsBox(get) }, await firstCursor(get)];
  const scenarios = (writerTokens: string[] = []): Scenario[] =>
    buildScenarios({ ...fixtures, writerTokens }, boxes, cursor).filter(
      (s) => (writerTokens.length > 0 || isRead(s)) && (!only || only.some((name) => s.name.toLowerCase().includes(name))),
    );
  /** `request` through the app, as autocannon would send it on a connection with `context`. */
  const send = (request: ScenarioRequest, context: RequestContext = {}) => {
    const { path, ...rest } = outgoing(request, context);
    return app.inject({ url: path, ...rest });
  };
  /** Kept scorecard answers are read afresh once the data changes: says it has, so the next request reads everything. */
  const dropKeptAnswers = async () => {
    await database.db.execute(sql`select pg_notify(${INSIGHTS_CHANNEL}, '')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  };
  return { app, database, get, send, scenarios, reviews, dropKeptAnswers };
}
