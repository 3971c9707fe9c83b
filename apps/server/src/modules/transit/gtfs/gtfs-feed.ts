import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse';
import type { NetworkPattern, TransitNetwork } from '../transit-network.ts';
import { GtfsError } from './gtfs-error.ts';

/** The files an import reads, in the order it reads them, with the columns each must have. */
export const FEED_FILES = {
  'agency.txt': ['agency_name'],
  'routes.txt': ['route_id'],
  'stops.txt': ['stop_id', 'stop_name', 'stop_lat', 'stop_lon'],
  'trips.txt': ['route_id', 'trip_id'],
  'stop_times.txt': ['trip_id', 'stop_id', 'stop_sequence'],
} as const;
type FeedFile = keyof typeof FEED_FILES;

export type Progress = (file: string, fraction: number) => void;
type Row = Record<string, string>;

/** Each row of `name` with its line, streamed: memory holds a row, not the file. */
async function* rows(dir: string, name: FeedFile, progress: Progress): AsyncGenerator<{ row: Row; line: number }> {
  const file = path.join(dir, name);
  const size = fs.statSync(file).size || 1;
  const input = fs.createReadStream(file);
  const parser = input.pipe(parse({ columns: true, bom: true, skip_empty_lines: true, trim: true, info: true }));
  let checked = false;
  let count = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Row; info: { lines: number; bytes: number } }>) {
      if (!checked) {
        const missing = FEED_FILES[name].filter((column) => !(column in record));
        if (missing.length > 0) throw new GtfsError(name, 1, `the column ${missing.join(', ')} is missing`);
        checked = true;
      }
      if (++count % 5000 === 0) progress(name, info.bytes / size);
      yield { row: record, line: info.lines };
    }
  } catch (error) {
    if (error instanceof GtfsError) throw error;
    const e = error as { lines?: number; message: string };
    throw new GtfsError(name, e.lines, e.message);
  } finally {
    // Stopped early by a bad row: the file is closed, not left open until the process ends.
    input.destroy();
    parser.destroy();
  }
  progress(name, 1);
}

const required = (name: FeedFile, line: number, row: Row, column: string) => {
  const value = row[column];
  if (!value) throw new GtfsError(name, line, `${column} is missing`);
  return value;
};

function coordinate(line: number, row: Row, column: string, limit: number) {
  const value = Number(required('stops.txt', line, row, column));
  if (!Number.isFinite(value) || Math.abs(value) > limit) throw new GtfsError('stops.txt', line, `${column} "${row[column]}" is not a coordinate`);
  return value;
}

/** The code riders know (`preferred`: route_short_name, stop_code) where the feed has one that no other row shares, else the id. */
function codesOf(items: { id: string; preferred: string; line: number }[], file: FeedFile) {
  const uses = new Map<string, number>();
  for (const { preferred } of items) if (preferred) uses.set(preferred, (uses.get(preferred) ?? 0) + 1);
  const taken = new Set<string>();
  return items.map(({ id, preferred, line }) => {
    const code = preferred && uses.get(preferred) === 1 ? preferred : id;
    if (taken.has(code)) throw new GtfsError(file, line, `the code "${code}" is used twice`);
    taken.add(code);
    return code;
  });
}

/** What the import reports: the agencies by name, and the replace scope (one agency's id or name). */
export type ParsedFeed = { agency: string; agencyNames: string[]; network: TransitNetwork };

/**
 * Reads a feed folder into a network: every route that runs a trip, every stop a trip visits (not
 * stations or entrances), and every distinct stop pattern of each route and direction, most run
 * first. Each file is streamed; stop_times are held per trip as numbers until the patterns are
 * known. Validates everything before anything is written.
 */
