import { describe, expect, it } from 'vitest';
import { allCodes, errorsOf, parseOk } from '../testing.ts';
import { canonicalUsername, isValidPassword, ZEmail, ZName, ZPassword, ZPhone, ZUsername } from './fields.ts';
import { ZCheckUsernameBody, ZSignupBody, ZSignupForm } from './signup.ts';

const valid = {
  name: 'Siti Aisyah',
  username: 'siti_aisyah',
  email: 'siti@example.com',
  phone: '+60 12-345 6789',
  password: 'abc123!',
  confirmPassword: 'abc123!',
};

const first = (schema: Parameters<typeof allCodes>[0], value: unknown) => allCodes(schema, value)[0];

describe('name', () => {
  it.each([
    ['', 'nameTooShort'],
    ['A', 'nameTooShort'],
    ['  A  ', 'nameTooShort'],
    ['1', 'nameTooShort'],
    [undefined, 'nameTooShort'],
    ['A1', 'nameNotAlphabetical'],
    ['Ahmad @ Mat', 'nameNotAlphabetical'],
    ['Ali-Baba', 'nameNotAlphabetical'],
    ['A'.repeat(61), 'nameTooLong'],
  ])('%j → %s', (value, code) => {
    expect(first(ZName, value)).toBe(code);
  });

  it.each(['Ab', 'Siti Nur Aisyah', 'Zoë', 'Tan Wei Ming', '陈伟明', 'A'.repeat(60)])('accepts %j', (value) => {
    expect(allCodes(ZName, value)).toEqual([]);
  });

  it('checks length before letters (spec order)', () => {
    expect(allCodes(ZName, '1')).toEqual(['nameTooShort', 'nameNotAlphabetical']);
  });

  it('trims and collapses spaces', () => {
    expect(parseOk(ZName, '  Siti   Aisyah ')).toBe('Siti Aisyah');
  });
});

describe('username', () => {
  it.each([
    ['abcd', 'usernameTooShort'],
    ['', 'usernameTooShort'],
    [undefined, 'usernameTooShort'],
    ['ab c', 'usernameTooShort'],
    ['abc de', 'usernameHasSpace'],
    ['abcde ', 'usernameHasSpace'],
    ['abc\tde', 'usernameHasSpace'],
    ['a'.repeat(31), 'usernameTooLong'],
    ['abc-de', 'usernameInvalidCharacter'],
    ['siti@home', 'usernameInvalidCharacter'],
  ])('%j → %s', (value, code) => {
    expect(first(ZUsername, value)).toBe(code);
  });

  it.each(['abcde', 'a'.repeat(30), 'siti.aisyah_92', 'ABCDE'])('accepts %j', (value) => {
    expect(allCodes(ZUsername, value)).toEqual([]);
  });

  it('checks length before spacing (spec order)', () => {
    expect(allCodes(ZUsername, 'a b')).toEqual(['usernameTooShort', 'usernameHasSpace', 'usernameInvalidCharacter']);
  });

  it('canonical form ignores case', () => {
    expect(canonicalUsername('Siti.Aisyah')).toBe('siti.aisyah');
  });
});

describe('email', () => {
  it.each(['', 'siti', 'siti@', 'siti@example', '@example.com', 'siti example@x.com', undefined, 42])(
    'rejects %j',
    (value) => {
      expect(allCodes(ZEmail, value)).toEqual(['emailInvalid']);
    },
  );

  it('trims and lower-cases', () => {
    expect(parseOk(ZEmail, '  Siti@Example.COM ')).toBe('siti@example.com');
  });

  it('limits the length', () => {
    // 64 + 1 + 186 + 4 = 255 characters vs 254
    expect(first(ZEmail, `${'a'.repeat(64)}@${'b'.repeat(186)}.com`)).toBe('emailTooLong');
    expect(allCodes(ZEmail, `${'a'.repeat(64)}@${'b'.repeat(185)}.com`)).toEqual([]);
  });
});

describe('phone', () => {
  it('is optional; blank becomes undefined', () => {
    expect(parseOk(ZPhone, undefined)).toBeUndefined();
    expect(parseOk(ZPhone, null)).toBeUndefined();
    expect(parseOk(ZPhone, '  ')).toBeUndefined();
  });

  it.each(['+60 12-345 6789', '0123456789', '03-7955 1234'])('accepts %j', (value) => {
    expect(parseOk(ZPhone, value)).toBe(value);
  });

  it.each(['abc', '123', '+60 12 345 6789 000 1111', '12+34567890'])('rejects %j', (value) => {
    expect(allCodes(ZPhone, value)).toEqual(['phoneInvalid']);
  });
});

