import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Link, useParams } from 'react-router';
import { routeLabel } from '../../../lib/transit-format';
import { csvHref, routeQueryOptions } from '../api/insights-api';
import { AspectsSection } from '../components/aspects-section';
import { CsvLink } from '../components/csv-link';
import { FeedLink } from '../components/feed-link';
import { FindingsList } from '../components/findings-list';
import { InsightsFrame } from '../components/insights-frame';
import { RecentReviews } from '../components/recent-reviews';
import { StopsSection } from '../components/stops-section';
import { SummaryStats } from '../components/summary-stats';
import { WeeklyTrend } from '../components/weekly-trend';
import { WordsSection } from '../components/words-section';
import { withFilters } from '../insights-filters';
import { useInsightsFilters, useServiceOptionId } from '../use-insights';

/**
 * /insights/routes/{id} — one route's scorecard: what stands out, its numbers, the trend by week, the
 * aspects, its stops with most negative reviews and the latest reviews.
 */
export default function RouteInsightsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { filters } = useInsightsFilters();
  const query = useQuery(routeQueryOptions(id, filters));
  const serviceId = useServiceOptionId(filters.service);
  const operator = query.data?.route.operator;
  const csv = (table: 'weeks' | 'aspects' | 'stops', name: string) => <CsvLink href={csvHref('route', id, table, filters)} table={name} />;
  return (
    <InsightsFrame
      query={query}
      title={(data) => t('insights.route.title', { route: routeLabel(data.route) })}
      loadingTitle={t('insights.route.loadingTitle')}
      description={t('insights.route.meta')}
      crumbs={[
        { label: t('insights.overview.title'), to: withFilters('/insights', filters) },
        ...(operator ? [{ label: operator.name, to: withFilters(`/insights/operators/${operator.slug}`, filters) }] : []),
      ]}
      subtitle={(data) =>
        data.route.operator ? (
          <Text>
            {t('insights.route.runBy')}{' '}
            <Anchor component={Link} to={withFilters(`/insights/operators/${data.route.operator.slug}`, filters)} fw={600}>
              {data.route.operator.name}
            </Anchor>
          </Text>
        ) : null
      }
    >
      {(data) => (
        <Stack gap="lg">
          <FeedLink href={`/feeds/routes/${data.route.id}.atom`} name={routeLabel(data.route)} />
          <FindingsList findings={data.findings} subject={{ kind: 'route', code: data.route.code }} evidence={{ routeCode: data.route.code, serviceId }} filters={filters} />
          <SummaryStats summary={data.summary} label={t('insights.summaryOf', { name: routeLabel(data.route) })} />
          <WeeklyTrend weeks={data.weeks} csv={csv('weeks', t('insights.trend.title'))} />
          <AspectsSection aspects={data.aspects} csv={csv('aspects', t('insights.aspects.title'))} />
          <WordsSection words={data.words} />
          <StopsSection stops={data.stops} filters={filters} csv={csv('stops', t('insights.stops.title'))} description={t('insights.stops.routeDescription')} />
          <RecentReviews reviews={data.recent} />
        </Stack>
      )}
    </InsightsFrame>
  );
}
