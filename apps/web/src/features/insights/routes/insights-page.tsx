import { Anchor, Box, Stack, Text } from '@mantine/core';
import type { InsightsOverview } from '@suara/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { csvHref, overviewQueryOptions } from '../api/insights-api';
import { CsvLink } from '../components/csv-link';
import { DataTable, type Column } from '../components/data-table';
import { InsightsFrame } from '../components/insights-frame';
import { InsightsSection, TableToggle } from '../components/insights-section';
import { NoValue } from '../components/no-value';
import { OperatorCards, type RankedOperator } from '../components/operator-cards';
import { ScoreBar } from '../components/score-bars';
import { Sparkline } from '../components/sparkline';
import { SummaryStats } from '../components/summary-stats';
import { withFilters, type InsightsFilters } from '../insights-filters';
import { trendChange } from '../trends';
import { useInsightsFilters, useInsightsFormat } from '../use-insights';

type OperatorRow = RankedOperator;

/** Every operator's weekly numbers: the sparklines' table (an operator a row, a week a column). */
function TrendsTable({ operators }: { operators: readonly OperatorRow[] }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const weeks = operators[0]?.trend.map((point) => point.week) ?? [];
  return (
    <DataTable
      label={t('insights.overview.trendsTable')}
      showCaption
      rows={operators}
      rowKey={(row) => row.slug}
      emptyText={t('insights.empty.period')}
      minWidth={160 + weeks.length * 84}
      columns={[
        { key: 'operator', header: t('insights.columns.operator'), cell: (row) => row.name },
        ...weeks.map(
          (week, i): Column<OperatorRow> => ({
            key: week,
            header: format.shortDay(week),
            numeric: true,
            cell: (row) => {
              const point = row.trend[i];
              return point && point.mean !== null ? t('insights.overview.weekCell', { mean: format.score(point.mean), reviews: format.number(point.reviews) }) : <NoValue />;
            },
          }),
        ),
      ]}
    />
  );
}

function Overview({ data, filters }: { data: InsightsOverview; filters: InsightsFilters }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const operators: OperatorRow[] = data.operators.map((operator, index) => ({ ...operator, rank: index + 1 }));
  const share = (value: number | null) => (value === null ? <NoValue /> : format.percent(value));
  const columns: Column<OperatorRow>[] = [
    {
      key: 'operator',
      header: t('insights.columns.operator'),
      cell: (row) => (
        <Anchor component={Link} to={withFilters(`/insights/operators/${row.slug}`, filters)} fw={600}>
          {t('insights.overview.ranked', { rank: row.rank, name: row.name })}
        </Anchor>
      ),
      sortValue: (row) => row.rank,
      firstDirection: 'ascending',
    },
    { key: 'score', header: t('insights.columns.score'), numeric: true, cell: (row) => <ScoreBar score={row.bayesianMean} />, sortValue: (row) => row.bayesianMean },
    { key: 'reviews', header: t('insights.columns.reviews'), numeric: true, cell: (row) => format.number(row.reviews), sortValue: (row) => row.reviews },
    { key: 'trend', header: t('insights.columns.trend26'), cell: (row) => <Sparkline points={row.trend} />, sortValue: (row) => trendChange(row.trend) },
    { key: 'mean', header: t('insights.columns.mean'), numeric: true, cell: (row) => (row.mean === null ? <NoValue /> : format.score(row.mean)), sortValue: (row) => row.mean },
    { key: 'negativeShare', header: t('insights.columns.negativeShare'), numeric: true, cell: (row) => share(row.negativeShare), sortValue: (row) => row.negativeShare },
    { key: 'verified', header: t('insights.columns.verified'), numeric: true, cell: (row) => share(row.verifiedShare), sortValue: (row) => row.verifiedShare },
    { key: 'forwarded', header: t('insights.columns.forwarded'), numeric: true, cell: (row) => share(row.forwardedShare), sortValue: (row) => row.forwardedShare },
    { key: 'resolved', header: t('insights.columns.resolved'), numeric: true, cell: (row) => share(row.resolvedShare), sortValue: (row) => row.resolvedShare },
    {
      key: 'medianDays',
      header: t('insights.columns.medianDays'),
      numeric: true,
      cell: (row) => (row.medianDaysToResolve === null ? <NoValue /> : t('insights.days', { count: row.medianDaysToResolve, days: format.days(row.medianDaysToResolve) })),
      sortValue: (row) => row.medianDaysToResolve,
      firstDirection: 'ascending',
    },
    { key: 'answered', header: t('insights.columns.answered'), numeric: true, cell: (row) => share(row.responseRate), sortValue: (row) => row.responseRate },
  ];
  return (
    <Stack gap="lg">
      <SummaryStats summary={data.platform} label={t('insights.overview.platform')} />
      <InsightsSection
        title={t('insights.overview.operators')}
        description={t('insights.overview.operatorsDescription')}
        actions={<CsvLink href={csvHref('overview', '', 'operators', filters)} table={t('insights.overview.operators')} />}
      >
        {operators.length === 0 ? (
          <Text c="dimmed">{t('insights.empty.period')}</Text>
        ) : (
          <Stack gap="sm">
            {/* A ranked list on a phone, the whole table from a tablet up: one shows at a time. */}
            <Box hiddenFrom="sm">
              <OperatorCards operators={operators} filters={filters} label={t('insights.overview.operators')} />
            </Box>
            <Box visibleFrom="sm">
              <DataTable
                label={t('insights.overview.operators')}
                rows={operators}
                rowKey={(row) => row.slug}
                columns={columns}
                emptyText={t('insights.empty.period')}
                initialSort={{ key: 'score', direction: 'descending' }}
                minWidth={1080}
              />
            </Box>
            {/* The sparklines' numbers, a click away. */}
            <TableToggle labels={{ show: t('insights.overview.showTrends'), hide: t('insights.overview.hideTrends') }}>
              <TrendsTable operators={operators} />
            </TableToggle>
          </Stack>
        )}
      </InsightsSection>
    </Stack>
  );
}

/**
 * /insights — the public scorecards' overview (issue #17 §2): every operator ranked by its score
 * (a Bayesian mean, with the count and the plain mean beside it), its negative share, a 26-week
 * sparkline and how far its riders' reviews got, for the filters in the URL.
 */
export default function InsightsPage() {
  const { t } = useTranslation();
  const { filters } = useInsightsFilters();
  const query = useQuery(overviewQueryOptions(filters));
  return (
    <InsightsFrame
      query={query}
      title={t('insights.overview.title')}
      loadingTitle={t('insights.overview.title')}
      description={t('insights.overview.meta')}
      crumbs={[]}
      subtitle={
        <Text maw="75ch">
          {t('insights.overview.intro')}
        </Text>
      }
    >
      {(data) => <Overview data={data} filters={filters} />}
    </InsightsFrame>
  );
}
