// Builders of findings' rows for the tests (not exported from the package).
import type { FindingRow } from './finding-rows.ts';

type Place = Partial<Pick<FindingRow, 'routeId' | 'routeCode' | 'stopId' | 'stopCode' | 'stopName'>>;

export const routeT580: Place = { routeId: 'route-t580', routeCode: 'T580' };
export const routeT581: Place = { routeId: 'route-t581', routeCode: 'T581' };

export const stop = (code: string): Place => ({ stopId: `stop-${code}`, stopCode: code, stopName: `Stop ${code}` });

/** `reviews` reviews with the feeling `score` about `aspect` on `day`, at `place` (no route, no stop by default). */
export function reviewsOn(day: string, aspect: string, score: number, reviews: number, place: Place = {}): FindingRow {
  return { day, aspect, routeId: null, routeCode: null, stopId: null, stopCode: null, stopName: null, ...place, score, reviews };
}
