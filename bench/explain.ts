// `npm run bench:explain [-- --only name,name]`: the PostgreSQL plan of every read the benchmark makes.
// Each request goes through the real app (buildApp + inject) on the bench database; the pg driver's
// queries are captured on their way out and replayed, in one rolled-back transaction, with their
// settings, the reads as EXPLAIN (ANALYZE, BUFFERS OFF, COSTS OFF, SUMMARY). Run `npm run bench -- --db
// postgres` once first: it makes the database.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { countDemoReviews } from '../apps/server/src/db/seed/demo/writer.ts';
import { openBenchDatabase, POSTGRES_DATABASE, POSTGRES_SERVER, removeWritersWork, sampleFixtures } from './prepare.ts';
import { buildScenarios, findPointsBox, firstCursor, isRead, type Get } from './scenarios.ts';

type Captured = { text: string; values: unknown[] };

const { values: args } = parseArgs({ options: { only: { type: 'string' } }, strict: true });
const only = args.only?.split(',').map((name) => name.trim().toLowerCase());

// The driver's own entry point: everything the app sends, transactions and settings included.
let captured: Captured[] | undefined;
const sendQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...params: unknown[]) {
  const [query, values] = params as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  captured?.push(typeof query === 'string' ? { text: query, values: values ?? [] } : { text: query.text, values: values ?? query.values ?? [] });
  return (sendQuery as (...p: unknown[]) => unknown).apply(this, params);
} as typeof sendQuery;

const { config, database } = await openBenchDatabase('postgres');
if (database.kind !== 'postgres' || (await countDemoReviews(database.db)) === 0) {
  console.error(`bench:explain: no demo data in ${POSTGRES_DATABASE}; run npm run bench -- --db postgres first.`);
  await database.close();
  process.exit(1);
}

// The plans of the demo data: the newest reviews must not be those the create scenario wrote.
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

const replay = new pg.Client({ connectionString: `${POSTGRES_SERVER}/${POSTGRES_DATABASE}` });
await replay.connect();
const touchesReviews = (text: string) => /\bfrom\s+"?reviews"?(\s|$)/i.test(text);
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

try {
  for (const scenario of scenarios) {
    const url = scenario.path();
    captured = [];
    const res = await get(url);
    const queries = captured;
    captured = undefined;
    console.log(`## ${scenario.name}\n\nGET ${decodeURIComponent(url)} → ${res.status}\n`);
    await replay.query('begin');
    try {
      for (const query of queries) {
        if (TRANSACTION_CONTROL.test(query.text)) continue;
        if (!touchesReviews(query.text)) {
          // Settings the app makes for its query (set_config …) apply to the replay too.
          await replay.query(query.text, query.values);
          continue;
        }
        const plan = await replay.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers off, costs off, summary) ${query.text}`, query.values);
        console.log(['```', ...plan.rows.map((row) => row['QUERY PLAN']), '```', ''].join('\n'));
      }
    } finally {
      await replay.query('rollback');
    }
  }
} finally {
  await replay.end();
  await app.close();
  await database.close();
}
