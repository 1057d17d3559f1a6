// The table both kit lists draw: a plain HTML table in a scroll box that fills the height left in the window,
// a header and an identifying column that stay in view (CSS position: sticky, drawn once by the browser instead of
// a second copy in a frozen quadrant), and a column chooser remembered per table.
// What scrolling costs the browser (measured in Chromium, scripts/bench-list-scroll.mjs): every sticky cell is a
// layer of its own and every clipped cell a clip of its own, both redone on each frame of a scroll. So one cell per
// row sticks (the identifying one), and a cell clips its text only when the text may not fit.
import { memo, startTransition, useLayoutEffect, useState, type ReactNode, type UIEvent } from 'react';
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
  /** The column that names the row; it stays in view while the table scrolls sideways. Default: the first. */
  identifying?: boolean;
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
}

/** Columns without a width are given this much room before the table scrolls sideways. */
const DEFAULT_COLUMN_WIDTH = 120;
const SELECT_COLUMN_WIDTH = 40;
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
/** The cell text's size and side padding in kit.css (.twb-list-table__table): what a cell has room for. */
const CELL_FONT_PX = 13;
const CELL_PADDING_PX = 10;
/** Header labels are bold (font-weight 600). */
const HEADER_BOLD_FACTOR = 1.06;
/** Blueprint's small end icon of the sort button and its gap to the label. */
const SORT_ICON_PX = 24;

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


/** Widths (in em) no glyph of the kind exceeds in the UI fonts: digits and the punctuation of numbers, dates and
 * times; other Latin; everything else (kana, kanji, full-width forms, symbols). */
const DIGIT_EM = 0.65;
const NUMBER_PUNCTUATION_EM = 0.5;
const LATIN_EM = 1.05;
const WIDE_EM = 1.2;

function glyphEm(char: string): number {
  if (char >= '0' && char <= '9') return DIGIT_EM;
  if (' ,.:/-'.includes(char)) return NUMBER_PUNCTUATION_EM;
  return (char.codePointAt(0) ?? 0) < 0x2000 ? LATIN_EM : WIDE_EM;
}

/** An upper bound of a text's width in a cell, in pixels. */
function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += glyphEm(char) * CELL_FONT_PX;
  return width;
}

/** Whether a text may be wider than a cell of this column, counted generously so that a text judged to fit always
 * does (columns without a width get at least theirs). Only such a cell clips: a clip is work on every frame. */
export function mayOverflow(text: string, columnWidth: number): boolean {
  const room = columnWidth - 2 * CELL_PADDING_PX - 1;
  // Every character at the widest still fits: no need to look at each.
  if (text.length * WIDE_EM * CELL_FONT_PX <= room) return false;
  return textWidth(text) > room;
}

/** The room a header needs: its label (bold, so counted a little wider) and, when it sorts, the sort icon. */
export function headerWidth(column: { label: string; sort?: unknown }): number {
  return Math.ceil(textWidth(column.label) * HEADER_BOLD_FACTOR + 2 * CELL_PADDING_PX + 1 + (column.sort ? SORT_ICON_PX : 0));
}

/** A column's width: the one it asks for (or the default), never less than its header needs, so that no header is
 * cut to 「終.」 or 「予定金額…」 however narrow the column was declared. */
export function widthOf(column: { label: string; width?: number; sort?: unknown }): number {
  return Math.max(column.width ?? DEFAULT_COLUMN_WIDTH, headerWidth(column));
}

function cellClass(stuck: number, index: number, numeric: boolean | undefined, clip: boolean): string | undefined {
  const names = [index === stuck ? 'twb-list-table__sticky twb-list-table__id' : '', numeric ? 'twb-cell--numeric' : '', clip ? 'twb-cell--clip' : ''];
  return names.filter(Boolean).join(' ') || undefined;
}

/** One body row; unchanged rows are not drawn again when the window moves. */
// Marked pure: a top-level call would keep this module (and the popover it imports) in every chunk reaching the kit.
const ListRow = /* @__PURE__ */ memo(function ListRow<Row>({ row, columns, select, stuck }: {
  row: Row;
  columns: readonly ListTableColumn<Row>[];
  select: ListTableSelect<Row> | undefined;
  stuck: number;
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
          <td key={column.id} data-column={column.id} title={text} className={cellClass(stuck, index, column.numeric, clip)}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}) as <Row>(props: { row: Row; columns: readonly ListTableColumn<Row>[]; select: ListTableSelect<Row> | undefined; stuck: number }) => React.JSX.Element;

export function ListTable<Row>({ rows, rowKey, columns, select, rowHeight, height }: ListTableProps<Row>) {
  const [boxRef, maxHeight] = useFillHeight(height);
  const span = useRowWindow(rows.length, rowHeight, maxHeight);
  const minWidth = columns.reduce((sum, column) => sum + widthOf(column), select ? SELECT_COLUMN_WIDTH : 0);
  // The identifying column stays at the left edge once the table scrolls sideways past it; the columns before it
  // (the checkbox, an order number) scroll under it like the rest. One sticky cell a row, not one per column
  // before it: each is a layer the browser moves on every frame.
  const stuck = identifyingIndex(columns);
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
                className={cellClass(stuck, index, column.numeric, false)}
              >
                {column.sort ? <SortHeaderButton label={column.label} state={column.sort.state} onClick={column.sort.onClick} /> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {span.before > 0 && <tr aria-hidden="true" className="twb-list-table__spacer" style={{ height: span.before }} />}
          {rows.slice(span.first, span.last).map((row, index) => (
            <ListRow key={rowKey(row, span.first + index)} row={row} columns={columns} select={select} stuck={stuck} />
          ))}
          {span.after > 0 && <tr aria-hidden="true" className="twb-list-table__spacer" style={{ height: span.after }} />}
        </tbody>
      </table>
    </div>
  );
}
