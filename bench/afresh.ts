// `npm run bench:afresh -- [--db pglite|postgres] [--times 8]`: each scorecard page read afresh, one
// request at a time, as the first request after a write reads it (every kept answer dropped before
// each request). Prints the median and the fastest in ms. Run `npm run bench -- --db …` once first.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { INSIGHTS_CHANNEL } from '../apps/server/src/modules/insights/insights.routes.ts';
import { openBenchDatabase, sampleFixtures, type DbKind } from './prepare.ts';
import { median } from './web/metrics.ts';

const { values: args } = parseArgs({ options: { db: { type: 'string', default: 'pglite' }, times: { type: 'string', default: '8' } }, strict: true });
const times = Number(args.times);
const { config, database } = await openBenchDatabase(args.db as DbKind);
const app = await buildApp({ config, database });
const fixtures = await sampleFixtures(database.db);
const pages = {
  overview: '/api/insights',
  'busiest operator': `/api/insights/operators/${fixtures.busiestOperatorSlug}`,
  'busiest route': `/api/insights/routes/${fixtures.busiestRouteId}`,
  'busiest stop': `/api/insights/stops/${fixtures.busiestStopId}`,
};
try {
  console.log('| page | median ms | fastest ms |\n|---|---:|---:|');
  for (const [name, url] of Object.entries(pages)) {
    const spent: number[] = [];
    for (let i = 0; i < times; i += 1) {
      await database.db.execute(sql`select pg_notify(${INSIGHTS_CHANNEL}, '')`);
      await new Promise((resolve) => setTimeout(resolve, 50)); // the notice reaches the change watch
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url });
      spent.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    }
    console.log(`| ${name} | ${median(spent).toFixed(0)} | ${Math.min(...spent).toFixed(0)} |`);
  }
} finally {
  await app.close();
}
