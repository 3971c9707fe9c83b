// `npx tsx bench/gtfs-memory.ts [--stops N] [--stop-times N] [--import]`: generates a GTFS feed of
// N stops and N stop_times (defaults 10,000 and 1,000,000: 200 routes, both directions, every fifth
// trip a short turn), then parses it as `npm run import:gtfs` does while the process's RSS is
// sampled (and the V8 heap in use); with --import it also writes the network into a throwaway PGlite database. Prints the
// peak RSS of each phase. Not a test: it asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { openPglite } from '../apps/server/src/db/client.ts';
import { seedReferenceData } from '../apps/server/src/db/seed/reference.ts';
import { replaceAgencyTransit } from '../apps/server/src/db/seed/seed-transit.ts';
import { parseFeed } from '../apps/server/src/modules/transit/gtfs/gtfs-feed.ts';

const USAGE = 'usage: npx tsx bench/gtfs-memory.ts [--stops N] [--stop-times N] [--import]';
const ROUTES = 200;
const STOPS_PER_TRIP = 50;
const MB = 1024 * 1024;

function options() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { stops: { type: 'string', default: '10000' }, 'stop-times': { type: 'string', default: '1000000' }, import: { type: 'boolean', default: false } },
    strict: true,
  });
  const stops = Number(values.stops);
  const stopTimes = Number(values['stop-times']);
  if (!Number.isInteger(stops) || stops < STOPS_PER_TRIP || !Number.isInteger(stopTimes) || stopTimes < STOPS_PER_TRIP) {
    console.error(`gtfs-memory: --stops and --stop-times must be whole numbers of at least ${STOPS_PER_TRIP}\n${USAGE}`);
    process.exit(2);
  }
  return { stops, stopTimes, import: values.import };
}

/** Writes `lines` to `file` as the disk takes them. */
async function writeLines(file: string, header: string, lines: Iterable<string>) {
  const out = fs.createWriteStream(file);
  out.write(`${header}\n`);
  for (const line of lines) if (!out.write(`${line}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

async function generateFeed(dir: string, stopCount: number, stopTimeCount: number) {
  // A short turn serves 45 stops, the others 50: 49 on average.
  const trips = Math.round(stopTimeCount / (STOPS_PER_TRIP - 1));
  let written = 0;
  // Route r serves STOPS_PER_TRIP stops spread over the stop list; direction 1 runs them backwards.
  const routeStops = (route: number) => Array.from({ length: STOPS_PER_TRIP }, (_, i) => (route * 37 + i * 199) % stopCount);
  await writeLines(path.join(dir, 'agency.txt'), 'agency_id,agency_name,agency_url,agency_timezone', ['bench,Bench Bus,https://example.my,Asia/Kuala_Lumpur']);
  await writeLines(path.join(dir, 'routes.txt'), 'route_id,route_short_name,route_long_name,route_type', Array.from({ length: ROUTES }, (_, r) => `R${r},B${r},Bench route ${r},3`));
  await writeLines(
    path.join(dir, 'stops.txt'),
    'stop_id,stop_code,stop_name,stop_lat,stop_lon',
    Array.from({ length: stopCount }, (_, s) => `S${s},BK${s},Bench stop ${s},${(3 + (s % 100) / 1000).toFixed(4)},${(101.6 + Math.floor(s / 100) / 1000).toFixed(4)}`),
  );
  await writeLines(path.join(dir, 'trips.txt'), 'route_id,service_id,trip_id,direction_id,trip_headsign', (function* () {
    for (let t = 0; t < trips; t += 1) yield `R${t % ROUTES},WD,T${t},${Math.floor(t / ROUTES) % 2},Bench ${t % 2 === 0 ? 'north' : 'south'}`;
  })());
  await writeLines(path.join(dir, 'stop_times.txt'), 'trip_id,arrival_time,departure_time,stop_id,stop_sequence', (function* () {
    for (let t = 0; t < trips; t += 1) {
      const stops = routeStops(t % ROUTES);
      const ordered = Math.floor(t / ROUTES) % 2 === 0 ? stops : [...stops].reverse();
      // Every fifth trip turns short, skipping the five stops before its last: a second pattern.
      const served = Math.floor(t / (2 * ROUTES)) % 5 === 0 ? [...ordered.slice(0, STOPS_PER_TRIP - 6), ordered.at(-1)!] : ordered;
      for (let i = 0; i < served.length; i += 1) {
        const stop = served[i]!;
        const time = `${String(6 + (i >> 3)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00`;
        written += 1;
        yield `T${t},${time},${time},S${stop},${i + 1}`;
      }
    }
  })());
  return { trips, stopTimes: written };
}

/** Runs `work` while sampling the RSS and the V8 heap in use; answers its result and both peaks in MB. */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ result: T; rssMb: number; heapMb: number; seconds: number }> {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 20);
  const started = performance.now();
  try {
    const result = await work();
    sample();
    return { result, rssMb: rss / MB, heapMb: heap / MB, seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(timer);
  }
}

const { stops, stopTimes, import: alsoImport } = options();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-gtfs-bench-'));
try {
  const { trips, stopTimes: written } = await generateFeed(dir, stops, stopTimes);
  const size = fs.statSync(path.join(dir, 'stop_times.txt')).size;
  const before = process.memoryUsage();
  console.log(`feed: ${stops} stops, ${trips} trips, ${written} stop_times (stop_times.txt ${(size / MB).toFixed(0)} MB); RSS before parsing ${(before.rss / MB).toFixed(0)} MB, heap used ${(before.heapUsed / MB).toFixed(0)} MB`);
  const parsed = await peakMemory(() => parseFeed(dir));
  const { network } = parsed.result;
  console.log(
    `parse: ${network.routes.length} routes, ${network.stops.length} stops, ${network.patterns.length} patterns in ${parsed.seconds.toFixed(1)} s; peak RSS ${parsed.rssMb.toFixed(0)} MB, peak heap used ${parsed.heapMb.toFixed(0)} MB`,
  );
  if (alsoImport) {
    const database = await openPglite();
    try {
      await database.migrate();
      await seedReferenceData(database.db);
      const imported = await peakMemory(() => replaceAgencyTransit(database.db, parsed.result.agency, network));
      console.log(`import into PGlite: ${imported.seconds.toFixed(1)} s; peak RSS ${imported.rssMb.toFixed(0)} MB (PGlite's own memory included), peak heap used ${imported.heapMb.toFixed(0)} MB`);
    } finally {
      await database.close();
    }
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
