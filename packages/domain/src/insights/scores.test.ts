import { describe, expect, it } from 'vitest';
import { addTotals, NO_REVIEWS, platformMean, PRIOR_WEIGHT, rankByScore, scoreOf, totalsOf } from './scores.ts';

describe('totals', () => {
  it('count a negative feeling as negative, Fair and better not', () => {
    expect(totalsOf(-1, 4)).toEqual({ reviews: 4, scoreSum: -4, negative: 4 });
    expect(totalsOf(0, 4)).toEqual({ reviews: 4, scoreSum: 0, negative: 0 });
    expect(addTotals(totalsOf(-3, 2), totalsOf(2, 3))).toEqual({ reviews: 5, scoreSum: 0, negative: 2 });
  });
});

describe('scoreOf', () => {
  it('gives the plain mean, the negative share and the Bayesian mean', () => {
    const totals = addTotals(totalsOf(-2, 10), totalsOf(1, 30)); // mean 10/40
    expect(scoreOf(totals, -0.5)).toEqual({
      mean: 0.25,
      negativeShare: 0.25,
      bayesianMean: (PRIOR_WEIGHT * -0.5 + 10) / (PRIOR_WEIGHT + 40),
    });
  });

  it('gives the prior mean, and no plain mean or share, without reviews', () => {
    expect(scoreOf(NO_REVIEWS, -0.4)).toEqual({ mean: null, negativeShare: null, bayesianMean: -0.4 });
  });

  it('moves towards the group’s own mean as its reviews grow', () => {
    const at = (reviews: number) => scoreOf(totalsOf(3, reviews), 0).bayesianMean;
    expect(at(3)).toBeCloseTo(9 / 23);
    expect(at(PRIOR_WEIGHT)).toBe(1.5); // halfway at PRIOR_WEIGHT reviews
    expect(at(2000)).toBeGreaterThan(2.9);
  });
});

describe('platformMean', () => {
  it('is the mean of all reviews, 0 (Fair) with none', () => {
    expect(platformMean(addTotals(totalsOf(-1, 3), totalsOf(1, 1)))).toBe(-0.5);
    expect(platformMean(NO_REVIEWS)).toBe(0);
  });
});

describe('rankByScore', () => {
  it('does not let three Excellent reviews top a list of thousands', () => {
    const ranked = rankByScore(
      [
        { name: 'New Shuttle', ...totalsOf(3, 3) },
        { name: 'Rapid KL', ...addTotals(totalsOf(2, 3000), totalsOf(-1, 1000)) }, // mean 1.25
        { name: 'Slow Bus', ...totalsOf(-2, 500) },
      ],
      -0.2,
    );
    expect(ranked.map((group) => group.name)).toEqual(['Rapid KL', 'New Shuttle', 'Slow Bus']);
    expect(ranked[0]).toMatchObject({ name: 'Rapid KL', reviews: 4000, mean: 1.25, negativeShare: 0.25 });
  });

  it('breaks ties by more reviews, then by name, whatever the input order', () => {
    const groups = [
      { name: 'b', ...totalsOf(0, 5) },
      { name: 'a', ...totalsOf(0, 5) },
      { name: 'c', ...totalsOf(0, 50) },
      { name: 'B', ...totalsOf(0, 5) },
    ];
    const order = ['c', 'B', 'a', 'b'];
    expect(rankByScore(groups, 0).map((group) => group.name)).toEqual(order);
    expect(rankByScore([...groups].reverse(), 0).map((group) => group.name)).toEqual(order);
  });
});
