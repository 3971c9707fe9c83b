import { Anchor, Stack, Text } from '@mantine/core';
import type { RouteRow } from '@suara/domain';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { withFilters, type InsightsFilters } from '../insights-filters';
import { aspectName } from '../insights-format';
import { trendChange } from '../trends';
import { useInsightsFormat } from '../use-insights';
import { DataTable, type Column } from './data-table';
import { InsightsSection } from './insights-section';
import { NoValue } from './no-value';
import { ScoreBar } from './score-bars';
import { Sparkline } from './sparkline';

/** A route row; the stop page's rows have no trend or worst aspect. */
type Row = Omit<RouteRow, 'trend' | 'worstAspect'> & Partial<Pick<RouteRow, 'trend' | 'worstAspect'>>;

/** Less than this (a tenth of a feeling step) is no change worth an arrow. */
const STEADY = 0.1;

function TrendCell({ row }: { row: Row }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const change = trendChange(row.trend ?? []);
  const Arrow = change === null || Math.abs(change) < STEADY ? null : change > 0 ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Stack gap={2}>
      <Sparkline points={row.trend ?? []} />
      <Text span size="xs">
        {Arrow ? <Arrow size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> : null}{' '}
        {change === null
          ? t('insights.routes.noTrend')
          : Math.abs(change) < STEADY
            ? t('insights.routes.steady')
            : t(change > 0 ? 'insights.routes.better' : 'insights.routes.worse', { change: format.score(change) })}
      </Text>
    </Stack>
  );
}

/**
 * A page's routes, each linking to its own scorecard with the same filters; sortable by reviews,
 * score, trend (the change of the mean between the earlier and the later weeks) and worst aspect.
 */
export function RoutesSection({
  routes,
  filters,
  withTrend,
  csv,
  description,
}: {
  routes: readonly Row[];
  filters: InsightsFilters;
  withTrend: boolean;
  csv: ReactNode;
  description: string;
}) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const columns: Column<Row>[] = [
    {
      key: 'route',
      header: t('insights.columns.route'),
      cell: (row) => (
        // The code on top, the name under it in small type: a narrow first column, kept in view on a phone.
        <Anchor component={Link} to={withFilters(`/insights/routes/${row.id}`, filters)} fw={700} display="block">
          {row.name.includes(row.code) ? null : `${row.code} `}
          <Text span display="block" fz="xs" fw={400} w="10rem" style={{ whiteSpace: 'normal' }}>
            {row.name}
          </Text>
        </Anchor>
      ),
      sortValue: (row) => row.code,
      firstDirection: 'ascending',
    },
    { key: 'reviews', header: t('insights.columns.reviews'), numeric: true, cell: (row) => format.number(row.reviews), sortValue: (row) => row.reviews },
    { key: 'score', header: t('insights.columns.score'), numeric: true, cell: (row) => <ScoreBar score={row.bayesianMean} />, sortValue: (row) => row.bayesianMean },
    {
      key: 'mean',
      header: t('insights.columns.mean'),
      numeric: true,
      cell: (row) => (row.mean === null ? <NoValue /> : format.score(row.mean)),
      sortValue: (row) => row.mean,
    },
    {
      key: 'negativeShare',
      header: t('insights.columns.negativeShare'),
      numeric: true,
      cell: (row) => (row.negativeShare === null ? <NoValue /> : format.percent(row.negativeShare)),
      sortValue: (row) => row.negativeShare,
    },
  ];
  if (withTrend) {
    columns.push(
      { key: 'trend', header: t('insights.columns.trend'), cell: (row) => <TrendCell row={row} />, sortValue: (row) => trendChange(row.trend ?? []) },
      {
        key: 'worstAspect',
        header: t('insights.columns.worstAspect'),
        cell: (row) => (row.worstAspect ? aspectName(row.worstAspect, format.language) : <NoValue />),
        sortValue: (row) => (row.worstAspect ? aspectName(row.worstAspect, format.language) : null),
        firstDirection: 'ascending',
      },
    );
  }
  return (
    <InsightsSection title={t('insights.routes.title')} description={description} actions={csv}>
      <DataTable
        label={t('insights.routes.title')}
        rows={routes}
        rowKey={(row) => row.id}
        columns={columns}
        emptyText={t('insights.empty.routes')}
        minWidth={withTrend ? 880 : 560}
        limit={10}
      />
    </InsightsSection>
  );
}
