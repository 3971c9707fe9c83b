// `npm run bench:web -- [--runs N] [--pages /,/signin] [--skip-build] [--repeat-visit] [--json out.json] [--port P]`:
// builds the web app, seeds 3,000 demo reviews into a throwaway data directory, starts the
// production server and runs Lighthouse (mobile, simulated throttling) N times per page; prints the
// median table against issue #14's targets, the first paint's weights and Lighthouse's main
// findings. See bench/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Result } from 'lighthouse';
import { auditFirstVisit, auditRepeatVisit } from './lighthouse-runner.ts';
import { findings, medianMetrics, medianRunIndex, runMetrics, type Findings, type RunMetrics } from './metrics.ts';
import { buildWebApp, DEMO_REVIEWS, findReviewId, startSite, WEB_DIST_DIR } from './site.ts';
import { findingsList, meetsTargets, pageTable, repeatVisitTable, weightsTable } from './table.ts';
import { readInitialWeights } from './weights.ts';

const REVIEW_PAGE = '/popular?review={id}';
const REPORTS_DIR = path.join(path.dirname(WEB_DIST_DIR), 'reports');
const PAGES = ['/', '/popular', '/popular?view=card', REVIEW_PAGE, '/review', '/signin', '/about-us', '/maas'];
const USAGE = `usage: npm run bench:web -- [--runs N] [--pages ${PAGES.slice(0, 2).join(',')}] [--skip-build] [--repeat-visit] [--json FILE] [--port P]`;

