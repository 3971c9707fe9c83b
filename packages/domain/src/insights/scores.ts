// Scorecard numbers of a group of reviews (an operator, a route, a stop, an aspect) from its totals.

/** What the server's rollups sum for a group. negative: reviews with a feeling score below 0. */
export type ScoreTotals = { reviews: number; scoreSum: number; negative: number };

export type Score = {
  /** The plain mean feeling score (-3..3); null without reviews. */
  mean: number | null;
  /** Share of reviews with a negative feeling (0..1); null without reviews. */
  negativeShare: number | null;
  /** The mean pulled towards the platform's by PRIOR_WEIGHT reviews' worth: the score to rank by. */
  bayesianMean: number;
};

/**
 * How many reviews' worth of the platform mean a group starts with. Feeling scores spread about two
 * steps either side of their mean, so a group's own mean is known to within half a step (2/√20 ≈ 0.45)
 * at about 20 reviews: from there its own reviews outweigh the prior, and three Excellent reviews
 * move a new route only a little way above the platform.
 */
export const PRIOR_WEIGHT = 20;

export const NO_REVIEWS: ScoreTotals = { reviews: 0, scoreSum: 0, negative: 0 };

export const isNegativeScore = (score: number) => score < 0;

/** The totals of `reviews` reviews that all have the feeling `score`. */
export function totalsOf(score: number, reviews: number): ScoreTotals {
  return { reviews, scoreSum: score * reviews, negative: isNegativeScore(score) ? reviews : 0 };
}

export function addTotals(a: ScoreTotals, b: ScoreTotals): ScoreTotals {
  return { reviews: a.reviews + b.reviews, scoreSum: a.scoreSum + b.scoreSum, negative: a.negative + b.negative };
}

/**
 * The prior mean: the platform-wide mean of the same period. With no reviews at all it is 0, the
 * scale's middle ('Fair'), so nothing is pushed up or down.
 */
export function platformMean(platform: ScoreTotals): number {
  return platform.reviews > 0 ? platform.scoreSum / platform.reviews : 0;
}

export function scoreOf(totals: ScoreTotals, priorMean: number): Score {
  const { reviews, scoreSum, negative } = totals;
  return {
    mean: reviews > 0 ? scoreSum / reviews : null,
    negativeShare: reviews > 0 ? negative / reviews : null,
    bayesianMean: (PRIOR_WEIGHT * priorMean + scoreSum) / (PRIOR_WEIGHT + reviews),
  };
}

/** Groups with their scores, best Bayesian mean first; ties: more reviews first, then by name. */
export function rankByScore<T extends ScoreTotals & { name: string }>(groups: readonly T[], priorMean: number): (T & Score)[] {
  return groups
    .map((group) => ({ ...group, ...scoreOf(group, priorMean) }))
    .sort((a, b) => b.bayesianMean - a.bayesianMean || b.reviews - a.reviews || compareText(a.name, b.name));
}

/** By code unit rather than locale, so the server and every browser order alike. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
