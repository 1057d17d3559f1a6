// The pieces both list tables (DataList, PagedDataList) draw: the sortable header name and a content cell.
import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { Classes } from '@blueprintjs/core';
import { Cell } from '@blueprintjs/table';
import { t } from '../../core/i18n';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
/** The table package does not export its class names; these are its header's (`${Classes.getClassNamespace()}-table-...`). */
const TABLE = `${Classes.getClassNamespace()}-table`;
const HEADER_CELL = `${TABLE}-column-header-cell`;
const HEADER_ROW = `${TABLE}-column-header-tr`;
const HEADERS = `${TABLE}-column-headers`;

/**
 * Blueprint's table draws its header as plain divs and takes no attributes for them, so the header of a sortable
 * list gets its roles here, from inside: the header row becomes a row of column headers in a table of headers,
 * and the sort order is announced on the column header (aria-sort belongs there, not on the button inside it).
 * Runs on every render of the button, so a new order moves the attribute with it.
 */
function markHeader(button: HTMLElement | null, state: 'asc' | 'desc' | null): void {
  const cell = button?.closest(`.${HEADER_CELL}`);
  const row = cell?.closest(`.${HEADER_ROW}`);
  const headers = row?.closest(`.${HEADERS}`);
  if (!cell || !row || !headers) return;
  if (headers.getAttribute('role') !== 'table') {
    headers.setAttribute('role', 'table');
    headers.setAttribute('aria-label', t('list.columnHeaders'));
  }
  row.setAttribute('role', 'row');
  for (const sibling of row.querySelectorAll(`:scope > .${HEADER_CELL}`)) {
    if (!sibling.hasAttribute('role')) sibling.setAttribute('role', 'columnheader');
  }
  cell.setAttribute('aria-sort', state ? ARIA_SORT[state] : 'none');
}

export function SortHeaderButton({ label, state, onClick }: { label: string; state: 'asc' | 'desc' | null; onClick: () => void }) {
  const icon = state === 'asc' ? 'sort-asc' : state === 'desc' ? 'sort-desc' : 'double-caret-vertical';
  return (
    <Button
      ref={(button) => markHeader(button, state)}
      variant="minimal"
      size="small"
      className="twb-data-list__sort"
      endIcon={icon}
      text={label}
      onClick={onClick}
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
