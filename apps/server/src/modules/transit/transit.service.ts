import type { TransitRoutesQuery } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { decodeJsonCursor, encodeJsonCursor, isCursorText } from '../../lib/json-cursor.ts';
import { UUID } from '../reviews/reviews.cursor.ts';
import {
  findRoute,
  listRoutePatterns,
  listRoutes,
  listStopsWithRoutes,
  nearestStop,
  nearestStopNamed,
  routesNamed,
  searchStopsByName,
  type RouteKeyset,
} from './transit.repository.ts';

/** A stop named (not coded) in a review counts only this close to where the review was written: names repeat across a city. */
export const STOP_NAME_MATCH_METRES = 1000;

/** Feed codes are short; the bound only keeps a tampered cursor small. */
const CODE_MAX = 500;

const decodeRouteKeyset = (cursor: string) =>
  decodeJsonCursor(cursor, ([code, id, ...rest]): RouteKeyset | undefined =>
    isCursorText(code, CODE_MAX) && typeof id === 'string' && UUID.test(id) && rest.length === 0 ? { code, id } : undefined,
  );

export function createTransitService(db: Database) {
  return {
    listStops: () => listStopsWithRoutes(db),
    nearestStop: (latitude: number, longitude: number, maxMetres: number) => nearestStop(db, latitude, longitude, maxMetres),
    searchStops: (text: string, limit: number) => searchStopsByName(db, text, limit),

    async listRoutes({ q, cursor, limit }: TransitRoutesQuery) {
      const rows = await listRoutes(db, { q, after: cursor ? decodeRouteKeyset(cursor) : undefined, limit: limit + 1 });
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return { items, nextCursor: rows.length > limit && last ? encodeJsonCursor([last.code, last.id]) : null };
    },

    /**
     * The route a review's route text names: its first word is the route's code ('T580 MRT Kajang')
     * or the whole text is its name. Where several match, the review's operator's; still several: none.
     */
    async matchRoute(text: string | null | undefined, operatorId: string | null): Promise<string | null> {
      const name = text?.trim();
      if (!name) return null;
      const candidates = await routesNamed(db, name.split(/\s+/)[0]!, name);
      const ofOperator = candidates.filter((route) => operatorId && route.operatorId === operatorId);
      const pool = ofOperator.length > 0 ? ofOperator : candidates;
      return pool.length === 1 ? pool[0]!.id : null;
    },

    /** The stop a review's stop text names: by code (nearest where codes repeat), or by name within STOP_NAME_MATCH_METRES. */
    async matchStop(text: string | null | undefined, latitude: number, longitude: number): Promise<string | null> {
      const name = text?.trim();
      const stop = name ? await nearestStopNamed(db, name, latitude, longitude) : undefined;
      return stop && (stop.byCode || stop.distance <= STOP_NAME_MATCH_METRES) ? stop.id : null;
    },

    /** A route with its stop patterns (per direction, most run first), each stop in order. */
    async routeStops(id: string) {
      const route = UUID.test(id) ? await findRoute(db, id) : undefined;
      if (!route) throw notFound('No such route.');
      return { route, patterns: await listRoutePatterns(db, route.id) };
    },
  };
}
export type TransitService = ReturnType<typeof createTransitService>;
