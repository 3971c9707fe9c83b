import { z } from 'zod';
import { tellingWords } from '../insights/frequent-terms.ts';
import { compareText } from '../insights/scores.ts';
import { err } from '../shared/errors.ts';
import { ZLatitude, ZLongitude } from '../shared/map.ts';
import { optionalText } from '../shared/text.ts';
import { EXPERIENCE_MAX, OPERATOR_MAX, ROUTE_MAX, STOP_MAX } from './review-limits.ts';

// 'Add me too instead' (issue #18): while a rider writes, the recent reviews of the same trouble.

/** A month: what happened longer ago is another occasion, not the same trouble. */
export const SIMILAR_WINDOW_DAYS = 30;
/** The form shows a few, not a feed. */
export const SIMILAR_LIMIT = 3;
/** The newest reviews of the aspect at the place that are ranked: a bounded read of the route's or stop's index. */
export const SIMILAR_PLACE_POOL = 20;
/** The newest reviews of the aspect whose texts are compared: a bounded read however busy the month. */
export const SIMILAR_TEXT_POOL = 200;
/** Texts alike share at least three telling words (not common ones, not numbers): two say too little. */
export const MIN_SHARED_WORDS = 3;

const coordinate = (schema: z.ZodNumber) => z.coerce.number(err('invalidValue')).pipe(schema).optional();

/**
 * GET /api/reviews/similar: what the form has so far. The aspect (an option id) is required; the
 * route, operator and stop as typed; the marker's position, which finds a stop by name; the text.
 */
export const ZSimilarReviewsQuery = z
  .object({
    aspect: z.uuid(err('aspectRequired')),
    operator: optionalText(OPERATOR_MAX, 'operatorTooLong'),
    route: optionalText(ROUTE_MAX, 'routeTooLong'),
    stop: optionalText(STOP_MAX, 'stopTooLong'),
    latitude: coordinate(ZLatitude),
    longitude: coordinate(ZLongitude),
    text: z.string(err('invalidValue')).max(EXPERIENCE_MAX, err('experienceTooLong')).optional(),
  })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), { ...err('invalidValue'), path: ['longitude'] });
export type SimilarReviewsQuery = z.infer<typeof ZSimilarReviewsQuery>;

export type SimilarCandidate = {
  id: string;
  /** On the route or at the stop the rider named. */
  samePlace: boolean;
  text: string;
  meTooCount: number;
  /** ISO 8601. */
  createdAt: string;
};

/**
 * The ids of at most SIMILAR_LIMIT candidates worth showing, best first: those at the same place,
 * then those whose text shares at least MIN_SHARED_WORDS telling words with `text`, more shared
 * words first; then the most 'me too'-ed, the newest. A candidate may come twice (at the same
 * place and by its text): once is enough.
 */
export function pickSimilar(candidates: readonly SimilarCandidate[], text: string): string[] {
  const mine = tellingWords(text);
  const best = new Map<string, SimilarCandidate & { shared: number }>();
  for (const candidate of candidates) {
    const shared = [...tellingWords(candidate.text)].filter((word) => mine.has(word)).length;
    const seen = best.get(candidate.id);
    best.set(candidate.id, { ...candidate, samePlace: candidate.samePlace || (seen?.samePlace ?? false), shared });
  }
  return [...best.values()]
    .filter((c) => c.samePlace || c.shared >= MIN_SHARED_WORDS)
    .sort(
      (a, b) =>
        Number(b.samePlace) - Number(a.samePlace) ||
        b.shared - a.shared ||
        b.meTooCount - a.meTooCount ||
        compareText(b.createdAt, a.createdAt) ||
        compareText(a.id, b.id),
    )
    .slice(0, SIMILAR_LIMIT)
    .map((c) => c.id);
}
