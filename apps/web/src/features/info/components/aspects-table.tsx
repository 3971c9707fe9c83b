import { useId } from 'react';
import { Table } from '@mantine/core';
import { ASPECTS } from '@suara/domain';
import { aspectTableColumns } from '../content/faq';
import classes from './info.module.css';

/**
 * The 13 review aspects from @suara/domain, always in both languages:
 * Aspect | Description (English) | Aspek | Penerangan (Bahasa Malaysia).
 * Each cell carries its own `lang` so screen readers switch voices. On a
 * narrow screen the table scrolls sideways inside a focusable region.
 */
export function AspectsTable({ caption }: { caption: string }) {
  const captionId = useId();

  return (
    <div
      className={classes.tableRegion}
      role="region"
      aria-labelledby={captionId}
      // Keyboard users can scroll the region when the table is wider than the screen.
      tabIndex={0}
    >
      <Table className={classes.table} captionSide="top" withTableBorder withColumnBorders striped verticalSpacing="sm">
        <Table.Caption id={captionId} className={classes.caption}>
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {aspectTableColumns.map((column) => (
              <Table.Th key={column.text} scope="col" lang={column.lang}>
                {column.text}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ASPECTS.map((aspect) => (
            <Table.Tr key={aspect.key}>
              <Table.Th scope="row" lang="en">
                {aspect.title}
              </Table.Th>
              <Table.Td lang="en">{aspect.descriptionEn}</Table.Td>
              <Table.Td lang="ms" fw={600}>
                {aspect.titleMs}
              </Table.Td>
              <Table.Td lang="ms">{aspect.descriptionMs}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
