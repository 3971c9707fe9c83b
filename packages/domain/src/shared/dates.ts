// Malaysia has used UTC+08:00 all year since 1982 (no daylight saving), so a fixed
// offset converts local dates and times exactly without a time-zone database.
export const TIME_ZONE = 'Asia/Kuala_Lumpur';
export const TIME_ZONE_OFFSET = '+08:00';
const OFFSET_MS = 8 * 60 * 60 * 1000;

/** Display format of the advanced-search date filter (date-fns tokens). */
export const DATE_FILTER_FORMAT = 'yyyy / MM / dd';
/** Detail view timestamp, in the spec's moment.js tokens ('dddd, MMMM Do YYYY HH:mm:ss'). */
export const DETAIL_DATE_FORMAT_MOMENT = 'dddd, MMMM Do YYYY HH:mm:ss';
/** The same format in date-fns tokens. */
export const DETAIL_DATE_FORMAT = 'EEEE, MMMM do yyyy HH:mm:ss';
/** Incident time is entered on a 24-hour clock. */
export const INCIDENT_TIME_FORMAT = 'HH:mm';

/** Relative timestamps fall back to this for very recent times. */
export const JUST_NOW = { en: 'just now', ms: 'baru sahaja' } as const;

export const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_24H_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Calendar date ('yyyy-MM-dd') of an instant in Kuala Lumpur. */
export function klDateString(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** True when 'yyyy-MM-dd' names a real calendar day (rejects 2024-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_RE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A range whose ends, when both are given, are in order ('yyyy-MM-dd' compares as text). */
export const daysInOrder = (from: string | undefined, to: string | undefined) => !from || !to || from <= to;

/** The instant of a Kuala Lumpur date ('yyyy-MM-dd') and 24-hour time ('HH:mm'), or null if invalid. */
export function klDateTime(date: string, time: string): Date | null {
  if (!isIsoDate(date) || !TIME_24H_RE.test(time)) return null;
  return new Date(`${date}T${time}:00${TIME_ZONE_OFFSET}`);
}
