// The table both kit lists draw: a plain HTML table in a scroll box that fills the height left in the window,
// a header and an identifying column that stay in view (CSS position: sticky, drawn once by the browser instead of
// a second copy in a frozen quadrant), the columns that fit the box's width (column-fit.ts: statuses and actions
// always, the rest by priority) and a column chooser remembered per table.
// What scrolling costs the browser (measured in Chromium, scripts/bench-list-scroll.mjs): every sticky cell is a
// layer of its own and every clipped cell a clip of its own, both redone on each frame of a scroll. So one cell per
// row sticks (the identifying one; the action column too, but only while the kept columns are still wider than the
// box), and a cell clips its text only when the text may not fit.
import { memo, startTransition, useLayoutEffect, useState, type ReactNode, type UIEvent } from 'react';
import { Button, Checkbox, Popover } from '@blueprintjs/core';
import { t } from '../../core/i18n';
import { SortHeaderButton } from './table-cells';
import { useColumnChoice } from './use-column-choice';
import { DEFAULT_COLUMN_WIDTH, SELECT_COLUMN_WIDTH, headerWidth, mayOverflow, widthOf } from './column-width';
import { columnsWidth, fitColumns, identifyingIndex, type ColumnPriority } from './column-fit';

export interface ListTableColumn<Row> {
  id: string;
  label: string;
  width?: number;
  render: (row: Row) => ReactNode;
  numeric?: boolean;
  /** The column that names the row; it stays in view while the table scrolls sideways. Default: the first. */
  identifying?: boolean;
  /** Which columns give way in a narrow window (column-fit.ts): 'key' for statuses, 'detail' for what is seldom
   * scanned; default 'normal'. */
  priority?: ColumnPriority;
  /** The row's action buttons: always shown, pinned to the right edge while the table scrolls sideways. */
  action?: boolean;
  /** The text a cell shows when render wraps it in a component (a link): judged, like a text cell, for whether it
   * fits, and given as the cell's title. */
  text?: (row: Row) => string;
  /** Whatever the row, the content is narrower than the column (short fixed labels): never clipped. */
  fits?: boolean;
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
  /** Told the width the box has for its columns whenever it changes (useListColumns fits the columns to it). */
  onRoom?: (width: number) => void;
}

/** Longer lists draw only the rows in view (plus a margin). A page of a server list (at most 500 rows) is drawn
 * whole: once drawn it scrolls at the browser's pace, where windowing redrew rows on nearly every step of a scroll
 * (measured: 3-6 frames over 50 ms per scroll of 500 rows, none drawn whole). */
const WINDOW_FROM_ROWS = 600;
const OVERSCAN_ROWS = 20;
/** The drawn rows move in steps of this many, so most scroll events change nothing React has to draw. */
const WINDOW_STEP_ROWS = 10;
/** Room kept under the box for the pager and the page's bottom padding. */
const BOTTOM_RESERVE = 64;
const MIN_HEIGHT = 200;

/** The height the box may take: from its top to the bottom of the window, never less than a few rows. */
function useFillHeight(element: HTMLDivElement | null, cap: number | undefined): number | undefined {
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
  return fill;
}

/** The width the box has for its columns (inside its border and scroll bar), reported as it changes. */
function useRoomReport(element: HTMLDivElement | null, onRoom: ((width: number) => void) | undefined): number | undefined {
  const [room, setRoom] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      setRoom(width);
      onRoom?.(width);
    };
    measure();
    // Test DOMs without layout have no ResizeObserver; the window's resize covers what matters there.
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, onRoom]);
  return room;
}

function ColumnChooser<Row>({ columns, shown, squeezed, toggle, reset }: {
  columns: readonly ListTableColumn<Row>[];
  shown: (id: string) => boolean;
  squeezed: readonly string[];
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
          // A kept column the window has no room for says so: the person can hide another to make room.
          labelElement={squeezed.includes(column.id)
            ? <>{column.label}<span className="twb-column-chooser__squeezed">{t('list.columns.squeezedMark')}</span></>
            : column.label}
          checked={index === fixed || shown(column.id)}
          // The identifying column names the row: hiding it would leave rows nobody can tell apart.
          disabled={index === fixed}
          onChange={() => toggle(column.id)}
        />
      ))}
      {squeezed.length > 0 && <p className="twb-column-chooser__note">{t('list.columns.squeezedNote')}</p>}
      <Button variant="minimal" size="small" text={t('list.columns.reset')} onClick={reset} />
    </div>
  );
  return (
    <>
      {squeezed.length > 0 && <span className="twb-column-chooser__count">{t('list.columns.squeezedCount', { count: squeezed.length })}</span>}
      <Popover content={content} placement="bottom-end">
        <Button variant="minimal" size="small" icon="column-layout" text={t('list.columns.button')} className="twb-column-chooser__button" />
      </Popover>
    </>
  );
}

/**
 * The one way every kit list picks its columns: the person's choice (remembered under `columnsKey` when given), then
 * what fits the table's width (column-fit.ts). Returns the columns to draw, the chooser for the list's top bar
 * (offered when the list has a key, or when columns had to give way, so nothing is out of reach) and `onRoom` for
 * the table to report its width. `reserved`: pixels the table takes besides the columns (the checkbox column).
 */
