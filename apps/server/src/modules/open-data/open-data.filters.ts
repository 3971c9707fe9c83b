import { TIME_ZONE_OFFSET, ZInsightsQuery, type InsightsQuery } from '@suara/domain';
import { checkRange } from '../../lib/date-range.ts';
import { optionByKey, type OptionCatalogue } from './open-data.fields.ts';
import type { PublicReviewFilter } from './open-data.repository.ts';

/**
 * GET /api/open-data/reviews.{csv,geojson}: the scorecards' filters (Malaysian calendar days of the
 * review's creation, both included; a service and an aspect by key), strict.
 */
export const ZOpenDataQuery = ZInsightsQuery;
export type OpenDataQuery = InsightsQuery;

const DAY_MS = 86_400_000;
const NIL_ID = '00000000-0000-0000-0000-000000000000';
const klMidnight = (day: string) => new Date(`${day}T00:00:00${TIME_ZONE_OFFSET}`);

/** The query as a repository filter; 422 for a range that is inverted or longer than five years. */
export function downloadFilter(query: OpenDataQuery, catalogue: OptionCatalogue): PublicReviewFilter {
  const { from, to } = query;
  checkRange(from, to);
  // A key the database does not have (never seeded) matches no review: the nil id stands for it.
  const idOf = (category: 'service' | 'aspect', key: string | undefined) => (key ? (optionByKey(catalogue, category, key)?.id ?? NIL_ID) : undefined);
  return {
    from: from ? klMidnight(from) : undefined,
    before: to ? new Date(klMidnight(to).getTime() + DAY_MS) : undefined,
    serviceId: idOf('service', query.service),
    aspectId: idOf('aspect', query.aspect),
  };
}
