// What the app sends to PostgreSQL for one request: the pg driver's queries captured on their way
// out (transactions and settings included), for bench:explain's plans and --vs-pgbench's scripts,
// and the real app in this process to send them.
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { countDemoReviews } from '../apps/server/src/db/seed/demo/writer.ts';
import { openBenchDatabase, POSTGRES_DATABASE, removeWritersWork, sampleFixtures } from './prepare.ts';
import { buildScenarios, findPointsBox, firstCursor, isRead, type Get } from './scenarios.ts';

/** A query as the driver got it; `named` when it went as a named prepared statement, whose plan PostgreSQL may keep. */
export type Captured = { text: string; values: unknown[]; named: boolean };

let captured: Captured[] | undefined;
const sendQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...params: unknown[]) {
  const [query, values] = params as [string | { text: string; values?: unknown[]; name?: string }, unknown[] | undefined];
  captured?.push(
    typeof query === 'string' ? { text: query, values: values ?? [], named: false } : { text: query.text, values: values ?? query.values ?? [], named: Boolean(query.name) },
  );
  return (sendQuery as (...p: unknown[]) => unknown).apply(this, params);
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
 * writers' work removed), with `npm run bench`'s read scenarios whose name contains one of `only`.
 * Exits when there is no demo data yet.
 */
export async function inProcessReads(command: string, only: readonly string[] | undefined) {
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
  const fixtures = { ...(await sampleFixtures(database.db)), writerTokens: [] };
  const scenarios = buildScenarios(fixtures, { pointsBox: await findPointsBox(get) }, await firstCursor(get)).filter(
    (s) => isRead(s) && (!only || only.some((name) => s.name.toLowerCase().includes(name))),
  );
  return { app, database, get, scenarios, reviews };
}
