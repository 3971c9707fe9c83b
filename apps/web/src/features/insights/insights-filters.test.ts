import { describe, expect, it } from 'vitest';
import { checkFilters, countFilters, filterQuery, NO_FILTERS, readFilters, sameFilters, withFilters, writeFilters } from './insights-filters';

describe('the scorecards’ filters in the URL', () => {
  it('reads the four filters as text, trimmed, and nothing else', () => {
    const filters = readFilters(new URLSearchParams('from=2026-01-05&to=%202026-03-01%20&service=STAGE_BUS&review=abc&foo=1'));
    expect(filters).toEqual({ from: '2026-01-05', to: '2026-03-01', service: 'STAGE_BUS', aspect: '' });
    expect(countFilters(filters)).toBe(3);
  });

  it('keeps a value the API will refuse, so its message can stand beside it', () => {
    expect(readFilters(new URLSearchParams('from=2026-02-30&service=BOAT'))).toEqual({ ...NO_FILTERS, from: '2026-02-30', service: 'BOAT' });
  });

  it('writes the filters that are set and keeps the other parameters (an open review)', () => {
    const next = writeFilters(new URLSearchParams('review=r1&from=2025-01-01&aspect=DRIVER'), { ...NO_FILTERS, to: '2026-03-01', service: 'MRT' });
    expect(next.toString()).toBe('review=r1&to=2026-03-01&service=MRT');
  });

  it('round-trips: what is written reads back the same', () => {
    const filters = { from: '2025-11-03', to: '2026-03-01', service: 'LRT', aspect: 'INFORMATION' };
    expect(sameFilters(readFilters(writeFilters(new URLSearchParams(), filters)), filters)).toBe(true);
  });

  it('makes one query string in a fixed order for the API, its cache and the CSV links', () => {
    const filters = { aspect: 'DRIVER', service: '', to: '', from: '2026-01-05' };
    expect(filterQuery(filters)).toBe('from=2026-01-05&aspect=DRIVER');
    expect(withFilters('/api/insights/operators.csv', filters)).toBe('/api/insights/operators.csv?from=2026-01-05&aspect=DRIVER');
    expect(withFilters('/insights', NO_FILTERS)).toBe('/insights');
  });
});

describe('checkFilters (the API’s rules, before the URL changes)', () => {
  it('passes empty and valid filters', () => {
    expect(checkFilters(NO_FILTERS)).toEqual({});
    expect(checkFilters({ from: '2025-11-03', to: '2026-03-01', service: 'STAGE_BUS', aspect: 'DRIVER' })).toEqual({});
  });

  it('names the field and the message of each problem', () => {
    expect(checkFilters({ ...NO_FILTERS, from: '2026-02-30' })).toEqual({ from: 'dateInvalid' });
    expect(checkFilters({ ...NO_FILTERS, from: '2026-03-01', to: '2026-01-05' })).toEqual({ to: 'dateToBeforeFrom' });
    expect(checkFilters({ ...NO_FILTERS, from: '2020-01-01', to: '2025-01-01' })).toEqual({ to: 'rangeTooLong' });
    expect(checkFilters({ ...NO_FILTERS, from: '2020-01-01', to: '2024-12-31' })).toEqual({});
    expect(checkFilters({ ...NO_FILTERS, service: 'BOAT', aspect: 'SMELL' })).toEqual({ service: 'invalidValue', aspect: 'invalidValue' });
  });
});
