import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { routeStops, transitRoutes, transitStops } from '../../db/schema/index.ts';

export type StopWithRoutes = Awaited<ReturnType<typeof listStopsWithRoutes>>[number];

/** Every stop once (a stop shared by routes or visited twice by a loop is still one marker), with its routes. */
export function listStopsWithRoutes(db: Database) {
  return db
    .select({
      id: transitStops.id,
      code: transitStops.code,
      name: transitStops.name,
      latitude: transitStops.latitude,
      longitude: transitStops.longitude,
      routes: sql<{ code: string; name: string }[]>`json_agg(distinct jsonb_build_object('code', ${transitRoutes.code}, 'name', ${transitRoutes.name}))`,
    })
    .from(transitStops)
    .innerJoin(routeStops, eq(routeStops.stopId, transitStops.id))
    .innerJoin(transitRoutes, eq(transitRoutes.id, routeStops.routeId))
    .groupBy(transitStops.id)
    .orderBy(asc(transitStops.name), asc(transitStops.code));
}
