import { err, isIsoDate, TIME_ZONE_OFFSET, ZAspectKey, ZServiceKey } from '@suara/domain';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { optionByKey, type OptionCatalogue } from './open-data.fields.ts';
import type { PublicReviewFilter } from './open-data.repository.ts';

/** The widest date range a download may ask for; an open end is 'everything since' or 'until'. */
export const MAX_RANGE_YEARS = 5;

const ZDay = z.string(err('dateInvalid')).refine(isIsoDate, err('dateInvalid'));

/**
 * GET /api/open-data/reviews.{csv,geojson}: Malaysian calendar days (both inclusive) of the review's
 * creation, a service and an aspect by key. Strict: a misspelt filter is refused, not silently ignored.
 */
export const ZOpenDataQuery = z.strictObject({
  from: ZDay.optional().describe('The first day of creation, yyyy-MM-dd in Malaysia, included.'),
  to: ZDay.optional().describe(`The last day of creation, included; at most ${MAX_RANGE_YEARS} years after from.`),
  service: z.enum(ZServiceKey.options, err('invalidValue')).optional().describe('The travel mode, by key.'),
  aspect: z.enum(ZAspectKey.options, err('invalidValue')).optional().describe('The aspect, by key.'),
});
export type OpenDataQuery = z.infer<typeof ZOpenDataQuery>;

const DAY_MS = 86_400_000;
const NIL_ID = '00000000-0000-0000-0000-000000000000';
const klMidnight = (day: string) => new Date(`${day}T00:00:00${TIME_ZONE_OFFSET}`);

/** The day `years` later on the calendar (29 February moves to 1 March). */
function yearsLater(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, date)).toISOString().slice(0, 10);
}

const invalidRange = (message: string, code: 'dateToBeforeFrom' | 'invalidValue') =>
  new AppError(422, 'validation_failed', message, { to: code });

/** The query as a repository filter; 422 for a range that is inverted or longer than five years. */
export function downloadFilter(query: OpenDataQuery, catalogue: OptionCatalogue): PublicReviewFilter {
  const { from, to } = query;
  if (from && to && to < from) throw invalidRange('Date To cannot be before Date From.', 'dateToBeforeFrom');
  if (from && to && to >= yearsLater(from, MAX_RANGE_YEARS)) {
    throw invalidRange(`A date range may span at most ${MAX_RANGE_YEARS} years; leave an end open to take everything since or until a day.`, 'invalidValue');
  }
  // A key the database does not have (never seeded) matches no review: the nil id stands for it.
  const idOf = (category: 'service' | 'aspect', key: string | undefined) => (key ? (optionByKey(catalogue, category, key)?.id ?? NIL_ID) : undefined);
  return {
    from: from ? klMidnight(from) : undefined,
    before: to ? new Date(klMidnight(to).getTime() + DAY_MS) : undefined,
    serviceId: idOf('service', query.service),
    aspectId: idOf('aspect', query.aspect),
  };
}
