import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse';
import { unzipSync } from 'fflate';
import type { StopTimeRow } from '../../../db/seed/seed-transit.ts';

/** A problem in the feed, located so the person importing it can fix it. */
export class GtfsError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    detail: string,
  ) {
    super(`${file} line ${line}: ${detail}`);
  }
}

const REQUIRED: Record<string, string[]> = {
  'agency.txt': ['agency_name'],
  'routes.txt': ['route_id'],
  'stops.txt': ['stop_id', 'stop_name', 'stop_lat', 'stop_lon'],
  'trips.txt': ['route_id', 'trip_id'],
  'stop_times.txt': ['trip_id', 'stop_id', 'stop_sequence'],
};

export type Progress = (file: string, fraction: number) => void;
type Row = Record<string, string>;

/** Reads the five files we use from a GTFS .zip or a folder of .txt files. */
export function readFeedFiles(source: string): Map<string, string> {
  const files = new Map<string, string>();
  if (fs.statSync(source).isDirectory()) {
    for (const name of Object.keys(REQUIRED)) {
      const file = path.join(source, name);
      if (fs.existsSync(file)) files.set(name, fs.readFileSync(file, 'utf8'));
    }
  } else {
    const entries = unzipSync(fs.readFileSync(source));
    for (const [entry, bytes] of Object.entries(entries)) {
      const name = path.posix.basename(entry);
      if (name in REQUIRED) files.set(name, new TextDecoder().decode(bytes));
    }
  }
  for (const name of Object.keys(REQUIRED)) {
    if (!files.has(name)) throw new GtfsError(name, 0, 'the file is missing from the feed');
  }
  return files;
}

async function readTable(name: string, text: string, progress: Progress): Promise<{ row: Row; line: number }[]> {
  const rows: { row: Row; line: number }[] = [];
  const parser = parse({ columns: true, bom: true, skip_empty_lines: true, trim: true, info: true, relax_column_count: false });
  parser.end(text);
  let header: string[] | undefined;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Row; info: { lines: number; bytes: number } }>) {
      if (!header) {
        header = Object.keys(record);
        const missing = REQUIRED[name]!.filter((column) => !header!.includes(column));
        if (missing.length > 0) throw new GtfsError(name, 1, `the column ${missing.join(', ')} is missing`);
      }
      rows.push({ row: record, line: info.lines });
      if (rows.length % 5000 === 0) progress(name, info.bytes / text.length);
    }
  } catch (error) {
    if (error instanceof GtfsError) throw error;
    const e = error as { lines?: number; message: string };
    throw new GtfsError(name, e.lines ?? 0, e.message);
  }
  progress(name, 1);
  return rows;
}

const required = (name: string, line: number, row: Row, column: string) => {
  const value = row[column];
  if (!value) throw new GtfsError(name, line, `${column} is missing`);
  return value;
};

function coordinate(name: string, line: number, row: Row, column: string, limit: number) {
  const value = Number(required(name, line, row, column));
  if (!Number.isFinite(value) || Math.abs(value) > limit) throw new GtfsError(name, line, `${column} "${row[column]}" is not a coordinate`);
  return value;
}

/**
 * Turns a feed into ordered route stops: for each route, the stops of its longest trip (the pattern
 * that covers the most stops), in stop_sequence order. Validates everything before anything is written.
 */
export async function parseFeed(files: Map<string, string>, progress: Progress = () => undefined) {
  const table = (name: string) => readTable(name, files.get(name)!, progress);
  const [agencies, routes, stops, trips, stopTimes] = [
    await table('agency.txt'),
    await table('routes.txt'),
    await table('stops.txt'),
    await table('trips.txt'),
    await table('stop_times.txt'),
  ];

  const first = agencies[0];
  if (!first) throw new GtfsError('agency.txt', 2, 'no agency is listed');
  const agency = first.row.agency_id || required('agency.txt', first.line, first.row, 'agency_name');

  const agencyNames = new Map(agencies.map(({ row }) => [row.agency_id ?? '', row.agency_name ?? '']));
  const routeNames = new Map<string, string>();
  const routeOperators = new Map<string, string>();
  for (const { row, line } of routes) {
    const routeId = required('routes.txt', line, row, 'route_id');
    routeNames.set(routeId, row.route_long_name || row.route_short_name || routeId);
    // agency_id may be left out when the feed has one agency.
    routeOperators.set(routeId, agencyNames.get(row.agency_id ?? '') || first.row.agency_name || agency);
  }
  const stopById = new Map<string, { name: string; latitude: number; longitude: number }>();
  for (const { row, line } of stops) {
    if (row.location_type && row.location_type !== '0') continue; // stations and entrances are not boarding points
    stopById.set(required('stops.txt', line, row, 'stop_id'), {
      name: required('stops.txt', line, row, 'stop_name'),
      latitude: coordinate('stops.txt', line, row, 'stop_lat', 90),
      longitude: coordinate('stops.txt', line, row, 'stop_lon', 180),
    });
  }
  const routeOfTrip = new Map<string, string>();
  for (const { row, line } of trips) {
    const routeId = required('trips.txt', line, row, 'route_id');
    if (!routeNames.has(routeId)) throw new GtfsError('trips.txt', line, `route_id "${routeId}" is not in routes.txt`);
    routeOfTrip.set(required('trips.txt', line, row, 'trip_id'), routeId);
  }
  const tripStops = new Map<string, { stopId: string; sequence: number }[]>();
  for (const { row, line } of stopTimes) {
    const tripId = required('stop_times.txt', line, row, 'trip_id');
    const stopId = required('stop_times.txt', line, row, 'stop_id');
    const sequence = Number(required('stop_times.txt', line, row, 'stop_sequence'));
    if (!routeOfTrip.has(tripId)) throw new GtfsError('stop_times.txt', line, `trip_id "${tripId}" is not in trips.txt`);
    if (!stopById.has(stopId)) throw new GtfsError('stop_times.txt', line, `stop_id "${stopId}" is not in stops.txt`);
    if (!Number.isInteger(sequence)) throw new GtfsError('stop_times.txt', line, `stop_sequence "${row.stop_sequence}" is not a whole number`);
    const list = tripStops.get(tripId) ?? [];
    list.push({ stopId, sequence });
    tripStops.set(tripId, list);
  }

  const longestTrip = new Map<string, string>();
  for (const [tripId, list] of tripStops) {
    const routeId = routeOfTrip.get(tripId)!;
    const best = longestTrip.get(routeId);
    if (!best || list.length > tripStops.get(best)!.length) longestTrip.set(routeId, tripId);
  }

  const rows: StopTimeRow[] = [];
  for (const [routeId, tripId] of longestTrip) {
    const ordered = [...tripStops.get(tripId)!].sort((a, b) => a.sequence - b.sequence);
    ordered.forEach(({ stopId, sequence }, index) => {
      const stop = stopById.get(stopId)!;
      rows.push({
        route_id: routeId,
        route_name: routeNames.get(routeId)!,
        operator: routeOperators.get(routeId),
        stoptime_id: `${tripId}:${sequence}`,
        stop_id: stopId,
        stop_name: stop.name,
        latitude: stop.latitude,
        longitude: stop.longitude,
        sequence: index + 1,
      });
    });
  }
  if (rows.length === 0) throw new GtfsError('stop_times.txt', 0, 'no trip has any stops');
  return { agency, rows, routeCount: longestTrip.size, stopCount: new Set(rows.map((r) => r.stop_id)).size };
}
