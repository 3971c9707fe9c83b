import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { FEELING_MAX, FEELING_MIN, type WeekPoint } from '@suara/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { scoreColor, type InsightsFormat } from '../insights-format';
import { trendEnds } from '../trends';
import { useInsightsFormat } from '../use-insights';
import { DataTable } from './data-table';
import { ChartWithTable, InsightsSection } from './insights-section';
import classes from './insights.module.css';
import { NoValue } from './no-value';

// The chart's frame in pixels: drawn at its box's measured width, so its words keep their size on a phone.
const LEFT = 36;
const RIGHT = 8;
const SCORE_TOP = 20;
const SCORE_HEIGHT = 96;
const COUNT_TOP = SCORE_TOP + SCORE_HEIGHT + 36;
const COUNT_HEIGHT = 56;
const HEIGHT = COUNT_TOP + COUNT_HEIGHT + 24;

const NEGATIVE = 'var(--mantine-color-red-8)';
const OTHER = 'var(--mantine-color-transit-5)';
const LINE = 'var(--mantine-color-transit-8)';

function TrendChart({ weeks, width, format }: { weeks: readonly WeekPoint[]; width: number; format: InsightsFormat }) {
  const { t } = useTranslation();
  const plotWidth = Math.max(width - LEFT - RIGHT, 10);
  const band = plotWidth / weeks.length;
  const xMid = (i: number) => LEFT + band * (i + 0.5);
  const yScore = (score: number) => SCORE_TOP + ((FEELING_MAX - score) / (FEELING_MAX - FEELING_MIN)) * SCORE_HEIGHT;
  const maxReviews = Math.max(1, ...weeks.map((week) => week.reviews));
  const yCount = (count: number) => COUNT_TOP + COUNT_HEIGHT - (count / maxReviews) * COUNT_HEIGHT;

  // The mean's line, broken at weeks without reviews.
  const runs: string[] = [];
  let run: string[] = [];
  weeks.forEach((week, i) => {
    if (week.mean === null || week.reviews === 0) {
      if (run.length > 1) runs.push(run.join(' '));
      run = [];
      return;
    }
    run.push(`${xMid(i).toFixed(1)},${yScore(week.mean).toFixed(1)}`);
  });
  if (run.length > 1) runs.push(run.join(' '));

  const ticks = [...new Set([0, Math.floor((weeks.length - 1) / 2), weeks.length - 1])];
  return (
    <svg className={classes.chart} width={width} height={HEIGHT} aria-hidden="true">
      <text x={LEFT} y={SCORE_TOP - 8}>
        {t('insights.trend.scoreAxis')}
      </text>
      {[FEELING_MAX, 0, FEELING_MIN].map((score) => (
        <g key={score}>
          <line x1={LEFT} x2={LEFT + plotWidth} y1={yScore(score)} y2={yScore(score)} stroke="var(--mantine-color-gray-3)" strokeDasharray={score === 0 ? undefined : '3 3'} />
          <text x={LEFT - 6} y={yScore(score) + 4} textAnchor="end">
            {score > 0 ? `+${format.number(score)}` : format.number(score)}
          </text>
        </g>
      ))}
      {runs.map((points, i) => (
        <polyline key={i} points={points} fill="none" stroke={LINE} strokeWidth={2} strokeLinejoin="round" />
      ))}
      {weeks.map((week, i) =>
        week.mean !== null && week.reviews > 0 ? (
          <circle key={week.week} cx={xMid(i)} cy={yScore(week.mean)} r={3.5} fill={scoreColor(week.mean)} stroke="#fff" strokeWidth={1} />
        ) : null,
      )}

      <text x={LEFT} y={COUNT_TOP - 8}>
        {t('insights.trend.countAxis')}
      </text>
      <text x={LEFT - 6} y={COUNT_TOP + 4} textAnchor="end">
        {format.number(maxReviews)}
      </text>
      <text x={LEFT - 6} y={COUNT_TOP + COUNT_HEIGHT} textAnchor="end">
        {format.number(0)}
      </text>
      <line x1={LEFT} x2={LEFT + plotWidth} y1={COUNT_TOP + COUNT_HEIGHT} y2={COUNT_TOP + COUNT_HEIGHT} stroke="var(--mantine-color-gray-6)" />
      {weeks.map((week, i) => {
        const barWidth = Math.max(band * 0.7, 1);
        const negative = Math.round(week.reviews * (week.negativeShare ?? 0));
        const x = xMid(i) - barWidth / 2;
        return (
          <g key={week.week}>
            <rect x={x} width={barWidth} y={yCount(week.reviews)} height={yCount(negative) - yCount(week.reviews)} fill={OTHER} />
            <rect x={x} width={barWidth} y={yCount(negative)} height={COUNT_TOP + COUNT_HEIGHT - yCount(negative)} fill={NEGATIVE} />
          </g>
        );
      })}
      {ticks.map((i, n) => (
        <text key={i} x={xMid(i)} y={HEIGHT - 6} textAnchor={n === 0 && ticks.length > 1 ? 'start' : n === ticks.length - 1 && ticks.length > 1 ? 'end' : 'middle'}>
          {format.shortDay(weeks[i]!.week)}
        </text>
      ))}
    </svg>
  );
}

