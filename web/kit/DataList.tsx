// A list of records on @blueprintjs/table: sortable column headers, a "from - to / total" counter and
// the spec's "0 / 0" when there is nothing to show. Generic over the row type; pages declare columns.
import { useMemo, useState, type ReactNode } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { Column, ColumnHeaderCell, Table, TableLoadingOption } from '@blueprintjs/table';
import { SortHeaderButton, contentCell } from './table-cells';
import { LIST_NO_DATA_TEXT } from '../../core/domain/constants';
import { t } from '../../core/i18n';
import { nextSort, sortRows, type SortState, type SortValue } from './data-list-sort';

export interface DataColumn<Row> {
  id: string;
  label: string;
  /** Width in pixels; absent columns share the rest. */
  width?: number;
  /** How to show the cell; text cells are truncated with a popover of the full value. */
  render: (row: Row) => ReactNode;
  /** Present on sortable columns: the value compared when sorting on the client. */
  sortValue?: (row: Row) => SortValue;
  /** Amounts, counts and rates: aligned right. */
  numeric?: boolean;
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
  emptyText?: string;
  rowHeight?: number;
  /** Height of the scrolling table area in pixels. */
  height?: number;
  ariaLabel?: string;
}

export function DataList<Row>(props: DataListProps<Row>) {
  const { rows, columns, onSortChange, loading = false, rowHeight = 28, height = 480 } = props;
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

  const total = props.total ?? rows.length;
  const offset = props.offset ?? 0;
  const counter = total === 0 ? LIST_NO_DATA_TEXT : t('common.count', { from: offset + 1, to: offset + rows.length, total });

  return (
    <div className="twb-data-list" aria-label={props.ariaLabel} aria-busy={loading}>
      <div className="twb-data-list__counter" aria-live="polite">{counter}</div>
      {rows.length === 0 && !loading ? (
        <NonIdealState className="twb-data-list__empty" icon="search" description={props.emptyText ?? t('search.noMatch')} />
      ) : (
        <div className="twb-data-list__table" style={{ height, ['--twb-row-height' as string]: `${rowHeight}px` }}>
          <Table
            numRows={shown.length}
            defaultRowHeight={rowHeight}
            columnWidths={columns.map((c) => c.width ?? null)}
            enableRowHeader={false}
            enableColumnResizing
            enableGhostCells
            loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
            cellRendererDependencies={[shown, columns]}
          >
            {columns.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                name={column.label}
                columnHeaderCellRenderer={() => (
                  <ColumnHeaderCell
                    name={column.label}
                    nameRenderer={
                      column.sortValue || onSortChange
                        ? () => (
                            <SortHeaderButton
                              label={column.label}
                              state={sort?.columnId === column.id ? sort.order : null}
                              onClick={() => changeSort(column.id)}
                            />
                          )
                        : undefined
                    }
                  />
                )}
                cellRenderer={(rowIndex) => {
                  const content = column.render(shown[rowIndex]);
                  return contentCell(content, column.numeric);
                }}
              />
            ))}
          </Table>
        </div>
      )}
    </div>
  );
}
