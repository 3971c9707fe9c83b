import { sql } from 'drizzle-orm';

// Malaysia days as instants, for date-range filters over timestamptz columns (no daylight saving:
// a day is always 24 hours).

/** The instant Malaysia day `day` ('yyyy-MM-dd') starts. */
export const klDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Asia/Kuala_Lumpur'`;

/** The instant the day after `day` starts: a range that includes `day` ends before it. */
export const klDayEnd = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'Asia/Kuala_Lumpur'`;
