// Sorting of list rows shared by DataList and the pages that sort on the client.
export type SortOrder = 'asc' | 'desc';

export interface SortState {
  columnId: string;
  order: SortOrder;
}

export type SortValue = string | number | boolean | null | undefined;

/** Japanese-aware comparison: numbers numerically, text by the ja collation, empty values last. */
const collator = new Intl.Collator('ja', { numeric: true });

export function compareSortValues(a: SortValue, b: SortValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => SortValue, order: SortOrder): Row[] {
  const sign = order === 'asc' ? 1 : -1;
  // Array.prototype.sort is stable, so rows that compare equal keep the server's order.
  return [...rows].sort((a, b) => sign * compareSortValues(value(a), value(b)));
}

/** Clicking the sorted column flips it; another column starts ascending. */
export function nextSort(current: SortState | null, columnId: string): SortState {
  if (current?.columnId === columnId) return { columnId, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { columnId, order: 'asc' };
}

/**
 * The header-click handler of a list the server sorts: only the columns the server can sort by (`columns`, the
 * contract's list) reach `apply`; a click on any other header changes nothing.
 */
export function serverSortChange<Column extends string>(
  columns: readonly Column[],
  apply: (column: Column, order: SortOrder) => void,
): (sort: SortState) => void {
  return (sort) => {
    if ((columns as readonly string[]).includes(sort.columnId)) apply(sort.columnId as Column, sort.order);
  };
}
