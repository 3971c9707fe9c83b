import { isIsoDate, queryInteger, TIME_ZONE_OFFSET } from '@suara/domain';
import { z } from 'zod';

/*
 * The arguments of GeoReport v2's GET requests, with the page and page_size of its most common
 * extension. Messages are English sentences: they reach the client as GeoReport error
 * descriptions, not as the web app's message codes. Unknown arguments (jurisdiction_id,
 * extensions) are ignored, and an empty one counts as absent, as the specification asks.
 */

export const OPEN311_PAGE_SIZE = 100;
export const OPEN311_PAGE_SIZE_MAX = 1000;
/** Further pages would skip more reviews than any 90-day window holds. */
export const OPEN311_PAGE_MAX = 10_000;
export const OPEN311_IDS_MAX = 100;
const CODE_MAX = 100;

/** An instant, and whether it was given as a whole day (an end_date of a day takes that whole day). */
export type Open311Instant = { at: Date; wholeDay: boolean };

const W3_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:(T\d{2}:\d{2}(?::\d{2})?)(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The W3C profile of ISO 8601 with a time zone ('2026-01-31T08:00:00Z'), or a day in Malaysia ('2026-01-31'). */
export function parseW3DateTime(value: string): Open311Instant | undefined {
  const match = W3_DATE_TIME.exec(value);
  if (!match || !isIsoDate(match[1]!)) return undefined;
  const [, day, time, fraction, zone] = match;
  if (!time) return { at: new Date(`${day}T00:00:00${TIME_ZONE_OFFSET}`), wholeDay: true };
  // Milliseconds are all a Date keeps.
  const at = new Date(`${day}${time}${(fraction ?? '').slice(0, 4)}${zone}`);
  return Number.isNaN(at.getTime()) ? undefined : { at, wholeDay: false };
}

const DATE_MESSAGE = 'must be a date and time with its time zone, e.g. 2026-01-31T08:00:00+08:00, or a day, e.g. 2026-01-31';

const ZW3DateTime = z.string().transform((value, ctx) => {
  const instant = parseW3DateTime(value);
  if (!instant) ctx.addIssue({ code: 'custom', message: DATE_MESSAGE });
  return instant ?? z.NEVER;
});

/** 'a,b,c' → ['a', 'b', 'c']: each item checked, at most `max` of them. */
const commaList = <T extends z.ZodType<unknown, string>>(item: T, max: number, what: string) =>
  z
    .string()
    .max(max * (CODE_MAX + 1), `lists at most ${max} ${what}`)
    .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(item).min(1, `names at least one ${what.replace(/s$/, '')}`).max(max, `lists at most ${max} ${what}`));

/** 'Optional' in GeoReport's sense: empty is the same as not given. */
const optionalArgument = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const wholeNumber = (min: number, max: number) =>
  z.preprocess(queryInteger, z.number(`must be a whole number from ${min} to ${max}`).int(`must be a whole number from ${min} to ${max}`).min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

export const ZOpen311RequestsQuery = z.object({
  jurisdiction_id: optionalArgument(z.string().max(200)).describe('Ignored: this endpoint serves one jurisdiction.'),
  service_request_id: optionalArgument(commaList(z.string().regex(/^\d{1,12}$/, 'must be ticket numbers'), OPEN311_IDS_MAX, 'ticket numbers')).describe(
    'Ticket numbers, comma-separated; overrides every other argument.',
  ),
  service_code: optionalArgument(commaList(z.string().max(CODE_MAX), 50, 'service codes')).describe('Service codes of services.json, comma-separated.'),
  start_date: optionalArgument(ZW3DateTime).describe('Earliest requested_datetime. Without dates: the last 90 days.'),
  end_date: optionalArgument(ZW3DateTime).describe('Latest requested_datetime (a day: that whole day). At most 90 days after start_date.'),
  status: optionalArgument(commaList(z.enum(['open', 'closed'], "must be 'open' or 'closed'"), 2, 'statuses')).describe("'open', 'closed' or both, comma-separated."),
  page: optionalArgument(wholeNumber(1, OPEN311_PAGE_MAX)).describe('Page number, from 1; newest first.'),
  page_size: optionalArgument(wholeNumber(1, OPEN311_PAGE_SIZE_MAX)).describe(`Requests a page (${OPEN311_PAGE_SIZE} unless asked).`),
});
export type Open311RequestsQuery = z.infer<typeof ZOpen311RequestsQuery>;

export const ZJurisdictionQuery = ZOpen311RequestsQuery.pick({ jurisdiction_id: true });

export const ZOpen311Format = z.enum(['json', 'xml'], "the format is 'json' or 'xml'");
export type Open311Format = z.infer<typeof ZOpen311Format>;
