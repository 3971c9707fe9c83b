import { Table, Text } from '@mantine/core';

/** A table's one row when it has none: what the empty table means, across every column. */
export function EmptyTableRow({ columns, text }: { columns: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="gray.7" ta="center" py="md">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
