import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { routeStops, transitRoutes, transitStops } from '../schema/index.ts';
import bundledStops from './data/pj-bus-stops.json' with { type: 'json' };

/** The agency the bundled Petaling Jaya data is filed under; a GTFS import uses the feed's own agency. */
export const BUNDLED_AGENCY = 'pj-bundled';
/** The free Petaling Jaya city bus, run for the city council (MBPJ). */
const BUNDLED_OPERATOR = 'PJ City Bus (MBPJ)';

export type StopTimeRow = {
  route_id: string;
  route_name: string;
  stoptime_id: string;
  stop_id: string;
  stop_name: string;
  latitude: number;
  longitude: number;
  sequence: number;
  /** The route's operator; rows of one route share it. */
  operator?: string;
};

/** Replaces one agency's routes, stops and ordered route stops with `rows`, in one transaction. */
export async function replaceAgencyTransit(db: Database, agency: string, rows: StopTimeRow[]) {
  const routes = uniqueBy(rows, (r) => r.route_id).map((r) => ({ agency, code: r.route_id, name: r.route_name, operator: r.operator ?? null }));
  const stops = uniqueBy(rows, (r) => r.stop_id).map((r) => ({
    agency,
    code: r.stop_id,
    name: r.stop_name,
    latitude: r.latitude,
    longitude: r.longitude,
  }));

  await db.transaction(async (tx) => {
    const savedRoutes = [];
    for (const batch of chunks(routes)) {
      savedRoutes.push(
        ...(await tx
          .insert(transitRoutes)
          .values(batch)
          .onConflictDoUpdate({ target: [transitRoutes.agency, transitRoutes.code], set: { name: sql`excluded.name`, operator: sql`excluded.operator` } })
          .returning({ id: transitRoutes.id, code: transitRoutes.code })),
      );
    }
    const savedStops = [];
    for (const batch of chunks(stops)) {
      savedStops.push(
        ...(await tx
          .insert(transitStops)
          .values(batch)
          .onConflictDoUpdate({
            target: [transitStops.agency, transitStops.code],
            set: { name: sql`excluded.name`, latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` },
          })
          .returning({ id: transitStops.id, code: transitStops.code })),
      );
    }

    const routeIds = new Map(savedRoutes.map((r) => [r.code, r.id]));
    const stopIds = new Map(savedStops.map((s) => [s.code, s.id]));
    // What the agency no longer runs goes: its route stops, then routes and stops missing from `rows`.
    const agencyRoutes = tx.select({ id: transitRoutes.id }).from(transitRoutes).where(eq(transitRoutes.agency, agency));
    await tx.delete(routeStops).where(inArray(routeStops.routeId, agencyRoutes));
    await tx.delete(transitRoutes).where(and(eq(transitRoutes.agency, agency), notInArray(transitRoutes.id, [...routeIds.values()])));
    await tx.delete(transitStops).where(and(eq(transitStops.agency, agency), notInArray(transitStops.id, [...stopIds.values()])));
    const links = rows.map((r) => ({
      routeId: routeIds.get(r.route_id)!,
      stopId: stopIds.get(r.stop_id)!,
      sequence: r.sequence,
      stopTimeCode: r.stoptime_id,
    }));
    for (const batch of chunks(links)) await tx.insert(routeStops).values(batch);
  });
}

/** Keeps each INSERT well under PostgreSQL's 65,535 bind parameters, whatever the feed's size. */
function* chunks<T>(items: T[], size = 1000): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

export const seedBundledTransit = (db: Database) =>
  replaceAgencyTransit(
    db,
    BUNDLED_AGENCY,
    bundledStops.map((row) => ({ ...row, operator: BUNDLED_OPERATOR })),
  );

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
