import { z } from 'zod';
import { FEELINGS } from '../reviews/feelings.ts';
import type { LocalizedText } from '../shared/language.ts';

/**
 * The admin overview's review categories (spec §3), worst to best: one per feeling score,
 * with the spec's own spelling ('pleasent') as the key.
 */
export const OVERVIEW_CATEGORIES = FEELINGS.map((feeling) => feeling.overviewKey);
export type OverviewCategory = (typeof FEELINGS)[number]['overviewKey'];

const count = z.number().int().nonnegative();

/** GET /api/admin/overview. Deleted users, and hidden or deleted reviews, are not counted. */
export const ZAdminOverview = z.object({
  user: z.object({ count, verified: count, unverified: count }),
  review: z.object({
    total: count,
    awesome: count,
    pleasent: count,
    good: count,
    neutral: count,
    bad: count,
    disappointing: count,
    terrible: count,
  }),
  // questionMs: the same question in Malay, for the dashboard (the spec names the other three).
  poll: z.array(z.object({ question: z.string(), questionMs: z.string(), yes: count, no: count })),
});
export type AdminOverview = z.infer<typeof ZAdminOverview>;

/** Display names of the categories (the key keeps the spec's spelling, the label does not). */
export const OVERVIEW_CATEGORY_LABELS = {
  terrible: { en: 'Terrible', ms: 'Teruk' },
  disappointing: { en: 'Disappointing', ms: 'Mengecewakan' },
  bad: { en: 'Bad', ms: 'Buruk' },
  neutral: { en: 'Neutral', ms: 'Neutral' },
  good: { en: 'Good', ms: 'Baik' },
  pleasent: { en: 'Pleasant', ms: 'Menyenangkan' },
  awesome: { en: 'Awesome', ms: 'Hebat' },
} as const satisfies Record<OverviewCategory, LocalizedText>;
