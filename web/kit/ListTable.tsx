// The table both kit lists draw: a plain HTML table in a scroll box that fills the height left in the window,
// a header and an identifying first column that stay in view (CSS position: sticky, drawn once by the browser
// instead of a second copy in a frozen quadrant), and a column chooser remembered per table.
import { memo, startTransition, useLayoutEffect, useMemo, useState, type ReactNode, type UIEvent } from 'react';
import { Button, Checkbox, Popover } from '@blueprintjs/core';
import { t } from '../../core/i18n';
import { SortHeaderButton } from './table-cells';
import { useColumnChoice } from './use-column-choice';

export interface ListTableColumn<Row> {
  id: string;
  label: string;
  width?: number;
  render: (row: Row) => ReactNode;
  numeric?: boolean;
  /** The column that names the row; it and the columns before it stay in view. Default: the first. */
  identifying?: boolean;
  /** Present when the header sorts: the current order of this column (null when another column sorts). */
  sort?: { state: 'asc' | 'desc' | null; onClick: () => void };
}

export interface ListTableSelect<Row> {
  headerCheck: ReactNode;
  cell: (row: Row) => ReactNode;
}

export interface ListTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  columns: readonly ListTableColumn<Row>[];
  select?: ListTableSelect<Row>;
  rowHeight: number;
  /** Upper bound of the scroll box in pixels; by default it takes the height left below it in the window. */
  height?: number;
}

/** Columns without a width are given this much room before the table scrolls sideways. */
const DEFAULT_COLUMN_WIDTH = 120;
const SELECT_COLUMN_WIDTH = 40;
/** Longer lists draw only the rows in view (plus a margin): a 500-row page is 7,000 cells otherwise. */
const WINDOW_FROM_ROWS = 120;
const OVERSCAN_ROWS = 20;
/** The drawn rows move in steps of this many, so most scroll events change nothing React has to draw. */
const WINDOW_STEP_ROWS = 10;
/** Room kept under the box for the pager and the page's bottom padding. */
const BOTTOM_RESERVE = 64;
const MIN_HEIGHT = 200;

/** The height the box may take: from its top to the bottom of the window, never less than a few rows. */
function useFillHeight(cap: number | undefined): [(element: HTMLDivElement | null) => void, number | undefined] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [fill, setFill] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      // Measured against the document, not the viewport, so the page's own scroll position does not shrink it.
      const top = element.getBoundingClientRect().top + window.scrollY;
      const available = Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_RESERVE));
      setFill(cap !== undefined ? Math.min(cap, available) : available);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [element, cap]);
  return [setElement, fill];
}

/** Index of the column that names the row. */
function identifyingIndex(columns: readonly { identifying?: boolean }[]): number {
  return Math.max(0, columns.findIndex((column) => column.identifying));
}

function ColumnChooser<Row>({ columns, shown, toggle, reset }: {
  columns: readonly ListTableColumn<Row>[];
  shown: (id: string) => boolean;
  toggle: (id: string) => void;
  reset: () => void;
}) {
  const fixed = identifyingIndex(columns);
  const content = (
    <div className="twb-column-chooser" role="group" aria-label={t('list.columns.label')}>
      {columns.map((column, index) => (
        <Checkbox
          key={column.id}
          className="twb-column-chooser__option"
          label={column.label}
          checked={index === fixed || shown(column.id)}
          // The identifying column names the row: hiding it would leave rows nobody can tell apart.
          disabled={index === fixed}
          onChange={() => toggle(column.id)}
        />
      ))}
      <Button variant="minimal" size="small" text={t('list.columns.reset')} onClick={reset} />
    </div>
  );
  return (
    <Popover content={content} placement="bottom-end">
      <Button variant="minimal" size="small" icon="column-layout" text={t('list.columns.button')} className="twb-column-chooser__button" />
    </Popover>
  );
}

/** The chooser button for a list's top bar, and the columns the table shows. */
export function useListColumns<Row>(columns: readonly ListTableColumn<Row>[], columnsKey: string | undefined) {
  const choice = useColumnChoice(columnsKey, columns.map((c) => c.id));
  const fixed = identifyingIndex(columns);
  const visible = columns.filter((column, index) => index === fixed || choice.shown(column.id));
  const chooser = columnsKey ? <ColumnChooser columns={columns} shown={choice.shown} toggle={choice.toggle} reset={choice.reset} /> : null;
  return { visible, chooser };
}

/** The rows to draw: all of a short list, else those in view; with the empty space above and below them. */
function useRowWindow(count: number, rowHeight: number, viewHeight: number | undefined) {
  const [step, setStep] = useState(0);
  const windowed = count > WINDOW_FROM_ROWS;
  const top = step * WINDOW_STEP_ROWS;
  const first = windowed ? Math.max(0, top - OVERSCAN_ROWS) : 0;
  const last = windowed ? Math.min(count, top + Math.ceil((viewHeight ?? 800) / rowHeight) + WINDOW_STEP_ROWS + OVERSCAN_ROWS) : count;
  return {
    first,
    last,
    before: first * rowHeight,
    after: (count - last) * rowHeight,
    // Setting the same step again renders nothing. A transition: React draws the rows coming into view in slices
    // between frames instead of one task (the first steps after a page opens, before the browser has optimised the
    // drawing code, took 50-75 ms each: long tasks); the overscan covers the rows meanwhile.
    onScroll: windowed
      ? (event: UIEvent<HTMLDivElement>) => {
        const next = Math.floor(event.currentTarget.scrollTop / (rowHeight * WINDOW_STEP_ROWS));
        startTransition(() => setStep(next));
      }
      : undefined,
  };
}

