// `npm run bench:explain [-- --only name,name]`: the PostgreSQL plan of every read the benchmark makes.
// Each request goes through the real app (buildApp + inject) on the bench database; the pg driver's
// queries are captured on their way out and replayed, in one rolled-back transaction, with their
// settings, the reads as EXPLAIN (ANALYZE, BUFFERS OFF, COSTS OFF, SUMMARY). Run `npm run bench -- --db
// postgres` once first: it makes the database.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { captureQueries, inProcessApp, TRANSACTION_CONTROL } from './capture-sql.ts';
import { POSTGRES_URL } from './prepare.ts';

const { values: args } = parseArgs({ options: { only: { type: 'string' } }, strict: true });
const only = args.only?.split(',').map((name) => name.trim().toLowerCase());

const { app, database, get, scenarios } = await inProcessApp('bench:explain', only);

const replay = new pg.Client({ connectionString: POSTGRES_URL });
await replay.connect();
const touchesReviews = (text: string) => /\bfrom\s+"?reviews"?(\s|$)/i.test(text);

try {
  for (const scenario of scenarios()) {
    const url = scenario.path({});
    const { result: res, queries } = await captureQueries(() => get(url));
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
