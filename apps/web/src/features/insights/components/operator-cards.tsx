import { Anchor, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { InsightsOverview } from '@suara/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { withFilters, type InsightsFilters } from '../insights-filters';
import { sortRows, trendChange, type SortDirection, type SortValue } from '../trends';
import { useInsightsFormat } from '../use-insights';
import { ScoreBar } from './score-bars';
import { Sparkline } from './sparkline';

export type RankedOperator = InsightsOverview['operators'][number] & { rank: number };

type SortKey = 'score' | 'reviews' | 'negativeShare' | 'trend' | 'resolved';

const SORTS: Record<SortKey, { value: (row: RankedOperator) => SortValue; direction: SortDirection }> = {
  score: { value: (row) => row.bayesianMean, direction: 'descending' },
  reviews: { value: (row) => row.reviews, direction: 'descending' },
  negativeShare: { value: (row) => row.negativeShare, direction: 'descending' },
  trend: { value: (row) => trendChange(row.trend), direction: 'descending' },
  resolved: { value: (row) => row.resolvedShare, direction: 'descending' },
};

/**
 * The operators as a ranked list a phone can scan (DESIGN.md Insights): the name, its score as a
 * number and a bar on the feeling scale, the reviews beside it, the 26-week sparkline and the
 * negative and resolved shares; a 'Sort by' in place of the table's headers.
 */
export function OperatorCards({ operators, filters, label }: { operators: readonly RankedOperator[]; filters: InsightsFilters; label: string }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const [sortKey, setSortKey] = useState<SortKey>('score');
  const sort = SORTS[sortKey];
  const rows = sortRows(operators, sort.value, sort.direction);
  const share = (value: number | null) => (value === null ? t('insights.noValue') : format.percent(value));
  return (
    <Stack gap="sm">
      <Select
        label={t('insights.overview.sortBy')}
        value={sortKey}
        onChange={(value) => value && setSortKey(value as SortKey)}
        allowDeselect={false}
        data={[
          { value: 'score', label: t('insights.columns.score') },
          { value: 'reviews', label: t('insights.columns.reviews') },
          { value: 'negativeShare', label: t('insights.columns.negativeShare') },
          { value: 'trend', label: t('insights.overview.sortTrend') },
          { value: 'resolved', label: t('insights.columns.resolved') },
        ]}
      />
      <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
        {rows.map((row) => (
          <Paper component="li" key={row.slug} withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Anchor component={Link} to={withFilters(`/insights/operators/${row.slug}`, filters)} fw={700}>
                  {t('insights.overview.ranked', { rank: row.rank, name: row.name })}
                </Anchor>
                <Sparkline points={row.trend} />
              </Group>
              <Group gap="md" wrap="wrap">
                <ScoreBar score={row.bayesianMean} justify="flex-start" />
                <Text size="sm">{t('insights.overview.reviewCount', { count: row.reviews, reviews: format.number(row.reviews) })}</Text>
              </Group>
              <Text size="sm" c="dimmed">
                {t('insights.overview.cardShares', { negative: share(row.negativeShare), resolved: share(row.resolvedShare) })}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
