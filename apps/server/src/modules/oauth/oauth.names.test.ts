import { ZName, ZUsername } from '@suara/domain';
import { describe, expect, it } from 'vitest';
import { displayNameFor, usernameBaseFor, usernameCandidates } from './oauth.names.ts';

describe('display name of a new social account', () => {
  it.each([
    ['Siti Aminah', null, 'Siti Aminah'],
    ['  Siti   Aminah ', null, 'Siti Aminah'],
    ['Ahmad @ Mat', null, 'Ahmad Mat'],
    ['Ali-Baba bin Abu (KL) 2', null, 'Ali Baba bin Abu KL'],
    ["Sean O'Brien", null, 'Sean OBrien'],
    ['陈美玲', null, '陈美玲'],
    ['Muthu Kumar', 'x@example.my', 'Muthu Kumar'],
    ['X', 'siti.aminah99@example.my', 'siti aminah'],
    [null, 'mei_ling@example.my', 'mei ling'],
    ['1', '42@example.my', 'Rider'],
    [null, null, 'Rider'],
  ])('%j with e-mail %j → %j', (name, email, expected) => {
    const result = displayNameFor(name, email);
    expect(result).toBe(expected);
    expect(ZName.safeParse(result).success).toBe(true);
  });

  it('cuts a long name to the rule’s 60 characters', () => {
    const result = displayNameFor('Nur '.repeat(30), null);
    expect(result.length).toBeLessThanOrEqual(60);
    expect(ZName.safeParse(result).success).toBe(true);
  });
});

describe('username of a new social account', () => {
  it.each([
    ['Siti Aminah', 'siti_aminah'],
    ['José Ramírez', 'jose_ramirez'],
    ['Nur', 'nur_rider'],
    ['陈美玲', 'rider'],
    ['Rider', 'rider'],
    ['Abdul Rahman bin Abdullah Sulaiman', 'abdul_rahman_bin_abdull'],
  ])('%j → %j', (name, expected) => {
    expect(usernameBaseFor(name)).toBe(expected);
  });

  it('tries the base, then the base with digits, every candidate a valid username', () => {
    const candidates = usernameCandidates(usernameBaseFor('Abdul Rahman bin Abdullah Sulaiman'), () => 0.123456);
    expect(candidates[0]).toBe('abdul_rahman_bin_abdull');
    expect(candidates[1]).toBe('abdul_rahman_bin_abdull_1234');
    expect(candidates.at(-1)).toBe('abdul_rahman_bin_abdull_123456');
    for (const c of candidates) expect(ZUsername.safeParse(c).success, c).toBe(true);
  });
});
