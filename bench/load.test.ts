import { describe, expect, it } from 'vitest';
import { outcomeCell, type ScenarioResult } from './load.ts';

describe('outcomeCell', () => {
  it('reads 0 / 0 for runs where everything answered in 2xx', () => {
    expect(outcomeCell([{ errors: 0, non2xx: 0, statuses: {} }, { errors: 0, non2xx: 0, statuses: {} }])).toBe('0 / 0');
  });

  it('sums errors and answers outside 2xx over the runs, by status', () => {
    const runs: Pick<ScenarioResult, 'errors' | 'non2xx' | 'statuses'>[] = [
      { errors: 1, non2xx: 2, statuses: { '503': 2 } },
      { errors: 0, non2xx: 3, statuses: { '503': 1, '429': 2 } },
    ];
    expect(outcomeCell(runs)).toBe('1 / 5 (3× 503, 2× 429)');
  });
});
