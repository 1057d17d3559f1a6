// NFC, spent only where it can change something: validators and the CSV cell reader compare text in NFC (never
// NFKC), and on a 100,000-row upload most cells are Japanese text that NFC leaves as it is.

/**
 * Characters outside what NFC leaves alone in any context: printable ASCII, CJK punctuation (without the combining
 * tone marks U+302A-U+302F), hiragana, katakana (without the combining voicing marks U+3099-U+309C), CJK unified
 * ideographs, full-width and half-width forms. Text made only of these is already NFC (core/csv/cell-text.test.ts
 * checks every code point), so normalize() is spent only on the rest.
 */
const MAY_CHANGE_UNDER_NFC = /[^\u0020-\u007E\u3000-\u3029\u3030-\u303F\u3041-\u3096\u309D-\u309F\u30A0-\u30FF\u4E00-\u9FFF\uFF01-\uFFEE]/;

/** True unless the text is made only of characters that NFC never changes. */
export function mayChangeUnderNfc(text: string): boolean {
  return MAY_CHANGE_UNDER_NFC.test(text);
}

/** The text in NFC: the text itself when NFC cannot change it. */
export function toNfc(text: string): string {
  return mayChangeUnderNfc(text) ? text.normalize('NFC') : text;
}
