import { BarChart } from '@mantine/charts';
import { Center, List, Text } from '@mantine/core';
import type { AdminOverview } from '@suara/domain';
import { useTranslation } from '../../../lib/i18n';
import { ReportsChartCard } from './reports-chart-card';
import { useReportFormat } from './reports-format';

/**
 * Yes and no votes per poll question (spec §6 'Report overview charts'): yes in green, no in red,
 * with the legend's words as the second cue. Questions are too long for an axis on a phone, so the
 * axis says Q1, Q2… and the key under the chart gives each question in full.
 */
export function ReportsPollChart({ poll }: { poll: AdminOverview['poll'] }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const questions = poll.map((q, i) => ({
    short: t('adminReports.questionShort', { number: i + 1 }),
    text: format.language === 'ms' ? q.questionMs : q.question,
    yes: q.yes,
    no: q.no,
  }));

  return (
    <ReportsChartCard
      title={t('adminReports.pollTitle')}
      summary={t('adminReports.pollSummary', {
        parts: questions.map((q) => t('adminReports.pollPart', { question: q.text, yes: format.number(q.yes), no: format.number(q.no) })).join('; '),
      })}
      chart={
        questions.length === 0 ? (
          <Center h={200}>
            <Text c="dimmed">{t('adminReports.pollEmpty')}</Text>
          </Center>
        ) : (
          <BarChart
            h={260}
            data={questions.map((q) => ({ question: q.short, yes: q.yes, no: q.no }))}
            dataKey="question"
            series={[
              { name: 'yes', label: t('adminReports.yes'), color: 'green.8' },
              { name: 'no', label: t('adminReports.no'), color: 'red.9' },
            ]}
            xAxisLabel={t('adminReports.question')}
            yAxisLabel={t('adminReports.votes')}
            withLegend
            legendProps={{ verticalAlign: 'top', itemSorter: (item) => (item.dataKey === 'yes' ? 0 : 1) }}
            valueFormatter={format.number}
            yAxisProps={{ allowDecimals: false }}
            accessibilityLayer={false}
          />
        )
      }
      footer={
        <List listStyleType="none" size="sm" spacing={2} aria-label={t('adminReports.question')}>
          {questions.map((q) => (
            <List.Item key={q.short}>
              <Text size="sm" span fw={700}>
                {q.short}
              </Text>{' '}
              <Text size="sm" span>
                {q.text}
              </Text>
            </List.Item>
          ))}
        </List>
      }
      table={{
        headers: [t('adminReports.question'), t('adminReports.yes'), t('adminReports.no')],
        rows: questions.map((q) => ({ key: q.short, cells: [`${q.short} ${q.text}`, format.number(q.yes), format.number(q.no)] })),
      }}
    />
  );
}
