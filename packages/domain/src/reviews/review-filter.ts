import { z } from 'zod';
import { isIsoDate, klDateString } from '../shared/dates.ts';
import { err } from '../shared/errors.ts';
import { optionalText } from '../shared/text.ts';
import { systemClock, type Clock } from './review-details.ts';
import { OPERATOR_MAX, ROUTE_MAX, SEARCH_QUERY_MAX } from './review-limits.ts';
import { DEFAULT_SORT, ZSortKey } from './review-sort.ts';

/** 'Posted by' in the advanced search; 'me' becomes a user filter on the signed-in user. */
export const POSTED_BY_OPTIONS = [
  { key: 'everyone', en: 'Everyone', ms: 'Semua orang' },
  { key: 'me', en: 'Me only', ms: 'Saya sahaja' },
] as const;

const ZFilterDate = z
  .string(err('dateInvalid'))
  .refine(isIsoDate, err('dateInvalid'))
  .nullish()
  .transform((value) => (value ? value : undefined));

/**
 * Advanced search (GET /api/reviews query). Dates are Kuala Lumpur calendar days
 * 'yyyy-MM-dd' (displayed as yyyy / MM / dd), both inclusive: neither after today,
 * and Date To not before Date From.
 */
export function makeZReviewFilter(now: Clock = systemClock) {
  return z
    .object({
      feeling: z.uuid(err('invalidValue')).optional(),
      service: z.uuid(err('invalidValue')).optional(),
      operator: optionalText(OPERATOR_MAX, 'operatorTooLong'),
      route: optionalText(ROUTE_MAX, 'routeTooLong'),
      user: z.uuid(err('invalidValue')).optional(),
      from: ZFilterDate,
      to: ZFilterDate,
      sort: ZSortKey.default(DEFAULT_SORT),
    })
    .superRefine(({ from, to }, ctx) => {
      const today = klDateString(now());
      if (from !== undefined && from > today) {
        ctx.addIssue({ code: 'custom', message: 'dateInFuture', path: ['from'] });
      }
      if (to !== undefined && to > today) {
        ctx.addIssue({ code: 'custom', message: 'dateInFuture', path: ['to'] });
      } else if (from !== undefined && to !== undefined && to < from) {
        ctx.addIssue({ code: 'custom', message: 'dateToBeforeFrom', path: ['to'] });
      }
    });
}

export const ZReviewFilter = makeZReviewFilter();
export type ReviewFilter = z.infer<typeof ZReviewFilter>;

/** Type-ahead search; an empty query is not sent at all (spec §5), so it is required here. */
export const ZReviewSearchQuery = z.object({
  q: z
    .string(err('required'))
    .trim()
    .min(1, err('required'))
    .max(SEARCH_QUERY_MAX, err('searchTooLong')),
});
export type ReviewSearchQuery = z.infer<typeof ZReviewSearchQuery>;
