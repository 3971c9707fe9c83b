import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { err, fieldErrors, firstErrorCode, FORM_ERROR_KEY } from './errors.ts';

const schema = z
  .object({
    name: z.string(err('nameTooShort')).min(2, err('nameTooShort')).regex(/^[a-z]*$/, err('nameNotAlphabetical')),
    location: z.object({ latitude: z.number(err('latitudeInvalid')) }),
    other: z.string(),
  })
  .refine(() => false, err('signupInvalid'));

function errorOf(value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected failure');
  return result.error;
}

describe('fieldErrors', () => {
  it('keeps the first issue per field, in rule order', () => {
    expect(fieldErrors(errorOf({ name: '1', location: { latitude: 1 }, other: 'x' }))).toEqual({
      name: 'nameTooShort',
      [FORM_ERROR_KEY]: 'signupInvalid',
    });
  });

  it('joins nested paths with dots and maps foreign messages to invalidValue', () => {
    expect(fieldErrors(errorOf({ name: 'ab', location: {}, other: 1 }))).toEqual({
      'location.latitude': 'latitudeInvalid',
      other: 'invalidValue',
    });
  });

  it('reports whole-object issues under the form key', () => {
    expect(fieldErrors(errorOf({ name: 'ab', location: { latitude: 1 }, other: 'x' }))).toEqual({
      [FORM_ERROR_KEY]: 'signupInvalid',
    });
  });
});

describe('firstErrorCode', () => {
  it('is the first issue overall', () => {
    expect(firstErrorCode(errorOf({ name: '1', location: { latitude: 1 }, other: 'x' }))).toBe('nameTooShort');
  });

  it('falls back to invalidValue for foreign messages', () => {
    expect(firstErrorCode(errorOf({ name: 'ab', location: { latitude: 1 }, other: 3 }))).toBe('invalidValue');
  });
});
