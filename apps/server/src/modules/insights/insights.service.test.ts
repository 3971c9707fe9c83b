import { describe, expect, it } from 'vitest';
import { medianDays } from './insights.service.ts';

describe('medianDays', () => {
  it("is the lower median of a histogram, as PostgreSQL's percentile_disc(0.5)", () => {
    expect(medianDays([])).toBeNull();
    expect(medianDays([{ days: 9, reviews: 1 }])).toBe(9);
    // 1, 2, 2, 7: the lower of the two middle values.
    expect(medianDays([{ days: 7, reviews: 1 }, { days: 2, reviews: 2 }, { days: 1, reviews: 1 }])).toBe(2);
    // 0 ×3, 5 ×3: half the reviews took no day.
    expect(medianDays([{ days: 5, reviews: 3 }, { days: 0, reviews: 3 }])).toBe(0);
    expect(medianDays([{ days: 5, reviews: 4 }, { days: 0, reviews: 3 }])).toBe(5);
  });
});
