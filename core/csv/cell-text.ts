// How a cell's text is read before any rule sees it: trimmed and NFC-normalised, and how many line breaks a quoted
// cell holds. Kept cheap, because it runs on every cell of a 100,000-row file.

/** Anything but printable ASCII: a cell without it needs no NFC and holds no line break (ids, codes, addresses). */
const NOT_PRINTABLE_ASCII = /[^\u0020-\u007E]/;

/**
 * Characters outside what NFC leaves alone in any context: printable ASCII, CJK punctuation (without the combining
 * tone marks U+302A-U+302F), hiragana, katakana (without the combining voicing marks U+3099-U+309C), CJK unified
 * ideographs, full-width and half-width forms. Text made only of these is already NFC (cell-text.test.ts checks
 * every code point), so normalize() is spent only on the rest.
 */
const MAY_CHANGE_UNDER_NFC = /[^\u0020-\u007E\u3000-\u3029\u3030-\u303F\u3041-\u3096\u309D-\u309F\u30A0-\u30FF\u4E00-\u9FFF\uFF01-\uFFEE]/;

/** A line break or a U+FFFD: what only some non-ASCII cells hold, found with one scan. */
const BREAK_OR_DAMAGE = /[\r\n\uFFFD]/;

export function hasBreakOrDamage(cell: string): boolean {
  return BREAK_OR_DAMAGE.test(cell);
}

export function isPlainAscii(cell: string): boolean {
  return !NOT_PRINTABLE_ASCII.test(cell);
}

/** True unless the text is made only of characters that NFC never changes. */
export function mayChangeUnderNfc(text: string): boolean {
  return MAY_CHANGE_UNDER_NFC.test(text);
}

/**
 * Trimmed (the full-width space too) and NFC: NFC merges a separately typed voicing mark; never NFKC, which would turn
 * full-width text into ASCII.
 */
export function cleanCell(cell: string, plainAscii = isPlainAscii(cell)): string {
  const text = cell.trim();
  return plainAscii || !mayChangeUnderNfc(text) ? text : text.normalize('NFC');
}

/** Line breaks inside a quoted cell (CRLF counts once), so problems can name the text line too. */
export function lineBreaksIn(cell: string): number {
  return cell.match(/\r\n|\r|\n/g)?.length ?? 0;
}