describe('password', () => {
  it.each([
    ['abcdef', 'passwordNeedsNumber'],
    ['', 'passwordNeedsNumber'],
    [undefined, 'passwordNeedsNumber'],
    ['abc!ef', 'passwordNeedsNumber'],
    ['abcde1', 'passwordNeedsSpecial'],
    ['123456!', 'passwordNeedsLetter'],
    ['a1!', 'passwordLength'],
    ['a1!aa', 'passwordLength'],
    ['a1!aaaaaaaaaaaaaa', 'passwordLength'],
    ['a1!aaa ', 'passwordInvalidCharacter'],
    ['a1!aaa~', 'passwordInvalidCharacter'],
  ])('%j → first %s', (value, code) => {
    expect(first(ZPassword, value)).toBe(code);
  });

  it('reports the spec messages in the spec order', () => {
    expect(allCodes(ZPassword, '')).toEqual([
      'passwordNeedsNumber',
      'passwordNeedsSpecial',
      'passwordNeedsLetter',
      'passwordLength',
    ]);
    expect(allCodes(ZPassword, 'abc')).toEqual(['passwordNeedsNumber', 'passwordNeedsSpecial', 'passwordLength']);
  });

  it.each([
    ['a1!aa', false],
    ['a1!aaa', true],
    ['a1!aaaaaaaaaaaaa', true],
    ['a1!aaaaaaaaaaaaaa', false],
  ])('boundary %j (length %#) valid=%s', (value, ok) => {
    expect(allCodes(ZPassword, value).length === 0).toBe(ok);
    expect(isValidPassword(value)).toBe(ok);
  });

  it('every allowed special character counts', () => {
    for (const special of '!@#$%^&*') expect(isValidPassword(`abc12${special}`)).toBe(true);
  });

  it('isValidPassword agrees with each broken rule', () => {
    for (const value of ['abcdef', 'abcde1', '123456!', 'a1!', 'a1!aaa ']) expect(isValidPassword(value)).toBe(false);
  });
});

describe('ZSignupForm', () => {
  it('accepts valid details', () => {
    expect(parseOk(ZSignupForm, valid)).toEqual(valid);
  });

  it('rejects a mismatched confirmation', () => {
    expect(errorsOf(ZSignupForm, { ...valid, confirmPassword: 'abc123@' })).toEqual({
      confirmPassword: 'passwordMismatch',
    });
  });

  it('reports the mismatch while other fields are invalid too', () => {
    expect(errorsOf(ZSignupForm, { ...valid, name: 'A', confirmPassword: 'x' })).toEqual({
      name: 'nameTooShort',
      confirmPassword: 'passwordMismatch',
    });
  });

  it('lists field errors in form order, one per field', () => {
    const errors = errorsOf(ZSignupForm, {
      name: '1',
      username: 'a b',
      email: 'x',
      phone: 'abc',
      password: 'abcdef',
      confirmPassword: 'zzz',
    });
    expect(errors).toEqual({
      name: 'nameTooShort',
      username: 'usernameTooShort',
      email: 'emailInvalid',
      phone: 'phoneInvalid',
      password: 'passwordNeedsNumber',
      confirmPassword: 'passwordMismatch',
    });
    expect(Object.keys(errors)).toEqual(['name', 'username', 'email', 'phone', 'password', 'confirmPassword']);
  });
});

describe('ZSignupBody', () => {
  it('is the server payload: no confirmation, phone optional', () => {
    const { confirmPassword: _c, phone: _p, ...body } = valid;
    expect(parseOk(ZSignupBody, body)).toEqual({ ...body, phone: undefined });
    expect(parseOk(ZSignupBody, { ...body, confirmPassword: 'x' })).not.toHaveProperty('confirmPassword');
  });

  it('applies the same field rules', () => {
    expect(errorsOf(ZSignupBody, { ...valid, password: 'abcdef' })).toEqual({ password: 'passwordNeedsNumber' });
    expect(errorsOf(ZSignupBody, {})).toEqual({
      name: 'nameTooShort',
      username: 'usernameTooShort',
      email: 'emailInvalid',
      password: 'passwordNeedsNumber',
    });
  });

  it('check-username body uses the username rule', () => {
    expect(errorsOf(ZCheckUsernameBody, { username: 'ab cd e' })).toEqual({ username: 'usernameHasSpace' });
    expect(errorsOf(ZCheckUsernameBody, { username: 'abcde' })).toEqual({});
  });
});
