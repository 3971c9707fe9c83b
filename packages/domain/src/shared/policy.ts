import type { LocalizedText } from './language.ts';

/** Terms of use: only persons above 18 may create an account (policy text; not enforced). */
export const MIN_AGE = 18;

/** Survey prize shown on the home page. */
export const PRIZE = {
  currency: 'RM',
  amount: 50,
  winners: 25,
  headline: {
    en: 'Stand a chance to win RM50 Touch n Go card',
    ms: 'Berpeluang memenangi kad Touch n Go bernilai RM50',
  } satisfies LocalizedText,
  winnersText: { en: '25 lucky winners', ms: '25 pemenang bertuah' } satisfies LocalizedText,
  terms: { en: 'T&C apply', ms: 'Terma & syarat dikenakan' } satisfies LocalizedText,
} as const;
