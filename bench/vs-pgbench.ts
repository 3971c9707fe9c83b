// `npm run bench -- --vs-pgbench [--only name,name] [--requests 20] [--duration 10] [--connections 50] [--rounds 2]`:
// each read scenario against PostgreSQL replaying its own SQL. The SQL of `--requests` requests (the
// first asked afresh: kept insights answers are dropped first) is captured through the real app and
// written as pgbench scripts, one per request, values inlined; then, round after round in the same
// run, the API under load (autocannon, as `npm run bench`) and `pgbench -n -M prepared -j 2` on those
// scripts at the same connections (`-M extended` for a request the app plans on every run). Prints
// API req/s, pgbench tps, their ratio and both p95s (medians of the rounds).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { INSIGHTS_CHANNEL } from '../apps/server/src/modules/insights/insights.routes.ts';
import { captureQueries, inProcessReads, TRANSACTION_CONTROL, type Captured } from './capture-sql.ts';
import { formatMs as ms, percentile, runScenario } from './load.ts';
import { hideColons, transactionLatenciesMs } from './pgbench-script.ts';
import { benchEnv, POSTGRES_URL } from './prepare.ts';
import { startServer } from './server.ts';
import { median } from './web/metrics.ts';

export type VsPgbenchOptions = { only?: readonly string[]; requests: number; duration: number; connections: number; rounds: number; port: number };

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

/**
 * How pgbench sends a request's statements, as the app does: prepared once per connection when the app
 * names them all, else planned on every run (`extended`), as the app plans a statement whose best
 * plan depends on its values (PLAN_EACH_RUN).
 */
type Mode = 'prepared' | 'extended';
const modeOf = (statements: readonly Captured[]): Mode => (statements.some((s) => !s.named && !TRANSACTION_CONTROL.test(s.text)) ? 'extended' : 'prepared');

/** pgbench on `scripts` for `duration` s at `connections`: its tps and the p95 of its transactions, from its log. */
async function pgbench(scripts: readonly string[], mode: Mode, { duration, connections }: VsPgbenchOptions): Promise<{ tps: number; p95: number }> {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-pgbench-'));
  try {
    const { stdout } = await promisify(execFile)(
      'pgbench',
      [
        ...['-n', '-M', mode, '-c', String(connections), '-j', '2', '-T', String(duration), '-l', `--log-prefix=${path.join(logDir, 'log')}`],
        ...scripts.flatMap((file) => ['-f', `${file}@1`]),
        POSTGRES_URL,
      ],
      { maxBuffer: 16 * 2 ** 20 },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    // One log per thread.
    const latencies = fs.readdirSync(logDir).flatMap((file) => transactionLatenciesMs(fs.readFileSync(path.join(logDir, file), 'utf8')));
    return { tps: Number(tps[1]), p95: percentile(latencies.sort((a, b) => a - b), 95) };
  } finally {
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}

/** Captures each read scenario's SQL, then measures the API and pgbench round after round; answers the markdown table. */
export async function compareWithPgbench(options: VsPgbenchOptions): Promise<string> {
  const { app, database, get, scenarios, reviews } = await inProcessReads('bench --vs-pgbench', options.only);

  // Each scenario's scripts: the statements of one request each, as pgbench runs them.
  const scriptsDir = path.join(import.meta.dirname, '.data', 'pgbench');
  fs.rmSync(scriptsDir, { recursive: true, force: true });
  const scriptsOf = new Map<string, { files: string[]; mode: Mode }>();
  for (const scenario of scenarios) {
    const dir = path.join(scriptsDir, scenario.name.replace(/[^a-z0-9]+/gi, '-'));
    fs.mkdirSync(dir, { recursive: true });
    const files: string[] = [];
    let mode: Mode = 'prepared';
    // Kept scorecard answers are read afresh once the data changes: say it has, so the first request
    // reads everything; the next ones read what they would under load (a new filter, not today's findings).
    await database.db.execute(sql`select pg_notify(${INSIGHTS_CHANNEL}, '')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < options.requests; i += 1) {
      const { result, queries } = await captureQueries(() => get(scenario.path()));
      if (result.status !== 200) throw new Error(`${scenario.name}: ${result.status}`);
      const statements = queries.filter(isRequestWork);
      if (statements.length === 0) continue; // answered from what the app keeps (a scorecard, the trending ranking, map cells)
      if (modeOf(statements) === 'extended') mode = 'extended';
      const file = path.join(dir, `${i}.sql`);
      fs.writeFileSync(file, statements.map((statement) => `${inlined(statement)};\n`).join(''));
      files.push(file);
    }
    scriptsOf.set(scenario.name, { files, mode });
  }
  await app.close();
  await database.close();

  const server = await startServer(benchEnv('postgres'), options.port);
  const rows: string[] = [];
  try {
    for (const scenario of scenarios) {
      const { files: scripts, mode } = scriptsOf.get(scenario.name)!;
      const api: { rate: number; p95: number }[] = [];
      const replay: { tps: number; p95: number }[] = [];
      for (let round = 0; round < options.rounds; round += 1) {
        const run = await runScenario(scenario, { baseUrl: server.baseUrl, connections: options.connections, durationSeconds: options.duration, warmupSeconds: 2 });
        api.push({ rate: run.requestsPerSecond, p95: run.p95 });
        if (scripts.length > 0) replay.push(await pgbench(scripts, mode, options));
      }
      const [apiRate, pgRate] = [median(api.map((r) => r.rate)), median(replay.map((r) => r.tps))];
      // Kept answers are far above their SQL's rate: a multiple reads better than thousands of per cent.
      const ratio = Number.isNaN(pgRate) ? '–' : apiRate >= 2 * pgRate ? `${Math.round(apiRate / pgRate)} ×` : `${Math.round((100 * apiRate) / pgRate)} %`;
      const tps = Number.isNaN(pgRate) ? '–' : pgRate.toFixed(pgRate < 100 ? 1 : 0);
      rows.push(`| ${scenario.name} | ${Math.round(apiRate)} | ${tps}${scripts.length > 0 && mode === 'extended' ? ' (extended)' : ''} | ${ratio} | ${ms(median(api.map((r) => r.p95)))} | ${ms(median(replay.map((r) => r.p95)))} |`);
      console.error(rows.at(-1));
    }
  } finally {
    await server.stop();
  }

  return [
    `### The API against pgbench on its own SQL: PostgreSQL, ${reviews.toLocaleString('en')} demo reviews, ${options.connections} connections, ${options.duration} s each, median of ${options.rounds} rounds`,
    '',
    '| scenario | API req/s | pgbench tps | API / pgbench | API p95 ms | pgbench p95 ms |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}
