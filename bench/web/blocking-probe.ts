// `npx tsx bench/web/blocking-probe.ts [--skip-build] [--rounds N] [--pages /,/review] [--against DIR]`:
// the main thread's blocking time of a first visit, measured in Chromium itself (its long tasks, CPU
// slowed 4×, no network throttling) rather than by Lighthouse's simulation: a steadier comparison of
// two builds of the app's start-up work on a busy machine. With --against, a second build (say the
// commit before, built with `npx vite build --outDir DIR` in apps/web) is measured in the same run,
// the two taking turns page by page. See bench/README.md.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { firstVisit } from './first-visit.ts';
import { buildWebApp, startSite, WEB_DIST_DIR, type Site } from './site.ts';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '5' },
    pages: { type: 'string', default: '/,/review,/about-us' },
    against: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const pages = values.pages.split(',');

/** The sum over long tasks of their time beyond 50 ms, as total blocking time counts it. */
const blockingOf = (tasks: number[]) => Math.round(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));
const median = (runs: number[]) => [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;

/** The visit's blocking time, from every long task, including those before the load event. */
const measure = (browser: Browser, site: Site, page: string) =>
  firstVisit(browser, `${site.baseUrl}${page}`, {
    before: async (tab) => {
      await tab.addInitScript({
        content: `globalThis.longTasks = []; new PerformanceObserver((list) => list.getEntries().forEach((e) => globalThis.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });`,
      });
    },
    after: async (tab) => blockingOf(await tab.evaluate<number[]>('globalThis.longTasks')),
  });

if (!values['skip-build']) await buildWebApp();
const builds = [{ label: 'this build', distDir: WEB_DIST_DIR }, ...(values.against ? [{ label: path.basename(values.against), distDir: path.resolve(values.against) }] : [])];
const sites: Site[] = [];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const results = builds.map(() => new Map(pages.map((page) => [page, [] as number[]])));
try {
  for (const [index, build] of builds.entries()) sites.push(await startSite(3950 + index, build.distDir));
  for (let round = 0; round < rounds; round++) {
    for (const page of pages) {
      for (const [index, site] of sites.entries()) results[index]!.get(page)!.push(await measure(browser, site, page));
    }
  }
} finally {
  await browser.close();
  for (const site of sites) await site.stop();
}
console.log(`| page | ${builds.map(({ label }) => `${label}: per run (ms) | median`).join(' | ')} |`);
console.log(`| --- |${builds.map(() => ' --- | ---: |').join('')}`);
for (const page of pages) {
  console.log(`| ${page} | ${results.map((byPage) => `${byPage.get(page)!.join(', ')} | ${median(byPage.get(page)!)}`).join(' | ')} |`);
}
