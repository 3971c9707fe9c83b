import type { Database } from '../../db/client.ts';
import { listStopsWithRoutes, nearestStop, searchStopsByName } from './transit.repository.ts';

export function createTransitService(db: Database) {
  return {
    listStops: () => listStopsWithRoutes(db),
    nearestStop: (latitude: number, longitude: number, maxMetres: number) => nearestStop(db, latitude, longitude, maxMetres),
    searchStops: (text: string, limit: number) => searchStopsByName(db, text, limit),
  };
}
export type TransitService = ReturnType<typeof createTransitService>;
