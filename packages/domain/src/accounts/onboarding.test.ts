import { describe, expect, it } from 'vitest';
import { errorsOf, parseOk } from '../testing.ts';
import {
  AGE_BANDS,
  DISABILITY_OPTIONS,
  GENDERS,
  NATIONAL_STATUSES,
  USAGE_OPTIONS,
  ZOnboardingAnswers,
} from './onboarding.ts';
import { ZProfileUpdate } from './profile.ts';

const answers = {
  gender: 'female',
  ageBand: '25-29',
  nationalStatus: 'local',
  homeLocation: 'Petaling Jaya, SELANGOR, MALAYSIA',
  disability: false,
  transportUsage: 'everyday',
};

describe('onboarding options', () => {
  it('has the 12 age bands of the spec', () => {
    expect(AGE_BANDS.map((a) => a.en)).toEqual([
      'Below 15',
      '15 - 19',
      '20 - 24',
      '25 - 29',
      '30 - 34',
      '35 - 39',
      '40 - 44',
      '45 - 49',
      '50 - 54',
      '55 - 59',
      '60 - 64',
      '65 and above',
    ]);
  });

  it('has the 7 usage options of the spec, with en dashes', () => {
    expect(USAGE_OPTIONS.map((u) => u.en)).toEqual([
      'Everyday',
      '4 \u2013 6 times a week',
      '1 \u2013 3 times a week',
      'Once a month',
      'Every 2 \u2013 3 months',
      '2 \u2013 3 times per year',
      'Never',
    ]);
  });

  it('has genders and national statuses', () => {
    expect(GENDERS.map((g) => g.key)).toEqual(['male', 'female', 'other']);
    expect(NATIONAL_STATUSES.map((s) => s.key)).toEqual(['local', 'ex-local', 'foreigner', 'tourist']);
    expect(DISABILITY_OPTIONS.map((d) => d.key)).toEqual([true, false, null]);
  });

  it.each([GENDERS, AGE_BANDS, NATIONAL_STATUSES, USAGE_OPTIONS, DISABILITY_OPTIONS].map((list) => [list]))(
    'every option has unique keys and both labels',
    (list) => {
      expect(new Set(list.map((o) => o.key)).size).toBe(list.length);
      for (const option of list) {
        expect(option.en.trim()).not.toBe('');
        expect(option.ms.trim()).not.toBe('');
      }
    },
  );
});

describe('ZOnboardingAnswers', () => {
  it('accepts a complete set', () => {
    expect(parseOk(ZOnboardingAnswers, answers)).toEqual(answers);
  });

  it('lets the disability answer be withheld, but not left out', () => {
    expect(parseOk(ZOnboardingAnswers, { ...answers, disability: null })).toEqual({ ...answers, disability: null });
    const { disability: _omitted, ...withoutDisability } = answers;
    expect(errorsOf(ZOnboardingAnswers, withoutDisability)).toEqual({ disability: 'disabilityRequired' });
  });

  it('requires every answer, each with its own code', () => {
    expect(errorsOf(ZOnboardingAnswers, {})).toEqual({
      gender: 'genderRequired',
      ageBand: 'ageBandRequired',
      nationalStatus: 'nationalStatusRequired',
      homeLocation: 'homeLocationRequired',
      disability: 'disabilityRequired',
      transportUsage: 'transportUsageRequired',
    });
  });

  it("requires the 'You are' select to be a known status", () => {
    expect(errorsOf(ZOnboardingAnswers, { ...answers, nationalStatus: '' })).toEqual({
      nationalStatus: 'nationalStatusRequired',
    });
    expect(errorsOf(ZOnboardingAnswers, { ...answers, nationalStatus: 'alien' })).toEqual({
      nationalStatus: 'nationalStatusRequired',
    });
  });

  it('rejects unknown values', () => {
    expect(errorsOf(ZOnboardingAnswers, { ...answers, ageBand: '18-21', disability: 'no' })).toEqual({
      ageBand: 'ageBandRequired',
      disability: 'disabilityRequired',
    });
    expect(errorsOf(ZOnboardingAnswers, { ...answers, homeLocation: 'Ipoh, SELANGOR, MALAYSIA' })).toEqual({
      homeLocation: 'homeLocationRequired',
    });
  });
});

describe('ZProfileUpdate', () => {
  it('accepts partial updates with the same rules', () => {
    expect(parseOk(ZProfileUpdate, { about: '  Rider from PJ ', language: 'ms' })).toMatchObject({
      about: 'Rider from PJ',
      language: 'ms',
    });
    expect(parseOk(ZProfileUpdate, { gender: 'male' })).toMatchObject({ gender: 'male' });
    expect(errorsOf(ZProfileUpdate, { name: 'A', about: 'x'.repeat(501), location: 'y'.repeat(121) })).toEqual({
      name: 'nameTooShort',
      about: 'aboutTooLong',
      location: 'profileLocationTooLong',
    });
    expect(errorsOf(ZProfileUpdate, { language: 'fr' })).toEqual({ language: 'invalidValue' });
  });
});
