import type { AspectKey } from '../reviews/aspects.ts';
import { addTotals, NO_REVIEWS, totalsOf, type ScoreTotals } from './scores.ts';

/**
 * What the findings are derived from: published reviews (never hidden or deleted) of one operator or
 * one route, counted per Malaysia-time day × aspect × route × stop × feeling score. The server sums its
 * daily rollup (day × operator × route × stop × service × aspect × feeling × status) over services and
 * the published statuses. The stop is read only for this calendar month and the route only on an
 * operator page, so earlier rows may come with them null and the list stays short.
 */
export type FindingRow = {
  /** 'yyyy-MM-dd', Malaysia time. */
  day: string;
  /** An AspectKey; a disabled aspect's key passes through. */
  aspect: AspectKey | (string & {});
  routeId: string | null;
  routeCode: string | null;
  stopId: string | null;
  stopCode: string | null;
  stopName: string | null;
  /** The feeling score, -3..3. */
  score: number;
  reviews: number;
};

/**
 * The filters that show the reviews behind a finding, beside the page's own operator or route:
 * days `from`..`to`, both included. routeId is set only for a finding about one route of an operator.
 */
export type FindingEvidence = { aspect: string; routeId: string | null; stopId: string | null; from: string; to: string };

/**
 * A finding: data for a sentence the web app writes in English or Malay from `kind` and `params`.
 * strength: how unlikely the pattern is by chance (`surprise`), the order of a page's findings.
 * key: stable and unique on a page (a list key, and the order between equal strengths).
 */
export type FindingOf<Kind extends string, Params> = { kind: Kind; key: string; strength: number; evidence: FindingEvidence; params: Params };

export const rowTotals = (row: FindingRow) => totalsOf(row.score, row.reviews);

/** Adds `totals` to the sum kept under `key`. */
export function addTo<K>(sums: Map<K, ScoreTotals>, key: K, totals: ScoreTotals): void {
  sums.set(key, addTotals(sums.get(key) ?? NO_REVIEWS, totals));
}
