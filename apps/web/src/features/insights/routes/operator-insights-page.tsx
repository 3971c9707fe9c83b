import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useParams } from 'react-router';
import { csvHref, operatorQueryOptions } from '../api/insights-api';
import { AspectsSection } from '../components/aspects-section';
import { CsvLink } from '../components/csv-link';
import { FeedLink } from '../components/feed-link';
import { FindingsList } from '../components/findings-list';
import { InsightsFrame } from '../components/insights-frame';
import { RoutesSection } from '../components/routes-table';
import { StopsSection } from '../components/stops-section';
import { ResponsivenessSection } from '../components/responsiveness-section';
import { SummaryStats } from '../components/summary-stats';
import { WeeklyTrend } from '../components/weekly-trend';
import { WordsSection } from '../components/words-section';
import { withFilters } from '../insights-filters';
import { useInsightsFilters, useServiceOptionId } from '../use-insights';

/**
 * /insights/operators/{slug} — one operator's scorecard: what stands out first, then its numbers, the
 * trend by week, the aspects, its routes and the stops with most negative reviews on a map.
 */
export default function OperatorInsightsPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { filters } = useInsightsFilters();
  const query = useQuery(operatorQueryOptions(slug, filters));
  const serviceId = useServiceOptionId(filters.service);
  const csv = (table: 'weeks' | 'aspects' | 'routes' | 'stops', name: string) => <CsvLink href={csvHref('operator', slug, table, filters)} table={name} />;
  return (
    <InsightsFrame
      query={query}
      title={(data) => data.operator.name}
      loadingTitle={t('insights.operator.loadingTitle')}
      description={t('insights.operator.meta')}
      crumbs={[{ label: t('insights.overview.title'), to: withFilters('/insights', filters) }]}
    >
      {(data) => (
        <Stack gap="lg">
          <FeedLink href={`/feeds/operators/${encodeURIComponent(data.operator.slug)}.atom`} name={data.operator.name} />
          <FindingsList
            findings={data.findings}
            subject={{ kind: 'operator', name: data.operator.name }}
            evidence={{ operatorName: data.operator.name, serviceId }}
            filters={filters}
          />
          <SummaryStats summary={data.summary} label={t('insights.summaryOf', { name: data.operator.name })} />
          <ResponsivenessSection answers={data.responsiveness} operator={data.operator.name} />
          <WeeklyTrend weeks={data.weeks} csv={csv('weeks', t('insights.trend.title'))} />
          <AspectsSection aspects={data.aspects} csv={csv('aspects', t('insights.aspects.title'))} />
          <WordsSection words={data.words} />
          <RoutesSection
            routes={data.routes}
            filters={filters}
            withTrend
            csv={csv('routes', t('insights.routes.title'))}
            description={t('insights.routes.operatorDescription')}
          />
          <StopsSection stops={data.stops} filters={filters} csv={csv('stops', t('insights.stops.title'))} description={t('insights.stops.description')} />
        </Stack>
      )}
    </InsightsFrame>
  );
}