function Legend() {
  const { t } = useTranslation();
  const item = (color: string, label: string, line = false) => (
    <Group gap={6} wrap="nowrap">
      <span className={classes.legendSwatch} style={line ? { height: 3, background: color } : { background: color }} aria-hidden="true" />
      <Text size="sm">{label}</Text>
    </Group>
  );
  return (
    <Group gap="md" aria-hidden="true">
      {item(LINE, t('insights.trend.legendScore'), true)}
      {item(NEGATIVE, t('insights.trend.legendNegative'))}
      {item(OTHER, t('insights.trend.legendOther'))}
    </Group>
  );
}

/** The chart's words: the weeks, all reviews, the busiest week and where the mean started and ended. */
function useTrendSummary(weeks: readonly WeekPoint[]): string {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const total = weeks.reduce((sum, week) => sum + week.reviews, 0);
  if (total === 0 || weeks.length === 0) return t('insights.trend.summaryEmpty', { count: weeks.length });
  const busiest = weeks.reduce((top, week) => (week.reviews > top.reviews ? week : top), weeks[0]!);
  const { first, last } = trendEnds(weeks);
  return t('insights.trend.summary', {
    count: weeks.length,
    from: format.day(weeks[0]!.week),
    reviews: format.number(total),
    busiest: format.day(busiest.week),
    busiestReviews: format.number(busiest.reviews),
    first: format.score(first!.mean!),
    last: format.score(last!.mean!),
  });
}

/**
 * 'Trend by week': the weekly mean feeling score as a line over the reviews a week (their negative
 * part in red), with the numbers as a table and as CSV.
 */
export function WeeklyTrend({ weeks, csv }: { weeks: readonly WeekPoint[]; csv: ReactNode }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const { ref, width } = useElementSize();
  const summary = useTrendSummary(weeks);
  const empty = weeks.every((week) => week.reviews === 0);
  const table = (
    <DataTable
      label={t('insights.trend.title')}
      showCaption
      rows={weeks}
      rowKey={(week) => week.week}
      emptyText={t('insights.empty.period')}
      minWidth={360}
      columns={[
        { key: 'week', header: t('insights.trend.week'), cell: (week) => format.day(week.week) },
        { key: 'reviews', header: t('insights.columns.reviews'), numeric: true, cell: (week) => format.number(week.reviews) },
        { key: 'mean', header: t('insights.columns.mean'), numeric: true, cell: (week) => (week.mean === null ? <NoValue /> : format.score(week.mean)) },
        {
          key: 'negative',
          header: t('insights.columns.negativeShare'),
          numeric: true,
          cell: (week) => (week.negativeShare === null ? <NoValue /> : format.percent(week.negativeShare)),
        },
      ]}
    />
  );
  return (
    <InsightsSection title={t('insights.trend.title')} description={t('insights.trend.description')} actions={csv}>
      {empty ? (
        <Text c="dimmed">{t('insights.empty.period')}</Text>
      ) : (
        <ChartWithTable
          summary={summary}
          chart={
            <div ref={ref} className={classes.chartBox}>
              {width > 0 ? <TrendChart weeks={weeks} width={width} format={format} /> : null}
            </div>
          }
          legend={<Legend />}
          table={table}
        />
      )}
    </InsightsSection>
  );
}
