import { describe, expect, it } from 'vitest';
import { klDateString } from '../shared/dates.ts';
import { totalsOf } from './scores.ts';
import { addDays, SPARKLINE_WEEKS, weekEnd, weeklySeries, weekStart, weekStarts } from './weeks.ts';

describe('addDays', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-06-30', -28, '2024-06-02'],
  ])('%s %+d → %s', (day, days, expected) => expect(addDays(day, days)).toBe(expected));
});

describe('weekStart', () => {
  it.each([
    ['2024-06-10', '2024-06-10'], // a Monday is its own week's start
    ['2024-06-16', '2024-06-10'], // Sunday ends the week
    ['2024-06-17', '2024-06-17'],
    ['2025-01-01', '2024-12-30'], // across the new year
    ['2024-03-02', '2024-02-26'], // across 29 February
  ])('%s → %s', (day, monday) => expect(weekStart(day)).toBe(monday));

  it('goes by the Malaysian day: Sunday 16:30 UTC is already Monday in Kuala Lumpur', () => {
    expect(weekStart(klDateString(new Date('2024-06-16T16:30:00Z')))).toBe('2024-06-17');
    expect(weekStart(klDateString(new Date('2024-06-16T15:59:59Z')))).toBe('2024-06-10');
  });

  it('has its Sunday as the week end', () => {
    expect(weekEnd('2024-12-30')).toBe('2025-01-05');
  });
});

describe('weekStarts', () => {
  it('lists the Mondays of the weeks ending with the given day’s, oldest first', () => {
    expect(weekStarts('2024-06-12', 3)).toEqual(['2024-05-27', '2024-06-03', '2024-06-10']);
  });

  it('spans half a year for the sparkline, a week apart', () => {
    const mondays = weekStarts('2024-06-12', SPARKLINE_WEEKS);
    expect(mondays).toHaveLength(26);
    expect(mondays[0]).toBe('2023-12-18');
    mondays.slice(1).forEach((monday, i) => expect(monday).toBe(addDays(mondays[i]!, 7)));
  });
});

describe('weeklySeries', () => {
  it('sums days into their weeks and fills weeks without reviews with zeros', () => {
    const days = [
      { day: '2024-06-03', ...totalsOf(-2, 3) },
      { day: '2024-06-09', ...totalsOf(1, 2) }, // Sunday: the same week
      { day: '2024-06-17', ...totalsOf(3, 1) },
      { day: '2024-05-26', ...totalsOf(3, 9) }, // before the first week
      { day: '2024-06-24', ...totalsOf(3, 9) }, // after the last
    ];
    expect(weeklySeries(days, '2024-06-23', 4)).toEqual([
      { week: '2024-05-27', reviews: 0, scoreSum: 0, negative: 0 },
      { week: '2024-06-03', reviews: 5, scoreSum: -4, negative: 3 },
      { week: '2024-06-10', reviews: 0, scoreSum: 0, negative: 0 },
      { week: '2024-06-17', reviews: 1, scoreSum: 3, negative: 0 },
    ]);
  });
});
