// `npx tsx bench/web/trace-self-time.ts [--skip-build] [--dist DIR] [--page /] [--visits 3]`: where
// the renderer's main thread spends a first visit (CPU slowed 4×), by trace event, each event's
// own time without the events inside it. Where cpu-profile.ts lumps the browser's work together as
// '(program)', this names it: style, layout, compiling, and starting each fetch
// (`ResourceFetcher::requestResource`), which showed what 45 small chunks cost (bench/README.md,
// 2026-11-29).
import { measurePageVisits } from './page-visits.ts';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-v8.compile', 'blink', 'loading', 'toplevel'];

/** The parts of a Chrome trace event read here: complete events ('X') carry their duration (µs). */
type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string } };

/** Milliseconds per visit of each event name's own time, on the renderers' main threads. */
const selfTime = new Map<string, number>();

function tally(events: TraceEvent[], visits: number) {
  const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  // A navigation may change renderer, so every renderer's main thread counts.
  const mainThreads = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(thread));
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph !== 'X' || !event.dur || !mainThreads.has(thread(event))) continue;
    const list = byThread.get(thread(event));
    if (list) list.push(event);
    else byThread.set(thread(event), [event]);
  }
  for (const threadEvents of byThread.values()) {
    // Parents first: by start, the longer of two that start together first.
    threadEvents.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const own = new Map(threadEvents.map((event) => [event, event.dur!]));
    const open: TraceEvent[] = [];
    for (const event of threadEvents) {
      while (open.length && open.at(-1)!.ts + open.at(-1)!.dur! <= event.ts) open.pop();
      const parent = open.at(-1);
      if (parent) own.set(parent, own.get(parent)! - event.dur!);
      open.push(event);
    }
    for (const [event, us] of own) selfTime.set(event.name, (selfTime.get(event.name) ?? 0) + us / 1000 / visits);
  }
}

const { page, visits, results } = await measurePageVisits(3954, () => {
  const events: TraceEvent[] = [];
  return {
    before: async (_tab, cdp) => {
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
      await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
    },
    after: async (_tab, cdp) => {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      return events;
    },
  };
});
for (const events of results) tally(events, visits);
console.log(`First visit of ${page}, CPU × 4, mean of ${visits} visits: each trace event's own time\n`);
console.log(['| event | ms per visit |', '| --- | ---: |', ...[...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([name, ms]) => `| ${name} | ${ms.toFixed(1)} |`)].join('\n'));
