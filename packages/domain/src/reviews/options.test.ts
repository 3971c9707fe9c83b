import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ASPECTS, aspectByKey, aspectsFor, isAspectAllowed, ZAspectKey } from './aspects.ts';
import {
  FEELING_DEFAULT,
  FEELING_MAX,
  FEELING_MIN,
  FEELING_STEP,
  FEELINGS,
  feelingByKey,
  feelingByScore,
} from './feelings.ts';
import { ZFeelingScore } from './feelings-schema.ts';
import { SERVICES, serviceByKey, serviceBySlug, serviceSlug } from './services.ts';
import { ZServiceKey } from './services-schema.ts';
import { errorsOf } from '../testing.ts';

describe('feelings', () => {
  it('are the seven scores -3..3 in order', () => {
    expect(FEELINGS.map((f) => [f.key, f.score])).toEqual([
      ['UNACCEPTABLE', -3],
      ['ANNOYED', -2],
      ['DISAPPOINTED', -1],
      ['FAIR', 0],
      ['NOT_BAD', 1],
      ['GOOD', 2],
      ['EXCELLENT', 3],
    ]);
    expect([FEELING_MIN, FEELING_MAX, FEELING_DEFAULT, FEELING_STEP]).toEqual([-3, 3, 0, 1]);
    expect((FEELING_MAX - FEELING_MIN) / FEELING_STEP + 1).toBe(FEELINGS.length);
  });

  it('have titles, icon names and colours from red through grey to green', () => {
    for (const f of FEELINGS) {
      expect(f.title.trim()).not.toBe('');
      expect(f.titleMs.trim()).not.toBe('');
      expect(f.icon).toMatch(/^[a-z0-9-]+$/);
    }
    expect(FEELINGS[0].color).toMatch(/^red\./);
    expect(FEELINGS[3].color).toMatch(/^gray\./);
    expect(FEELINGS[6].color).toMatch(/^green\./);
    expect(new Set(FEELINGS.map((f) => f.color)).size).toBe(7);
  });

  it('map to the admin overview categories', () => {
    expect(FEELINGS.map((f) => f.overviewKey)).toEqual([
      'terrible',
      'disappointing',
      'bad',
      'neutral',
      'good',
      'pleasent',
      'awesome',
    ]);
  });

  it('look up by score and key', () => {
    expect(feelingByScore(FEELING_DEFAULT)?.key).toBe('FAIR');
    expect(feelingByScore(4)).toBeUndefined();
    expect(feelingByKey('GOOD')?.score).toBe(2);
    expect(feelingByKey('MEH')).toBeUndefined();
  });

  it.each([
    [-3, true],
    [3, true],
    [0, true],
    [-4, false],
    [4, false],
    [0.5, false],
  ])('score %d valid=%s', (score, ok) => {
    expect(ZFeelingScore.safeParse(score).success).toBe(ok);
  });
});

