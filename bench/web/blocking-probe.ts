// `npx tsx bench/web/blocking-probe.ts [--skip-build] [--rounds N]`: the main thread's blocking time
// of a first visit, measured in Chromium itself (its long tasks, CPU slowed 4×, no network
// throttling) rather than by Lighthouse's simulation: a steadier comparison of two builds of the
// app's start-up work on a busy machine. See bench/README.md.
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildWebApp, startSite } from './site.ts';

const PAGES = ['/', '/review', '/about-us'];
const { values } = parseArgs({ options: { 'skip-build': { type: 'boolean', default: false }, rounds: { type: 'string', default: '5' } } });
const rounds = Number(values.rounds);

/** The sum over long tasks of their time beyond 50 ms, as total blocking time counts it. */
const blockingOf = (tasks: number[]) => Math.round(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));

if (!values['skip-build']) await buildWebApp();
const site = await startSite(3950);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const results = new Map(PAGES.map((page) => [page, [] as number[]]));
try {
  for (let round = 0; round < rounds; round++) {
    for (const page of PAGES) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
      const tab = await context.newPage();
      // In the page, before its scripts: every long task, including those before the load event.
      await tab.addInitScript({
        content: `globalThis.longTasks = []; new PerformanceObserver((list) => list.getEntries().forEach((e) => globalThis.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });`,
      });
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await tab.goto(`${site.baseUrl}${page}`, { waitUntil: 'load' });
      // Long enough for the lazy page, its hydration and the idle-time work after it.
      await tab.waitForTimeout(6000);
      results.get(page)!.push(blockingOf(await tab.evaluate<number[]>('globalThis.longTasks')));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
console.log('| page | blocking time per run (ms) | median |\n| --- | --- | ---: |');
for (const [page, runs] of results) console.log(`| ${page} | ${runs.join(', ')} | ${[...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]} |`);
