import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { routeStops, transitRoutes, transitStops } from '../../db/schema/index.ts';
import { containsIgnoringCase } from '../../db/like-pattern.ts';

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
      routes: sql<{ code: string; name: string; operator: string | null }[]>`json_agg(distinct jsonb_build_object('code', ${transitRoutes.code}, 'name', ${transitRoutes.name}, 'operator', ${transitRoutes.operator}))`,
    })
    .from(transitStops)
    .innerJoin(routeStops, eq(routeStops.stopId, transitStops.id))
    .innerJoin(transitRoutes, eq(transitRoutes.id, routeStops.routeId))
    .groupBy(transitStops.id)
    .orderBy(asc(transitStops.name), asc(transitStops.code));
}

const METRES_PER_DEGREE = 111_320;

/** The closest stop within `maxMetres`, by an equirectangular distance (exact enough at city scale). */
export async function nearestStop(db: Database, latitude: number, longitude: number, maxMetres: number) {
  const dLat = maxMetres / METRES_PER_DEGREE;
  const dLon = maxMetres / (METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  const distance = sql<number>`sqrt(power((${transitStops.latitude} - ${latitude}) * ${METRES_PER_DEGREE}, 2) + power((${transitStops.longitude} - ${longitude}) * ${METRES_PER_DEGREE} * cos(radians(${latitude})), 2))`;
  const [row] = await db
    .select({ name: transitStops.name, latitude: transitStops.latitude, longitude: transitStops.longitude, distance })
    .from(transitStops)
    .where(
      sql`${transitStops.latitude} between ${latitude - dLat} and ${latitude + dLat} and ${transitStops.longitude} between ${longitude - dLon} and ${longitude + dLon}`,
    )
    .orderBy(distance)
    .limit(1);
  return row && row.distance <= maxMetres ? row : undefined;
}

/** Stops whose name contains `text`, for place search when the geocoder cannot answer. */
export function searchStopsByName(db: Database, text: string, limit: number) {
  return db
    .select({ name: transitStops.name, latitude: transitStops.latitude, longitude: transitStops.longitude })
    .from(transitStops)
    .where(containsIgnoringCase(transitStops.name, text))
    .orderBy(asc(transitStops.name))
    .limit(limit);
}
