// How a cell's text is read before any rule sees it: trimmed and NFC-normalised, and how many line breaks a quoted
// cell holds. Kept cheap, because it runs on every cell of a 100,000-row file.
import { mayChangeUnderNfc, toNfc } from '../validation/nfc';

/** Where the NFC shortcut lives (core/validation), re-exported for this module's callers and tests. */
export { mayChangeUnderNfc };

/** Anything but printable ASCII: a cell without it needs no NFC and holds no line break (ids, codes, addresses). */
const NOT_PRINTABLE_ASCII = /[^\u0020-\u007E]/;

/** A line break or a U+FFFD: what only some non-ASCII cells hold, found with one scan. */
const BREAK_OR_DAMAGE = /[\r\n\uFFFD]/;

export function hasBreakOrDamage(cell: string): boolean {
  return BREAK_OR_DAMAGE.test(cell);
}

export function isPlainAscii(cell: string): boolean {
  return !NOT_PRINTABLE_ASCII.test(cell);
}

/**
 * Trimmed (the full-width space too) and NFC: NFC merges a separately typed voicing mark; never NFKC, which would turn
 * full-width text into ASCII.
 */
export function cleanCell(cell: string, plainAscii = isPlainAscii(cell)): string {
  const text = cell.trim();
  return plainAscii ? text : toNfc(text);
}

/** Line breaks inside a quoted cell (CRLF counts once), so problems can name the text line too. */
export function lineBreaksIn(cell: string): number {
  return cell.match(/\r\n|\r|\n/g)?.length ?? 0;
}
