// `npm run bench:explain [-- --only name,name]`: the PostgreSQL plan of every read the benchmark makes.
// Each request goes through the real app (buildApp + inject) on the bench database; the pg driver's
// queries are captured on their way out and replayed, in one rolled-back transaction, with their
// settings, the reads as EXPLAIN (ANALYZE, BUFFERS OFF, COSTS OFF, SUMMARY), then a table of each
// scenario's slowest statement. Run `npm run bench -- --db postgres` once first: it makes the database.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { captureQueries, inProcessApp, TRANSACTION_CONTROL } from './capture-sql.ts';
import { POSTGRES_URL } from './prepare.ts';

const { values: args } = parseArgs({ options: { only: { type: 'string' } }, strict: true });
const only = args.only?.split(',').map((name) => name.trim().toLowerCase());

const { app, database, get, scenarios, dropKeptAnswers } = await inProcessApp('bench:explain', only);

const replay = new pg.Client({ connectionString: POSTGRES_URL });
await replay.connect();
const isReadStatement = (text: string) => /^\s*(select|with)\b/i.test(text);
const milliseconds = (plan: string[], label: string) => Number(plan.find((line) => line.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? 0);

type Slowest = { scenario: string; statements: number; planning: number; execution: number; top: string };
const slowest: Slowest[] = [];

try {
  for (const scenario of scenarios()) {
    // So that the scorecards' statements are planned too.
    await dropKeptAnswers();
    const url = scenario.path({});
    const { result: res, queries } = await captureQueries(() => get(url));
    console.log(`## ${scenario.name}\n\nGET ${decodeURIComponent(url)} → ${res.status}\n`);
    const worst: Slowest = { scenario: scenario.name, statements: 0, planning: 0, execution: 0, top: '' };
    await replay.query('begin');
    try {
      for (const query of queries) {
        if (TRANSACTION_CONTROL.test(query.text)) continue;
        if (!isReadStatement(query.text)) {
          await replay.query(query.text, query.values);
          continue;
        }
        // A statement of settings (set_config …) runs under EXPLAIN ANALYZE too, so they apply to the replay.
        const plan = (await replay.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers off, costs off, summary) ${query.text}`, query.values)).rows.map(
          (row) => row['QUERY PLAN'],
        );
        console.log(['```', ...plan, '```', ''].join('\n'));
        worst.statements += 1;
        const [planning, execution] = [milliseconds(plan, 'Planning Time'), milliseconds(plan, 'Execution Time')];
        if (execution > worst.execution) Object.assign(worst, { planning, execution, top: plan[0]!.trim() });
      }
    } finally {
      await replay.query('rollback');
    }
    slowest.push(worst);
  }
  console.log('## Each scenario\'s slowest statement\n');
  console.log('| scenario | statements | slowest: execution ms | its planning ms | its plan’s top |\n| --- | ---: | ---: | ---: | --- |');
  for (const { scenario, statements, planning, execution, top } of slowest) {
    console.log(`| ${scenario} | ${statements} | ${execution.toFixed(3)} | ${planning.toFixed(3)} | ${top.replace(/\|/g, '\\|').replace(/\s+\(actual.*$/, '')} |`);
  }
  const over = slowest.filter((row) => row.execution > 50).map((row) => row.scenario);
  console.log(`\nStatements over 50 ms: ${over.length > 0 ? over.join(', ') : 'none'}.`);
} finally {
  await replay.end();
  await app.close();
  await database.close();
}
