import { Container, Stack } from '@mantine/core';
import type { Period } from '@suara/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import NotFoundPage from '../../../app/not-found-page';
import { DocumentTitle } from '../../../components/document-title';
import { loadProblem } from '../api/insights-api';
import { useInsightsFilters } from '../use-insights';
import { FilterForm } from './filter-form';
import { InsightsHeader, type Crumb } from './insights-header';
import { FiltersRefused, InsightsLoadError, InsightsSkeleton } from './page-states';

type InsightsFrameProps<T extends { period: Period }> = {
  query: UseQueryResult<T>;
  /** The tab's title and the heading: fixed, or known once the data comes. */
  title: string | ((data: T) => string);
  /** The heading and tab title before the data (and on a failure). */
  loadingTitle: string;
  description: string;
  crumbs: Crumb[];
  /** Under the heading: fixed, or from the data. */
  subtitle?: ReactNode | ((data: T) => ReactNode);
  children: (data: T) => ReactNode;
};

/**
 * What every scorecard page has around its sections: the heading with the period, the filters (with
 * the API's refusals beside them), a skeleton while loading, a retry on failure, and the app's
 * not-found page for an unknown operator, route or stop.
 */
export function InsightsFrame<T extends { period: Period }>({ query, title, loadingTitle, description, crumbs, subtitle, children }: InsightsFrameProps<T>) {
  const { filters, setFilters } = useInsightsFilters();
  const problem = query.isError ? loadProblem(query.error) : null;
  if (problem?.kind === 'notFound') return <NotFoundPage />;
  const data = query.data;
  // Without data the heading is a skeleton while loading, and the page's kind after a failure.
  const heading = typeof title === 'string' ? title : data ? title(data) : problem ? loadingTitle : undefined;
  const sub = typeof subtitle === 'function' ? data && subtitle(data) : subtitle;
  return (
    <Container size="lg" py="md">
      <DocumentTitle page={heading ?? loadingTitle} description={description} />
      <Stack gap="lg">
        <InsightsHeader crumbs={crumbs} title={heading} loadingTitle={loadingTitle} subtitle={sub} period={data?.period} updating={query.isPlaceholderData} filters={filters} />
        <FilterForm value={filters} serverErrors={problem?.kind === 'filters' ? problem.fields : undefined} onApply={setFilters} />
        {data ? (
          children(data)
        ) : problem?.kind === 'filters' ? (
          <FiltersRefused />
        ) : problem ? (
          <InsightsLoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <InsightsSkeleton />
        )}
      </Stack>
    </Container>
  );
}
