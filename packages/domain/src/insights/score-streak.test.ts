import { describe, expect, it } from 'vitest';
import { MAX_STREAK_WEEKS, MIN_STREAK_WEEKS, MIN_WEEK_REVIEWS, scoreStreakFindings, streakWeeks } from './score-streak.ts';
import { reviewsOn } from './testing.ts';
import { addDays, weekStarts } from './weeks.ts';

// Wednesday 3 July 2024: this week is not over, so streaks end with the week of 24 June.
const today = '2024-07-03';

/**
 * Weekly reviews of `aspect` ending last week, one week per entry: that many Annoyed reviews (-2) and
 * the rest of `reviews` (or of the entry's own count) Good (2), on the Monday and the Sunday. Fewer
 * Annoyed, a better mean.
 */
function weeks(negatives: (number | [number, number])[], { aspect = 'DRIVER', reviews = 10 } = {}) {
  const mondays = weekStarts('2024-06-24', negatives.length);
  return negatives.flatMap((entry, i) => {
    const [count, total] = typeof entry === 'number' ? [entry, reviews] : entry;
    return [reviewsOn(mondays[i]!, aspect, -2, count), reviewsOn(addDays(mondays[i]!, 6), aspect, 2, total - count)];
  });
}

describe('streakWeeks', () => {
  it(`are the ${MAX_STREAK_WEEKS + 1} weeks before this one`, () => {
    const mondays = streakWeeks(today);
    expect(mondays).toHaveLength(MAX_STREAK_WEEKS + 1);
    expect([mondays[0], mondays.at(-1)]).toEqual(['2024-04-01', '2024-06-24']);
  });
});

describe('scoreStreakFindings', () => {
  it('finds an aspect whose weekly mean improved week after week, with the streak as evidence', () => {
    expect(scoreStreakFindings(weeks([2, 8, 7, 6, 5, 4, 3, 2]), today)).toEqual([
      {
        kind: 'aspectImproving',
        key: 'scoreStreak:DRIVER',
        strength: expect.closeTo(Math.log10(5040), 9), // 7 weekly means in order: 1 in 7!
        evidence: { aspect: 'DRIVER', routeId: null, stopId: null, from: '2024-05-13', to: '2024-06-30' },
        params: { aspect: 'DRIVER', weeks: 6, firstMean: -1.2, lastMean: 1.2, reviews: 70 },
      },
    ]);
  });

  it('finds a worsening streak', () => {
    const [finding] = scoreStreakFindings(weeks([1, 2, 3, 4, 5], { aspect: 'INFORMATION' }), today);
    expect(finding).toMatchObject({ kind: 'aspectWorsening', params: { aspect: 'INFORMATION', weeks: 4, firstMean: 1.6, lastMean: 0 } });
  });

  it(`needs ${MIN_STREAK_WEEKS} weeks in a row`, () => {
    expect(scoreStreakFindings(weeks([5, 4, 3, 2, 1]), today)).toHaveLength(1);
    expect(scoreStreakFindings(weeks([4, 3, 2, 1]), today)).toEqual([]);
  });

  it(`needs ${MIN_WEEK_REVIEWS} reviews in every week of the streak`, () => {
    expect(scoreStreakFindings(weeks([[5, 9], 4, 3, 2, 1]), today)).toEqual([]);
    expect(scoreStreakFindings(weeks([5, 4, 3, 2, 1], { reviews: 40 }), today)).toHaveLength(1);
  });

  it('ends a streak at a week with the same mean', () => {
    expect(scoreStreakFindings(weeks([6, 5, 4, 3, 2, 2]), today)).toEqual([]);
    expect(scoreStreakFindings(weeks([[6, 20], 3, 2, 1, 0]), today)).toEqual([]); // 6 of 20 and 3 of 10: the same mean
    expect(scoreStreakFindings(weeks([[7, 20], 3, 2, 1, 0]), today)).toHaveLength(1);
  });

  it('leaves this week out, and streaks longer than the weeks looked at are cut', () => {
    const thisWeek = reviewsOn('2024-07-01', 'DRIVER', -3, 100);
    const long = weeks([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1], { reviews: 20 });
    expect(scoreStreakFindings([...long, thisWeek], today)).toMatchObject([{ params: { weeks: MAX_STREAK_WEEKS } }]);
  });

  it('looks at each aspect apart', () => {
    const rows = [...weeks([5, 4, 3, 2, 1]), ...weeks([1, 2, 1, 2, 1], { aspect: 'INFORMATION' })];
    expect(scoreStreakFindings(rows, today).map((finding) => finding.key)).toEqual(['scoreStreak:DRIVER']);
  });
});
