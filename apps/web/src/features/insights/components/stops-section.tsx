import { Anchor, Skeleton, Stack } from '@mantine/core';
import type { StopRow } from '@suara/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { BrowserOnly } from '../../../components/browser-only';
import { withFilters, type InsightsFilters } from '../insights-filters';
import { stopLabel } from '../insights-format';
import { useInsightsFormat } from '../use-insights';
import { DataTable } from './data-table';
import { InsightsSection } from './insights-section';
import classes from './insights.module.css';
import { NoValue } from './no-value';

// Leaflet and the markers are their own chunk, fetched only when a page has stops to map.
const StopsMap = lazy(() => import('./stops-map'));

/** The stops with the most negative reviews: on a map, and in a table (the map's list alternative) linking to each stop's page. */
export function StopsSection({ stops, filters, csv, description }: { stops: readonly StopRow[]; filters: InsightsFilters; csv: ReactNode; description: string }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const mapLabel = t('insights.stops.mapLabel');
  const placeholder = <Skeleton className={classes.mapFrame} role="status" aria-label={t('insights.stops.loadingMap')} />;
  return (
    <InsightsSection title={t('insights.stops.title')} description={description} actions={csv}>
      <Stack gap="sm">
        {stops.length > 0 ? (
          <BrowserOnly placeholder={placeholder}>
            <Suspense fallback={placeholder}>
              <div className={classes.mapFrame}>
                <StopsMap stops={stops} filters={filters} label={mapLabel} />
              </div>
            </Suspense>
          </BrowserOnly>
        ) : null}
        <DataTable
          label={t('insights.stops.table')}
          rows={stops}
          rowKey={(stop) => stop.id}
          emptyText={t('insights.empty.stops')}
          minWidth={440}
          limit={10}
          initialSort={{ key: 'negative', direction: 'descending' }}
          columns={[
            {
              key: 'stop',
              header: t('insights.columns.stop'),
              cell: (stop) => (
                <Anchor component={Link} to={withFilters(`/insights/stops/${stop.id}`, filters)} fw={600}>
                  {stopLabel(stop)}
                </Anchor>
              ),
              sortValue: (stop) => stop.code,
              firstDirection: 'ascending',
            },
            { key: 'negative', header: t('insights.columns.negative'), numeric: true, cell: (stop) => format.number(stop.negative), sortValue: (stop) => stop.negative },
            { key: 'reviews', header: t('insights.columns.reviews'), numeric: true, cell: (stop) => format.number(stop.reviews), sortValue: (stop) => stop.reviews },
            {
              key: 'negativeShare',
              header: t('insights.columns.negativeShare'),
              numeric: true,
              cell: (stop) => (stop.reviews === 0 ? <NoValue /> : format.percent(stop.negative / stop.reviews)),
              sortValue: (stop) => (stop.reviews === 0 ? null : stop.negative / stop.reviews),
            },
          ]}
        />
      </Stack>
    </InsightsSection>
  );
}
