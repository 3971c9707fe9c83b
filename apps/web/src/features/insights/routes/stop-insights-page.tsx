import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useParams } from 'react-router';
import { csvHref, stopQueryOptions } from '../api/insights-api';
import { AspectsSection } from '../components/aspects-section';
import { CsvLink } from '../components/csv-link';
import { InsightsFrame } from '../components/insights-frame';
import { RecentReviews } from '../components/recent-reviews';
import { RoutesSection } from '../components/routes-table';
import { SummaryStats } from '../components/summary-stats';
import { WeeklyTrend } from '../components/weekly-trend';
import { WordsSection } from '../components/words-section';
import { withFilters } from '../insights-filters';
import { stopLabel } from '../insights-format';
import { useInsightsFilters } from '../use-insights';

/**
 * /insights/stops/{id} — one stop's scorecard: its numbers, the trend by week, the aspects, the routes
 * its reviews name and the latest reviews.
 */
export default function StopInsightsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { filters } = useInsightsFilters();
  const query = useQuery(stopQueryOptions(id, filters));
  const csv = (table: 'weeks' | 'aspects' | 'routes', name: string) => <CsvLink href={csvHref('stop', id, table, filters)} table={name} />;
  return (
    <InsightsFrame
      query={query}
      title={(data) => t('insights.stop.title', { stop: stopLabel(data.stop) })}
      loadingTitle={t('insights.stop.loadingTitle')}
      description={t('insights.stop.meta')}
      crumbs={[{ label: t('insights.overview.title'), to: withFilters('/insights', filters) }]}
    >
      {(data) => (
        <Stack gap="lg">
          <SummaryStats summary={data.summary} label={t('insights.summaryOf', { name: stopLabel(data.stop) })} />
          <WeeklyTrend weeks={data.weeks} csv={csv('weeks', t('insights.trend.title'))} />
          <AspectsSection aspects={data.aspects} csv={csv('aspects', t('insights.aspects.title'))} />
          <WordsSection words={data.words} />
          <RoutesSection
            routes={data.routes}
            filters={filters}
            withTrend={false}
            csv={csv('routes', t('insights.routes.title'))}
            description={t('insights.routes.stopDescription')}
          />
          <RecentReviews reviews={data.recent} />
        </Stack>
      )}
    </InsightsFrame>
  );
}
