import { PieChart } from '@mantine/charts';
import { Center, Group, Stack, Text } from '@mantine/core';
import { FEELINGS, OVERVIEW_CATEGORY_LABELS, localize, type AdminOverview } from '@suara/domain';
import { useTranslation } from '../../../lib/i18n';
import { FeelingFace } from '../../../components/feeling-label';
import { ReportsChartCard } from './reports-chart-card';
import { useReportFormat } from './reports-format';

const MIN_SLICE_ANGLE = 10;

/**
 * Reviews per feeling category (spec §6 'Report overview charts'): a pie in the feeling scale's
 * colours, each slice labelled with its number, and a legend (best first, as the spec lists them)
 * that pairs each colour with its face, name and number. Empty categories get no slice, and a
 * slice of a few reviews is drawn at least MIN_SLICE_ANGLE wide so that it shows and its label
 * does not sit on its neighbour's; the labels, the legend and the table give the exact numbers.
 */
export function ReportsFeelingsChart({ review }: { review: AdminOverview['review'] }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const categories = FEELINGS.map((feeling) => ({
    feeling,
    key: feeling.overviewKey,
    label: localize(OVERVIEW_CATEGORY_LABELS[feeling.overviewKey], format.language),
    count: review[feeling.overviewKey],
  }));

  return (
    <ReportsChartCard
      title={t('adminReports.feelingsTitle')}
      description={t('adminReports.feelingsDescription')}
      summary={t('adminReports.feelingsSummary', {
        total: format.number(review.total),
        parts: categories.map((c) => `${c.label} ${format.number(c.count)}`).join(', '),
      })}
      chart={
        review.total === 0 ? (
          <Center h={200}>
            <Text c="dimmed">{t('adminReports.feelingsEmpty')}</Text>
          </Center>
        ) : (
          <Center>
            <PieChart
              data={categories.filter((c) => c.count > 0).map((c) => ({ name: c.label, value: c.count, color: c.feeling.color }))}
              size={200}
              strokeWidth={1}
              pieProps={{ minAngle: MIN_SLICE_ANGLE }}
              withLabels
              labelsPosition="outside"
              labelsType="value"
              // The default (dimmed) is too faint for 12 px text on the card.
              labelColor="var(--mantine-color-text)"
              withTooltip
              tooltipDataSource="segment"
              valueFormatter={format.number}
              accessibilityLayer={false}
            />
          </Center>
        )
      }
      footer={
        <Stack component="ul" gap={6} my={0} mx="auto" p={0} w="100%" maw={360} style={{ listStyle: 'none' }} aria-label={t('adminReports.feelingsTitle')}>
          {[...categories].reverse().map((c) => (
            <Group component="li" key={c.key} gap="xs" wrap="nowrap">
              <FeelingFace feeling={c.feeling} />
              <Text size="sm" style={{ flex: 1 }}>
                {c.label}
              </Text>
              <Text size="sm" fw={700} ta="right" miw={40}>
                {format.number(c.count)}
              </Text>
              <Text size="sm" c="dimmed" w={56} ta="right">
                {format.percent(c.count, review.total)}
              </Text>
            </Group>
          ))}
        </Stack>
      }
      table={{
        headers: [t('adminReports.category'), t('adminReports.reviews'), t('adminReports.share')],
        rows: [...categories].reverse().map((c) => ({ key: c.key, cells: [c.label, format.number(c.count), format.percent(c.count, review.total)] })),
      }}
    />
  );
}
