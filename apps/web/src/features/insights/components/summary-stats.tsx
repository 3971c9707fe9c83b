import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useInsightsFormat } from '../use-insights';
import { NoValue } from './no-value';
import { ScoreBar } from './score-bars';

type Summary = {
  reviews: number;
  mean: number | null;
  negativeShare: number | null;
  bayesianMean: number;
  verifiedShare?: number | null;
  forwardedShare?: number | null;
  resolvedShare?: number | null;
  medianDaysToResolve?: number | null;
};

export function Stat({ label, value, help }: { label: string; value: ReactNode; help?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fz="xl" fw={700}>
        {value}
      </Text>
      {help ? (
        <Text component="dd" m={0} size="xs" c="dimmed">
          {help}
        </Text>
      ) : null}
    </Paper>
  );
}

/**
 * A scorecard's headline numbers: the reviews (a score without its count misleads), the score and the
 * plain average, the negative share, and how far riders' reviews got (verified, forwarded, resolved,
 * the median days to resolution) when the page has them.
 */
export function SummaryStats({ summary, label }: { summary: Summary; label: string }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const share = (value: number | null | undefined) => (value == null ? <NoValue /> : format.percent(value));
  return (
    <SimpleGrid component="dl" aria-label={label} cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
      <Stat label={t('insights.columns.reviews')} value={format.number(summary.reviews)} />
      <Stat
        label={t('insights.columns.score')}
        value={summary.reviews === 0 ? <NoValue /> : <ScoreBar score={summary.bayesianMean} size="xl" justify="flex-start" />}
        help={t('insights.scoreHelp')}
      />
      <Stat label={t('insights.columns.mean')} value={summary.mean === null ? <NoValue /> : format.score(summary.mean)} />
      <Stat label={t('insights.columns.negativeShare')} value={share(summary.negativeShare)} />
      {summary.verifiedShare !== undefined ? <Stat label={t('insights.columns.verified')} value={share(summary.verifiedShare)} /> : null}
      {summary.forwardedShare !== undefined ? <Stat label={t('insights.columns.forwarded')} value={share(summary.forwardedShare)} /> : null}
      {summary.resolvedShare !== undefined ? <Stat label={t('insights.columns.resolved')} value={share(summary.resolvedShare)} /> : null}
      {summary.medianDaysToResolve !== undefined ? (
        <Stat
          label={t('insights.columns.medianDays')}
          value={summary.medianDaysToResolve === null ? <NoValue /> : t('insights.days', { count: summary.medianDaysToResolve, days: format.days(summary.medianDaysToResolve) })}
        />
      ) : null}
    </SimpleGrid>
  );
}
