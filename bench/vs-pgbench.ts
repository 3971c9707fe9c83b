// `npm run bench -- --vs-pgbench [--only name,name] [--requests 20] [--duration 10] [--connections 50] [--rounds 2]`:
// each scenario against PostgreSQL replaying its own SQL. The SQL of `--requests` requests of a read
// (the first asked afresh: kept insights answers are dropped first) is captured through the real app
// and written as pgbench scripts, one per request, values inlined; a write's requests are captured as
// a few bench writers and replayed in turn by each pgbench client as a writer of its own (writeScript).
// Then, round after round in the same run, the API under load (autocannon, as `npm run bench`) and
// `pgbench -n -M prepared -j 2` on those scripts at the same connections (`-M extended` for a request
// the app plans on every run). Prints API req/s, pgbench tps, their ratio and both p95s (medians of
// the rounds), and the API's errors and answers outside 2xx (summed).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { POSTGRES_POOL_SIZE } from '../apps/server/src/db/client.ts';
import { sessions } from '../apps/server/src/db/schema/index.ts';
import { hashToken } from '../apps/server/src/lib/tokens.ts';
import { COMMENTS_PER_HOUR } from '../apps/server/src/modules/community/comments.service.ts';
import { REVIEWS_PER_HOUR } from '../apps/server/src/modules/reviews/reviews.service.ts';
import { captureQueries, inProcessApp, TRANSACTION_CONTROL } from './capture-sql.ts';
import { formatMs as ms, outcomeCell, percentile, requestsOf, runScenario, type RequestContext, type Scenario, type ScenarioResult } from './load.ts';
import { inlined, transactionsOf, writeScript, type Captured, type Rider } from './pgbench-script.ts';
import { benchEnv, openBenchDatabase, POSTGRES_URL, removeWritersWork } from './prepare.ts';
import { isRead } from './scenarios.ts';
import { startServer } from './server.ts';
import { median } from './web/metrics.ts';

export type VsPgbenchOptions = { only?: readonly string[]; requests: number; duration: number; connections: number; rounds: number; port: number };

/** The change watch's own connection (LISTEN and its heartbeat) is not the request's work. */
const isRequestWork = ({ text }: Captured) => !/^\s*(listen|unlisten)\b/i.test(text) && text.trim().toLowerCase() !== 'select 1';

/**
 * How pgbench sends a request's statements, as the app does: prepared once per connection when the app
 * names them all, else planned on every run (`extended`), as the app plans a statement whose best
 * plan depends on its values (PLAN_EACH_RUN).
 */
type Mode = 'prepared' | 'extended';
const modeOf = (statements: readonly Captured[]): Mode => (statements.some((s) => !s.named && !TRANSACTION_CONTROL.test(s.text)) ? 'extended' : 'prepared');

/** Seconds each run spends on its connections before it counts, for the API and pgbench alike. */
const WARMUP_SECONDS = 2;

/**
 * pgbench on `scripts` for `duration` s at `connections`, after the same warm-up as the API's (its
 * clients connect and prepare their statements then): its tps and the p95 of its transactions
 * started after the warm-up, from its log.
 */
