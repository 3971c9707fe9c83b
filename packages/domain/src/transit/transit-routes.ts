import { z } from 'zod';
import { ZPageCursor } from '../reviews/review-filter.ts';
import { ROUTE_MAX } from '../reviews/review-limits.ts';
import { err } from '../shared/errors.ts';
import { digitsAsNumber } from '../shared/pagination.ts';

export const TRANSIT_ROUTES_PAGE_SIZE = 50;

/** GET /api/transit/routes: q is the start of a route code ('T78') or any part of its name. */
export const ZTransitRoutesQuery = z.object({
  q: z.string(err('invalidValue')).trim().max(ROUTE_MAX, err('routeTooLong')).optional(),
  cursor: ZPageCursor,
  limit: z
    .preprocess(digitsAsNumber, z.number(err('invalidValue')).int(err('invalidValue')).min(1, err('invalidValue')).max(200, err('invalidValue')))
    .default(TRANSIT_ROUTES_PAGE_SIZE),
});
export type TransitRoutesQuery = z.infer<typeof ZTransitRoutesQuery>;
