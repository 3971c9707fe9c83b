import type { INSIGHTS_TABLES, InsightsOverview, OperatorInsights, RouteInsights, StopInsights } from '@suara/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { filterQuery, FILTER_NAMES, withFilters, type InsightsFilters } from '../insights-filters';

/*
 * The public scorecards' reads (GET /api/insights/…) and their CSV downloads, each with the page's
 * filters. Failures are shown by the page (beside the filters for a 422, not-found for a 404), never
 * as a toast.
 */

export type InsightsPage = keyof typeof INSIGHTS_TABLES;
export type InsightsTable<P extends InsightsPage> = (typeof INSIGHTS_TABLES)[P][number];

/** The API path of a page: /api/insights, /api/insights/operators/{slug}, … */
export function insightsPath(page: InsightsPage, id = ''): string {
  const key = encodeURIComponent(id);
  switch (page) {
    case 'overview':
      return '/api/insights';
    case 'operator':
      return `/api/insights/operators/${key}`;
    case 'route':
      return `/api/insights/routes/${key}`;
    case 'stop':
      return `/api/insights/stops/${key}`;
  }
}

/** A table's CSV with the page's filters: a plain link (the server sends it as a download). */
export function csvHref<P extends InsightsPage>(page: P, id: string, table: InsightsTable<P>, filters: InsightsFilters): string {
  const path = page === 'overview' ? `/api/insights/${table}.csv` : `${insightsPath(page, id)}/${table}.csv`;
  return withFilters(path, filters);
}

/** A 4xx is the answer, not a hiccup: asking again would get the same. */
const retryOnce = (failures: number, error: Error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

function insightsQuery<T>(page: InsightsPage, id: string, filters: InsightsFilters) {
  return queryOptions({
    queryKey: ['insights', page, id, filterQuery(filters)],
    queryFn: ({ signal }) => apiRequest<T>(withFilters(insightsPath(page, id), filters), { signal, toast: false, redirectOn401: false }),
    retry: retryOnce,
    // New filters on the same page: the current numbers stay on screen until the new ones come.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === page && previousQuery.queryKey[2] === id ? previous : undefined),
  });
}

export const overviewQueryOptions = (filters: InsightsFilters) => insightsQuery<InsightsOverview>('overview', '', filters);
export const operatorQueryOptions = (slug: string, filters: InsightsFilters) => insightsQuery<OperatorInsights>('operator', slug, filters);
export const routeQueryOptions = (id: string, filters: InsightsFilters) => insightsQuery<RouteInsights>('route', id, filters);
export const stopQueryOptions = (id: string, filters: InsightsFilters) => insightsQuery<StopInsights>('stop', id, filters);

export type LoadProblem = { kind: 'notFound' } | { kind: 'filters'; fields: Record<string, string> } | { kind: 'failed' };

/**
 * What a failed read means for the page: an unknown operator, route or stop (404, or a 422 about the
 * address's id rather than a filter) is not found; a 422 about the filters is shown beside them.
 */
export function loadProblem(error: unknown): LoadProblem {
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.status === 404) return { kind: 'notFound' };
  if (error.status === 422) {
    const names = Object.keys(error.fields);
    const aboutFilters = names.every((name) => (FILTER_NAMES as readonly string[]).includes(name) || name === '_form');
    return aboutFilters ? { kind: 'filters', fields: error.fields } : { kind: 'notFound' };
  }
  return { kind: 'failed' };
}
