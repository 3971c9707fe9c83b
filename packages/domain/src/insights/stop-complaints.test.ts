import { describe, expect, it } from 'vitest';
import { MIN_STOP_COMPLAINTS, monthStart, stopComplaintsFindings } from './stop-complaints.ts';
import { reviewsOn, routeT580, routeT581, stop } from './testing.ts';

const today = '2024-06-20';
const CONDITION = 'STATION_CONDITION';

const complaintsAt = (code: string, count: number, day = '2024-06-10') => reviewsOn(day, CONDITION, -2, count, { ...routeT580, ...stop(code) });

describe('monthStart', () => {
  it('is the first of the month', () => expect(monthStart('2024-02-29')).toBe('2024-02-01'));
});

describe('stopComplaintsFindings', () => {
  const rows = [
    complaintsAt('KL113', 9),
    reviewsOn('2024-06-12', CONDITION, -3, 5, { ...routeT581, ...stop('KL113') }), // another route, the same stop
    complaintsAt('KL200', 3),
    reviewsOn('2024-06-11', 'DRIVER', 3, 8, stop('KL300')), // reviewed, no complaint
    complaintsAt('KL200', 30, '2024-05-31'), // last month
    reviewsOn('2024-06-11', CONDITION, -3, 40), // no stop
  ];

  it('finds the stop with the most complaints about an aspect this month, with the month as evidence', () => {
    expect(stopComplaintsFindings(rows, today)).toEqual([
      {
        kind: 'stopMostComplaints',
        key: 'stopMostComplaints:STATION_CONDITION',
        strength: expect.closeTo(2.1801, 3), // 14 of 17 complaints at one of 3 stops
        evidence: { aspect: CONDITION, routeId: null, stopId: 'stop-KL113', from: '2024-06-01', to: today },
        params: { aspect: CONDITION, stopId: 'stop-KL113', stopCode: 'KL113', stopName: 'Stop KL113', complaints: 14, stopsReviewed: 3 },
      },
    ]);
  });

  it('gives each aspect its own top stop', () => {
    const driver = reviewsOn('2024-06-11', 'DRIVER', -1, 6, stop('KL200'));
    expect(stopComplaintsFindings([...rows, driver], today).map((finding) => [finding.params.aspect, finding.params.stopCode])).toEqual([
      [CONDITION, 'KL113'],
      ['DRIVER', 'KL200'],
    ]);
  });

  it(`needs ${MIN_STOP_COMPLAINTS} complaints`, () => {
    expect(stopComplaintsFindings([complaintsAt('KL113', 5), complaintsAt('KL200', 1)], today)).toHaveLength(1);
    expect(stopComplaintsFindings([complaintsAt('KL113', 4), complaintsAt('KL200', 1)], today)).toEqual([]);
  });

  it('finds none when two stops share the top', () => {
    expect(stopComplaintsFindings([complaintsAt('KL113', 7), complaintsAt('KL200', 7)], today)).toEqual([]);
  });

  it('counts only this month up to today', () => {
    const later = [complaintsAt('KL113', 5, '2024-06-01'), complaintsAt('KL200', 9, '2024-06-21')];
    expect(stopComplaintsFindings(later, today).map((finding) => finding.params.stopCode)).toEqual(['KL113']);
  });

  it('is stronger when the complaints gather at one stop than when they spread', () => {
    const others = ['A', 'B', 'C', 'D'];
    const [gathered] = stopComplaintsFindings([complaintsAt('KL113', 12), ...others.map((code) => complaintsAt(code, 1))], today);
    const [spread] = stopComplaintsFindings([complaintsAt('KL113', 12), ...others.map((code) => complaintsAt(code, 10))], today);
    expect(gathered!.strength).toBeGreaterThan(spread!.strength);
  });
});