function options() {
  try {
    const { values } = parseArgs({
      options: {
        runs: { type: 'string', default: '3' },
        pages: { type: 'string' },
        'skip-build': { type: 'boolean', default: false },
        'repeat-visit': { type: 'boolean', default: false },
        json: { type: 'string' },
        port: { type: 'string', default: '3900' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
    if (values.help) {
      console.log(`${USAGE}\npages: ${PAGES.join(' ')}`);
      process.exit(0);
    }
    const runs = Number(values.runs);
    const port = Number(values.port);
    if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
    if (!Number.isInteger(port) || port < 1) throw new Error('--port must be a port number');
    const pages = values.pages?.split(',').map((page) => page.trim()) ?? PAGES;
    const unknown = pages.filter((page) => !PAGES.includes(page));
    if (unknown.length > 0) throw new Error(`unknown page ${unknown.join(', ')} (pages: ${PAGES.join(' ')})`);
    return { runs, port, pages, skipBuild: values['skip-build'], repeatVisit: values['repeat-visit'], json: values.json };
  } catch (error) {
    console.error(`bench:web: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

type PageResult = { page: string; url: string; runs: RunMetrics[]; median: RunMetrics; findings: Findings | undefined };
type RepeatVisitResult = { runs: { first: RunMetrics; repeat: RunMetrics; serviceWorker: boolean }[]; first: RunMetrics; repeat: RunMetrics; serviceWorker: boolean };

const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The median run's whole report, to open in Lighthouse's viewer or to read what the summary leaves out. */
function saveReport(page: string, lhr: Result) {
  fs.mkdirSync(REPORTS_DIR, { recursive: true });
  const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  fs.writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(lhr));
}

async function auditWithRetry(url: string, label: string) {
  try {
    return await auditFirstVisit(url);
  } catch (error) {
    // On a busy machine Lighthouse now and then misses the trace's start and asks to be run again.
    console.error(`${label}: ${(error as Error).message}; trying again`);
    return auditFirstVisit(url);
  }
}

/** `runs` first visits of each page; a run that fails twice is left out of its page's median. */
async function measurePages(urls: ReadonlyMap<string, string>, runs: number) {
  const measured = new Map([...urls.keys()].map((page) => [page, { runs: [] as RunMetrics[], reports: [] as Result[] }]));
  let versions = { lighthouse: '?', chromium: '?' };
  // Runs go round the pages rather than page by page, so a spell of load from something else on the
  // machine spreads over all pages instead of spoiling one.
  const total = runs * urls.size;
  let done = 0;
  for (let run = 0; run < runs; run++) {
    for (const [page, url] of urls) {
      const runStarted = performance.now();
      const label = `[${++done}/${total}] ${page}`;
      try {
        const lhr = await auditWithRetry(url, label);
        const metrics = runMetrics(lhr);
        measured.get(page)!.runs.push(metrics);
        measured.get(page)!.reports.push(lhr);
        versions = { lighthouse: lhr.lighthouseVersion, chromium: /Chrome\/(\d+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? '?' };
        console.error(`${label}: performance ${metrics.performance}, LCP ${seconds(metrics.lcpMs)}, CLS ${metrics.cls.toFixed(3)}, TBT ${Math.round(metrics.tbtMs)} ms (${elapsed(runStarted)})`);
      } catch (error) {
        console.error(`${label}: failed again, left out of the median: ${(error as Error).message}`);
      }
    }
  }
  const results: PageResult[] = [...measured].map(([page, { runs: pageRuns, reports }]) => {
    const medianReport = reports[medianRunIndex(pageRuns)];
    if (medianReport) saveReport(page, medianReport);
    return { page, url: urls.get(page)!, runs: pageRuns, median: medianMetrics(pageRuns), findings: medianReport && findings(medianReport) };
  });
  return { results, versions };
}

async function measureRepeatVisits(url: string, runs: number): Promise<RepeatVisitResult> {
  const visits = [];
  for (let run = 0; run < runs; run++) {
    const runStarted = performance.now();
    const visit = await auditRepeatVisit(url);
    visits.push({ first: runMetrics(visit.first), repeat: runMetrics(visit.repeat), serviceWorker: visit.serviceWorker });
    console.error(`[repeat visit ${run + 1}/${runs}] (service worker: ${visit.serviceWorker ? 'yes' : 'no'}): LCP ${seconds(visits.at(-1)!.repeat.lcpMs)} (${elapsed(runStarted)})`);
  }
  return {
    runs: visits,
    first: medianMetrics(visits.map((v) => v.first)),
    repeat: medianMetrics(visits.map((v) => v.repeat)),
    serviceWorker: visits.every((v) => v.serviceWorker),
  };
}

const opts = options();
const started = performance.now();
if (!opts.skipBuild) await buildWebApp();
const weights = readInitialWeights(WEB_DIST_DIR);
const site = await startSite(opts.port);
const loadBefore = os.loadavg()[0]!;
let measuredPages: Awaited<ReturnType<typeof measurePages>>;
let repeatVisit: RepeatVisitResult | undefined;
try {
  const reviewId = opts.pages.includes(REVIEW_PAGE) ? await findReviewId(site.baseUrl) : '';
  measuredPages = await measurePages(new Map(opts.pages.map((page) => [page, `${site.baseUrl}${page.replace('{id}', reviewId)}`])), opts.runs);
  if (opts.repeatVisit) repeatVisit = await measureRepeatVisits(`${site.baseUrl}/`, opts.runs);
} finally {
  await site.stop();
}

const { results, versions } = measuredPages;
const benchmarkIndex = medianMetrics(results.flatMap((r) => r.runs)).benchmarkIndex;
const passing = results.filter((r) => meetsTargets(r.median)).length;
// Lighthouse's benchmark index and the load average tell whether the machine was slow or busy: TBT
// (and so the performance score) scales with both.
const machine =
  `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, Lighthouse ${versions.lighthouse}, Chromium ${versions.chromium}, ` +
  `${new Date().toISOString().slice(0, 10)}; Lighthouse benchmark index ${Math.round(benchmarkIndex)}; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after`;
const output = [
  `### Lighthouse, mobile, simulated throttling: median of ${opts.runs} run${opts.runs === 1 ? '' : 's'}, ${DEMO_REVIEWS.toLocaleString('en')} demo reviews`,
  '',
  machine,
  '',
  pageTable(results),
  '',
  `Every target met on ${passing} of ${results.length} pages (✗ marks a miss). JS downloaded: script bytes transferred, as Lighthouse counts them.`,
  '',
  weightsTable(weights),
  ...(repeatVisit ? ['', repeatVisitTable(repeatVisit)] : []),
  '',
  `What Lighthouse says would help most (the run with the median performance score of each page):`,
  '',
  findingsList(results.flatMap((r) => (r.findings ? [{ page: r.page, findings: r.findings }] : []))),
].join('\n');
console.log(output);
console.error(`bench:web: done in ${elapsed(started)}`);
fs.writeFileSync(path.join(path.dirname(WEB_DIST_DIR), 'results.md'), `${output}\n`);
if (opts.json) {
  // Relative to where `npm run` was started, like the server's own paths.
  fs.writeFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), opts.json), `${JSON.stringify({ machine, runsPerPage: opts.runs, demoReviews: DEMO_REVIEWS, pages: results, weights, repeatVisit }, null, 2)}\n`);
}
