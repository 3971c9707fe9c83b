// `npx tsx bench/web/cpu-profile.ts [--skip-build] [--dist DIR] [--page /] [--visits 3]`: where a
// first visit's main-thread time goes, from Chromium's sampling profiler (CPU slowed 4×): per visit,
// the time by kind, the scripts and the functions with the most self time. A steadier measure of
// start-up work than blocking time on a busy machine; it found the costs in bench/README.md's
// sections of 2026-11-28 (the domain package's schemas, Intl, Vite's preload links).
import path from 'node:path';
import { measurePageVisits } from './page-visits.ts';

/** Sampled self time (ms) by the profiler's own entries ('(idle)', '(program)': the browser's work outside scripts), script file and function. */
type Tally = Map<string, number>;
/** The parts of a CDP Profiler.Profile read here. */
type Profile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
};
const add = (tally: Tally, key: string, ms: number) => tally.set(key, (tally.get(key) ?? 0) + ms);
const byKind: Tally = new Map();
const byScript: Tally = new Map();
const byFunction: Tally = new Map();

function tallyProfile({ nodes, samples = [], timeDeltas = [] }: Profile, visits: number) {
  const frames = new Map(nodes.map((node) => [node.id, node.callFrame]));
  samples.forEach((id, index) => {
    const frame = frames.get(id)!;
    // A sample's time runs until the next one.
    const ms = (timeDeltas[index + 1] ?? 0) / 1000 / visits;
    const file = frame.url ? path.basename(new URL(frame.url).pathname) : '';
    if (!file) {
      add(byKind, frame.functionName.startsWith('(') ? frame.functionName : 'built-ins called by scripts (DOM, Intl…)', ms);
      if (!frame.functionName.startsWith('(')) add(byFunction, `${frame.functionName} (built-in)`, ms);
      return;
    }
    add(byKind, 'scripts', ms);
    add(byScript, file, ms);
    add(byFunction, `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`, ms);
  });
}

const table = (title: string, tally: Tally, rows: number) =>
  [`| ${title} | ms per visit |`, '| --- | ---: |', ...[...tally].sort((a, b) => b[1] - a[1]).slice(0, rows).map(([key, ms]) => `| ${key} | ${ms.toFixed(1)} |`)].join('\n');

const { page, visits, results } = await measurePageVisits(3952, () => ({
  before: async (_tab, cdp) => {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  },
  after: async (_tab, cdp) => (await cdp.send('Profiler.stop')).profile,
}));
for (const profile of results) tallyProfile(profile, visits);
console.log(`First visit of ${page}, CPU × 4, mean of ${visits} visits\n`);
console.log(`${table('kind', byKind, 8)}\n\n${table('script', byScript, 12)}\n\n${table('function', byFunction, 20)}`);
