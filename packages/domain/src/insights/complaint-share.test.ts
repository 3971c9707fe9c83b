import { describe, expect, it } from 'vitest';
import { complaintShareFindings, MIN_SHARE_REVIEWS, sharePeriods } from './complaint-share.ts';
import { reviewsOn, routeT580, routeT581 } from './testing.ts';

// Sunday 30 June 2024: the recent period is 3–30 June, the earlier one 6 May – 2 June.
const today = '2024-06-30';

/** A route's reviews: `complaints` negative Trip Experience reviews and the rest good Driver reviews, per period. */
function route(place: typeof routeT580, [previousComplaints, previousReviews]: number[], [recentComplaints, recentReviews]: number[]) {
  return [
    reviewsOn('2024-05-20', 'TRIP_EXPERIENCE', -2, previousComplaints!, place),
    reviewsOn('2024-05-21', 'DRIVER', 1, previousReviews! - previousComplaints!, place),
    reviewsOn('2024-06-20', 'TRIP_EXPERIENCE', -1, recentComplaints!, place),
    reviewsOn('2024-06-21', 'DRIVER', 2, recentReviews! - recentComplaints!, place),
  ];
}

// T580: 4 of 22 (18 %) → 13 of 32 (41 %). T581: 60 reviews a period, none a complaint, so the
// operator's share rises by only 9 points (4 of 82 → 13 of 92).
const t580 = route(routeT580, [4, 22], [13, 32]);
const operatorRows = [...t580, ...route(routeT581, [0, 60], [0, 60])];

describe('sharePeriods', () => {
  it('are the 28 days to today and the 28 before', () => {
    expect(sharePeriods(today)).toEqual({ previous: { from: '2024-05-06', to: '2024-06-02' }, recent: { from: '2024-06-03', to: '2024-06-30' } });
  });
});

describe('complaintShareFindings', () => {
  it('finds a route whose complaints about an aspect rose markedly, with the numbers and the recent period as evidence', () => {
    expect(complaintShareFindings(operatorRows, today, true)).toEqual([
      {
        kind: 'complaintsRose',
        key: 'complaintShare:route-t580:TRIP_EXPERIENCE',
        strength: expect.closeTo(1.0914, 3),
        evidence: { aspect: 'TRIP_EXPERIENCE', routeId: 'route-t580', stopId: null, from: '2024-06-03', to: '2024-06-30' },
        params: {
          aspect: 'TRIP_EXPERIENCE',
          routeId: 'route-t580',
          routeCode: 'T580',
          previousShare: 4 / 22,
          recentShare: 13 / 32,
          previousComplaints: 4,
          recentComplaints: 13,
          previousReviews: 22,
          recentReviews: 32,
          previousFrom: '2024-05-06',
          previousTo: '2024-06-02',
        },
      },
    ]);
  });

  it('compares only the page’s own reviews on a route page', () => {
    const [finding, ...rest] = complaintShareFindings(t580, today, false);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ key: 'complaintShare:*:TRIP_EXPERIENCE', evidence: { routeId: null }, params: { routeId: null, routeCode: null, recentShare: 13 / 32 } });
  });

  it('finds the operator’s own shift when its routes add up to one', () => {
    const rows = [...t580, ...route(routeT581, [0, 30], [4, 30])]; // 4 of 52 (8 %) → 17 of 62 (27 %)
    expect(complaintShareFindings(rows, today, true).map((finding) => finding.key)).toEqual([
      'complaintShare:*:TRIP_EXPERIENCE',
      'complaintShare:route-t580:TRIP_EXPERIENCE',
      'complaintShare:route-t581:TRIP_EXPERIENCE',
    ]);
  });

  it('finds a fall as well as a rise', () => {
    const [finding] = complaintShareFindings(route(routeT580, [13, 32], [4, 22]), today, false);
    expect(finding).toMatchObject({ kind: 'complaintsFell', params: { previousShare: 13 / 32, recentShare: 4 / 22 } });
  });

  it(`needs ${MIN_SHARE_REVIEWS} reviews in each period`, () => {
    expect(complaintShareFindings(route(routeT580, [2, 20], [8, 20]), today, false)).toHaveLength(1);
    expect(complaintShareFindings(route(routeT580, [2, 19], [8, 20]), today, false)).toEqual([]);
    expect(complaintShareFindings(route(routeT580, [2, 20], [8, 19]), today, false)).toEqual([]);
  });

  it('needs a change of at least 10 points, measured exactly', () => {
    expect(complaintShareFindings(route(routeT580, [6, 30], [9, 30]), today, false)).toHaveLength(1); // 20 % → 30 %
    expect(complaintShareFindings(route(routeT580, [6, 30], [9, 31]), today, false)).toEqual([]); // 20 % → 29 %
  });

  it('grows stronger with more reviews behind the same shares', () => {
    const [few] = complaintShareFindings(route(routeT580, [4, 22], [13, 32]), today, false);
    const [more] = complaintShareFindings(route(routeT580, [8, 44], [26, 64]), today, false);
    expect(more!.strength).toBeGreaterThan(few!.strength);
  });

  it('ignores days outside the two periods', () => {
    const outside = [reviewsOn('2024-05-05', 'TRIP_EXPERIENCE', -3, 50), reviewsOn('2024-07-01', 'TRIP_EXPERIENCE', -3, 50)];
    expect(complaintShareFindings([...route(routeT580, [0, 20], [0, 20]), ...outside], today, false)).toEqual([]);
    // The periods' first and last days count.
    const edges = [reviewsOn('2024-05-06', 'DRIVER', 0, 20), reviewsOn('2024-06-02', 'DRIVER', 0, 10), reviewsOn('2024-06-03', 'DRIVER', -1, 10), reviewsOn('2024-06-30', 'DRIVER', 0, 10)];
    expect(complaintShareFindings(edges, today, false)).toMatchObject([{ params: { previousReviews: 30, recentReviews: 20, recentShare: 0.5 } }]);
  });
});
