import { chanceInOrder, surprise } from './chance.ts';
import { rowTotals, type FindingOf, type FindingRow } from './finding-rows.ts';
import type { ScoreTotals } from './scores.ts';
import { addDays, weekEnd, weeklySeries, weekStart, weekStarts, type DayTotals, type WeekTotals } from './weeks.ts';

// Rule: an aspect's weekly mean feeling score rose (or fell) several weeks in a row, up to last week.

/** Four rises in a row among five weekly means happen by chance once in 120 (1/5!): rare enough to tell. */
export const MIN_STREAK_WEEKS = 4;
/** Below 10 reviews a week's mean swings with one review (by up to 0.6 of a step): such a week breaks a streak. */
export const MIN_WEEK_REVIEWS = 10;
/** The longest streak looked for, which bounds the days the server reads: a quarter of a year. */
export const MAX_STREAK_WEEKS = 12;

export type ScoreStreakParams = {
  aspect: string;
  /** Weeks in a row the mean rose (or fell): the streak spans one week more. */
  weeks: number;
  /** The mean score of the streak's first and of its last week. */
  firstMean: number;
  lastMean: number;
  /** Reviews of the aspect in the streak's weeks. */
  reviews: number;
};
export type ScoreStreakFinding = FindingOf<'aspectImproving' | 'aspectWorsening', ScoreStreakParams>;

/** The Mondays of the weeks a streak may span, oldest first, the last being last week (this week is not over). */
export function streakWeeks(today: string): string[] {
  return weekStarts(addDays(weekStart(today), -7), MAX_STREAK_WEEKS + 1);
}

/** The sign of b's mean minus a's, compared in whole numbers so equal means are equal. */
const direction = (a: ScoreTotals, b: ScoreTotals) => Math.sign(b.scoreSum * a.reviews - a.scoreSum * b.reviews);

/** The number of week-on-week changes in the same direction that end the series, each week with enough reviews. */
function streakLength(series: readonly WeekTotals[]): { weeks: number; sign: number } {
  let weeks = 0;
  let sign = 0;
  for (let i = series.length - 1; i > 0; i -= 1) {
    const [before, after] = [series[i - 1]!, series[i]!];
    if (before.reviews < MIN_WEEK_REVIEWS || after.reviews < MIN_WEEK_REVIEWS) break;
    const step = direction(before, after);
    if (step === 0 || (sign !== 0 && step !== sign)) break;
    sign = step;
    weeks += 1;
  }
  return { weeks, sign };
}

export function scoreStreakFindings(rows: readonly FindingRow[], today: string): ScoreStreakFinding[] {
  const mondays = streakWeeks(today);
  const lastDay = weekEnd(mondays.at(-1)!);
  const daysByAspect = new Map<string, DayTotals[]>();
  for (const row of rows) {
    if (row.day < mondays[0]! || row.day > lastDay) continue;
    const days = daysByAspect.get(row.aspect) ?? [];
    daysByAspect.set(row.aspect, days);
    days.push({ day: row.day, ...rowTotals(row) });
  }
  const findings: ScoreStreakFinding[] = [];
  for (const [aspect, days] of daysByAspect) {
    const series = weeklySeries(days, lastDay, mondays.length);
    const { weeks, sign } = streakLength(series);
    if (weeks < MIN_STREAK_WEEKS) continue;
    const streak = series.slice(-weeks - 1);
    const [first, last] = [streak[0]!, streak.at(-1)!];
    findings.push({
      kind: sign > 0 ? 'aspectImproving' : 'aspectWorsening',
      key: `scoreStreak:${aspect}`,
      strength: surprise(chanceInOrder(weeks + 1)),
      evidence: { aspect, routeId: null, stopId: null, from: first.week, to: lastDay },
      params: {
        aspect,
        weeks,
        firstMean: first.scoreSum / first.reviews,
        lastMean: last.scoreSum / last.reviews,
        reviews: streak.reduce((sum, week) => sum + week.reviews, 0),
      },
    });
  }
  return findings;
}
