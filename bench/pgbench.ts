// `npm run bench:pgbench -- [--only name,name] [--requests 20] [--duration 10] [--connections 50] [--rounds 2] [--port P]`:
// each read scenario of `npm run bench` against PostgreSQL replaying its own SQL. The SQL of
// `--requests` requests (the first asked afresh: kept insights answers are dropped first) is captured
// through the real app and written as pgbench scripts, one per request, values inlined; then, round
// after round in the same run, the API under load (autocannon, as `npm run bench`) and
// `pgbench -n -M prepared -j 2` on those scripts at the same connections. Prints API req/s, pgbench
// tps and their ratio (medians of the rounds). Run `npm run bench -- --db postgres` once first.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { INSIGHTS_CHANNEL } from '../apps/server/src/modules/insights/insights.routes.ts';
import { captureQueries, inProcessReads, type Captured } from './capture-sql.ts';
import { hideColons } from './pgbench-script.ts';
import { runScenario } from './load.ts';
import { benchEnv, POSTGRES_DATABASE, POSTGRES_SERVER } from './prepare.ts';
import { startServer } from './server.ts';
import { median } from './web/metrics.ts';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    requests: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '2' },
    port: { type: 'string', default: '3998' },
  },
  strict: true,
});
const only = args.only?.split(',').map((name) => name.trim().toLowerCase());
const [requests, duration, connections, rounds, port] = [args.requests, args.duration, args.connections, args.rounds, args.port].map(Number) as [number, number, number, number, number];

// The driver's own text form of a value (arrays, dates, buffers), as it would send it.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as { prepareValue: (value: unknown) => string | null };

/** `value` as an SQL literal: the statement then runs as the app's did, without parameters to bind. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return String(value);
  const text = prepareValue(value);
  return text === null ? 'null' : `'${text.replaceAll("'", "''")}'`;
}

/** One statement with its $n parameters written in. */
const inlined = ({ text, values }: Captured) => hideColons(text.replace(/\$(\d+)\b/g, (_, n: string) => literal(values[Number(n) - 1])));

/** The change watch's own connection (LISTEN and its heartbeat) is not the request's work. */
const isRequestWork = ({ text }: Captured) => !/^\s*(listen|unlisten)\b/i.test(text) && text.trim().toLowerCase() !== 'select 1';

async function pgbench(scripts: readonly string[]): Promise<number> {
  const { stdout } = await promisify(execFile)(
    'pgbench',
    ['-n', '-M', 'prepared', '-c', String(connections), '-j', '2', '-T', String(duration), ...scripts.flatMap((file) => ['-f', `${file}@1`]), `${POSTGRES_SERVER}/${POSTGRES_DATABASE}`],
    { maxBuffer: 16 * 2 ** 20 },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(tps[1]);
}

const { app, database, get, scenarios, reviews } = await inProcessReads('bench:pgbench', only);

// Each scenario's scripts: the statements of one request each, as pgbench runs them.
const scriptsDir = path.join(import.meta.dirname, '.data', 'pgbench');
fs.rmSync(scriptsDir, { recursive: true, force: true });
const scriptsOf = new Map<string, string[]>();
for (const scenario of scenarios) {
  const dir = path.join(scriptsDir, scenario.name.replace(/[^a-z0-9]+/gi, '-'));
  fs.mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  // Kept scorecard answers are read afresh once the data changes: say it has, so the first request
  // reads everything; the next ones read what they would under load (a new filter, not today's findings).
  await database.db.execute(sql`select pg_notify(${INSIGHTS_CHANNEL}, '')`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (let i = 0; i < requests; i += 1) {
    const { result, queries } = await captureQueries(() => get(scenario.path()));
    if (result.status !== 200) throw new Error(`${scenario.name}: ${result.status}`);
    const statements = queries.filter(isRequestWork);
    if (statements.length === 0) continue; // answered from what the app keeps (a scorecard, the trending ranking, map cells)
    const file = path.join(dir, `${i}.sql`);
    fs.writeFileSync(file, statements.map((statement) => `${inlined(statement)};\n`).join(''));
    files.push(file);
  }
  scriptsOf.set(scenario.name, files);
}
await app.close();
await database.close();

const server = await startServer(benchEnv('postgres'), port);
const rows: string[] = [];
try {
  for (const scenario of scenarios) {
    const scripts = scriptsOf.get(scenario.name)!;
    const api: number[] = [];
    const tps: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      api.push((await runScenario(scenario, { baseUrl: server.baseUrl, connections, durationSeconds: duration, warmupSeconds: 2 })).requestsPerSecond);
      if (scripts.length > 0) tps.push(await pgbench(scripts));
    }
    const [apiRate, pgRate] = [median(api), median(tps)];
    // Kept answers are far above their SQL's rate: a multiple reads better than thousands of per cent.
    const ratio = Number.isNaN(pgRate) ? '–' : apiRate >= 2 * pgRate ? `${Math.round(apiRate / pgRate)} ×` : `${Math.round((100 * apiRate) / pgRate)} %`;
    rows.push(`| ${scenario.name} | ${Math.round(apiRate)} | ${Number.isNaN(pgRate) ? '–' : pgRate.toFixed(pgRate < 100 ? 1 : 0)} | ${ratio} |`);
    console.error(rows.at(-1));
  }
} finally {
  await server.stop();
}

const output = [
  `### The API against pgbench on its own SQL: PostgreSQL, ${reviews.toLocaleString('en')} demo reviews, ${connections} connections, ${duration} s each, median of ${rounds} rounds`,
  '',
  '| scenario | API req/s | pgbench tps | API / pgbench |',
  '|---|---:|---:|---:|',
  ...rows,
].join('\n');
console.log(output);
fs.writeFileSync(path.join(import.meta.dirname, '.data', 'results-pgbench.md'), `${output}\n`);
