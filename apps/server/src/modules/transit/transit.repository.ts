import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { operators, routePatterns, routeStops, transitRoutes, transitStops } from '../../db/schema/index.ts';
import { containingPattern, containsIgnoringCase, likeIgnoringCase } from '../../db/like-pattern.ts';

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
      routes: sql<
        { id: string; code: string; name: string; operator: string | null }[]
      >`json_agg(distinct jsonb_build_object('id', ${transitRoutes.id}, 'code', ${transitRoutes.code}, 'name', ${transitRoutes.name}, 'operator', ${transitRoutes.operator}))`,
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

const routeColumns = {
  id: transitRoutes.id,
  code: transitRoutes.code,
  name: transitRoutes.name,
  agency: transitRoutes.agency,
  operator: sql<{ id: string; slug: string; name: string } | null>`case when ${operators.id} is null then null else json_build_object('id', ${operators.id}, 'slug', ${operators.slug}, 'name', ${operators.name}) end`,
};

export type RouteKeyset = { code: string; id: string };

/** Routes by code (then id), whose code starts with `q` or whose name contains it, with their operator. */
export function listRoutes(db: Database, { q, after, limit }: { q?: string; after?: RouteKeyset; limit: number }) {
  const escaped = q ? containingPattern(q).slice(1) : undefined; // 'T78%': the code's start
  return db
    .select(routeColumns)
    .from(transitRoutes)
    .leftJoin(operators, eq(operators.id, transitRoutes.operatorId))
    .where(
      and(
        q ? or(likeIgnoringCase(transitRoutes.code, escaped!), containsIgnoringCase(transitRoutes.name, q)) : undefined,
        after ? sql`(${transitRoutes.code}, ${transitRoutes.id}) > (${after.code}, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(transitRoutes.code), asc(transitRoutes.id))
    .limit(limit);
}

export async function findRoute(db: Database, id: string) {
  const [row] = await db.select(routeColumns).from(transitRoutes).leftJoin(operators, eq(operators.id, transitRoutes.operatorId)).where(eq(transitRoutes.id, id));
  return row;
}

/** A route's stop patterns in order, each with its stops in order: one query. */
export function listRoutePatterns(db: Database, routeId: string) {
  return db
    .select({
      number: routePatterns.number,
      direction: routePatterns.direction,
      headsign: routePatterns.headsign,
      tripCount: routePatterns.tripCount,
      stops: sql<{ id: string; code: string; name: string; latitude: number; longitude: number }[]>`json_agg(json_build_object('id', ${transitStops.id}, 'code', ${transitStops.code}, 'name', ${transitStops.name}, 'latitude', ${transitStops.latitude}, 'longitude', ${transitStops.longitude}) order by ${routeStops.sequence})`,
    })
    .from(routePatterns)
    .innerJoin(routeStops, eq(routeStops.patternId, routePatterns.id))
    .innerJoin(transitStops, eq(transitStops.id, routeStops.stopId))
    .where(eq(routePatterns.routeId, routeId))
    .groupBy(routePatterns.id)
    .orderBy(asc(routePatterns.number));
}

/** Routes whose code is `code` or whose name is `name`, ignoring case (a review's route text). */
export function routesNamed(db: Database, code: string, name: string) {
  return db
    .select({ id: transitRoutes.id, operatorId: transitRoutes.operatorId })
    .from(transitRoutes)
    .where(or(sql`lower(${transitRoutes.code}) = lower(${code})`, sql`lower(${transitRoutes.name}) = lower(${name})`))
    .limit(20);
}

/** The stop whose code or name is `text` (ignoring case) nearest the point, with its distance in metres. */
export async function nearestStopNamed(db: Database, text: string, latitude: number, longitude: number) {
  const distance = sql<number>`sqrt(power((${transitStops.latitude} - ${latitude}) * ${METRES_PER_DEGREE}, 2) + power((${transitStops.longitude} - ${longitude}) * ${METRES_PER_DEGREE} * cos(radians(${latitude})), 2))`;
  const [row] = await db
    .select({ id: transitStops.id, byCode: sql<boolean>`lower(${transitStops.code}) = lower(${text})`, distance })
    .from(transitStops)
    .where(or(sql`lower(${transitStops.code}) = lower(${text})`, sql`lower(${transitStops.name}) = lower(${text})`))
    .orderBy(distance)
    .limit(1);
  return row;
}

export type NetworkLinks = { routesLinked: number; stopsLinked: number };

/**
 * Links the reviews not linked yet whose route or stop text names the network's (those written
 * before a feed brought it): migration 0014's SQL function, the set-based twin of matchRoute and
 * matchStop in transit.service.ts.
 */
export async function linkReviewsToNetwork(db: Database): Promise<NetworkLinks> {
  const [links] = await rowsOf<NetworkLinks>(db, sql`select routes_linked as "routesLinked", stops_linked as "stopsLinked" from reviews_link_network()`);
  return links!;
}
