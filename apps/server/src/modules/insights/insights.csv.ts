import type { InsightsOverview, OperatorInsights, RouteInsights, StopInsights } from '@suara/domain';
import { CSV_BOM, csvLine, type Cell } from '../../lib/csv.ts';

// The scorecards' tables as CSV files: the same rows the pages show, the cells neutralised like the
// admin exports' (lib/csv.ts). Shares are fractions 0..1 and means -3..3, unrounded.

type Table<Row> = { columns: readonly string[]; cells: (row: Row) => Cell[] };

const week: Table<OperatorInsights['weeks'][number]> = {
  columns: ['week', 'reviews', 'mean_score', 'negative_share'],
  cells: (w) => [w.week, w.reviews, w.mean, w.negativeShare],
};
const aspect: Table<OperatorInsights['aspects'][number]> = {
  columns: ['aspect', 'reviews', 'negative', 'negative_share', 'mean_score'],
  cells: (a) => [a.aspect, a.reviews, a.negative, a.negativeShare, a.mean],
};
const stop: Table<OperatorInsights['stops'][number]> = {
  columns: ['stop_code', 'stop', 'latitude', 'longitude', 'reviews', 'negative'],
  cells: (s) => [s.code, s.name, s.latitude, s.longitude, s.reviews, s.negative],
};
const route: Table<OperatorInsights['routes'][number]> = {
  columns: ['route_code', 'route', 'reviews', 'score', 'mean_score', 'negative_share', 'worst_aspect'],
  cells: (r) => [r.code, r.name, r.reviews, r.bayesianMean, r.mean, r.negativeShare, r.worstAspect],
};
const stopRoute: Table<StopInsights['routes'][number]> = {
  columns: ['route_code', 'route', 'reviews', 'score', 'mean_score', 'negative_share'],
  cells: (r) => [r.code, r.name, r.reviews, r.bayesianMean, r.mean, r.negativeShare],
};
const operator: Table<InsightsOverview['operators'][number]> = {
  columns: [
    'operator',
    'slug',
    'reviews',
    'score',
    'mean_score',
    'negative_share',
    'verified_share',
    'forwarded_share',
    'resolved_share',
    'median_days_to_resolve',
    'response_rate',
  ],
  cells: (o) => [o.name, o.slug, o.reviews, o.bayesianMean, o.mean, o.negativeShare, o.verifiedShare, o.forwardedShare, o.resolvedShare, o.medianDaysToResolve, o.responseRate],
};

function csvOf<Row>(table: Table<Row>, rows: readonly Row[]): string {
  return CSV_BOM + csvLine(table.columns) + rows.map((row) => csvLine(table.cells(row))).join('');
}

export const overviewCsv = (answer: InsightsOverview) => csvOf(operator, answer.operators);

export function operatorCsv(answer: OperatorInsights, table: 'weeks' | 'aspects' | 'routes' | 'stops'): string {
  if (table === 'weeks') return csvOf(week, answer.weeks);
  if (table === 'aspects') return csvOf(aspect, answer.aspects);
  if (table === 'routes') return csvOf(route, answer.routes);
  return csvOf(stop, answer.stops);
}

export function routeCsv(answer: RouteInsights, table: 'weeks' | 'aspects' | 'stops'): string {
  if (table === 'weeks') return csvOf(week, answer.weeks);
  if (table === 'aspects') return csvOf(aspect, answer.aspects);
  return csvOf(stop, answer.stops);
}

export function stopCsv(answer: StopInsights, table: 'weeks' | 'aspects' | 'routes'): string {
  if (table === 'weeks') return csvOf(week, answer.weeks);
  if (table === 'aspects') return csvOf(aspect, answer.aspects);
  return csvOf(stopRoute, answer.routes);
}
