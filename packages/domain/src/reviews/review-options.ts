import { z } from 'zod';
import { err } from '../shared/errors.ts';

/** Categories of the seeded option list (GET /api/review-options). */
export const REVIEW_OPTION_CATEGORIES = ['feeling', 'service', 'aspect'] as const;
export const ZReviewOptionCategory = z.enum(REVIEW_OPTION_CATEGORIES, err('invalidValue'));
export type ReviewOptionCategory = z.infer<typeof ZReviewOptionCategory>;

/** Key of the 'Other' service and aspect; choosing it requires the 'Please specify' text. */
export const OTHER_KEY = 'OTHER';
