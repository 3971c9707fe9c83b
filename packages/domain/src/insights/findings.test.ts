import { describe, expect, it } from 'vitest';
import type { FindingRow } from './finding-rows.ts';
import { deriveFindings, findingSpans, MAX_FINDINGS } from './findings.ts';
import { reviewsOn, routeT580, routeT581, stop } from './testing.ts';
import { addDays, weekStarts } from './weeks.ts';

// Wednesday 3 July 2024: recent complaints 6 June – 3 July, earlier 9 May – 5 June; this month from
// 1 July; streaks up to the week of 24 June.
const today = '2024-07-03';

/** 100 good reviews in the earlier period, and in the recent one `complaints[aspect]` complaints about each aspect among 100. */
function complaintRise(complaints: Record<string, number>) {
  const total = Object.values(complaints).reduce((sum, count) => sum + count, 0);
  return [
    reviewsOn('2024-05-20', 'OTHER', 1, 100),
    reviewsOn('2024-06-10', 'OTHER', 1, 100 - total),
    ...Object.entries(complaints).map(([aspect, count]) => reviewsOn('2024-06-11', aspect, -1, count)),
  ];
}

/** Driver reviews, 10 a week, Fair or Good (no complaints), whose weekly mean rose for `weeks` weeks in a row up to last week. */
function driverImproving(weeks: number) {
  return weekStarts('2024-06-24', weeks + 1).flatMap((monday, i) => [reviewsOn(monday, 'DRIVER', 0, weeks + 1 - i), reviewsOn(addDays(monday, 1), 'DRIVER', 2, 9 - weeks + i)]);
}

describe('findingSpans', () => {
  it('starts a span on each streak week (the first is the first day the rules read), this week, each complaint-share period and this month', () => {
    expect(findingSpans(today)).toEqual([
      ...weekStarts('2024-06-24', 13),
      '2024-05-09', // the earlier complaint-share period
      '2024-06-06', // the recent one
      '2024-07-01', // this week and this month
    ].sort());
  });

  /** Each row dated by the start of its span, as the server sums its rollup. */
  const bySpan = (rows: readonly FindingRow[], day: string) => {
    const starts = findingSpans(day);
    return rows.map((row) => ({ ...row, day: starts.findLast((start) => start <= row.day)! }));
  };

  it.each(['2024-07-03', '2024-07-10', '2024-07-01', '2024-06-30', '2024-03-01'])('finds on rows summed per span what it finds on daily rows (today %s)', (day) => {
    // Reviews on every day of the window, of three aspects, two routes and three stops, with a rise in
    // complaints, a driver streak and a stop that stands out, shifted to end on `day`.
    const shift = Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);
    const from = findingSpans(day)[0]!;
    const spread: FindingRow[] = [];
    for (let d = from, i = 0; d <= day; d = addDays(d, 1), i += 1) {
      const place = { ...(i % 2 ? routeT580 : routeT581), ...stop(`KL${i % 3}`) };
      spread.push(reviewsOn(d, 'PUNCTUALITY', (i * 5) % 7 - 3, 1 + (i % 4), place), reviewsOn(d, 'SAFETY_SECURITY', i % 3 ? 1 : -2, 2, place));
    }
    const planted = [
      ...complaintRise({ FARE_PAYMENT_TICKETING: 20 }),
      ...driverImproving(6),
      reviewsOn('2024-07-02', 'STATION_CONDITION', -3, 14, { ...routeT580, ...stop('KL113') }),
    ].map((row) => ({ ...row, day: addDays(row.day, shift) }));
    // This week is not over: its bad driver reviews must not break the streak up to last week.
    const rows = [...spread, ...planted, reviewsOn(day, 'DRIVER', -3, 30)];
    const found = deriveFindings({ rows, today: day, perRoute: true });
    expect(found.length).toBeGreaterThan(0);
    expect(deriveFindings({ rows: bySpan(rows, day), today: day, perRoute: true })).toEqual(found);
  });
});

describe('deriveFindings', () => {
  it('puts the findings of every rule in one list, the least likely by chance first', () => {
    const rows = [
      ...complaintRise({ FARE_PAYMENT_TICKETING: 20 }),
      ...driverImproving(6),
      reviewsOn('2024-07-02', 'STATION_CONDITION', -3, 14, { ...routeT580, ...stop('KL113') }),
      reviewsOn('2024-07-02', 'STATION_CONDITION', -1, 2, { ...routeT580, ...stop('KL200') }),
      ...['KL201', 'KL202', 'KL203', 'KL204', 'KL205', 'KL206', 'KL207', 'KL208'].map((code) => reviewsOn('2024-07-01', 'OTHER', 2, 1, { ...routeT580, ...stop(code) })),
    ];
    const found = deriveFindings({ rows, today, perRoute: true });
    expect(found.map((finding) => [finding.kind, finding.evidence.aspect])).toEqual([
      ['stopMostComplaints', 'STATION_CONDITION'],
      ['complaintsRose', 'FARE_PAYMENT_TICKETING'],
      ['complaintsRose', 'STATION_CONDITION'], // the stop's complaints are the aspect's too
      ['aspectImproving', 'DRIVER'],
    ]);
    found.slice(1).forEach((finding, i) => expect(finding.strength).toBeLessThan(found[i]!.strength));
    expect(deriveFindings({ rows: [...rows].reverse(), today, perRoute: true })).toEqual(found);
  });

  it(`shows at most ${MAX_FINDINGS}, the strongest`, () => {
    const rows = complaintRise({ INFORMATION: 11, TRIP_EXPERIENCE: 12, DRIVER: 13, CUSTOMER_SERVICE: 14, JOURNEY_PLANNING: 15, INTERCHANGE: 16, OTHER: 17 });
    const found = deriveFindings({ rows, today, perRoute: false });
    expect(found.map((finding) => [finding.params.aspect, 'recentComplaints' in finding.params && finding.params.recentComplaints])).toEqual([
      ['OTHER', 17],
      ['INTERCHANGE', 16],
      ['JOURNEY_PLANNING', 15],
      ['CUSTOMER_SERVICE', 14],
      ['DRIVER', 13],
    ]);
  });

  it('orders equally strong findings by key', () => {
    const rows = complaintRise({ INFORMATION: 12, DRIVER: 12, COVERAGE_ACCESSIBILITY: 12 });
    expect(deriveFindings({ rows, today, perRoute: false }).map((finding) => finding.key)).toEqual([
      'complaintShare:*:COVERAGE_ACCESSIBILITY',
      'complaintShare:*:DRIVER',
      'complaintShare:*:INFORMATION',
    ]);
  });

  it('finds nothing in too few reviews', () => {
    const rows = [...complaintRise({ DRIVER: 12 }).map((row) => ({ ...row, reviews: Math.ceil(row.reviews / 10) })), reviewsOn('2024-07-02', 'DRIVER', -3, 4, stop('KL113'))];
    expect(deriveFindings({ rows, today, perRoute: true })).toEqual([]);
  });
});
