import { hasUnstorableCharacter } from '@suara/domain';
import { invalidCursor } from '../modules/reviews/reviews.cursor.ts';

// A keyset cursor as the base64url of a JSON array of the last row's sort values.

export const encodeJsonCursor = (values: (string | number)[]) => Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');

/** The values of `cursor` when `read` accepts them; anything else (garbage, tampering) is a 422. */
export function decodeJsonCursor<T>(cursor: string, read: (values: unknown[]) => T | undefined): T {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const result = Array.isArray(values) ? read(values) : undefined;
  if (result === undefined) throw invalidCursor();
  return result;
}

/** A cursor's text value the database can hold and compare: a string of at most `max` storable characters. */
export const isCursorText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max && !hasUnstorableCharacter(value);
