import { describe, expect, it } from 'vitest';
import { formatHomeLocation, parseHomeLocation, ZHomeLocation } from './home-location.ts';
import { COUNTRY, placesOf, STATE_NAMES, STATES } from './states.ts';
import { errorsOf } from '../testing.ts';

describe('STATES', () => {
  it('has the 14 states in the spec order, uppercase', () => {
    expect(STATE_NAMES).toEqual([
      'WILAYAH PERSEKUTUAN',
      'SELANGOR',
      'PULAU PINANG',
      'MELAKA',
      'JOHOR',
      'PERAK',
      'NEGERI SEMBILAN',
      'KEDAH',
      'TERENGGANU',
      'SABAH',
      'SARAWAK',
      'PERLIS',
      'PAHANG',
      'KELANTAN',
    ]);
  });

  it.each(STATES.map((s) => [s.name, s.places] as const))('%s has 10-30 unique, comma-free towns', (_name, places) => {
    expect(places.length).toBeGreaterThanOrEqual(10);
    expect(places.length).toBeLessThanOrEqual(30);
    expect(new Set(places).size).toBe(places.length);
    for (const place of places) {
      expect(place).not.toContain(',');
      expect(place).toBe(place.trim());
    }
  });

  it('includes the federal territories and Klang Valley towns', () => {
    expect(placesOf('WILAYAH PERSEKUTUAN')).toEqual(expect.arrayContaining(['Kuala Lumpur', 'Putrajaya', 'Labuan']));
    expect(placesOf('SELANGOR')).toEqual(
      expect.arrayContaining(['Petaling Jaya', 'Shah Alam', 'Subang Jaya', 'Klang', 'Puchong']),
    );
    expect(placesOf('ATLANTIS')).toEqual([]);
  });
});

describe('home location', () => {
  it("formats as 'place, state, MALAYSIA'", () => {
    expect(formatHomeLocation('Petaling Jaya', 'SELANGOR')).toBe('Petaling Jaya, SELANGOR, MALAYSIA');
    expect(COUNTRY).toBe('MALAYSIA');
  });

  it('round-trips every place of every state', () => {
    for (const state of STATES) {
      for (const place of state.places) {
        expect(parseHomeLocation(formatHomeLocation(place, state.name))).toEqual({ place, state: state.name });
      }
    }
  });

  it('rejects unknown places, wrong states and other formats', () => {
    expect(parseHomeLocation('Petaling Jaya, JOHOR, MALAYSIA')).toBeNull();
    expect(parseHomeLocation('Atlantis, SELANGOR, MALAYSIA')).toBeNull();
    expect(parseHomeLocation('Petaling Jaya, SELANGOR')).toBeNull();
    expect(parseHomeLocation('Petaling Jaya, SELANGOR, SINGAPORE')).toBeNull();
  });

  it('schema requires a listed location', () => {
    expect(errorsOf(ZHomeLocation, 'Klang, SELANGOR, MALAYSIA')).toEqual({});
    expect(errorsOf(ZHomeLocation, '')).toEqual({ _form: 'homeLocationRequired' });
    expect(errorsOf(ZHomeLocation, undefined)).toEqual({ _form: 'homeLocationRequired' });
  });
});
