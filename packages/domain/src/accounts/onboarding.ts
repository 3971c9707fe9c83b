import { z } from 'zod';
import { keysOf } from '../shared/enum.ts';
import { err } from '../shared/errors.ts';
import { ZHomeLocation } from '../shared/home-location.ts';

// Onboarding answers (spec §3). Keys are stored; en/ms are the labels shown.

export const GENDERS = [
  { key: 'male', en: 'Male', ms: 'Lelaki' },
  { key: 'female', en: 'Female', ms: 'Perempuan' },
  { key: 'other', en: 'Other', ms: 'Lain-lain' },
] as const;

export const AGE_BANDS = [
  { key: 'below-15', en: 'Below 15', ms: 'Bawah 15' },
  { key: '15-19', en: '15 - 19', ms: '15 - 19' },
  { key: '20-24', en: '20 - 24', ms: '20 - 24' },
  { key: '25-29', en: '25 - 29', ms: '25 - 29' },
  { key: '30-34', en: '30 - 34', ms: '30 - 34' },
  { key: '35-39', en: '35 - 39', ms: '35 - 39' },
  { key: '40-44', en: '40 - 44', ms: '40 - 44' },
  { key: '45-49', en: '45 - 49', ms: '45 - 49' },
  { key: '50-54', en: '50 - 54', ms: '50 - 54' },
  { key: '55-59', en: '55 - 59', ms: '55 - 59' },
  { key: '60-64', en: '60 - 64', ms: '60 - 64' },
  { key: '65-above', en: '65 and above', ms: '65 dan ke atas' },
] as const;

/** 'You are' in the onboarding form. */
export const NATIONAL_STATUSES = [
  { key: 'local', en: 'Local', ms: 'Rakyat tempatan' },
  { key: 'ex-local', en: 'Ex-local', ms: 'Bekas rakyat tempatan' },
  { key: 'foreigner', en: 'Foreigner', ms: 'Warga asing' },
  { key: 'tourist', en: 'Tourist', ms: 'Pelancong' },
] as const;

/** Disability means using a wheelchair or a walking stick (spec §3). */
export const DISABILITY_OPTIONS = [
  { key: true, en: 'Yes, I use a wheelchair or walking stick', ms: 'Ya, saya menggunakan kerusi roda atau tongkat' },
  { key: false, en: 'No', ms: 'Tidak' },
  // Disability is sensitive personal data (PDPA): answering is required, disclosing is not.
  { key: null, en: 'Prefer not to say', ms: 'Tidak mahu menyatakan' },
] as const;

// The spec's labels use en dashes (–); keep them.
export const USAGE_OPTIONS = [
  { key: 'everyday', en: 'Everyday', ms: 'Setiap hari' },
  { key: '4-6-weekly', en: '4 – 6 times a week', ms: '4 – 6 kali seminggu' },
  { key: '1-3-weekly', en: '1 – 3 times a week', ms: '1 – 3 kali seminggu' },
  { key: 'monthly', en: 'Once a month', ms: 'Sebulan sekali' },
  { key: 'every-2-3-months', en: 'Every 2 – 3 months', ms: 'Setiap 2 – 3 bulan' },
  { key: '2-3-yearly', en: '2 – 3 times per year', ms: '2 – 3 kali setahun' },
  { key: 'never', en: 'Never', ms: 'Tidak pernah' },
] as const;

export const ZGender = z.enum(keysOf(GENDERS), err('genderRequired'));
export type Gender = z.infer<typeof ZGender>;
export const ZAgeBand = z.enum(keysOf(AGE_BANDS), err('ageBandRequired'));
export type AgeBand = z.infer<typeof ZAgeBand>;
export const ZNationalStatus = z.enum(keysOf(NATIONAL_STATUSES), err('nationalStatusRequired'));
export type NationalStatus = z.infer<typeof ZNationalStatus>;
export const ZTransportUsage = z.enum(keysOf(USAGE_OPTIONS), err('transportUsageRequired'));
export type TransportUsage = z.infer<typeof ZTransportUsage>;

/** PUT /api/users/me/onboarding; every step is required (the 'You are' select among them). */
export const ZOnboardingAnswers = z.object({
  gender: ZGender,
  ageBand: ZAgeBand,
  nationalStatus: ZNationalStatus,
  homeLocation: ZHomeLocation,
  disability: z.boolean(err('disabilityRequired')).nullable(),
  transportUsage: ZTransportUsage,
});
export type OnboardingAnswers = z.infer<typeof ZOnboardingAnswers>;
