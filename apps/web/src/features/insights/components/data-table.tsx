import { Button, Stack, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { sortRows, type SortDirection, type SortValue } from '../trends';
import classes from './insights.module.css';
import { EmptyTableRow } from '../../../components/empty-table-row';

export type Column<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned (numbers). */
  numeric?: boolean;
  /** Makes the column sortable by this value (null: the row goes last). */
  sortValue?: (row: Row) => SortValue;
  /** The first click's order: biggest first for counts and scores. */
  firstDirection?: SortDirection;
};

type DataTableProps<Row> = {
  /** The table's caption and its scroll box's name. */
  label: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText: string;
  /** The order the rows come in (the server's ranking) unless a column is chosen. */
  initialSort?: { key: string; direction: SortDirection };
  minWidth?: number;
  /** Shows the caption (a chart's table names itself; a table under its own heading need not). */
  showCaption?: boolean;
  /** Shows the first rows only, with a button for the rest (a long list stays scannable). */
  limit?: number;
};

/**
 * A scorecard table: the first column names the row (a row header), numbers right-aligned, each cell
 * on one line; the table scrolls sideways inside its own box on a phone with its first column in
 * view. Sortable columns have a button in their header and say their order (aria-sort).
 */
export function DataTable<Row>({ label, columns, rows, rowKey, emptyText, initialSort, minWidth = 480, showCaption = false, limit }: DataTableProps<Row>) {
  const { t } = useTranslation();
  const [sort, setSort] = useState(initialSort ?? null);
  const [all, setAll] = useState(false);
  const sortColumn = sort ? columns.find((column) => column.key === sort.key) : undefined;
  const sorted = sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows;
  const cut = limit !== undefined && !all && sorted.length > limit;
  const shown = cut ? sorted.slice(0, limit) : sorted;

  const choose = (column: Column<Row>) =>
    setSort((current) =>
      current?.key === column.key
        ? { key: column.key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key: column.key, direction: column.firstDirection ?? 'descending' },
    );

  const header = (column: Column<Row>) => {
    if (!column.sortValue) return column.header;
    const direction = sort?.key === column.key ? sort.direction : null;
    const Arrow = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
    return (
      <UnstyledButton className={classes.sortButton} onClick={() => choose(column)}>
        {column.header}
        <Arrow size={14} aria-hidden="true" />
        {direction ? null : <VisuallyHidden>{t('insights.table.sortable')}</VisuallyHidden>}
      </UnstyledButton>
    );
  };

  const table = (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      // Scrollable regions must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      role="region"
      // Not the caption alone: the section around the table is often named the same.
      aria-label={t('insights.table.region', { name: label })}
    >
      <Table striped verticalSpacing={6} horizontalSpacing="xs" fz="sm" className={classes.table}>
        {showCaption ? <Table.Caption>{label}</Table.Caption> : <VisuallyHidden component="caption">{label}</VisuallyHidden>}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                scope="col"
                ta={column.numeric ? 'right' : undefined}
                aria-sort={column.sortValue ? (sort?.key === column.key ? sort.direction : 'none') : undefined}
              >
                {header(column)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column, i) =>
                i === 0 ? (
                  <Table.Th key={column.key} scope="row" fw={400}>
                    {column.cell(row)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined}>
                    {column.cell(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
          {shown.length === 0 ? <EmptyTableRow columns={columns.length} text={emptyText} /> : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  if (limit === undefined || sorted.length <= limit) return table;
  return (
    <Stack gap="xs" align="flex-start">
      {table}
      <Button variant="subtle" size="compact-sm" onClick={() => setAll((shownAll) => !shownAll)}>
        {cut ? t('insights.table.showAll', { count: sorted.length }) : t('insights.table.showFewer')}
      </Button>
    </Stack>
  );
}
