import { z } from 'zod';
import { err } from './errors.ts';

export const MAP_ZOOM = 13;
/** Fallback centre when geolocation and geo-IP fail (Petaling Jaya area, spec §7). */
export const MAP_DEFAULT_CENTER = { lat: 3.128, lng: 101.594 } as const;

export const ZLatitude = z.number(err('latitudeInvalid')).min(-90, err('latitudeInvalid')).max(90, err('latitudeInvalid'));
export const ZLongitude = z
  .number(err('longitudeInvalid'))
  .min(-180, err('longitudeInvalid'))
  .max(180, err('longitudeInvalid'));
