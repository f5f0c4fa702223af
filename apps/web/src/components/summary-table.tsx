import '@mantine/core/styles/Table.layer.css';
import { Table } from '@mantine/core';

/** The rows as a two-column table (header cells name each row for screen readers). */
export function SummaryTable({ rows, caption }: { rows: [string, string][]; caption: string }) {
  return (
    <Table variant="vertical" withTableBorder layout="fixed" captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%">{label}</Table.Th>
            <Table.Td fw={label.startsWith('Total') ? 700 : undefined}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
