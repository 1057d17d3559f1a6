// A server-paged list on @blueprintjs/table (virtualised, so thousands of rows scroll smoothly): sortable
// column headers that ask the server to re-sort, an optional checkbox column for bulk actions, the
// "from - to / total" counter ("0 / 0" when empty), the no-match message, and page buttons.
import { useMemo, useRef, type ReactNode } from 'react';
import { Button, ButtonGroup, Checkbox, NonIdealState } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, SelectionModes, Table, TableLoadingOption } from '@blueprintjs/table';
import { SortHeaderButton, contentCell } from './table-cells';
import { LIST_NO_DATA_TEXT } from '../../core/domain/constants';
import { t } from '../../core/i18n';
import { nextSort, type SortState } from './data-list-sort';
import { formatNumber } from './format';
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
  emptyText?: string;
  rowHeight?: number;
  /** Height of the scrolling table area in pixels. */
  height?: number;
  /**
   * Leading data columns that stay in view while scrolling sideways (the checkbox column stays with them). They
   * cost smoothness: the table draws frozen cells a second time in its own quadrant on every scroll step
   * (bench-member-list-render, 500 rows: about 8 long tasks a scroll with one frozen column, under 1 without).
   */
  frozenColumns?: number;
  ariaLabel?: string;
}

const SELECT_COLUMN_WIDTH = 40;

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
  const height = props.height ?? 520;
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

  // Before the first answer there is nothing to count: "0 / 0" would claim an empty result.
  const pastEnd = rows.length === 0 && !loading && total > 0 && page > pageCount;
  const counter = loading && rows.length === 0
    ? t('common.loading')
    : pastEnd
    ? t('list.totalOnly', { total: formatNumber(total) })
    : total === 0 || rows.length === 0
    ? LIST_NO_DATA_TEXT
    : t('common.count', { from: formatNumber(offset + 1), to: formatNumber(offset + rows.length), total: formatNumber(total) });

  const selectColumn = select ? (
    <Column
      key="__select"
      id="__select"
      name={t('list.select')}
      columnHeaderCellRenderer={() => (
        <ColumnHeaderCell
          name={t('list.select')}
          nameRenderer={() => (
            <Checkbox
              className="twb-data-list__check"
              aria-label={t('list.selectPage')}
              checked={pageState === 'all' && selectableKeys.length > 0}
              indeterminate={pageState === 'some'}
              disabled={selectableKeys.length === 0}
              onChange={() => select.selection.setMany(selectableKeys, pageState !== 'all')}
            />
          )}
        />
      )}
      cellRenderer={(rowIndex) => {
        const row = rows[rowIndex];
        const key = rowKey(row);
        const canSelect = select.selectable?.(row) ?? true;
        return (
          <Cell interactive>
            {canSelect && (
              <Checkbox
                className="twb-data-list__check"
                aria-label={t('list.selectRow', { name: select.rowLabel(row) })}
                checked={select.selection.isSelected(key)}
                onChange={() => select.selection.toggle(key)}
              />
            )}
          </Cell>
        );
      }}
    />
  ) : null;

  const dataColumns = columns.map((column) => (
    <Column
      key={column.id}
      id={column.id}
      name={column.label}
      columnHeaderCellRenderer={() => (
        <ColumnHeaderCell
          name={column.label}
          nameRenderer={
            column.sortable
              ? () => (
                  <SortHeaderButton
                    label={column.label}
                    state={sort.columnId === column.id ? sort.order : null}
                    onClick={() => onSortChange(nextSort(sortRef.current, column.id))}
                  />
                )
              : undefined
          }
        />
      )}
      cellRenderer={(rowIndex) => {
        const content = column.render(rows[rowIndex]);
        return contentCell(content, column.numeric);
      }}
    />
  ));

  return (
    <div className="twb-data-list twb-paged-list" aria-label={props.ariaLabel} aria-busy={loading}>
      <div className="twb-paged-list__top">
        <div className="twb-data-list__counter" aria-live="polite">{counter}</div>
      </div>
      {pastEnd ? (
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
        <div className="twb-data-list__table" style={{ height, ['--twb-row-height' as string]: `${rowHeight}px` }}>
          <Table
            // The table keeps its header cells between renders; a new sort draws them (and the scroll) afresh.
            key={`${sort.columnId}:${sort.order}`}
            numRows={rows.length}
            defaultRowHeight={rowHeight}
            columnWidths={[...(select ? [SELECT_COLUMN_WIDTH] : []), ...columns.map((c) => c.width ?? null)]}
            enableRowHeader={false}
            enableColumnResizing
            numFrozenColumns={props.frozenColumns ? props.frozenColumns + (select ? 1 : 0) : 0}
            enableFocusedCell={false}
            selectionModes={SelectionModes.NONE}
            enableGhostCells
            loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
            cellRendererDependencies={[rows, columns, select?.selection.selected]}
          >
            {selectColumn ? [selectColumn, ...dataColumns] : dataColumns}
          </Table>
        </div>
      )}
      {total > pageSize && <ListPager page={page} pageCount={pageCount} onChange={onPageChange} />}
    </div>
  );
}
