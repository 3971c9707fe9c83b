import { describe, expect, it } from 'vitest';
import { downloadHref, filterProblems, NO_FILTERS, withService } from './download-links';

describe('downloadHref', () => {
  it('is the whole data set without filters', () => {
    expect(downloadHref('csv', NO_FILTERS)).toBe('/api/open-data/reviews.csv');
  });

  it('carries the filters given, in a fixed order', () => {
    expect(downloadHref('geojson', { aspect: 'DRIVER', service: 'STAGE_BUS', to: '2026-03-31', from: '2026-03-01' })).toBe(
      '/api/open-data/reviews.geojson?from=2026-03-01&to=2026-03-31&service=STAGE_BUS&aspect=DRIVER',
    );
    expect(downloadHref('csv', { ...NO_FILTERS, to: '2026-03-31' })).toBe('/api/open-data/reviews.csv?to=2026-03-31');
  });
});

describe('filterProblems', () => {
  it('accepts open ends and a range of up to five years less a day', () => {
    expect(filterProblems({ from: '', to: '' })).toEqual({});
    expect(filterProblems({ from: '2026-03-10', to: '' })).toEqual({});
    expect(filterProblems({ from: '2026-03-10', to: '2026-03-10' })).toEqual({});
    expect(filterProblems({ from: '2021-03-11', to: '2026-03-10' })).toEqual({});
  });

  it('puts the server messages on Date To', () => {
    expect(filterProblems({ from: '2026-03-10', to: '2026-03-09' })).toEqual({ to: 'dateToBeforeFrom' });
    expect(filterProblems({ from: '2021-03-10', to: '2026-03-10' })).toEqual({ to: 'rangeTooLong' });
  });

  it('refuses a day that does not exist or is half typed, on its own field', () => {
    expect(filterProblems({ from: '2026-02-30', to: '' })).toEqual({ from: 'dateInvalid' });
    expect(filterProblems({ from: '2026-03-01', to: '2026-0' })).toEqual({ to: 'dateInvalid' });
  });
});

describe('withService', () => {
  it('drops an aspect that does not apply to the new service', () => {
    expect(withService({ ...NO_FILTERS, service: 'STAGE_BUS', aspect: 'DRIVER' }, 'LRT')).toMatchObject({ service: 'LRT', aspect: '' });
    expect(withService({ ...NO_FILTERS, service: 'LRT', aspect: 'INFORMATION' }, 'STAGE_BUS')).toMatchObject({ service: 'STAGE_BUS', aspect: 'INFORMATION' });
    expect(withService({ ...NO_FILTERS, aspect: 'DRIVER' }, '')).toMatchObject({ service: '', aspect: 'DRIVER' });
  });
});
