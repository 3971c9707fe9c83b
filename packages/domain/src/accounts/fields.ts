import { z } from 'zod';
import { err } from '../shared/errors.ts';

// Sign-up field rules (spec §5). Checks are declared in the order the spec lists their
// messages; zod reports issues in declaration order, so the first issue is the one to show.

export const NAME_MIN = 2;
export const NAME_MAX = 60;
export const USERNAME_MIN = 5;
export const USERNAME_MAX = 30;
export const EMAIL_MAX = 254; // RFC 5321 path limit
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_LENGTH = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

// Letters of any script (Malay, Chinese, Tamil names), combining marks, and single spaces.
const NAME_ALLOWED = /^[\p{L}\p{M} ]+$/u;
// Usernames appear in URLs and mentions: ASCII letters, digits, dot and underscore.
const USERNAME_ALLOWED = /^[A-Za-z0-9._]*$/;
const PASSWORD_ALLOWED = /^[A-Za-z0-9!@#$%^&*]*$/;

/** Name: trimmed and inner runs of spaces collapsed before the checks. */
export const ZName = z
  .string(err('nameTooShort'))
  .trim()
  .transform((value) => value.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(NAME_MIN, err('nameTooShort'))
      .regex(NAME_ALLOWED, err('nameNotAlphabetical'))
      .max(NAME_MAX, err('nameTooLong')),
  );

/** Username: not trimmed, so a stray space shows 'No spacing allowed' instead of vanishing. */
export const ZUsername = z
  .string(err('usernameTooShort'))
  .min(USERNAME_MIN, err('usernameTooShort'))
  .regex(/^\S*$/, err('usernameHasSpace'))
  .max(USERNAME_MAX, err('usernameTooLong'))
  .regex(USERNAME_ALLOWED, err('usernameInvalidCharacter'));

/** Usernames are unique case-insensitively; compare and index on this form. */
export function canonicalUsername(username: string): string {
  return username.toLowerCase();
}

/** Email: trimmed and lower-cased, so uniqueness and sign-in ignore case. */
export const ZEmail = z
  .string(err('emailInvalid'))
  .trim()
  .toLowerCase()
  .pipe(z.email(err('emailInvalid')).max(EMAIL_MAX, err('emailTooLong')));

/** Phone: optional; digits with an optional leading '+', spaces and hyphens (e.g. '+60 12-345 6789'). */
export const ZPhone = z
  .string(err('phoneInvalid'))
  .trim()
  .refine(
    (value) =>
      value === '' ||
      (/^\+?[0-9][0-9 -]*$/.test(value) &&
        value.length <= PHONE_MAX_LENGTH &&
        value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS),
    err('phoneInvalid'),
  )
  .nullish()
  .transform((value) => (value ? value : undefined));

/** The whole password rule as one predicate (used where one message covers it all). */
export function isValidPassword(password: string): boolean {
  return (
    /\d/.test(password) &&
    /[!@#$%^&*]/.test(password) &&
    /[A-Za-z]/.test(password) &&
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    PASSWORD_ALLOWED.test(password)
  );
}

/**
 * New password, messages in the spec's order: number, special character, letter, length.
 * 'Alphabetical' is read as "at least one letter". A character outside the allowed set
 * gets its own message last (the spec lists the set but gives it no message).
 */
export const ZPassword = z
  .string(err('passwordNeedsNumber'))
  .regex(/\d/, err('passwordNeedsNumber'))
  .regex(/[!@#$%^&*]/, err('passwordNeedsSpecial'))
  .regex(/[A-Za-z]/, err('passwordNeedsLetter'))
  .min(PASSWORD_MIN, err('passwordLength'))
  .max(PASSWORD_MAX, err('passwordLength'))
  .regex(PASSWORD_ALLOWED, err('passwordInvalidCharacter'));
