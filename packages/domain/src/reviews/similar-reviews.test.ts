import { describe, expect, it } from 'vitest';
import { errorsOf } from '../testing.ts';
import { MIN_SHARED_WORDS, pickSimilar, SIMILAR_LIMIT, ZSimilarReviewsQuery, type SimilarCandidate } from './similar-reviews.ts';

const ASPECT = '0190a8a0-0000-7000-8000-000000000001';
const mine = 'The aircond on the T580 bus was broken and the driver ignored us';

function candidate(id: string, values: Partial<SimilarCandidate> = {}): SimilarCandidate {
  return { id, samePlace: false, text: 'Nothing alike here at all', meTooCount: 0, createdAt: '2026-11-20T08:00:00.000Z', ...values };
}

describe('pickSimilar', () => {
  it('puts the same place first, then texts sharing the most telling words; others are left out', () => {
    const picked = pickSimilar(
      [
        candidate('unrelated'),
        candidate('two-words', { text: 'aircond broken again today' }), // 'aircond', 'broken': two
        candidate('three-words', { text: 'Broken aircond, the driver did nothing' }),
        candidate('four-words', { text: 'Driver ignored the broken aircond' }),
        candidate('same-route', { samePlace: true, text: 'Late again' }),
      ],
      mine,
    );
    expect(picked).toEqual(['same-route', 'four-words', 'three-words']);
  });

  it(`counts telling words only: common words and numbers do not make texts alike (${MIN_SHARED_WORDS} needed)`, () => {
    expect(pickSimilar([candidate('common', { text: 'the bus was on the T580 and the 2 of us' })], mine)).toEqual([]);
  });

  it(`answers at most ${SIMILAR_LIMIT}, the most 'me too'-ed and then the newest first among equals, each once`, () => {
    const place = (id: string, meTooCount: number, createdAt = '2026-11-20T08:00:00.000Z') => candidate(id, { samePlace: true, meTooCount, createdAt });
    const picked = pickSimilar([place('a', 1), place('b', 5), place('c', 1, '2026-11-25T08:00:00.000Z'), place('d', 0), place('b', 5)], '');
    expect(picked).toEqual(['b', 'c', 'a']);
  });

  it('keeps a review found both at the place and by its text as at the place', () => {
    const text = 'Driver ignored the broken aircond';
    expect(pickSimilar([candidate('x', { text }), candidate('y', { samePlace: true }), candidate('x', { samePlace: true, text })], mine)).toEqual(['x', 'y']);
  });
});

describe('ZSimilarReviewsQuery', () => {
  it('needs the aspect and reads coordinates from the query string', () => {
    expect(ZSimilarReviewsQuery.parse({ aspect: ASPECT, route: ' T580 ', latitude: '3.1', longitude: '101.6' })).toMatchObject({ route: 'T580', latitude: 3.1, longitude: 101.6 });
    expect(errorsOf(ZSimilarReviewsQuery, {})).toEqual({ aspect: 'aspectRequired' });
  });

  it('refuses a half position, a bad coordinate and texts over their limits', () => {
    expect(errorsOf(ZSimilarReviewsQuery, { aspect: ASPECT, latitude: '3.1' })).toEqual({ longitude: 'invalidValue' });
    expect(errorsOf(ZSimilarReviewsQuery, { aspect: ASPECT, latitude: '91', longitude: 'east' })).toMatchObject({ latitude: 'latitudeInvalid', longitude: 'invalidValue' });
    expect(errorsOf(ZSimilarReviewsQuery, { aspect: ASPECT, route: 'x'.repeat(121), text: 'y'.repeat(2001) })).toEqual({ route: 'routeTooLong', text: 'experienceTooLong' });
  });
});
