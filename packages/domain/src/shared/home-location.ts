import { z } from 'zod';
import { err } from './errors.ts';
import { COUNTRY, placesOf, STATE_NAMES, type StateName } from './states.ts';

/** Home location as stored and shown: 'place, state, MALAYSIA'. */
export function formatHomeLocation(place: string, state: string): string {
  return `${place}, ${state}, ${COUNTRY}`;
}

/** Inverse of formatHomeLocation for a place of the bundled list; null for anything else. */
export function parseHomeLocation(value: string): { place: string; state: StateName } | null {
  const parts = value.split(', ');
  if (parts.length !== 3 || parts[2] !== COUNTRY) return null;
  const [place = '', state = ''] = parts;
  const known = STATE_NAMES.find((name) => name === state);
  if (known === undefined || !placesOf(known).includes(place)) return null;
  return { place, state: known };
}

/** A home location picked from the bundled list (the picker offers nothing else). */
export const ZHomeLocation = z
  .string(err('homeLocationRequired'))
  .refine((value) => parseHomeLocation(value) !== null, err('homeLocationRequired'));
