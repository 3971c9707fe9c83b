import { poissonAtLeast, surprise } from './chance.ts';
import type { FindingOf, FindingRow } from './finding-rows.ts';
import { compareText, isNegativeScore } from './scores.ts';

// Rule: the stop with the most complaints (negative feelings) about one aspect this calendar month.

/** Fewer than 5 complaints in a month can be one rider or one bad day: not yet a stop's pattern. */
export const MIN_STOP_COMPLAINTS = 5;

export type StopComplaintsParams = {
  aspect: string;
  stopId: string;
  stopCode: string | null;
  stopName: string | null;
  /** The stop's complaints about the aspect this month. */
  complaints: number;
  /** Stops with any review this month, of which this one had the most complaints. */
  stopsReviewed: number;
};
export type StopComplaintsFinding = FindingOf<'stopMostComplaints', StopComplaintsParams>;

/** The first day of `today`'s calendar month. */
export const monthStart = (today: string) => `${today.slice(0, 8)}01`;

type StopCount = { stopId: string; stopCode: string | null; stopName: string | null; complaints: number };

/** Most complaints first; equal counts by code, then id, so the order never depends on the rows'. */
function byComplaints(a: StopCount, b: StopCount): number {
  return b.complaints - a.complaints || compareText(a.stopCode ?? '', b.stopCode ?? '') || compareText(a.stopId, b.stopId);
}

/** Per aspect, its top stop when it has at least MIN_STOP_COMPLAINTS and strictly more than any other (a shared top is no 'most'). */
export function stopComplaintsFindings(rows: readonly FindingRow[], today: string): StopComplaintsFinding[] {
  const from = monthStart(today);
  const stopsReviewed = new Set<string>();
  const byAspect = new Map<string, Map<string, StopCount>>();
  for (const { day, aspect, stopId, stopCode, stopName, score, reviews } of rows) {
    if (stopId === null || day < from || day > today) continue;
    stopsReviewed.add(stopId);
    if (!isNegativeScore(score)) continue;
    let stops = byAspect.get(aspect);
    if (!stops) byAspect.set(aspect, (stops = new Map()));
    const count = stops.get(stopId) ?? { stopId, stopCode, stopName, complaints: 0 };
    stops.set(stopId, { ...count, complaints: count.complaints + reviews });
  }
  const findings: StopComplaintsFinding[] = [];
  for (const [aspect, stops] of byAspect) {
    const [top, next] = [...stops.values()].sort(byComplaints);
    if (!top || top.complaints < MIN_STOP_COMPLAINTS || top.complaints === next?.complaints) continue;
    const total = [...stops.values()].reduce((sum, stop) => sum + stop.complaints, 0);
    findings.push({
      kind: 'stopMostComplaints',
      key: `stopMostComplaints:${aspect}`,
      strength: surprise(topStopChance(top.complaints, total, stopsReviewed.size)),
      evidence: { aspect, routeId: null, stopId: top.stopId, from, to: today },
      params: { aspect, ...top, stopsReviewed: stopsReviewed.size },
    });
  }
  return findings;
}

/**
 * The chance that some stop would get `count` of the aspect's `total` complaints if they fell evenly
 * on the `stops` reviewed: each stop's chance (Poisson), times the stops, since any of them could have topped the list.
 */
function topStopChance(count: number, total: number, stops: number): number {
  return Math.min(1, stops * poissonAtLeast(count, total / stops));
}
