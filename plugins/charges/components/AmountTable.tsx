// A small table of figures inside a card or section (a destination's departments, a member's lines, a destination's
// invoices): amounts right-aligned with thousands separators, and an optional total row. The long lists use the kit's
// DataList and PagedDataList instead.
import type { ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';
import { formatNumber } from '../../../web/kit';

export interface AmountColumn<Row> {
  id: string;
  label: string;
  /** A number is shown with separators and right-aligned; anything else as given. */
  value: (row: Row) => ReactNode;
  numeric?: boolean;
}

export interface AmountTableProps<Row> {
  label: string;
  columns: readonly AmountColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The total row: its label (under the first column) and the cells by column id. */
  total?: { label: string; cells: Readonly<Record<string, ReactNode>> };
}

const cell = (value: ReactNode): ReactNode => (typeof value === 'number' ? formatNumber(value) : value);

export function AmountTable<Row>({ label, columns, rows, rowKey, total }: AmountTableProps<Row>) {
  const align = (column: AmountColumn<Row>) => (column.numeric ? 'twb-charge-table__number' : undefined);
  return (
    <HTMLTable className="twb-charge-table" compact striped aria-label={label}>
      <thead>
        <tr>{columns.map((column) => <th key={column.id} scope="col" className={align(column)}>{column.label}</th>)}</tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>{columns.map((column) => <td key={column.id} className={align(column)}>{cell(column.value(row))}</td>)}</tr>
        ))}
      </tbody>
      {total && (
        <tfoot>
          <tr>
            {columns.map((column, index) => (
              index === 0
                ? <th key={column.id} scope="row">{total.label}</th>
                : <td key={column.id} className={align(column)}>{cell(total.cells[column.id] ?? '')}</td>
            ))}
          </tr>
        </tfoot>
      )}
    </HTMLTable>
  );
}