describe('services', () => {
  it('start with the road services, include the rail lines and end with Other', () => {
    expect(SERVICES.map((s) => s.title)).toEqual([
      'Stage Bus',
      'Express Bus',
      'Taxi',
      'E-hailing',
      'Car-sharing',
      'LRT',
      'MRT',
      'Monorail',
      'KTM Komuter',
      'ERL',
      'Other',
    ]);
    const sorts = SERVICES.map((s) => s.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(new Set(SERVICES.map((s) => s.key)).size).toBe(SERVICES.length);
  });

  it('have Malay titles and icons', () => {
    for (const s of SERVICES) {
      expect(s.titleMs.trim()).not.toBe('');
      expect(s.icon).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it.each(SERVICES.map((s) => [s.title, s] as const))('slug of %s round-trips', (_title, service) => {
    const slug = serviceSlug(service.title);
    expect(slug).toMatch(/^[a-z0-9&-]+$/);
    expect(serviceBySlug(slug)).toBe(service);
  });

  it('slugs are unique', () => {
    expect(new Set(SERVICES.map((s) => serviceSlug(s.title))).size).toBe(SERVICES.length);
  });

  it('follows the slug rule: lower case, spaces to hyphens, slashes to ampersands', () => {
    expect(serviceSlug('Stage Bus')).toBe('stage-bus');
    expect(serviceSlug('KTM Komuter')).toBe('ktm-komuter');
    expect(serviceSlug('E-hailing')).toBe('e-hailing');
    expect(serviceSlug('Bike/Scooter Sharing')).toBe('bike&scooter-sharing');
    expect(serviceSlug('Station / Stop')).toBe('station-&-stop');
  });

  it('finds services by slug case-insensitively and percent-decoded', () => {
    expect(serviceBySlug('Stage-Bus')?.key).toBe('STAGE_BUS');
    expect(serviceBySlug('car-sharing')?.key).toBe('CAR_SHARING');
    expect(serviceBySlug('stage%2Dbus')?.key).toBe('STAGE_BUS');
    expect(serviceBySlug('bogus')).toBeUndefined();
    expect(serviceBySlug('%E0%A4%A')).toBeUndefined();
  });

  it('look up by key', () => {
    expect(serviceByKey('TAXI')?.title).toBe('Taxi');
    expect(serviceByKey('JETPACK')).toBeUndefined();
    expect(errorsOf(ZServiceKey, 'JETPACK')).toEqual({ _form: 'serviceRequired' });
  });
});

describe('aspects', () => {
  it('are the 13 of the spec, in order', () => {
    expect(ASPECTS.map((a) => a.title)).toEqual([
      'Information',
      'Trip Experience',
      'Driver',
      'Customer Service',
      'Journey Planning',
      'Fare Payment & Ticketing',
      'Health Safety & Security',
      'Vehicle Condition',
      'Interchange between travel modes',
      'Station / Stop / Terminal Condition',
      'Coverage and Accessibility',
      'New Route / Stop Suggestion',
      'Other',
    ]);
    expect(ASPECTS.map((a) => a.sort)).toEqual(ASPECTS.map((_a, i) => i + 1));
  });

  it('have Malay titles and one-sentence descriptions in both languages', () => {
    for (const a of ASPECTS) {
      expect(a.titleMs.trim()).not.toBe('');
      for (const text of [a.descriptionEn, a.descriptionMs]) {
        expect(text).toMatch(/^[A-Z].*\.$/);
        expect(text.slice(0, -1)).not.toContain('. ');
      }
    }
  });

  const driverServices = ['STAGE_BUS', 'EXPRESS_BUS', 'TAXI', 'E_HAILING', 'CAR_SHARING', 'OTHER'];

  it.each(SERVICES.map((s) => [s.key, driverServices.includes(s.key)] as const))(
    'Driver allowed for %s: %s',
    (serviceKey, allowed) => {
      expect(isAspectAllowed('DRIVER', serviceKey)).toBe(allowed);
      expect(aspectsFor(serviceKey).some((a) => a.key === 'DRIVER')).toBe(allowed);
    },
  );

  it('allows every other aspect for every service', () => {
    for (const service of SERVICES) {
      for (const aspect of ASPECTS.filter((a) => a.key !== 'DRIVER')) {
        expect(isAspectAllowed(aspect.key, service.key)).toBe(true);
      }
    }
  });

  it('rejects unknown keys', () => {
    expect(isAspectAllowed('DRIVER', 'JETPACK')).toBe(false);
    expect(isAspectAllowed('VIBES', 'TAXI')).toBe(false);
    expect(aspectByKey('VIBES')).toBeUndefined();
    expect(errorsOf(ZAspectKey, 'VIBES')).toEqual({ _form: 'aspectRequired' });
  });
});

const iconDir = fileURLToPath(new URL('../../../../node_modules/@tabler/icons/icons/outline/', import.meta.url));

describe.skipIf(!existsSync(iconDir))('icon names', () => {
  it.each([...FEELINGS, ...SERVICES, ...ASPECTS].map((o) => [o.key, o.icon] as const))(
    '%s uses an existing Tabler icon (%s)',
    (_key, icon) => {
      expect(existsSync(`${iconDir}${icon}.svg`)).toBe(true);
    },
  );
});
