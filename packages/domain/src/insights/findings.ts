import { complaintShareFindings, sharePeriods, type ComplaintShareFinding } from './complaint-share.ts';
import type { FindingRow } from './finding-rows.ts';
import { compareText } from './scores.ts';
import { scoreStreakFindings, streakWeeks, type ScoreStreakFinding } from './score-streak.ts';
import { monthStart, stopComplaintsFindings, type StopComplaintsFinding } from './stop-complaints.ts';
import { weekStart } from './weeks.ts';

// The recommendations an operator or route page opens with: the strongest findings of the rules.

/** A page opens with a short list a reader takes in at a glance. */
export const MAX_FINDINGS = 5;

export type Finding = ComplaintShareFinding | StopComplaintsFinding | ScoreStreakFinding;
export type FindingKind = Finding['kind'];

export type FindingsInput = {
  /** Rows of the days from `findingSpans(today)[0]` to today (others are ignored), daily or summed per span. */
  rows: readonly FindingRow[];
  /** 'yyyy-MM-dd', Malaysia time. */
  today: string;
  /** An operator page: the complaint shares of each route are compared too. */
  perRoute: boolean;
};

/**
 * The days on which a rule's period starts, oldest first: each week a streak may span and this week,
 * the two complaint-share periods, this month. Every rule compares a row's day only with these and
 * with today, so rows may be summed per span (a start to the day before the next) and dated by its
 * start: the server reads an operator's rollup that way, a sixth of the rows of one per day.
 */
export function findingSpans(today: string): string[] {
  const { previous, recent } = sharePeriods(today);
  return [...new Set([...streakWeeks(today), weekStart(today), previous.from, recent.from, monthStart(today)])].sort(compareText);
}

/** At most MAX_FINDINGS findings, the least likely by chance first; equal strengths by key. */
export function deriveFindings({ rows, today, perRoute }: FindingsInput): Finding[] {
  const all: Finding[] = [...complaintShareFindings(rows, today, perRoute), ...stopComplaintsFindings(rows, today), ...scoreStreakFindings(rows, today)];
  return all.sort((a, b) => b.strength - a.strength || compareText(a.key, b.key)).slice(0, MAX_FINDINGS);
}
