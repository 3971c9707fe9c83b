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

/**
 * Where reviews may be placed: Malaysia as two boxes (WGS 84 degrees), generous by a few km at the
 * coast. Peninsular Malaysia with Penang's Pulau Perak (98.94 E) and Johor's islands; Borneo with
 * Sarawak (from Tanjung Datu, 109.55 E, 0.85 N), Sabah (to 7.4 N, 119.3 E) and Labuan (5.3 N, 115.2 E).
 * A box also takes in Singapore, Brunei and slivers of Sumatra, Kalimantan and southern Thailand;
 * that is accepted for a check meant to stop a pin dropped on the wrong continent.
 */
export const MALAYSIA_BOUNDS = [
  { south: 1.15, west: 98.9, north: 6.8, east: 104.7 },
  { south: 0.8, west: 109.5, north: 7.45, east: 119.35 },
] as const;

/** True for a point inside MALAYSIA_BOUNDS. */
export function isInMalaysia(latitude: number, longitude: number): boolean {
  return MALAYSIA_BOUNDS.some((box) => latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east);
}
