// How a cell's text is read before any rule sees it: trimmed and NFC-normalised, and how many line breaks a quoted
// cell holds. Kept cheap, because it runs on every cell of a 100,000-row file.
import { mayChangeUnderNfc, toNfc } from '../validation/nfc';

/** Where the NFC shortcut lives (core/validation), re-exported for this module's callers and tests. */
export { mayChangeUnderNfc };

/** Anything but printable ASCII: a cell without it needs no NFC and holds no line break (ids, codes, addresses). */
const NOT_PRINTABLE_ASCII = /[^\u0020-\u007E]/;

/** A line break or a U+FFFD: what only some non-ASCII cells hold, found with one scan. */
const BREAK_OR_DAMAGE = /[\r\n\uFFFD]/;

/**
 * What reading a cell takes, from the cheapest: printable ASCII; text that NFC leaves alone (the Japanese text of most
 * cells, which also holds no line break and no U+FFFD: neither is among the characters the NFC shortcut lets pass);
 * anything else, which may hold line breaks or damage and may change under NFC.
 */
export const CellShape = { PLAIN_ASCII: 0, STABLE_TEXT: 1, OTHER: 2 } as const;
export type CellShape = (typeof CellShape)[keyof typeof CellShape];

export function cellShape(cell: string): CellShape {
  if (!NOT_PRINTABLE_ASCII.test(cell)) return CellShape.PLAIN_ASCII;
  return mayChangeUnderNfc(cell) ? CellShape.OTHER : CellShape.STABLE_TEXT;
}

export function hasBreakOrDamage(cell: string): boolean {
  return BREAK_OR_DAMAGE.test(cell);
}

/**
 * Trimmed (the full-width space too) and NFC: NFC merges a separately typed voicing mark; never NFKC, which would turn
 * full-width text into ASCII.
 */
export function cleanCell(cell: string, shape: CellShape = cellShape(cell)): string {
  const text = cell.trim();
  return shape === CellShape.OTHER ? toNfc(text) : text;
}

/** Line breaks inside a quoted cell (CRLF counts once), so problems can name the text line too. */
export function lineBreaksIn(cell: string): number {
  return cell.match(/\r\n|\r|\n/g)?.length ?? 0;
}
