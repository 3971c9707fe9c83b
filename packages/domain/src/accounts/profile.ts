import { z } from 'zod';
import { ZLanguage } from '../shared/language.ts';
import { err } from '../shared/errors.ts';
import { optionalText } from '../shared/text.ts';
import { ZName, ZPhone } from './fields.ts';
import { ZOnboardingAnswers } from './onboarding.ts';

export const ABOUT_MAX = 500;
export const PROFILE_LOCATION_MAX = 120;

/**
 * PUT /api/users/me (Settings). Email is not editable there; username changes are not offered.
 * Preference fields reuse the onboarding rules and may be sent one at a time.
 */
export const ZProfileUpdate = z
  .object({
    name: ZName,
    phone: ZPhone,
    about: optionalText(ABOUT_MAX, 'aboutTooLong'),
    location: optionalText(PROFILE_LOCATION_MAX, 'profileLocationTooLong'),
    language: ZLanguage,
    /** E-mail me when an operator answers or moves one of my reviews (issue #18). */
    emailReviewUpdates: z.boolean(err('invalidValue')),
    /** The weekly digest, for an operator team's members and administrators (issue #18). */
    emailDigest: z.boolean(err('invalidValue')),
  })
  .extend(ZOnboardingAnswers.shape)
  .partial();
export type ProfileUpdate = z.infer<typeof ZProfileUpdate>;