interface RowLayout {
  stuck: number;
  lefts: readonly number[];
}

function cellClass(layout: RowLayout, index: number, numeric: boolean | undefined): string | undefined {
  const names = [index <= layout.stuck ? 'twb-list-table__sticky' : '', index === layout.stuck ? 'twb-list-table__id' : '', numeric ? 'twb-cell--numeric' : ''];
  return names.filter(Boolean).join(' ') || undefined;
}

const cellStyle = (layout: RowLayout, index: number) => (index <= layout.stuck ? { left: layout.lefts[index] } : undefined);

/** One body row; unchanged rows are not drawn again when the window moves. */
// Marked pure: a top-level call would keep this module (and the popover it imports) in every chunk reaching the kit.
const ListRow = /* @__PURE__ */ memo(function ListRow<Row>({ row, columns, select, layout }: {
  row: Row;
  columns: readonly ListTableColumn<Row>[];
  select: ListTableSelect<Row> | undefined;
  layout: RowLayout;
}) {
  return (
    <tr>
      {select && <td className="twb-list-table__select twb-list-table__sticky" style={{ left: 0 }}>{select.cell(row)}</td>}
      {columns.map((column, index) => {
        const content = column.render(row);
        const text = typeof content === 'string' ? content : undefined;
        return (
          <td key={column.id} data-column={column.id} title={text} className={cellClass(layout, index, column.numeric)} style={cellStyle(layout, index)}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}) as <Row>(props: { row: Row; columns: readonly ListTableColumn<Row>[]; select: ListTableSelect<Row> | undefined; layout: RowLayout }) => React.JSX.Element;

export function ListTable<Row>({ rows, rowKey, columns, select, rowHeight, height }: ListTableProps<Row>) {
  const [boxRef, maxHeight] = useFillHeight(height);
  const span = useRowWindow(rows.length, rowHeight, maxHeight);
  const widthOf = (column: ListTableColumn<Row>) => column.width ?? DEFAULT_COLUMN_WIDTH;
  const minWidth = columns.reduce((sum, column) => sum + widthOf(column), select ? SELECT_COLUMN_WIDTH : 0);
  // The checkbox column and the data columns up to the identifying one stay at the left edge while the rest
  // scrolls under them; each sits after the ones before it, so they get fixed widths.
  const stuck = identifyingIndex(columns);
  const hasSelect = select !== undefined;
  const layout = useMemo<RowLayout>(() => {
    const lefts: number[] = [];
    columns.slice(0, stuck + 1).reduce((left, column, index) => {
      lefts[index] = left;
      return left + (column.width ?? DEFAULT_COLUMN_WIDTH);
    }, hasSelect ? SELECT_COLUMN_WIDTH : 0);
    return { stuck, lefts };
  }, [columns, stuck, hasSelect]);
  const ariaSort = (state: 'asc' | 'desc' | null | undefined) =>
    state === 'asc' ? 'ascending' : state === 'desc' ? 'descending' : state === null ? 'none' : undefined;

  return (
    <div
      ref={boxRef}
      className="twb-data-list__table twb-list-table"
      style={{ maxHeight, ['--twb-row-height' as string]: `${rowHeight}px` }}
      // Keyboard users can scroll the box sideways and down.
      tabIndex={0}
      onScroll={span.onScroll}
    >
      <table className="twb-list-table__table" style={{ minWidth }}>
        <colgroup>
          {select && <col style={{ width: SELECT_COLUMN_WIDTH }} />}
          {columns.map((column, index) => (
            <col key={column.id} style={column.width || index <= stuck ? { width: widthOf(column) } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {select && <th scope="col" className="twb-list-table__select twb-list-table__sticky" style={{ left: 0 }}>{select.headerCheck}</th>}
            {columns.map((column, index) => (
              <th
                key={column.id}
                scope="col"
                data-column={column.id}
                aria-sort={ariaSort(column.sort?.state)}
                className={cellClass(layout, index, column.numeric)}
                style={cellStyle(layout, index)}
              >
                {column.sort ? <SortHeaderButton label={column.label} state={column.sort.state} onClick={column.sort.onClick} /> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {span.before > 0 && <tr aria-hidden="true" className="twb-list-table__spacer" style={{ height: span.before }} />}
          {rows.slice(span.first, span.last).map((row, index) => (
            <ListRow key={rowKey(row, span.first + index)} row={row} columns={columns} select={select} layout={layout} />
          ))}
          {span.after > 0 && <tr aria-hidden="true" className="twb-list-table__spacer" style={{ height: span.after }} />}
        </tbody>
      </table>
    </div>
  );
}
