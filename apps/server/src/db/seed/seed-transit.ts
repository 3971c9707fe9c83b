import { and, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { createOperatorsService } from '../../modules/operators/operators.service.ts';
import type { TransitNetwork } from '../../modules/transit/transit-network.ts';
import type { Database } from '../client.ts';
import { routePatterns, routeStops, transitRoutes, transitStops } from '../schema/index.ts';
import bundledStops from './data/pj-bus-stops.json' with { type: 'json' };

/** The agency the bundled Petaling Jaya data is filed under; a GTFS import uses the feed's own agency. */
export const BUNDLED_AGENCY = 'pj-bundled';
/** The free Petaling Jaya city bus, run for the city council (MBPJ). */
const BUNDLED_OPERATOR = 'PJ City Bus (MBPJ)';

/** The bundled data's rows: each route's stops in order (one pattern per route). */
export type StopTimeRow = { route_id: string; route_name: string; stoptime_id: string; stop_id: string; stop_name: string; latitude: number; longitude: number; sequence: number };

export function networkFromStopRows(rows: StopTimeRow[], operator: string): TransitNetwork {
  const routes = [...new Map(rows.map((r) => [r.route_id, { code: r.route_id, name: r.route_name, operator }])).values()];
  const stops = [...new Map(rows.map((r) => [r.stop_id, { code: r.stop_id, name: r.stop_name, latitude: r.latitude, longitude: r.longitude }])).values()];
  const stopIndex = new Map(stops.map((s, i) => [s.code, i]));
  const patterns = routes.map((route, index) => ({
    route: index,
    direction: null,
    headsign: null,
    tripCount: 1,
    stops: rows
      .filter((r) => r.route_id === route.code)
      .sort((a, b) => a.sequence - b.sequence)
      .map((r) => stopIndex.get(r.stop_id)!),
  }));
  return { routes, stops, patterns };
}

/** A JSON array parameter: one bind value however many codes a feed has. */
const jsonList = (values: string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * Replaces one agency's routes, stops and patterns with `network`, in one transaction. Routes and
 * stops are upserted by code, so their ids (and what links to them) survive a re-import. The routes'
 * operators are matched by name, or added.
 */
export async function replaceAgencyTransit(db: Database, agency: string, network: TransitNetwork) {
  const operatorIds = await createOperatorsService(db).ensureOperators(network.routes.map((r) => r.operator));
  const routes = network.routes.map((r) => ({ agency, code: r.code, name: r.name, operator: r.operator, operatorId: operatorIds.get(r.operator) ?? null }));
  const stops = network.stops.map((s) => ({ agency, ...s }));

  await db.transaction(async (tx) => {
    const routeIds = new Map<string, string>();
    for (const batch of chunks(routes)) {
      const saved = await tx
        .insert(transitRoutes)
        .values(batch)
        .onConflictDoUpdate({
          target: [transitRoutes.agency, transitRoutes.code],
          set: { name: sql`excluded.name`, operator: sql`excluded.operator`, operatorId: sql`excluded.operator_id` },
        })
        .returning({ id: transitRoutes.id, code: transitRoutes.code });
      for (const row of saved) routeIds.set(row.code, row.id);
    }
    const stopIds = new Map<string, string>();
    for (const batch of chunks(stops)) {
      const saved = await tx
        .insert(transitStops)
        .values(batch)
        .onConflictDoUpdate({
          target: [transitStops.agency, transitStops.code],
          set: { name: sql`excluded.name`, latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` },
        })
        .returning({ id: transitStops.id, code: transitStops.code });
      for (const row of saved) stopIds.set(row.code, row.id);
    }

    // What the agency no longer runs goes: its patterns (and their stops), then routes and stops missing from `network`.
    const agencyRoutes = tx.select({ id: transitRoutes.id }).from(transitRoutes).where(eq(transitRoutes.agency, agency));
    await tx.delete(routePatterns).where(inArray(routePatterns.routeId, agencyRoutes));
    await tx.delete(transitRoutes).where(and(eq(transitRoutes.agency, agency), sql`${transitRoutes.code} not in ${jsonList(routes.map((r) => r.code))}`));
    await tx.delete(transitStops).where(and(eq(transitStops.agency, agency), sql`${transitStops.code} not in ${jsonList(stops.map((s) => s.code))}`));

    const numbers = new Map<number, number>();
    const patterns = network.patterns.map((p) => {
      const number = (numbers.get(p.route) ?? 0) + 1;
      numbers.set(p.route, number);
      return { id: uuidv7(), routeId: routeIds.get(network.routes[p.route]!.code)!, number, direction: p.direction, headsign: p.headsign, tripCount: p.tripCount };
    });
    for (const batch of chunks(patterns)) await tx.insert(routePatterns).values(batch);

    const links = network.patterns.flatMap((p, i) =>
      p.stops.map((stop, at) => ({ patternId: patterns[i]!.id, routeId: patterns[i]!.routeId, stopId: stopIds.get(network.stops[stop]!.code)!, sequence: at + 1 })),
    );
    for (const batch of chunks(links)) await tx.insert(routeStops).values(batch);
  });
}

/** Keeps each INSERT well under PostgreSQL's 65,535 bind parameters, whatever the feed's size. */
function* chunks<T>(items: T[], size = 1000): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

export const seedBundledTransit = (db: Database) => replaceAgencyTransit(db, BUNDLED_AGENCY, networkFromStopRows(bundledStops, BUNDLED_OPERATOR));