export async function parseFeed(dir: string, progress: Progress = () => undefined): Promise<ParsedFeed> {
  for (const name of Object.keys(FEED_FILES)) {
    if (!fs.existsSync(path.join(dir, name))) throw new GtfsError(name, undefined, 'the file is missing');
  }

  const agencyNames = new Map<string, string>();
  let firstAgency: { id: string; name: string } | undefined;
  for await (const { row, line } of rows(dir, 'agency.txt', progress)) {
    const name = required('agency.txt', line, row, 'agency_name');
    firstAgency ??= { id: row.agency_id ?? '', name };
    agencyNames.set(row.agency_id ?? '', name);
  }
  if (!firstAgency) throw new GtfsError('agency.txt', 2, 'no agency is listed');

  const routes: { id: string; preferred: string; line: number; name: string; operator: string }[] = [];
  const routeIndex = new Map<string, number>();
  for await (const { row, line } of rows(dir, 'routes.txt', progress)) {
    const id = required('routes.txt', line, row, 'route_id');
    const short = row.route_short_name ?? '';
    routeIndex.set(id, routes.length);
    // agency_id may be left out when the feed has one agency.
    const operator = agencyNames.get(row.agency_id ?? '') ?? firstAgency.name;
    routes.push({ id, preferred: short, line, name: row.route_long_name || short || id, operator });
  }

  const stops: { id: string; preferred: string; line: number; name: string; latitude: number; longitude: number }[] = [];
  const stopIndex = new Map<string, number>();
  for await (const { row, line } of rows(dir, 'stops.txt', progress)) {
    if (row.location_type && row.location_type !== '0') continue; // stations and entrances are not boarding points
    const id = required('stops.txt', line, row, 'stop_id');
    stopIndex.set(id, stops.length);
    stops.push({
      id,
      preferred: row.stop_code ?? '',
      line,
      name: required('stops.txt', line, row, 'stop_name'),
      latitude: coordinate(line, row, 'stop_lat', 90),
      longitude: coordinate(line, row, 'stop_lon', 180),
    });
  }

  const trips: { route: number; direction: number | null; headsign: string | null }[] = [];
  const tripIndex = new Map<string, number>();
  for await (const { row, line } of rows(dir, 'trips.txt', progress)) {
    const routeId = required('trips.txt', line, row, 'route_id');
    const route = routeIndex.get(routeId);
    if (route === undefined) throw new GtfsError('trips.txt', line, `route_id "${routeId}" is not in routes.txt`);
    const direction = row.direction_id ? Number(row.direction_id) : null;
    if (direction !== null && direction !== 0 && direction !== 1) throw new GtfsError('trips.txt', line, `direction_id "${row.direction_id}" is not 0 or 1`);
    tripIndex.set(required('trips.txt', line, row, 'trip_id'), trips.length);
    trips.push({ route, direction, headsign: row.trip_headsign || null });
  }

  // Per trip, its stop_times as pairs of numbers (sequence, stop index): compact at a million rows.
  const tripStops: number[][] = trips.map(() => []);
  for await (const { row, line } of rows(dir, 'stop_times.txt', progress)) {
    const tripId = required('stop_times.txt', line, row, 'trip_id');
    const stopId = required('stop_times.txt', line, row, 'stop_id');
    const sequence = Number(required('stop_times.txt', line, row, 'stop_sequence'));
    const trip = tripIndex.get(tripId);
    const stop = stopIndex.get(stopId);
    if (trip === undefined) throw new GtfsError('stop_times.txt', line, `trip_id "${tripId}" is not in trips.txt`);
    if (stop === undefined) throw new GtfsError('stop_times.txt', line, `stop_id "${stopId}" is not in stops.txt`);
    if (!Number.isInteger(sequence) || sequence < 0) throw new GtfsError('stop_times.txt', line, `stop_sequence "${row.stop_sequence}" is not a whole number`);
    tripStops[trip]!.push(sequence, stop);
  }

  const patterns = patternsOf(trips, tripStops);
  if (patterns.length === 0) throw new GtfsError('stop_times.txt', undefined, 'no trip has any stops');
  return { agency: firstAgency.id || firstAgency.name, agencyNames: [...new Set(agencyNames.values())], network: compact(routes, stops, patterns) };
}

/** The distinct stop lists of the trips, per route and direction; the first trip's headsign names each. */
function patternsOf(trips: { route: number; direction: number | null; headsign: string | null }[], tripStops: number[][]): NetworkPattern[] {
  const byKey = new Map<string, NetworkPattern>();
  trips.forEach((trip, index) => {
    const pairs = tripStops[index]!;
    if (pairs.length === 0) return;
    const order = Array.from({ length: pairs.length / 2 }, (_, i) => i).sort((a, b) => pairs[2 * a]! - pairs[2 * b]!);
    const stops = order.map((i) => pairs[2 * i + 1]!);
    tripStops[index] = []; // freed as soon as its pattern is known
    const key = `${trip.route}|${trip.direction}|${stops.join(',')}`;
    const known = byKey.get(key);
    if (known) known.tripCount += 1;
    else byKey.set(key, { route: trip.route, direction: trip.direction, headsign: trip.headsign, tripCount: 1, stops });
  });
  const directionRank = (d: number | null) => (d === null ? 2 : d);
  return [...byKey.values()].sort(
    (a, b) => a.route - b.route || directionRank(a.direction) - directionRank(b.direction) || b.tripCount - a.tripCount || b.stops.length - a.stops.length,
  );
}

/** Keeps the routes and stops the patterns use, renumbering the patterns' references to them. */
function compact(
  routes: { id: string; preferred: string; line: number; name: string; operator: string }[],
  stops: { id: string; preferred: string; line: number; name: string; latitude: number; longitude: number }[],
  patterns: NetworkPattern[],
): TransitNetwork {
  const keep = <T>(items: T[], used: Set<number>) => {
    const index = new Map<number, number>();
    const kept = items.filter((_, i) => used.has(i) && index.set(i, index.size));
    return { kept, index };
  };
  const usedRoutes = keep(routes, new Set(patterns.map((p) => p.route)));
  const usedStops = keep(stops, new Set(patterns.flatMap((p) => p.stops)));
  const routeCodes = codesOf(usedRoutes.kept, 'routes.txt');
  const stopCodes = codesOf(usedStops.kept, 'stops.txt');
  return {
    routes: usedRoutes.kept.map((r, i) => ({ code: routeCodes[i]!, name: r.name, operator: r.operator })),
    stops: usedStops.kept.map((s, i) => ({ code: stopCodes[i]!, name: s.name, latitude: s.latitude, longitude: s.longitude })),
    patterns: patterns.map((p) => ({ ...p, route: usedRoutes.index.get(p.route)!, stops: p.stops.map((s) => usedStops.index.get(s)!) })),
  };
}
