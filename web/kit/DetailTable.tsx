// A read-only record as label / value rows, the body of every detail page.
import type { ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

export function DetailTable({ rows, ariaLabel }: { rows: readonly DetailRow[]; ariaLabel?: string }) {
  return (
    <HTMLTable className="twb-detail-table" bordered aria-label={ariaLabel}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
