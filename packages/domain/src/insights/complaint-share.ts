import { normalTwoSided, surprise } from './chance.ts';
import { addTo, rowTotals, type FindingOf, type FindingRow } from './finding-rows.ts';
import { addTotals, NO_REVIEWS, type ScoreTotals } from './scores.ts';
import { addDays } from './weeks.ts';

// Rule: an aspect's complaints (negative feelings) took a markedly larger or smaller share of a route's
// (or the operator's) reviews in the last 4 weeks than in the 4 weeks before.

/** Each period is 28 days ending today (or the day before the later one): whole weeks, the latest reviews included. */
export const SHARE_PERIOD_DAYS = 28;
/** Below 20 reviews in either period one review moves a share by more than 5 points: too noisy to compare. */
export const MIN_SHARE_REVIEWS = 20;
/** 'Markedly': at least 10 percentage points, a change a rider would notice (about one review in ten). */
export const MIN_SHARE_CHANGE_POINTS = 10;

export type ComplaintShareParams = {
  aspect: string;
  /** The route, on an operator page; null for the operator's (or the route page's) own reviews. */
  routeId: string | null;
  routeCode: string | null;
  /** Shares 0..1 of all the group's reviews that were complaints about the aspect. */
  previousShare: number;
  recentShare: number;
  previousComplaints: number;
  recentComplaints: number;
  previousReviews: number;
  recentReviews: number;
  /** The earlier period (the evidence's range is the recent one). */
  previousFrom: string;
  previousTo: string;
};
export type ComplaintShareFinding = FindingOf<'complaintsRose' | 'complaintsFell', ComplaintShareParams>;

/** The earlier and the recent period, each `from`..`to` inclusive. */
export function sharePeriods(today: string) {
  const recentFrom = addDays(today, 1 - SHARE_PERIOD_DAYS);
  return {
    previous: { from: addDays(recentFrom, -SHARE_PERIOD_DAYS), to: addDays(recentFrom, -1) },
    recent: { from: recentFrom, to: today },
  };
}

type Period = { all: ScoreTotals; byAspect: Map<string, ScoreTotals> };
type Group = { routeId: string | null; routeCode: string | null; periods: [Period, Period] };

const emptyPeriod = (): Period => ({ all: NO_REVIEWS, byAspect: new Map() });

/** The whole page's reviews as one group, and each route's too when `perRoute` (an operator page). */
function groupByPeriod(rows: readonly FindingRow[], today: string, perRoute: boolean): Group[] {
  const { previous, recent } = sharePeriods(today);
  const groups = new Map<string | null, Group>();
  const groupOf = (routeId: string | null, routeCode: string | null) => {
    let group = groups.get(routeId);
    if (!group) groups.set(routeId, (group = { routeId, routeCode, periods: [emptyPeriod(), emptyPeriod()] }));
    return group;
  };
  for (const row of rows) {
    if (row.day < previous.from || row.day > recent.to) continue;
    const index = row.day < recent.from ? 0 : 1;
    const totals = rowTotals(row);
    const targets = [groupOf(null, null)];
    if (perRoute && row.routeId !== null) targets.push(groupOf(row.routeId, row.routeCode));
    for (const { periods } of targets) {
      const period = periods[index];
      period.all = addTotals(period.all, totals);
      addTo(period.byAspect, row.aspect, totals);
    }
  }
  return [...groups.values()];
}

export function complaintShareFindings(rows: readonly FindingRow[], today: string, perRoute: boolean): ComplaintShareFinding[] {
  const { previous, recent } = sharePeriods(today);
  const findings: ComplaintShareFinding[] = [];
  for (const { routeId, routeCode, periods } of groupByPeriod(rows, today, perRoute)) {
    const [before, after] = periods;
    const n1 = before.all.reviews;
    const n2 = after.all.reviews;
    if (n1 < MIN_SHARE_REVIEWS || n2 < MIN_SHARE_REVIEWS) continue;
    for (const aspect of new Set([...before.byAspect.keys(), ...after.byAspect.keys()])) {
      const c1 = before.byAspect.get(aspect)?.negative ?? 0;
      const c2 = after.byAspect.get(aspect)?.negative ?? 0;
      // c2/n2 − c1/n1 in points, compared in whole numbers so 30 % − 20 % is exactly 10.
      const change = c2 * n1 - c1 * n2;
      if (Math.abs(change) * 100 < MIN_SHARE_CHANGE_POINTS * n1 * n2) continue;
      findings.push({
        kind: change > 0 ? 'complaintsRose' : 'complaintsFell',
        key: `complaintShare:${routeId ?? '*'}:${aspect}`,
        strength: surprise(normalTwoSided(twoProportionZ(c1, n1, c2, n2))),
        evidence: { aspect, routeId, stopId: null, from: recent.from, to: recent.to },
        params: {
          aspect,
          routeId,
          routeCode,
          previousShare: c1 / n1,
          recentShare: c2 / n2,
          previousComplaints: c1,
          recentComplaints: c2,
          previousReviews: n1,
          recentReviews: n2,
          previousFrom: previous.from,
          previousTo: previous.to,
        },
      });
    }
  }
  return findings;
}

/** The two-proportion z statistic: how many standard errors apart the shares are if nothing changed. */
function twoProportionZ(c1: number, n1: number, c2: number, n2: number): number {
  const pooled = (c1 + c2) / (n1 + n2);
  return (c2 / n2 - c1 / n1) / Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
}
