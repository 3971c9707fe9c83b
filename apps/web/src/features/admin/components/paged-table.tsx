import { ActionIcon, Alert, Button, Group, NativeSelect, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { DEFAULT_TABLE_PAGE_SIZE, TABLE_PAGE_SIZES, type TablePageSize } from '@suara/domain';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import classes from './paged-table.module.css';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { LOCALES, numberFormat } from '../../../lib/intl-formats';

/*
 * The generic paged table (spec §2, §9): 5 (default), 10, 25 or All rows per page, previous/next
 * and 'x–y of n'. The caller fetches the page (server paging); the table owns the layout: a
 * dense table with a sticky header in a box that scrolls sideways (the first column, and on wider
 * screens the last, kept in view: paged-table.module.css), skeleton rows while loading, the error
 * with a retry, and the empty text.
 */

export type PagedTableColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers read right-aligned. */
  numeric?: boolean;
};

export type PagedTableProps<Row> = {
  /** The table's accessible name (its caption). */
  label: string;
  columns: PagedTableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Undefined until the first page arrives. */
  rows: Row[] | undefined;
  total: number;
  page: number;
  pageSize: TablePageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: TablePageSize) => void;
  isError: boolean;
  /** Another page is on its way while this one still shows. */
  isFetching?: boolean;
  onRetry: () => void;
  emptyText: string;
  /** Rows to set apart (e.g. the reader's own). */
  highlightRow?: (row: Row) => boolean;
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
  /** Above this height the body scrolls under the sticky header. */
  maxHeight?: number;
  /** Shown under the table, e.g. why 'All' stopped short. */
  note?: ReactNode;
};

/** Page and page size of one table; a new page size starts again at page 1. */
export function usePagedTableState(initialPageSize: TablePageSize = DEFAULT_TABLE_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<TablePageSize>(initialPageSize);
  const setPageSize = (next: TablePageSize) => {
    setPageSizeState(next);
    setPage(1);
  };
  return { page, pageSize, setPage, setPageSize };
}

const parsePageSize = (value: string): TablePageSize => TABLE_PAGE_SIZES.find((size) => String(size) === value) ?? DEFAULT_TABLE_PAGE_SIZE;

/** First and last row numbers shown ('6–10 of 12'); 0–0 when there is nothing. */
export function pageRange(page: number, pageSize: TablePageSize, shown: number) {
  if (shown === 0) return { from: 0, to: 0 };
  const from = pageSize === 'all' ? 1 : (page - 1) * pageSize + 1;
  return { from, to: from + shown - 1 };
}

export function lastPage(pageSize: TablePageSize, total: number) {
  return pageSize === 'all' ? 1 : Math.max(1, Math.ceil(total / pageSize));
}

export function PagedTable<Row>(props: PagedTableProps<Row>) {
  const { label, columns, rowKey, rows, total, page, pageSize, onPageChange, onPageSizeChange, isError, onRetry, emptyText } = props;
  const { t } = useTranslation();
  const { language } = useLanguage();
  const sizeId = useId();
  const numbers = numberFormat(LOCALES[language]);
  const last = lastPage(pageSize, total);

  // A page emptied by a change elsewhere (the last row moved to the other table): go back to the last real page.
  const emptiedPage = rows !== undefined && rows.length === 0 && page > last;
  useEffect(() => {
    if (emptiedPage) onPageChange(last);
  }, [emptiedPage, last, onPageChange]);

  if (isError && rows === undefined) {
    return (
      <Alert color="red" variant="light">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('adminPeople.table.loadFailed')}</Text>
          <Button variant="default" size="sm" onClick={onRetry}>
            {t('adminPeople.table.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { from, to } = pageRange(page, pageSize, rows?.length ?? 0);
  const skeletonRows = Math.min(pageSize === 'all' ? DEFAULT_TABLE_PAGE_SIZE : pageSize, DEFAULT_TABLE_PAGE_SIZE);

  return (
    <Stack gap="xs">
      <Table.ScrollContainer
        type="native"
        minWidth={props.minWidth ?? 900}
        maxHeight={props.maxHeight ?? 480}
        // Scrollable regions must be reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        <Table
          stickyHeader
          striped
          highlightOnHover
          verticalSpacing={6}
          horizontalSpacing="xs"
          fz="sm"
          className={classes.table}
          aria-busy={rows === undefined || props.isFetching}
        >
          <VisuallyHidden component="caption">{label}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col" ta={column.numeric ? 'right' : undefined}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows === undefined
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  <Table.Tr key={index} aria-hidden="true">
                    {columns.map((column) => (
                      <Table.Td key={column.key}>
                        <Skeleton height={14} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : rows.map((row) => {
                  const highlighted = props.highlightRow?.(row) ?? false;
                  return (
                    <Table.Tr key={rowKey(row)} bg={highlighted ? 'transit.0' : undefined} data-highlighted={highlighted || undefined}>
                      {columns.map((column) => (
                        <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined}>
                          {column.cell(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
            {rows?.length === 0 ? <EmptyTableRow columns={columns.length} text={emptyText} /> : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows === undefined ? (
        <VisuallyHidden role="status">{t('adminPeople.table.loading')}</VisuallyHidden>
      ) : null}
      {isError ? (
        <Group gap="sm">
          <Text size="sm" c="red.8">
            {t('adminPeople.table.loadFailed')}
          </Text>
          <Button variant="default" size="xs" onClick={onRetry}>
            {t('adminPeople.table.retry')}
          </Button>
        </Group>
      ) : null}
      {props.note}
      <Group justify="flex-end" gap="md" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Text component="label" htmlFor={sizeId} size="sm">
            {t('adminPeople.table.rowsPerPage')}
          </Text>
          <NativeSelect
            id={sizeId}
            size="xs"
            value={String(pageSize)}
            onChange={(event) => onPageSizeChange(parsePageSize(event.currentTarget.value))}
            data={TABLE_PAGE_SIZES.map((size) => ({ value: String(size), label: size === 'all' ? t('adminPeople.table.all') : String(size) }))}
          />
        </Group>
        <Text size="sm" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          {t('adminPeople.table.range', { from: numbers.format(from), to: numbers.format(to), total: numbers.format(total) })}
        </Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('adminPeople.table.previous')}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('adminPeople.table.next')}
            disabled={page >= last}
            onClick={() => onPageChange(page + 1)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Stack>
  );
}
