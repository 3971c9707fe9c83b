import { describe, expect, it } from 'vitest';
import { errorsOf, parseOk } from '../testing.ts';
import { identifierKind, ZForgotPasswordBody, ZSigninBody, ZValidateIdentifierBody } from './signin.ts';

describe('identifierKind', () => {
  it.each([
    ['siti@example.com', 'email'],
    ['  Siti@Example.com ', 'email'],
    ['siti.aisyah', 'username'],
    ['siti@example', 'username'],
    ['siti@', 'username'],
    ['', 'username'],
  ])('%j is %s', (value, kind) => {
    expect(identifierKind(value)).toBe(kind);
  });
});

describe('sign-in bodies', () => {
  it('validate step needs an identifier', () => {
    expect(errorsOf(ZValidateIdentifierBody, { identifier: '   ' })).toEqual({ identifier: 'identifierRequired' });
    expect(errorsOf(ZValidateIdentifierBody, {})).toEqual({ identifier: 'identifierRequired' });
    expect(errorsOf(ZValidateIdentifierBody, { identifier: 'x'.repeat(255) })).toEqual({
      identifier: 'identifierTooLong',
    });
    expect(parseOk(ZValidateIdentifierBody, { identifier: ' siti ' })).toEqual({ identifier: 'siti' });
  });

  it('sign-in needs a password but not the sign-up rule', () => {
    expect(errorsOf(ZSigninBody, { identifier: 'siti', password: '' })).toEqual({ password: 'passwordRequired' });
    expect(errorsOf(ZSigninBody, { identifier: 'siti' })).toEqual({ password: 'passwordRequired' });
    expect(errorsOf(ZSigninBody, { identifier: 'siti', password: 'old' })).toEqual({});
  });

  it('forgot password takes username or email', () => {
    expect(errorsOf(ZForgotPasswordBody, { identifier: '' })).toEqual({ identifier: 'identifierRequired' });
    expect(errorsOf(ZForgotPasswordBody, { identifier: 'siti@example.com' })).toEqual({});
  });
});
