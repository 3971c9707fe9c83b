import type { WeekPoint } from '@suara/domain';

/*
 * What the scorecards read off a weekly series (a sparkline's summary, a route's trend to sort by),
 * and the tables' sorting.
 */

/** The mean score of several weeks together (each week weighs by its reviews); null without reviews. */
function pooledMean(points: readonly WeekPoint[]): number | null {
  let reviews = 0;
  let sum = 0;
  for (const point of points) {
    if (point.mean === null || point.reviews === 0) continue;
    reviews += point.reviews;
    sum += point.mean * point.reviews;
  }
  return reviews === 0 ? null : sum / reviews;
}

/**
 * How the mean score moved over the series: the later half's mean minus the earlier half's (an odd
 * middle week counts for neither). Null when either half has no reviews: no trend to tell.
 */
export function trendChange(points: readonly WeekPoint[]): number | null {
  const half = Math.floor(points.length / 2);
  if (half === 0) return null;
  const before = pooledMean(points.slice(0, half));
  const after = pooledMean(points.slice(points.length - half));
  return before === null || after === null ? null : after - before;
}

/** The first and last weeks with reviews, and how many weeks had none: a sparkline's words. */
export function trendEnds(points: readonly WeekPoint[]): { first: WeekPoint | null; last: WeekPoint | null; emptyWeeks: number } {
  const withReviews = points.filter((point) => point.reviews > 0 && point.mean !== null);
  return { first: withReviews[0] ?? null, last: withReviews.at(-1) ?? null, emptyWeeks: points.length - withReviews.length };
}

export type SortDirection = 'ascending' | 'descending';
export type SortValue = number | string | null;

/**
 * The rows ordered by `value`; rows without a value (null) come last either way, and equal values
 * keep their order (the server's ranking), so a sort never shuffles ties.
 */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
      const order = typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : String(a.key).localeCompare(String(b.key));
      return order * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}
