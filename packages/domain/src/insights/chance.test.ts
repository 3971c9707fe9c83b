import { describe, expect, it } from 'vitest';
import { chanceInOrder, normalTwoSided, poissonAtLeast, surprise } from './chance.ts';

describe('surprise', () => {
  it('is −log10 of the chance, finite for a chance of 0', () => {
    expect(surprise(0.01)).toBeCloseTo(2, 12);
    expect(surprise(1)).toBeCloseTo(0, 12);
    expect(surprise(0)).toBeCloseTo(323.3, 1);
  });
});

describe('normalTwoSided', () => {
  it.each([
    [0, 1],
    [1.959964, 0.05],
    [-1.959964, 0.05],
    [3, 0.0026998],
    [6, 1.973e-9],
  ])('z = %d → %d', (z, chance) => expect(normalTwoSided(z) / chance).toBeCloseTo(1, 3));
});

describe('poissonAtLeast', () => {
  it('is certain for no events and impossible with no mean', () => {
    expect(poissonAtLeast(0, 2)).toBe(1);
    expect(poissonAtLeast(1, 0)).toBe(0);
  });

  it('sums the upper tail', () => {
    expect(poissonAtLeast(1, 2)).toBeCloseTo(1 - Math.exp(-2), 12);
    expect(poissonAtLeast(3, 2)).toBeCloseTo(1 - 5 * Math.exp(-2), 12);
    expect(poissonAtLeast(14, 2) / 2.9305696e-8).toBeCloseTo(1, 6);
  });

  it('falls as the count grows, without overflow', () => {
    const chances = [10, 100, 200].map((count) => poissonAtLeast(count, 2));
    expect(chances[0]).toBeGreaterThan(chances[1]!);
    expect(chances[1]).toBeGreaterThan(chances[2]!);
    expect(chances[2]).toBeGreaterThan(0);
  });
});

describe('chanceInOrder', () => {
  it('is 1/n!', () => {
    expect(chanceInOrder(1)).toBe(1);
    expect(chanceInOrder(5)).toBeCloseTo(1 / 120, 15);
  });
});
