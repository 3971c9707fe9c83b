import { describe, expect, it } from 'vitest';
import { hasText, translate, translateTagged, type Catalogue, type Strings } from './translate';

const en: Strings = {
  common: { dismiss: 'Dismiss', greeting: 'Hello, {{name}}' },
  likes_zero: 'No likes yet',
  likes_one: '{{count}} like',
  likes_other: '{{count, number}} likes',
  riders_other: '{{count}} riders',
  plain: 'Plain {{count}}',
  terms: 'I accept the <terms>Terms</terms> and the <privacy>Privacy policy</privacy>.',
  forAddress: 'The invitation is for <strong>{{email}}</strong>',
};
const ms: Strings = { likes_one: '{{count}} suka (one)', likes_other: '{{count, number}} suka' };
const EN: Catalogue = { language: 'en', strings: en };
const MS: Catalogue = { language: 'ms', strings: ms };

describe('translate', () => {
  it('reads nested keys and fills in values', () => {
    expect(translate(EN, 'common.dismiss')).toBe('Dismiss');
    expect(translate(EN, 'common.greeting', { name: 'Aina' })).toBe('Hello, Aina');
  });

  it('leaves nothing for a missing value rather than the placeholder', () => {
    expect(translate(EN, 'common.greeting')).toBe('Hello, ');
  });

  it('picks _zero for 0, then the plural form of the language, then _other, then the key itself', () => {
    expect(translate(EN, 'likes', { count: 0 })).toBe('No likes yet');
    expect(translate(EN, 'likes', { count: 1 })).toBe('1 like');
    expect(translate(EN, 'likes', { count: 12345 })).toBe('12,345 likes');
    expect(translate(EN, 'riders', { count: 1 })).toBe('1 riders');
    expect(translate(EN, 'plain', { count: 3 })).toBe('Plain 3');
  });

  it('writes a number as Intl does in both languages: whole numbers grouped by threes, others through Intl', () => {
    const values = [2, 10, 999, 1000, 9999, 12_345, 100_000, 999_999, 1_000_000, 123_456_789, Number.MAX_SAFE_INTEGER, -5, -1234, -1_000_000, 2.5, 1234.56, 1e21];
    for (const [catalogue, locale] of [
      [EN, 'en'],
      [MS, 'ms'],
    ] as const) {
      for (const count of values) {
        const suffix = catalogue === EN ? ' likes' : ' suka';
        expect(translate(catalogue, 'likes', { count })).toBe(new Intl.NumberFormat(locale).format(count) + suffix);
      }
    }
  });

  it('follows Malay plural rules, which have no singular form', () => {
    expect(translate(MS, 'likes', { count: 1 })).toBe('1 suka');
    expect(translate(MS, 'likes', { count: 1500 })).toBe('1,500 suka');
  });

  it('answers the default value, else the key, for a key with no text (or a group)', () => {
    expect(translate(EN, 'audit.actions.user.ban', { defaultValue: 'user.ban' })).toBe('user.ban');
    expect(translate(EN, 'nothing.here')).toBe('nothing.here');
    expect(translate(EN, 'common')).toBe('common');
    expect(translate({ strings: undefined, language: 'en' }, 'common.dismiss')).toBe('common.dismiss');
  });

  it('tells of a key with no text, but not of one with a default value', () => {
    const missing: string[] = [];
    const catalogue: Catalogue = { ...EN, onMissing: (key) => missing.push(key) };
    translate(catalogue, 'common.dismiss');
    translate(catalogue, 'likes', { count: 2 });
    translate(catalogue, 'audit.actions.user.ban', { defaultValue: 'user.ban' });
    translate(catalogue, 'nothing.here');
    translateTagged(catalogue, 'missing.tagged');
    expect(missing).toEqual(['nothing.here', 'missing.tagged']);
  });

  it('knows which keys have a text', () => {
    expect(hasText(en, 'common.dismiss')).toBe(true);
    expect(hasText(en, 'common')).toBe(false);
    expect(hasText(en, 'common.dismiss.more')).toBe(false);
  });
});

describe('translateTagged', () => {
  it('cuts the text at its tags', () => {
    expect(translateTagged(EN, 'terms')).toEqual([
      'I accept the ',
      { tag: 'terms', text: 'Terms' },
      ' and the ',
      { tag: 'privacy', text: 'Privacy policy' },
      '.',
    ]);
  });

  it('fills values in after cutting, so a value is never read as a tag', () => {
    expect(translateTagged(EN, 'forAddress', { email: '<strong>x</strong>@example.com' })).toEqual([
      'The invitation is for ',
      { tag: 'strong', text: '<strong>x</strong>@example.com' },
    ]);
  });
});
