// A server-paged list (one page of rows in a plain table): sortable column headers that ask the server to
// re-sort, an optional checkbox column for bulk actions, the "from - to / total" counter ("0 / 0" when
// empty), the no-match message, a column chooser, and page buttons. A failed load is told as such, never as an
// empty result: with no rows yet, the failure and 再読み込み; with rows of an earlier load, those rows under a warning.
import { useMemo, useRef, type ReactNode } from 'react';
import { Button, ButtonGroup, NonIdealState } from '@blueprintjs/core';
import { ListTable, useListColumns, type ListTableColumn } from './ListTable';
import { RowCheckbox } from './RowCheckbox';
import { SELECT_COLUMN_WIDTH } from './column-width';
import { LIST_NO_DATA_TEXT } from '../../core/domain/constants';
import { t } from '../../core/i18n';
import { nextSort, type SortState } from './data-list-sort';
import { formatNumber } from './format';
import { LoadFailedState, StaleDataCallout, loadFailed, type LoadState } from './LoadFailure';
import type { RowSelection } from './use-row-selection';

export interface PagedColumn<Row> {
  /** Also the sort key sent to the server when the column is sortable. */
  id: string;
  label: string;
  width?: number;
  render: (row: Row) => ReactNode;
  sortable?: boolean;
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

export interface PagedSelection<Row> {
  selection: RowSelection;
  /** A short name of the row for the checkbox's accessible label. */
  rowLabel: (row: Row) => string;
  /** Rows that may not be chosen (e.g. already deleted) show no checkbox. */
  selectable?: (row: Row) => boolean;
}

export interface PagedDataListProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly PagedColumn<Row>[];
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  /** Total matching records on the server. */
  total: number;
  /** 1-based page and page size. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  select?: PagedSelection<Row>;
  loading?: boolean;
  /** The load behind the rows (useLoadedData's answer): after a failure the list says so and offers 再読み込み. */
  load?: LoadState;
  emptyText?: string;
  rowHeight?: number;
  /**
   * Most the scrolling table area may take in pixels; by default the height left in the window. The first
   * column (and the checkbox column) stays in view while scrolling sideways.
   */
  height?: number;
  ariaLabel?: string;
  /** Names this table's remembered column choice; given, the list offers a column chooser. */
  columnsKey?: string;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** First, previous, "page x / y", next and last: the page buttons under a paged list. */
export function ListPager({ page, pageCount, onChange }: { page: number; pageCount: number; onChange: (page: number) => void }) {
  return (
    <nav className="twb-pager" aria-label={t('list.pager')}>
      <ButtonGroup>
        <Button icon="double-chevron-left" aria-label={t('list.firstPage')} disabled={page <= 1} onClick={() => onChange(1)} />
        <Button icon="chevron-left" aria-label={t('list.previousPage')} disabled={page <= 1} onClick={() => onChange(page - 1)} />
      </ButtonGroup>
      <span className="twb-pager__current" aria-current="page">{t('list.pageOf', { page, count: pageCount })}</span>
      <ButtonGroup>
        <Button icon="chevron-right" aria-label={t('list.nextPage')} disabled={page >= pageCount} onClick={() => onChange(page + 1)} />
        <Button icon="double-chevron-right" aria-label={t('list.lastPage')} disabled={page >= pageCount} onClick={() => onChange(pageCount)} />
      </ButtonGroup>
    </nav>
  );
}

export function PagedDataList<Row>(props: PagedDataListProps<Row>) {
  const { rows, rowKey, columns, sort, onSortChange, total, page, pageSize, onPageChange, select, loading = false } = props;
  const rowHeight = props.rowHeight ?? 30;
  // Header cells may be drawn from an earlier render; a click always sorts from the current state.
  const sortRef = useRef(sort);
  sortRef.current = sort;
  const offset = (page - 1) * pageSize;
  const pageCount = pageCountOf(total, pageSize);

  const selectableKeys = useMemo(
    () => (select ? rows.filter((row) => select.selectable?.(row) ?? true).map(rowKey) : []),
    [rows, rowKey, select],
  );
  const pageState = select ? select.selection.stateOf(selectableKeys) : 'none';

  // The reload button spins while the list itself is loading again.
  const failedLoad = props.load && loadFailed(props.load) ? { ...props.load, loading: loading || props.load.loading === true } : null;
  const failedEmpty = failedLoad !== null && rows.length === 0;
  // Before the first answer, or after a failed one, there is nothing to count: "0 / 0" would claim an empty result.
  const pastEnd = !failedLoad && rows.length === 0 && !loading && total > 0 && page > pageCount;
  const counter = failedEmpty
    ? ''
    : loading && rows.length === 0
    ? t('common.loading')
    : pastEnd
    ? t('list.totalOnly', { total: formatNumber(total) })
    : total === 0 || rows.length === 0
    ? LIST_NO_DATA_TEXT
    : t('common.count', { from: formatNumber(offset + 1), to: formatNumber(offset + rows.length), total: formatNumber(total) });

  const tableSelect = select
    ? {
        headerCheck: (
          <RowCheckbox
            aria-label={t('list.selectPage')}
            checked={pageState === 'all' && selectableKeys.length > 0}
            indeterminate={pageState === 'some'}
            disabled={selectableKeys.length === 0}
            onChange={() => select.selection.setMany(selectableKeys, pageState !== 'all')}
          />
        ),
        cell: (row: Row) => {
          const key = rowKey(row);
          const canSelect = select.selectable?.(row) ?? true;
          return canSelect ? (
            <RowCheckbox
              aria-label={t('list.selectRow', { name: select.rowLabel(row) })}
              checked={select.selection.isSelected(key)}
              onChange={() => select.selection.toggle(key)}
            />
          ) : null;
        },
      }
    : undefined;

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
    sort: column.sortable
      ? { state: sort.columnId === column.id ? sort.order : null, onClick: () => onSortChange(nextSort(sortRef.current, column.id)) }
      : undefined,
  }));
  const { visible, chooser, onRoom } = useListColumns(tableColumns, props.columnsKey, select ? SELECT_COLUMN_WIDTH : 0);

  return (
    <div className="twb-data-list twb-paged-list" aria-label={props.ariaLabel} aria-busy={loading}>
      <div className="twb-paged-list__top twb-data-list__top">
        {chooser}
        <div className="twb-data-list__counter" aria-live="polite">{counter}</div>
      </div>
      {failedLoad && !failedEmpty && <StaleDataCallout load={failedLoad} message={t('list.loadFailedStale')} />}
      {failedLoad && failedEmpty ? (
        <LoadFailedState className="twb-data-list__empty" load={failedLoad} message={t('list.loadFailed')} />
      ) : pastEnd ? (
        // A bookmarked or typed page past the end (?currentPage=9 of 2): say so and offer the way back.
        <NonIdealState
          className="twb-data-list__empty"
          icon="arrow-left"
          description={t('list.pastEnd', { page, count: pageCount, total: formatNumber(total) })}
          action={<Button intent="primary" text={t('list.toLastPage', { count: pageCount })} onClick={() => onPageChange(pageCount)} />}
        />
      ) : rows.length === 0 && !loading ? (
        <NonIdealState className="twb-data-list__empty" icon="search" description={props.emptyText ?? t('search.noMatch')} />
      ) : (
        <ListTable rows={rows} rowKey={(row) => rowKey(row)} columns={visible} select={tableSelect} rowHeight={rowHeight} height={props.height} onRoom={onRoom} />
      )}
      {total > pageSize && !failedEmpty && <ListPager page={page} pageCount={pageCount} onChange={onPageChange} />}
    </div>
  );
}
