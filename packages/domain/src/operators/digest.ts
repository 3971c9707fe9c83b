import { klDateString } from '../shared/dates.ts';

// The weekly digest (issue #18, section 4): what each operator team's members, and administrators, get.

/** Every Monday at 08:00, Malaysia time (the scheduler's cron pattern, with DIGEST_TIME_ZONE). */
export const DIGEST_CRON = '0 8 * * 1';
export const DIGEST_TIME_ZONE = 'Asia/Kuala_Lumpur';
/** The open reviews most riders said 'me too' to, listed. */
export const DIGEST_TOP_ME_TOO = 5;
/** A forwarded review unanswered this many days is listed as waiting. */
export const DIGEST_STALE_DAYS = 7;
/** The most waiting reviews a digest lists (the count says how many there are). */
export const DIGEST_STALE_LIMIT = 10;

export type DayRange = { from: string; to: string };

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The week a digest sent at `now` reports: the last whole Monday-to-Sunday in Malaysia before the
 * week `now` is in, and the week before that, to compare with. Both days included.
 */
export function digestWeeks(now: Date): { week: DayRange; previous: DayRange } {
  const today = klDateString(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thisMonday = shift(today, -weekday);
  const week = { from: shift(thisMonday, -7), to: shift(thisMonday, -1) };
  return { week, previous: { from: shift(week.from, -7), to: shift(week.from, -1) } };
}
