import { Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

type InsightsSectionProps = {
  title: string;
  description?: ReactNode;
  /** Beside the title on wide screens, under it on a phone (the section's CSV link, a control). */
  actions?: ReactNode;
  children: ReactNode;
};

/** One part of a scorecard page: a card with its heading (h2), a line on what it shows, and its content. */
export function InsightsSection({ title, description, actions, children }: InsightsSectionProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h3" id={titleId}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed" maw="75ch">
                {description}
              </Text>
            ) : null}
          </div>
          {actions ? (
            <Group gap="xs" wrap="wrap">
              {actions}
            </Group>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** A table behind a 'Show as table' button (the button says whether it is open, and which box it opens). */
export function TableToggle({ labels, children }: { labels?: { show: string; hide: string }; children: ReactNode }) {
  const { t } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <Stack gap="sm">
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          // Long labels wrap on a phone rather than run out of the card.
          h="auto"
          py={4}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
          leftSection={<IconTable size={16} aria-hidden="true" />}
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? (labels?.hide ?? t('insights.hideTable')) : (labels?.show ?? t('insights.showTable'))}
        </Button>
      </Group>
      <Box id={tableId} hidden={!showTable}>
        {children}
      </Box>
    </Stack>
  );
}

type ChartWithTableProps = {
  /** What the chart shows, numbers included, for people who cannot see it: the image's name. */
  summary: string;
  chart: ReactNode;
  /** Under the chart: its key. */
  legend?: ReactNode;
  /** The chart's numbers. */
  table: ReactNode;
};

/**
 * A chart and its numbers as a table behind 'Show as table' (DESIGN.md: every chart has its numbers
 * in a table a click away). The drawing is one image named by the summary.
 */
export function ChartWithTable({ summary, chart, legend, table }: ChartWithTableProps) {
  return (
    <Stack gap="sm">
      <Box role="img" aria-label={summary}>
        {chart}
      </Box>
      {legend}
      <TableToggle>{table}</TableToggle>
    </Stack>
  );
}
