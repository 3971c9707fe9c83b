import { Box, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** The chart's numbers: the first column names the row, the others are numbers (right-aligned). */
export type ChartTable = {
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
};

type ReportsChartCardProps = {
  title: string;
  description?: string;
  /** What the chart shows, numbers included, for people who cannot see it. */
  summary: string;
  chart: ReactNode;
  /** Under the chart: its legend or key. */
  footer?: ReactNode;
  table: ChartTable;
};

/**
 * A chart with a title, and its numbers as a table behind 'Show as table' (DESIGN.md: charts with
 * a title, axis labels and the numbers available as a table). The drawing itself is one image
 * whose name is the summary.
 */
export function ReportsChartCard({ title, description, summary, chart, footer, table }: ReportsChartCardProps) {
  const { t } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id={titleId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        <Box role="img" aria-label={summary}>
          {chart}
        </Box>
        {footer}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconTable size={16} aria-hidden />}
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? t('adminReports.hideTable') : t('adminReports.showTable')}
          </Button>
        </Group>
        <Box id={tableId} hidden={!showTable}>
          <Table.ScrollContainer minWidth={280}>
            <Table striped withTableBorder>
              <Table.Caption>{title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {table.headers.map((header, i) => (
                    <Table.Th key={header} ta={i > 0 ? 'right' : undefined} scope="col">
                      {header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row) => (
                  <Table.Tr key={row.key}>
                    {row.cells.map((cell, i) =>
                      i === 0 ? (
                        <Table.Th key={i} scope="row" fw={400}>
                          {cell}
                        </Table.Th>
                      ) : (
                        <Table.Td key={i} ta="right">
                          {cell}
                        </Table.Td>
                      ),
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Box>
      </Stack>
    </Card>
  );
}
