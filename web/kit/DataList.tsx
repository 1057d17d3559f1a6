// A list of records: sortable column headers, a "from - to / total" counter and the spec's "0 / 0" when
// there is nothing to show, an optional column chooser. Generic over the row type; pages declare columns. A failed
// load is told as such (PagedDataList does the same): the failure and 再読み込み, or the earlier rows under a warning.
import { useMemo, useState, type ReactNode } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { ListTable, useListColumns, type ListTableColumn } from './ListTable';
import { LIST_NO_DATA_TEXT } from '../../core/domain/constants';
import { t } from '../../core/i18n';
import { nextSort, sortRows, type SortState, type SortValue } from './data-list-sort';
import { LoadFailedState, StaleDataCallout, loadFailed, type LoadState } from './LoadFailure';

export interface DataColumn<Row> {
  id: string;
  label: string;
  /** Width in pixels; absent columns share the rest. */
  width?: number;
  /** How to show the cell; a text that may not fit ends in an ellipsis, the whole of it in the cell's title. */
  render: (row: Row) => ReactNode;
  /** Present on sortable columns: the value compared when sorting on the client. */
  sortValue?: (row: Row) => SortValue;
  /** Amounts, counts and rates: aligned right. */
  numeric?: boolean;
  /** The column that names the row (default: the first): it stays in view, it cannot be hidden. */
  identifying?: boolean;
  text?: ListTableColumn<Row>['text'];
  fits?: ListTableColumn<Row>['fits'];
  /** What gives way in a narrow window: 'key' (a status) never does, 'detail' first, then 'normal' (the default). */
  priority?: ListTableColumn<Row>['priority'];
  /** The row's action buttons: always shown, pinned to the right while the table scrolls sideways. */
  action?: boolean;
}

export interface DataListProps<Row> {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  /**
   * Controlled sort: the caller re-queries the server (spec lists sort by sort/sortOrder parameters).
   * When absent, sortable columns sort the given rows on the client.
   */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Total matching records when the rows are one page of a larger result. */
  total?: number;
  /** Offset of the first row in the whole result (paging). */
  offset?: number;
  loading?: boolean;
  /** The load behind the rows (useLoadedData's answer): after a failure the list says so and offers 再読み込み. */
  load?: LoadState;
  emptyText?: string;
  rowHeight?: number;
  /** Most the scrolling table area may take in pixels; by default the height left in the window. */
  height?: number;
  ariaLabel?: string;
  /** Names this table's remembered column choice; given, the list offers a column chooser. */
  columnsKey?: string;
}

export function DataList<Row>(props: DataListProps<Row>) {
  const { rows, columns, onSortChange, loading = false, rowHeight = 28, height } = props;
  const [localSort, setLocalSort] = useState<SortState | null>(null);
  const sort = props.sort !== undefined ? props.sort : localSort;

  const shown = useMemo(() => {
    if (onSortChange || !sort) return rows;
    const column = columns.find((c) => c.id === sort.columnId);
    return column?.sortValue ? sortRows(rows, column.sortValue, sort.order) : rows;
  }, [rows, columns, sort, onSortChange]);

  const changeSort = (columnId: string) => {
    const next = nextSort(sort, columnId);
    if (onSortChange) onSortChange(next);
    else setLocalSort(next);
  };

  const tableColumns: ListTableColumn<Row>[] = columns.map((column) => ({
    id: column.id,
    label: column.label,
    width: column.width,
    render: column.render,
    numeric: column.numeric,
    identifying: column.identifying,
    text: column.text,
    fits: column.fits,
    priority: column.priority,
    action: column.action,
    sort: column.sortValue || onSortChange
      ? { state: sort?.columnId === column.id ? sort.order : null, onClick: () => changeSort(column.id) }
      : undefined,
  }));
  const { visible, chooser, onRoom } = useListColumns(tableColumns, props.columnsKey);

  const total = props.total ?? rows.length;
  const offset = props.offset ?? 0;
  // The reload button spins while the list itself is loading again.
  const failedLoad = props.load && loadFailed(props.load) ? { ...props.load, loading: loading || props.load.loading === true } : null;
  const failedEmpty = failedLoad !== null && rows.length === 0;
  const counter = failedEmpty
    ? ''
    : total === 0
    ? LIST_NO_DATA_TEXT
    : t('common.count', { from: offset + 1, to: offset + rows.length, total });

  return (
    <div className="twb-data-list" aria-label={props.ariaLabel} aria-busy={loading}>
      <div className="twb-data-list__top">
        {chooser}
        <div className="twb-data-list__counter" aria-live="polite">{counter}</div>
      </div>
      {failedLoad && !failedEmpty && <StaleDataCallout load={failedLoad} message={t('list.loadFailedStale')} />}
      {failedLoad && failedEmpty ? (
        <LoadFailedState className="twb-data-list__empty" load={failedLoad} message={t('list.loadFailed')} />
      ) : rows.length === 0 && !loading ? (
        <NonIdealState className="twb-data-list__empty" icon="search" description={props.emptyText ?? t('search.noMatch')} />
      ) : (
        <ListTable rows={shown} rowKey={(_row, index) => String(index)} columns={visible} rowHeight={rowHeight} height={height} onRoom={onRoom} />
      )}
    </div>
  );
}
