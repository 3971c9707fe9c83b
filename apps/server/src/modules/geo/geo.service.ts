import { messageText, type Language } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TransitService } from '../transit/transit.service.ts';
import { readCache, writeCache } from './geo.repository.ts';
import { GeocoderError, type NominatimClient, type Place } from './nominatim.client.ts';

/** How far a stop may be for 'near {stop}' to describe a place when the geocoder cannot. */
export const NEAREST_STOP_METRES = 300;
const NEAR = { en: 'near', ms: 'berhampiran' } as const;

export type ReverseResult = { address: string; source: 'geocoder' | 'nearest-stop' };

/** 'near {stop}' for the nearest stop within NEAREST_STOP_METRES of a point, else null. */
export async function nearestStopAddress(transit: TransitService, latitude: number, longitude: number, language: Language): Promise<string | null> {
  const stop = await transit.nearestStop(latitude, longitude, NEAREST_STOP_METRES);
  return stop ? `${NEAR[language]} ${stop.name}` : null;
}

/**
 * The error to answer when the bus stops cannot stand in for the geocoder: the provider's detail (502),
 * or a busy queue or an absent Redis (503 with Retry-After). Anything else is not the geocoder's and is rethrown.
 */
function standInFor(error: unknown): AppError {
  if (error instanceof GeocoderError) return new AppError(502, 'geocoder_unavailable', error.message);
  if (error instanceof AppError && error.status === 503) return error;
  throw error;
}

export function createGeoService(deps: { db: Database; transit: TransitService; client: NominatimClient | undefined }) {
  const { db, transit, client } = deps;

  async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = await readCache<T>(db, key);
    if (hit !== undefined) return hit;
    const value = await load();
    await writeCache(db, key, value);
    return value;
  }

  return {
    /**
     * The address of a point: the geocoder (cached), else 'near {stop}' within 300 m, else the
     * geocoder's failure: 502 from the provider, 503 when it is busy or Redis is away (try again soon).
     */
    async reverse(latitude: number, longitude: number, language: Language): Promise<ReverseResult> {
      // About 1 m of precision: a marker nudged a hair's breadth reuses the cached answer.
      const key = `reverse:${language}:${latitude.toFixed(5)},${longitude.toFixed(5)}`;
      // The code is what the web translates; the English text is the provider's detail when there is one.
      let failure = new AppError(502, 'geocoder_unavailable', messageText('geocoderUnavailable', 'en'));
      if (client) {
        try {
          return await cached(key, async () => ({ address: await client.reverse(latitude, longitude, language), source: 'geocoder' as const }));
        } catch (error) {
          failure = standInFor(error);
        }
      }
      const near = await nearestStopAddress(transit, latitude, longitude, language);
      if (near) return { address: near, source: 'nearest-stop' };
      throw failure;
    },

    /** Places matching `query`: the geocoder (cached), else bus stops by name; none while the geocoder is busy is a 503. */
    async search(query: string, language: Language): Promise<Place[]> {
      const key = `search:${language}:${query.trim().toLowerCase()}`;
      let failure: AppError | undefined;
      if (client) {
        try {
          return await cached(key, () => client.search(query, language));
        } catch (error) {
          failure = standInFor(error);
        }
      }
      const stops = await transit.searchStops(query.trim(), 5);
      if (stops.length === 0 && failure?.status === 503) throw failure;
      return stops.map((s) => ({ label: s.name, latitude: s.latitude, longitude: s.longitude }));
    },
  };
}
export type GeoService = ReturnType<typeof createGeoService>;
