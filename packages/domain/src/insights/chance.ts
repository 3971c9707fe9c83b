// How unlikely a pattern in the reviews is by chance alone: the one scale findings of different
// kinds are ordered by.

/**
 * −log10 of a chance: 1 means 1 in 10, 2 means 1 in 100. A chance too small for a double counts as
 * the smallest one (about 323), so the strength stays finite.
 */
export function surprise(chance: number): number {
  return -Math.log10(Math.max(chance, Number.MIN_VALUE));
}

/** The complementary error function (Numerical Recipes' erfcc: relative error below 1.2e-7 everywhere, tails included). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + z / 2);
  const poly = -1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const tail = t * Math.exp(-z * z + poly);
  return x >= 0 ? tail : 2 - tail;
}

/** The chance that a standard normal statistic lies at least |z| from 0, either way. */
export function normalTwoSided(z: number): number {
  return erfc(Math.abs(z) / Math.SQRT2);
}

/** The chance of at least `count` events where `mean` are expected (Poisson), summed in logs so large counts do not overflow. */
export function poissonAtLeast(count: number, mean: number): number {
  if (count <= 0) return 1;
  if (mean <= 0) return 0;
  let logTerm = -mean;
  for (let i = 1; i <= count; i += 1) logTerm += Math.log(mean / i);
  // P(X ≥ count) = P(X = count) · (1 + mean/(count+1) + mean²/((count+1)(count+2)) + …)
  let ratio = 1;
  let series = 1;
  for (let i = count + 1; ratio > 1e-12 * series || i <= mean; i += 1) {
    ratio *= mean / i;
    series += ratio;
  }
  return Math.min(1, Math.exp(logTerm + Math.log(series)));
}

/** The chance that `n` values drawn alike come out strictly in one given order: 1/n!. */
export function chanceInOrder(n: number): number {
  let chance = 1;
  for (let i = 2; i <= n; i += 1) chance /= i;
  return chance;
}