export function useListColumns<Row>(columns: readonly ListTableColumn<Row>[], columnsKey: string | undefined, reserved = 0) {
  const choice = useColumnChoice(columnsKey, columns.map((c) => c.id));
  const [room, setRoom] = useState<number | undefined>(undefined);
  const fixed = identifyingIndex(columns);
  const chosen = columns.filter((column, index) => index === fixed || choice.shown(column.id));
  const { shown, squeezed } = fitColumns(chosen, room === undefined ? undefined : room - reserved);
  const chooser = columnsKey || squeezed.length > 0
    ? <ColumnChooser columns={columns} shown={choice.shown} squeezed={squeezed} toggle={choice.toggle} reset={choice.reset} />
    : null;
  return { visible: shown, chooser, onRoom: setRoom };
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

function cellClass(stuck: number, pinned: number, index: number, numeric: boolean | undefined, clip: boolean): string | undefined {
  const names = [
    index === stuck ? 'twb-list-table__sticky twb-list-table__id' : '',
    index === pinned ? 'twb-list-table__pinned-end' : '',
    numeric ? 'twb-cell--numeric' : '', clip ? 'twb-cell--clip' : '',
  ];
  return names.filter(Boolean).join(' ') || undefined;
}

/** One body row; unchanged rows are not drawn again when the window moves. */
// Marked pure: a top-level call would keep this module (and the popover it imports) in every chunk reaching the kit.
const ListRow = /* @__PURE__ */ memo(function ListRow<Row>({ row, columns, select, stuck, pinned }: {
  row: Row;
  columns: readonly ListTableColumn<Row>[];
  select: ListTableSelect<Row> | undefined;
  stuck: number;
  pinned: number;
}) {
  return (
    <tr>
      {select && <td className="twb-list-table__select">{select.cell(row)}</td>}
      {columns.map((column, index) => {
        const content = column.render(row);
        const text = column.text?.(row) ?? (typeof content === 'string' ? content : typeof content === 'number' ? String(content) : undefined);
        // Any other component (tags, buttons) is clipped unless the column vouches for it: its width is not known
        // before it is drawn.
        const clip = !column.fits && (text === undefined ? content !== null && content !== undefined && content !== false : mayOverflow(text, widthOf(column)));
        return (
          <td key={column.id} data-column={column.id} title={text} className={cellClass(stuck, pinned, index, column.numeric, clip)}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}) as <Row>(props: { row: Row; columns: readonly ListTableColumn<Row>[]; select: ListTableSelect<Row> | undefined; stuck: number; pinned: number }) => React.JSX.Element;

export function ListTable<Row>({ rows, rowKey, columns, select, rowHeight, height, onRoom }: ListTableProps<Row>) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const maxHeight = useFillHeight(box, height);
  const room = useRoomReport(box, onRoom);
  const span = useRowWindow(rows.length, rowHeight, maxHeight);
  const minWidth = columnsWidth(columns) + (select ? SELECT_COLUMN_WIDTH : 0);
  // The identifying column stays at the left edge once the table scrolls sideways past it; the columns before it
  // (the checkbox, an order number) scroll under it like the rest. One sticky cell a row, not one per column
  // before it: each is a layer the browser moves on every frame.
  const stuck = identifyingIndex(columns);
  // The action column is pinned to the right edge only while the table is wider than its box (the kept columns
  // alone overflow a very narrow window): otherwise it is in view anyway and a sticky cell would only cost frames.
  const pinned = room !== undefined && room > 0 && minWidth > room ? columns.findIndex((column) => column.action) : -1;
  const ariaSort = (state: 'asc' | 'desc' | null | undefined) =>
    state === 'asc' ? 'ascending' : state === 'desc' ? 'descending' : state === null ? 'none' : undefined;

  return (
    <div
      ref={setBox}
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
            <col key={column.id} style={column.width !== undefined || index === stuck || headerWidth(column) > DEFAULT_COLUMN_WIDTH ? { width: widthOf(column) } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {select && <th scope="col" className="twb-list-table__select">{select.headerCheck}</th>}
            {columns.map((column, index) => (
              <th
                key={column.id}
                scope="col"
                data-column={column.id}
                aria-sort={ariaSort(column.sort?.state)}
                className={cellClass(stuck, pinned, index, column.numeric, false)}
              >
                {column.sort ? <SortHeaderButton label={column.label} state={column.sort.state} onClick={column.sort.onClick} /> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {span.before > 0 && <tr aria-hidden="true" className="twb-list-table__spacer" style={{ height: span.before }} />}
          {rows.slice(span.first, span.last).map((row, index) => (
            <ListRow key={rowKey(row, span.first + index)} row={row} columns={columns} select={select} stuck={stuck} pinned={pinned} />
          ))}
          {span.after > 0 && <tr aria-hidden="true" className="twb-list-table__spacer" style={{ height: span.after }} />}
        </tbody>
      </table>
    </div>
  );
}
