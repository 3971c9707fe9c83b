import { describe, expect, it } from 'vitest';
import { getReturnTo, passReturnTo } from './return-to';

describe('passReturnTo', () => {
  it('carries a safe page on from one account form to the next', () => {
    expect(passReturnTo({ from: '/join-team/abc' })).toEqual({ from: '/join-team/abc' });
    expect(passReturnTo({ from: '/popular?view=card', notice: { kind: 'signedUp' } })).toEqual({ from: '/popular?view=card' });
  });

  it('carries nothing that is not a page of this site, or is a sign-in page', () => {
    for (const state of [null, undefined, {}, { from: 'https://evil.example/' }, { from: '//evil.example' }, { from: '/\\evil' }, { from: '/signin' }, { from: '/signup?x=1' }]) {
      expect(passReturnTo(state)).toBeUndefined();
    }
  });

  it('agrees with where the guard sends someone back to', () => {
    expect(getReturnTo(passReturnTo({ from: '/join-team/abc' }))).toBe('/join-team/abc');
    expect(getReturnTo(passReturnTo({ from: '//evil.example' }))).toBe('/');
  });
});
