import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorsOf, parseOk } from '../testing.ts';
import { makeZReviewFilter, makeZReviewListQuery, POSTED_BY_OPTIONS, ZReviewSearchQuery } from './review-filter.ts';
import { DEFAULT_SORT, SORT_OPTIONS } from './review-sort.ts';
import { ZSortKey } from './review-sort-schema.ts';

// 15 June 2024, 00:30 in Kuala Lumpur (still 14 June in UTC).
const Z = makeZReviewFilter(() => new Date('2024-06-15T00:30:00+08:00'));

describe('sort options', () => {
  it('are the seven of the spec, latest first and default', () => {
    expect(SORT_OPTIONS.map((s) => [s.key, s.en])).toEqual([
      ['latest', 'Latest'],
      ['earliest', 'Earliest'],
      ['positive', 'Positive'],
      ['critical', 'Critical'],
      ['discussed', 'Most Discussed'],
      ['upvotes', 'Most Upvotes'],
      ['downvotes', 'Most Downvotes'],
    ]);
    for (const s of SORT_OPTIONS) expect(s.ms.trim()).not.toBe('');
    expect(DEFAULT_SORT).toBe('latest');
    expect(ZSortKey.safeParse('random').success).toBe(false);
  });
});

describe('ZReviewFilter', () => {
  it('defaults the sort and accepts an empty filter (Clear)', () => {
    expect(parseOk(Z, {})).toEqual({ sort: 'latest' });
  });

  it('accepts all filters', () => {
    const filter = {
      feeling: randomUUID(),
      service: randomUUID(),
      operator: ' Rapid ',
      route: 'PJ01',
      user: randomUUID(),
      from: '2024-06-01',
      to: '2024-06-15',
      sort: 'critical',
    };
    expect(parseOk(Z, filter)).toEqual({ ...filter, operator: 'Rapid' });
  });

  it('rejects dates after today in Kuala Lumpur', () => {
    expect(errorsOf(Z, { from: '2024-06-16' })).toEqual({ from: 'dateInFuture' });
    expect(errorsOf(Z, { to: '2024-06-16' })).toEqual({ to: 'dateInFuture' });
    expect(errorsOf(Z, { from: '2024-06-15', to: '2024-06-15' })).toEqual({});
  });

  it('rejects Date To before Date From', () => {
    expect(errorsOf(Z, { from: '2024-06-10', to: '2024-06-09' })).toEqual({ to: 'dateToBeforeFrom' });
  });

  it('rejects malformed values', () => {
    expect(errorsOf(Z, { from: '2024/06/10', feeling: 'x', sort: 'random' })).toEqual({
      feeling: 'invalidValue',
      from: 'dateInvalid',
      sort: 'invalidValue',
    });
  });

  it('offers Everyone and Me only', () => {
    expect(POSTED_BY_OPTIONS.map((p) => p.en)).toEqual(['Everyone', 'Me only']);
  });
});

describe('ZReviewListQuery', () => {
  const L = makeZReviewListQuery(() => new Date('2024-06-15T00:30:00+08:00'));

  it('adds paging to the filter: 12 a page by default, the cursor as given', () => {
    expect(parseOk(L, {})).toEqual({ sort: 'latest', limit: 12 });
    expect(parseOk(L, { limit: '50', cursor: 'abc_-', sort: 'upvotes', to: '2024-06-15' })).toEqual({ sort: 'upvotes', limit: 50, cursor: 'abc_-', to: '2024-06-15' });
    expect(parseOk(L, { limit: 1, cursor: '' })).toEqual({ sort: 'latest', limit: 1 });
  });

  it('refuses a page over 50 as pageSizeTooLarge and other sizes as invalidValue', () => {
    expect(errorsOf(L, { limit: '51' })).toEqual({ limit: 'pageSizeTooLarge' });
    for (const limit of ['0', 'abc', '-1', '2.5', '', 0]) expect(errorsOf(L, { limit }), String(limit)).toEqual({ limit: 'invalidValue' });
  });

  it('refuses a cursor that cannot be one of ours', () => {
    expect(errorsOf(L, { cursor: 'x'.repeat(201) })).toEqual({ cursor: 'pageLinkInvalid' });
    expect(errorsOf(L, { cursor: ['a', 'b'] })).toEqual({ cursor: 'pageLinkInvalid' });
  });

  it('keeps the filter rules', () => {
    expect(errorsOf(L, { from: '2024-06-10', to: '2024-06-09' })).toEqual({ to: 'dateToBeforeFrom' });
    expect(errorsOf(L, { from: '2024-06-16', service: 'bus' })).toEqual({ from: 'dateInFuture', service: 'invalidValue' });
  });
});

describe('ZReviewSearchQuery', () => {
  it('needs a non-blank query up to 100 characters', () => {
    expect(parseOk(ZReviewSearchQuery, { q: ' PJ Bus ' })).toEqual({ q: 'PJ Bus' });
    expect(errorsOf(ZReviewSearchQuery, { q: '  ' })).toEqual({ q: 'required' });
    expect(errorsOf(ZReviewSearchQuery, { q: 'x'.repeat(101) })).toEqual({ q: 'searchTooLong' });
  });
});
