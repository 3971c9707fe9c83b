import { addTotals, NO_REVIEWS, type ScoreTotals } from './scores.ts';

// Weeks of Malaysia-time days. Days are 'yyyy-MM-dd' strings already in Malaysia time (UTC+08:00 all
// year, no daylight saving), so week arithmetic is calendar arithmetic: every day has 24 hours.

/** The overview's trend: half a year of weeks. */
export const SPARKLINE_WEEKS = 26;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `days` days after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week `day` belongs to (weeks run Monday to Sunday, as Malaysian calendars print them). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The Sunday that ends the week starting `monday`. */
export const weekEnd = (monday: string) => addDays(monday, 6);

/** The Mondays of the `count` weeks ending with the week of `lastDay`, oldest first. */
export function weekStarts(lastDay: string, count: number): string[] {
  const last = weekStart(lastDay);
  return Array.from({ length: count }, (_, i) => addDays(last, 7 * (i - count + 1)));
}

export type DayTotals = ScoreTotals & { day: string };
export type WeekTotals = ScoreTotals & { week: string };

/**
 * Daily totals summed into the `count` weeks ending with the week of `lastDay`, oldest first; a week
 * without reviews is there with zeros, so a sparkline has a point for every week. Other days are left out.
 */
export function weeklySeries(days: readonly DayTotals[], lastDay: string, count: number): WeekTotals[] {
  const byWeek = new Map(weekStarts(lastDay, count).map((week) => [week, NO_REVIEWS]));
  for (const { day, ...totals } of days) {
    const week = weekStart(day);
    const sum = byWeek.get(week);
    if (sum !== undefined) byWeek.set(week, addTotals(sum, totals));
  }
  return [...byWeek].map(([week, totals]) => ({ week, ...totals }));
}
