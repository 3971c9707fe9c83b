import { describe, expect, it } from 'vitest';
import { matchOperator, operatorKey, operatorSlug, ZOperatorCreateBody, ZUnmatchedOperatorsQuery } from './operators.ts';

describe('operatorKey', () => {
  it.each([
    ['Rapid KL', 'rapidkl'],
    ['RapidKL', 'rapidkl'],
    [' rapid  kl ', 'rapidkl'],
    ['RAPID-KL.', 'rapidkl'],
    ['Express Rail Link (ERL)', 'expressraillinkerl'],
    ['Café Teksi', 'cafeteksi'],
    ['ＫＴＭ', 'ktm'],
    ['巴士 1', '巴士1'],
    ['— !', ''],
  ])('%j → %j', (name, key) => expect(operatorKey(name)).toBe(key));
});

describe('matchOperator', () => {
  const aliases = new Map([
    ['rapidkl', 'op-rapid'],
    ['rapidbus', 'op-rapid'],
    ['grab', 'op-grab'],
  ]);
  it('matches by key, so case, spacing, punctuation and aliases do not matter', () => {
    expect(['Rapid KL', 'rapidkl', 'Rapid Bus', 'rapid-bus'].map((n) => matchOperator(n, aliases))).toEqual(['op-rapid', 'op-rapid', 'op-rapid', 'op-rapid']);
    expect(matchOperator(' GRAB ', aliases)).toBe('op-grab');
  });
  it('leaves unknown, blank and missing names unmatched', () => {
    expect(matchOperator('Sunway BRT', aliases)).toBeUndefined();
    expect(matchOperator('...', aliases)).toBeUndefined();
    expect(matchOperator(null, aliases)).toBeUndefined();
    expect(matchOperator(undefined, new Map([['', 'op-empty']]))).toBeUndefined();
  });
});

describe('operatorSlug', () => {
  it.each([
    ['Express Rail Link (ERL)', 'express-rail-link-erl'],
    ['  Rapid KL  ', 'rapid-kl'],
    ['Sunlight Radio Taxi', 'sunlight-radio-taxi'],
    ['Sérvis Bas', 'servis-bas'],
    [`${'a'.repeat(59)} b`, 'a'.repeat(59)],
  ])('%j → %j', (name, slug) => expect(operatorSlug(name)).toBe(slug));
});

describe('admin operator bodies', () => {
  it('needs a name with a letter or digit and a known kind', () => {
    expect(ZOperatorCreateBody.parse({ name: ' Sunway BRT ' })).toEqual({ name: 'Sunway BRT', kind: 'transit', aliases: [] });
    expect(ZOperatorCreateBody.safeParse({ name: '--' }).success).toBe(false);
    expect(ZOperatorCreateBody.safeParse({ name: 'X', kind: 'airline' }).success).toBe(false);
    expect(ZOperatorCreateBody.safeParse({ name: 'x'.repeat(121) }).error?.issues[0]?.message).toBe('operatorTooLong');
  });
  it('pages the unmatched names 50 at a time unless asked, at most 200', () => {
    expect(ZUnmatchedOperatorsQuery.parse({})).toEqual({ limit: 50 });
    expect(ZUnmatchedOperatorsQuery.parse({ limit: '10', q: ' bas ' })).toEqual({ limit: 10, q: 'bas' });
    expect(ZUnmatchedOperatorsQuery.safeParse({ limit: '201' }).success).toBe(false);
  });
});
