// The pieces both list tables (DataList, PagedDataList) draw: the sortable header name and a content cell.
import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { Cell } from '@blueprintjs/table';

export function SortHeaderButton({ label, state, onClick }: { label: string; state: 'asc' | 'desc' | null; onClick: () => void }) {
  const icon = state === 'asc' ? 'sort-asc' : state === 'desc' ? 'sort-desc' : 'double-caret-vertical';
  return (
    <Button
      variant="minimal"
      size="small"
      className="twb-data-list__sort"
      endIcon={icon}
      text={label}
      onClick={onClick}
      aria-sort={state === 'asc' ? 'ascending' : state === 'desc' ? 'descending' : 'none'}
    />
  );
}

/**
 * Text is cut with an ellipsis by the cell's own CSS and shown whole as its tooltip. (TruncatedFormat with
 * detectTruncation measured every cell and mounted a popover per cut cell: each scroll step of a 500-row page
 * recalculated style and layout for hundreds of cells.) Anything else (links, tags, checkboxes) is interactive.
 */
export function contentCell(content: ReactNode, numeric = false): React.JSX.Element {
  // Numbers (amounts, counts, rates) align right so their digits line up down the column.
  const className = numeric ? 'twb-cell--numeric' : undefined;
  return typeof content === 'string'
    ? <Cell className={className} tooltip={content}>{content}</Cell>
    : <Cell className={className} interactive>{content}</Cell>;
}
