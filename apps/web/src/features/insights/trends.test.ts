import type { WeekPoint } from '@suara/domain';
import { describe, expect, it } from 'vitest';
import { sortRows, trendChange, trendEnds } from './trends';

const week = (n: number, reviews: number, mean: number | null): WeekPoint => ({
  week: `week-${n}`,
  reviews,
  mean,
  negativeShare: null,
});

describe('trendChange', () => {
  it('is the later half’s mean minus the earlier half’s, each week weighed by its reviews', () => {
    // Earlier: (1 × -2 + 3 × 0) / 4 = -0.5; later: (2 × 1 + 2 × 2) / 4 = 1.5.
    expect(trendChange([week(0, 1, -2), week(1, 3, 0), week(2, 2, 1), week(3, 2, 2)])).toBe(2);
  });

  it('leaves an odd middle week out and skips weeks without reviews', () => {
    expect(trendChange([week(0, 4, -1), week(1, 0, null), week(2, 9, 3), week(3, 0, null), week(4, 2, 1)])).toBe(2);
  });

  it('is null when a half has no reviews, or there is a single week', () => {
    expect(trendChange([week(0, 0, null), week(1, 0, null), week(2, 5, 1), week(3, 1, 2)])).toBeNull();
    expect(trendChange([week(0, 5, 1)])).toBeNull();
    expect(trendChange([])).toBeNull();
  });
});

describe('trendEnds', () => {
  it('finds the first and last weeks with reviews and counts the empty ones', () => {
    const points = [week(0, 0, null), week(1, 3, -1), week(2, 0, null), week(3, 5, 0.4), week(4, 0, null)];
    expect(trendEnds(points)).toEqual({ first: points[1], last: points[3], emptyWeeks: 3 });
    expect(trendEnds([week(0, 0, null)])).toEqual({ first: null, last: null, emptyWeeks: 1 });
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'b', value: 2 },
    { name: 'none', value: null },
    { name: 'a', value: 2 },
    { name: 'c', value: -1 },
  ];
  it('orders by the value either way, rows without one last, ties in their first order', () => {
    expect(sortRows(rows, (r) => r.value, 'descending').map((r) => r.name)).toEqual(['b', 'a', 'c', 'none']);
    expect(sortRows(rows, (r) => r.value, 'ascending').map((r) => r.name)).toEqual(['c', 'b', 'a', 'none']);
  });

  it('orders text by the reader’s collation and leaves the input as it was', () => {
    expect(sortRows(rows, (r) => r.name, 'ascending').map((r) => r.name)).toEqual(['a', 'b', 'c', 'none']);
    expect(rows.map((r) => r.name)).toEqual(['b', 'none', 'a', 'c']);
  });
});
