// `npm run bench -- [--db pglite|postgres] [--duration 10] [--connections 50] [--warmup 2] [--only a,b]`:
// prepares the bench database (100,000 demo reviews, reused), starts the real server on it, runs every
// scenario with autocannon and prints a markdown table. With `--vs-pgbench` (PostgreSQL), each read
// against pgbench replaying its own SQL instead (vs-pgbench.ts). See bench/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatMs as ms, outcomeCell, runScenario, type ScenarioResult } from './load.ts';
import { benchEnv, prepareBenchData, type DbKind } from './prepare.ts';
import { buildScenarios, findPointsBox, firstCursor, isRead, type Get } from './scenarios.ts';
import { startServer } from './server.ts';
import { compareWithPgbench } from './vs-pgbench.ts';

const USAGE =
  'usage: npm run bench -- [--db pglite|postgres] [--duration S] [--connections N] [--warmup S] [--reviews N] [--port P] [--only name,name] [--vs-pgbench [--requests N] [--rounds N]]';
const READ_P95_TARGET_MS = 25;

function options() {
  try {
    const { values } = parseArgs({
      options: {
        db: { type: 'string' },
        duration: { type: 'string', default: '10' },
        connections: { type: 'string', default: '50' },
        warmup: { type: 'string', default: '2' },
        reviews: { type: 'string', default: '100000' },
        port: { type: 'string', default: '3999' },
        only: { type: 'string' },
        'vs-pgbench': { type: 'boolean', default: false },
        requests: { type: 'string', default: '20' },
        rounds: { type: 'string', default: '2' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const number = (name: keyof typeof values, min: number) => {
      const n = Number(values[name]);
      if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number of at least ${min}`);
      return n;
    };
    const vsPgbench = values['vs-pgbench'];
    // pgbench speaks to PostgreSQL: the comparison's database is PostgreSQL's.
    const db = values.db ?? (vsPgbench ? 'postgres' : 'pglite');
    if (db !== 'pglite' && db !== 'postgres') throw new Error("--db must be 'pglite' or 'postgres'");
    if (vsPgbench && db !== 'postgres') throw new Error('--vs-pgbench runs on PostgreSQL only');
    return {
      db: db as DbKind,
      vsPgbench,
      requests: number('requests', 1),
      rounds: number('rounds', 1),
      duration: number('duration', 1),
      connections: number('connections', 1),
      warmup: number('warmup', 0),
      reviews: number('reviews', 1),
      port: number('port', 1),
      only: values.only?.split(',').map((name) => name.trim().toLowerCase()),
    };
  } catch (error) {
    console.error(`bench: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

function table(results: readonly (ScenarioResult | { name: string; missing: string })[]) {
  const lines = ['| scenario | requests/s | p50 ms | p95 ms | p99 ms | errors / non-2xx |', '|---|---:|---:|---:|---:|---|'];
  for (const r of results) {
    if ('missing' in r) {
      lines.push(`| ${r.name} | – | – | – | – | ${r.missing} |`);
      continue;
    }
    lines.push(`| ${r.name} | ${Math.round(r.requestsPerSecond)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${outcomeCell([r])} |`);
  }
  return lines.join('\n');
}

const opts = options();
const loadBefore = os.loadavg()[0]!;
// 30 reviews an hour per writer: enough writers that a fast server is not throttled, in every round of
// the comparison with pgbench (whose clients each take a writer of their own).
const rounds = opts.vsPgbench ? opts.rounds : 1;
const writers = Math.max(200, opts.connections, Math.ceil(((opts.duration + opts.warmup) * 3000 * rounds) / 30));
const fixtures = await prepareBenchData(opts.db, opts.reviews, writers);
// The load average tells whether something else shared the machine while it ran.
const machine = () =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after`;

/** Every scenario through the real server with autocannon: the table of rates and latencies. */
async function measureScenarios(): Promise<string> {
  const server = await startServer(benchEnv(opts.db), opts.port);
  const get: Get = async (url) => {
    const res = await fetch(`${server.baseUrl}${url}`);
    const body: unknown = await res.json().catch(() => undefined);
    return { status: res.status, json: () => body };
  };
  const results: (ScenarioResult | { name: string; missing: string })[] = [];
  const writes = new Set<string>();
  try {
    const scenarios = buildScenarios(fixtures, { pointsBox: await findPointsBox(get) }, await firstCursor(get)).filter(
      (s) => !opts.only || opts.only.some((name) => s.name.toLowerCase().includes(name)),
    );
    for (const scenario of scenarios) {
      if (!isRead(scenario)) writes.add(scenario.name);
      // A route another change has not brought yet is reported, not measured.
      const probe = await fetch(`${server.baseUrl}${scenario.path({})}`, { method: 'HEAD' });
      if (probe.status === 404 && isRead(scenario)) {
        results.push({ name: scenario.name, missing: 'not available (404)' });
        console.error(`${scenario.name}: not available (404)`);
        continue;
      }
      const result = await runScenario(scenario, { baseUrl: server.baseUrl, connections: opts.connections, durationSeconds: opts.duration, warmupSeconds: opts.warmup });
      results.push(result);
      console.error(`${scenario.name}: ${Math.round(result.requestsPerSecond)} req/s, p95 ${ms(result.p95)} ms`);
    }
  } finally {
    // autocannon stops on time and drops its sockets; let the server finish what it was doing.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await server.stop();
  }

  const heading = `### ${opts.db === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}: ${opts.reviews.toLocaleString('en')} demo reviews, ${opts.connections} connections, ${opts.duration} s per scenario`;
  const slow = results.filter((r): r is ScenarioResult => 'p95' in r && !writes.has(r.name) && r.p95 > READ_P95_TARGET_MS).map((r) => r.name);
  return [heading, '', machine(), '', table(results), '', slow.length > 0 ? `Reads over the ${READ_P95_TARGET_MS} ms p95 target: ${slow.join(', ')}.` : `Every read under the ${READ_P95_TARGET_MS} ms p95 target.`].join('\n');
}

const output = opts.vsPgbench ? `${await compareWithPgbench(opts, fixtures.writerTokens)}\n\n${machine()}` : await measureScenarios();
console.log(output);
fs.mkdirSync(path.join(import.meta.dirname, '.data'), { recursive: true });
fs.writeFileSync(path.join(import.meta.dirname, '.data', `results-${opts.vsPgbench ? 'vs-pgbench' : opts.db}.md`), `${output}\n`);
