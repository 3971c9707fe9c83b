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
    /** The address of a point: the geocoder (cached), else 'near {stop}' within 300 m, else the provider's error. */
    async reverse(latitude: number, longitude: number, language: Language): Promise<ReverseResult> {
      // About 1 m of precision: a marker nudged a hair's breadth reuses the cached answer.
      const key = `reverse:${language}:${latitude.toFixed(5)},${longitude.toFixed(5)}`;
      // The code is what the web translates; the English text is the provider's detail when there is one.
      let failure = messageText('geocoderUnavailable', 'en');
      if (client) {
        try {
          return await cached(key, async () => ({ address: await client.reverse(latitude, longitude, language), source: 'geocoder' as const }));
        } catch (error) {
          if (!(error instanceof GeocoderError)) throw error;
          failure = error.message;
        }
      }
      const near = await nearestStopAddress(transit, latitude, longitude, language);
      if (near) return { address: near, source: 'nearest-stop' };
      throw new AppError(502, 'geocoder_unavailable', failure);
    },

    /** Places matching `query`: the geocoder (cached), else bus stops by name. */
    async search(query: string, language: Language): Promise<Place[]> {
      const key = `search:${language}:${query.trim().toLowerCase()}`;
      if (client) {
        try {
          return await cached(key, () => client.search(query, language));
        } catch (error) {
          if (!(error instanceof GeocoderError)) throw error;
        }
      }
      const stops = await transit.searchStops(query.trim(), 5);
      return stops.map((s) => ({ label: s.name, latitude: s.latitude, longitude: s.longitude }));
    },
  };
}
export type GeoService = ReturnType<typeof createGeoService>;
