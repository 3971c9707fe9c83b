import { z } from 'zod';
import { err } from './errors.ts';
import type { MessageCode } from './messages.ts';

/** Required free text: trimmed first, so whitespace alone counts as empty. */
export function requiredText(max: number, required: MessageCode, tooLong: MessageCode) {
  return z.string(err(required)).trim().min(1, err(required)).max(max, err(tooLong));
}

/**
 * Optional free text: trimmed; blank or null (an untouched form field) becomes undefined,
 * so the server stores NULL rather than ''.
 */
export function optionalText(max: number, tooLong: MessageCode) {
  return z
    .string(err('invalidValue'))
    .trim()
    .max(max, err(tooLong))
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/**
 * NUL (which PostgreSQL text cannot hold) or half of a UTF-16 surrogate pair (which UTF-8 cannot
 * encode). No keyboard types either; text containing one is refused with 'charactersNotAllowed'.
 */
const UNSTORABLE_CHARACTER = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnstorableCharacter = (text: string) => UNSTORABLE_CHARACTER.test(text);
