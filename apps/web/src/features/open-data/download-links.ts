import { aspectsFor, isIsoDate, rangeProblem, type MessageCode } from '@suara/domain';

/*
 * The download form's values and the addresses they make: GET /api/open-data/reviews.{csv,geojson}
 * with the scorecards' filters (Malaysian days of writing, both included; a service and an aspect by
 * key). The dates are checked here as the server checks them, so a link never leads to a 422.
 */

export type DownloadFilters = { from: string; to: string; service: string; aspect: string };
export type DownloadFormat = 'csv' | 'geojson';
export type FilterProblems = Partial<Record<'from' | 'to', MessageCode>>;

export const NO_FILTERS: DownloadFilters = { from: '', to: '', service: '', aspect: '' };

const ORDER = ['from', 'to', 'service', 'aspect'] as const;

/** 'from=2026-01-01&service=LRT': the filters given, in a fixed order, empty ones left out. */
export function downloadQuery(filters: DownloadFilters): string {
  const params = new URLSearchParams();
  for (const name of ORDER) if (filters[name]) params.set(name, filters[name]);
  return params.toString();
}

export function downloadHref(format: DownloadFormat, filters: DownloadFilters): string {
  const query = downloadQuery(filters);
  return `/api/open-data/reviews.${format}${query ? `?${query}` : ''}`;
}

/** What the server would refuse: a day that does not exist (or is half typed), To before From, over five years. */
export function filterProblems({ from, to }: Pick<DownloadFilters, 'from' | 'to'>): FilterProblems {
  const problems: FilterProblems = {};
  if (from && !isIsoDate(from)) problems.from = 'dateInvalid';
  if (to && !isIsoDate(to)) problems.to = 'dateInvalid';
  if (problems.from || problems.to) return problems;
  const range = rangeProblem(from || undefined, to || undefined);
  return range ? { to: range } : {};
}

/** Another service: an aspect that does not apply to it ('Driver' on a train) is dropped. */
export function withService(filters: DownloadFilters, service: string): DownloadFilters {
  const keepsAspect = !service || !filters.aspect || aspectsFor(service).some((aspect) => aspect.key === filters.aspect);
  return { ...filters, service, aspect: keepsAspect ? filters.aspect : '' };
}
