// How wide a list column is: the room a cell's text or a header needs, counted from upper bounds of the UI fonts'
// glyph widths, without drawing anything. The table (ListTable) sizes its columns with it, decides which cells clip,
// and the fitting of columns to a narrow window (column-fit.ts) adds the widths up.

/** Columns without a width are given this much room before the table scrolls sideways. */
export const DEFAULT_COLUMN_WIDTH = 120;
/** The row checkbox column of a list with bulk actions. */
export const SELECT_COLUMN_WIDTH = 40;
/** The cell text's size and side padding in kit.css (.twb-list-table__table): what a cell has room for. */
const CELL_FONT_PX = 13;
const CELL_PADDING_PX = 10;
/** Header labels are bold (font-weight 600). */
const HEADER_BOLD_FACTOR = 1.06;
/** Blueprint's small end icon of the sort button and its gap to the label. */
const SORT_ICON_PX = 24;

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
