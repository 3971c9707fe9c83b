import { fieldErrors, rangeProblem, ZInsightsQuery, type MessageCode } from '@suara/domain';

/*
 * The scorecards' filters live in the URL (from, to, service, aspect), so a view can be shared and
 * survives a reload. They are read as text and sent to the API as they are: a value it refuses comes
 * back as a 422 whose message is shown beside its field, in the filter form, with the value in it.
 */

export const FILTER_NAMES = ['from', 'to', 'service', 'aspect'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** The filters as the URL and the form hold them; '' is no filter. */
export type InsightsFilters = Record<FilterName, string>;

export const NO_FILTERS: InsightsFilters = { from: '', to: '', service: '', aspect: '' };

export function readFilters(params: URLSearchParams): InsightsFilters {
  const filters = { ...NO_FILTERS };
  for (const name of FILTER_NAMES) filters[name] = params.get(name)?.trim() ?? '';
  return filters;
}

/** The URL for `filters`; other parameters (an open review's `?review=`) are kept. Empty filters are left out. */
export function writeFilters(current: URLSearchParams, filters: InsightsFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of FILTER_NAMES) {
    const value = filters[name].trim();
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** 'from=…&service=…' of the filters that are set, always in the same order (a query key, a CSV link). */
export function filterQuery(filters: InsightsFilters): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filters[name].trim()) params.set(name, filters[name].trim());
  return params.toString();
}

/** `path` with the filters as its query string. */
export function withFilters(path: string, filters: InsightsFilters): string {
  const query = filterQuery(filters);
  return query ? `${path}?${query}` : path;
}

export const sameFilters = (a: InsightsFilters, b: InsightsFilters) => FILTER_NAMES.every((name) => a[name].trim() === b[name].trim());

export const countFilters = (filters: InsightsFilters) => FILTER_NAMES.filter((name) => filters[name].trim() !== '').length;

export type FilterErrors = Partial<Record<FilterName | '_form', MessageCode>>;

/**
 * The API's own rules, checked before the URL changes: days that exist, `to` not before `from` and
 * not more than MAX_RANGE_YEARS after it, a service and an aspect it knows. {} when all hold.
 */
export function checkFilters(filters: InsightsFilters): FilterErrors {
  const query: Partial<InsightsFilters> = {};
  for (const name of FILTER_NAMES) if (filters[name].trim()) query[name] = filters[name].trim();
  const parsed = ZInsightsQuery.safeParse(query);
  if (!parsed.success) return fieldErrors(parsed.error) as FilterErrors;
  const problem = rangeProblem(parsed.data.from, parsed.data.to);
  return problem ? { to: problem } : {};
}
