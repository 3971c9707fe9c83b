import { complaintShareFindings, sharePeriods, type ComplaintShareFinding } from './complaint-share.ts';
import type { FindingRow } from './finding-rows.ts';
import { compareText } from './scores.ts';
import { scoreStreakFindings, streakWeeks, type ScoreStreakFinding } from './score-streak.ts';
import { monthStart, stopComplaintsFindings, type StopComplaintsFinding } from './stop-complaints.ts';

// The recommendations an operator or route page opens with: the strongest findings of the rules.

/** A page opens with a short list a reader takes in at a glance. */
export const MAX_FINDINGS = 5;

export type Finding = ComplaintShareFinding | StopComplaintsFinding | ScoreStreakFinding;
export type FindingKind = Finding['kind'];

export type FindingsInput = {
  /** Rows of the days `findingsWindow(today)` names (others are ignored). */
  rows: readonly FindingRow[];
  /** 'yyyy-MM-dd', Malaysia time. */
  today: string;
  /** An operator page: the complaint shares of each route are compared too. */
  perRoute: boolean;
};

/** The days the rules read, both included: the server queries its rollup for these only. */
export function findingsWindow(today: string): { from: string; to: string } {
  const firsts = [sharePeriods(today).previous.from, monthStart(today), streakWeeks(today)[0]!];
  return { from: firsts.sort(compareText)[0]!, to: today };
}

/** At most MAX_FINDINGS findings, the least likely by chance first; equal strengths by key. */
export function deriveFindings({ rows, today, perRoute }: FindingsInput): Finding[] {
  const all: Finding[] = [...complaintShareFindings(rows, today, perRoute), ...stopComplaintsFindings(rows, today), ...scoreStreakFindings(rows, today)];
  return all.sort((a, b) => b.strength - a.strength || compareText(a.key, b.key)).slice(0, MAX_FINDINGS);
}