async function pgbench(scripts: readonly string[], mode: Mode, { duration, connections }: VsPgbenchOptions): Promise<{ tps: number; p95: number }> {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-pgbench-'));
  try {
    const measureFrom = Date.now() + WARMUP_SECONDS * 1000;
    await promisify(execFile)(
      'pgbench',
      [
        ...['-n', '-M', mode, '-c', String(connections), '-j', '2', '-T', String(WARMUP_SECONDS + duration), '-l', `--log-prefix=${path.join(logDir, 'log')}`],
        // A write's script picks its client's writer on the first transaction (writeScript).
        ...['-D', 'ready=0'],
        ...scripts.flatMap((file) => ['-f', `${file}@1`]),
        POSTGRES_URL,
      ],
      { maxBuffer: 16 * 2 ** 20 },
    );
    // One log per thread.
    const measured = fs
      .readdirSync(logDir)
      .flatMap((file) => transactionsOf(fs.readFileSync(path.join(logDir, file), 'utf8')))
      .filter((transaction) => transaction.startMs >= measureFrom);
    return { tps: measured.length / duration, p95: percentile(measured.map((t) => t.latencyMs).sort((a, b) => a - b), 95) };
  } finally {
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}

type Replay = { files: string[]; mode: Mode };
type InProcess = Awaited<ReturnType<typeof inProcessApp>>;

/**
 * A write's replay: `2 × connections` requests (a pair per client, so no two clients share a review
 * where the API's connections do not) sent as `riders`, whose sessions are already in use, so none of
 * the requests refreshes one; then the writers' work is removed again.
 */
async function captureWrite(inProcess: InProcess, scenario: Scenario, riders: readonly Rider[], removeWrites: () => Promise<unknown>, dir: string, { connections }: VsPgbenchOptions): Promise<Replay> {
  const since = Date.now();
  const requests: Captured[][] = [];
  while (requests.length < 2 * connections) {
    const context: RequestContext = {};
    for (const request of requestsOf(scenario)) {
      const { result, queries } = await captureQueries(() => inProcess.send(request, context));
      if (result.statusCode >= 300) throw new Error(`${scenario.name}: ${result.statusCode} ${result.body}`);
      requests.push(queries.filter(isRequestWork));
    }
  }
  await removeWrites();
  const file = path.join(dir, 'writes.sql');
  fs.writeFileSync(file, writeScript(requests, riders, since));
  return { files: [file], mode: 'prepared' };
}

/** A read's replay: one script per request, skipping those the app answers from what it keeps. */
async function captureRead(inProcess: InProcess, scenario: Scenario, dir: string, { requests }: VsPgbenchOptions): Promise<Replay> {
  const files: string[] = [];
  let mode: Mode = 'prepared';
  // The first request reads everything; the next ones read what they would under load (a new
  // filter, not today's findings).
  await inProcess.dropKeptAnswers();
  for (let i = 0; i < requests; i += 1) {
    const { result, queries } = await captureQueries(() => inProcess.get(scenario.path({})));
    if (result.status !== 200) throw new Error(`${scenario.name}: ${result.status}`);
    const statements = queries.filter(isRequestWork);
    if (statements.length === 0) continue; // answered from what the app keeps (a scorecard, the trending ranking, map cells)
    if (modeOf(statements) === 'extended') mode = 'extended';
    const file = path.join(dir, `${i}.sql`);
    fs.writeFileSync(file, statements.map((statement) => `${inlined(statement)};\n`).join(''));
    files.push(file);
  }
  return { files, mode };
}

/**
 * The writers who send the captured writes: enough that none reaches its hourly limit of reviews or
 * comments over `2 × connections` requests. Each session is used once first.
 */
async function captureRiders(inProcess: InProcess, writerTokens: readonly string[], { connections }: VsPgbenchOptions) {
  const tokens = writerTokens.slice(-Math.ceil((2 * connections) / Math.min(REVIEWS_PER_HOUR, COMMENTS_PER_HOUR)));
  const riders: Rider[] = [];
  for (const token of tokens) {
    await inProcess.send({ path: () => '/api/users/me', headers: () => ({ authorization: `Bearer ${token}` }) });
    const [session] = await inProcess.database.db
      .select({ id: sessions.userId, sessionId: sessions.id, tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    if (!session) throw new Error('bench --vs-pgbench: a bench writer has no session');
    riders.push(session);
  }
  return { tokens, riders };
}

/**
 * Captures each scenario's SQL (the writes as the bench writers of `writerTokens`), then measures the
 * API and pgbench round after round; answers the markdown table. What a write scenario wrote is
 * removed after each run of either, so every run starts from the same data.
 */
export async function compareWithPgbench(options: VsPgbenchOptions, writerTokens: readonly string[]): Promise<string> {
  const inProcess = await inProcessApp('bench --vs-pgbench', options.only);
  const { app, database, scenarios, reviews } = inProcess;
  // Deleting thousands of new reviews runs their triggers: the seed's statement timeout, not the app's.
  const { database: cleanup } = await openBenchDatabase('postgres', { bulkLoad: true });
  const removeWrites = () => removeWritersWork(cleanup.db);
  const apiScenarios = scenarios([...writerTokens]);
  const { tokens, riders } = await captureRiders(inProcess, writerTokens, options);
  const captureScenarios = new Map(scenarios(tokens).map((s) => [s.name, s]));

  // Each scenario's scripts: the statements of one request each, as pgbench runs them.
  const scriptsDir = path.join(import.meta.dirname, '.data', 'pgbench');
  fs.rmSync(scriptsDir, { recursive: true, force: true });
  const replays = new Map<string, Replay>();
  for (const scenario of apiScenarios) {
    const dir = path.join(scriptsDir, scenario.name.replace(/[^a-z0-9]+/gi, '-'));
    fs.mkdirSync(dir, { recursive: true });
    const own = captureScenarios.get(scenario.name)!;
    replays.set(scenario.name, isRead(scenario) ? await captureRead(inProcess, own, dir, options) : await captureWrite(inProcess, own, riders, removeWrites, dir, options));
  }
  await app.close();
  await database.close();

  const server = await startServer(benchEnv('postgres'), options.port);
  const rows: string[] = [];
  try {
    for (const scenario of apiScenarios) {
      const { files: scripts, mode } = replays.get(scenario.name)!;
      const afterWrites = async () => {
        if (!isRead(scenario)) await removeWrites();
      };
      // A write holds row locks across its statements: with far more clients than cores they queue
      // behind each other, and the app never runs more than its pool's at once. PostgreSQL's limit for
      // a write is the better of pgbench at the same connections and at the pool's size.
      const clients = isRead(scenario) ? [options.connections] : [options.connections, POSTGRES_POOL_SIZE];
      const api: ScenarioResult[] = [];
      const replay = new Map(clients.map((n) => [n, [] as { tps: number; p95: number }[]]));
      for (let round = 0; round < options.rounds; round += 1) {
        const run = await runScenario(scenario, { baseUrl: server.baseUrl, connections: options.connections, durationSeconds: options.duration, warmupSeconds: WARMUP_SECONDS });
        await afterWrites();
        api.push(run);
        for (const connections of scripts.length > 0 ? clients : []) {
          replay.get(connections)!.push(await pgbench(scripts, mode, { ...options, connections }));
          await afterWrites();
        }
      }
      const [best, runs] = [...replay].map(([n, r]) => [n, { tps: median(r.map((x) => x.tps)), p95: median(r.map((x) => x.p95)) }] as const).sort(([, x], [, y]) => y.tps - x.tps)[0]!;
      const [apiRate, pgRate] = [median(api.map((r) => r.requestsPerSecond)), runs.tps];
      // Kept answers are far above their SQL's rate: a multiple reads better than thousands of per cent.
      const ratio = Number.isNaN(pgRate) ? '–' : apiRate >= 2 * pgRate ? `${Math.round(apiRate / pgRate)} ×` : `${Math.round((100 * apiRate) / pgRate)} %`;
      const tps = Number.isNaN(pgRate) ? '–' : pgRate.toFixed(pgRate < 100 ? 1 : 0);
      const how = [...(scripts.length > 0 && mode === 'extended' ? ['extended'] : []), ...(best === options.connections ? [] : [`${best} clients`])];
      rows.push(`| ${scenario.name} | ${Math.round(apiRate)} | ${tps}${how.length > 0 ? ` (${how.join(', ')})` : ''} | ${ratio} | ${ms(median(api.map((r) => r.p95)))} | ${ms(runs.p95)} | ${outcomeCell(api)} |`);
      console.error(rows.at(-1));
    }
  } finally {
    await server.stop();
    await cleanup.close();
  }

  return [
    `### The API against pgbench on its own SQL: PostgreSQL, ${reviews.toLocaleString('en')} demo reviews, ${options.connections} connections, ${options.duration} s each, median of ${options.rounds} rounds`,
    '',
    '| scenario | API req/s | pgbench tps | API / pgbench | API p95 ms | pgbench p95 ms | API errors / non-2xx |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}
