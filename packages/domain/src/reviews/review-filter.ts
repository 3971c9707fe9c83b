import { z } from 'zod';
import { isIsoDate, klDateString } from '../shared/dates.ts';
import { err } from '../shared/errors.ts';
import { optionalText } from '../shared/text.ts';
import { systemClock, type Clock } from './review-details.ts';
import { OPERATOR_MAX, REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE_MAX, ROUTE_MAX, SEARCH_QUERY_MAX } from './review-limits.ts';
import { DEFAULT_SORT } from './review-sort.ts';
import { ZSortKey } from './review-sort-schema.ts';

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

/** The filters of the card list and the map alike (everything but the sort and paging). */
export const reviewFilterShape = {
  feeling: z.uuid(err('invalidValue')).optional(),
  service: z.uuid(err('invalidValue')).optional(),
  aspect: z.uuid(err('invalidValue')).optional(),
  operator: optionalText(OPERATOR_MAX, 'operatorTooLong'),
  route: optionalText(ROUTE_MAX, 'routeTooLong'),
  user: z.uuid(err('invalidValue')).optional(),
  from: ZFilterDate,
  to: ZFilterDate,
};

/**
 * Dates are Kuala Lumpur calendar days 'yyyy-MM-dd' (displayed as yyyy / MM / dd), both
 * inclusive: neither after today, and Date To not before Date From.
 */
export function refineFilterDates(now: Clock) {
  return ({ from, to }: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
    const today = klDateString(now());
    if (from !== undefined && from > today) {
      ctx.addIssue({ code: 'custom', message: 'dateInFuture', path: ['from'] });
    }
    if (to !== undefined && to > today) {
      ctx.addIssue({ code: 'custom', message: 'dateInFuture', path: ['to'] });
    } else if (from !== undefined && to !== undefined && to < from) {
      ctx.addIssue({ code: 'custom', message: 'dateToBeforeFrom', path: ['to'] });
    }
  };
}

/** Advanced search: the filters and the sort, as the browse page's form holds them. */
export function makeZReviewFilter(now: Clock = systemClock) {
  return z.object({ ...reviewFilterShape, sort: ZSortKey.default(DEFAULT_SORT) }).superRefine(refineFilterDates(now));
}

/** A whole number sent as query-string digits ('12') becomes a number; anything else is left for the schema to refuse. */
export const queryInteger = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

/** Far longer than any cursor the server makes; longer ones are not ours. */
const PAGE_CURSOR_MAX = 200;

/** The opaque nextCursor of the previous page; blank means the first page. */
export const ZPageCursor = z
  .string(err('pageLinkInvalid'))
  .max(PAGE_CURSOR_MAX, err('pageLinkInvalid'))
  .nullish()
  .transform((value) => (value ? value : undefined));

/** Reviews a page: REVIEW_PAGE_SIZE unless asked, at most REVIEW_PAGE_SIZE_MAX. */
export const ZReviewPageSize = z
  .preprocess(
    queryInteger,
    z
      .number(err('invalidValue'))
      .int(err('invalidValue'))
      .min(1, err('invalidValue'))
      .max(REVIEW_PAGE_SIZE_MAX, err('pageSizeTooLarge')),
  )
  .default(REVIEW_PAGE_SIZE);

/** GET /api/reviews query: the advanced search plus paging. */
export function makeZReviewListQuery(now: Clock = systemClock) {
  return z
    .object({ ...reviewFilterShape, sort: ZSortKey.default(DEFAULT_SORT), cursor: ZPageCursor, limit: ZReviewPageSize })
    .superRefine(refineFilterDates(now));
}

export const ZReviewListQuery = makeZReviewListQuery();
export type ReviewListQuery = z.infer<typeof ZReviewListQuery>;

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
