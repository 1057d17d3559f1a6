// CP932 read cell by cell: csv-parse's Node build can split CP932 bytes into records itself (no trail byte of a
// double-byte character is a comma, a quote, CR or LF: trail bytes are 0x40 and above), reading each cell as Latin-1
// (one character per byte). This module turns such a cell into text. Decoding the file up front instead would make
// the parser encode the whole text back to UTF-8 before splitting it, which costs more than the validation's checks.
// Characters come from the platform's TextDecoder('shift_jis') (Windows-31J), decoded once into tables (the table of
// pairs is core/validation's, which also tells full-width from it); what is no character is read as the WHATWG
// Shift_JIS decoder of browsers reads it: ASCII bytes are themselves, an unreadable pair becomes U+FFFD and an ASCII
// byte after a lead byte is read again on its own. (Node's ICU decoder differs only there: it swaps three control
// codes and drops an ASCII trail of an unassigned pair; either way the cell is damaged.)

import { cp932PairTable, isCp932LeadByte } from '../validation/cp932';

const REPLACEMENT = 0xfffd;
/**
 * In the single-byte table: the byte starts a two-byte character (0x81-0x9F, 0xE0-0xFC, as WHATWG has it). U+FFFF is
 * a noncharacter, which no decoder gives.
 */
const LEAD = 0xffff;

let singles: Uint16Array | null = null;

/** The character of each byte alone (LEAD for a lead byte), bytes above ASCII decoded in one call as the pairs are. */
function singleByteTable(): Uint16Array {
  if (singles) return singles;
  const table = new Uint16Array(256);
  for (let byte = 0; byte < 0x80; byte++) table[byte] = byte;
  const texts = new TextDecoder('shift_jis').decode(new Uint8Array(Array.from({ length: 0x80 }, (_, i) => [0x80 + i, 0]).flat())).split('\0');
  for (let byte = 0x80; byte <= 0xff; byte++) table[byte] = isCp932LeadByte(byte) ? LEAD : texts[byte - 0x80].charCodeAt(0);
  singles = table;
  return table;
}

/** Any byte above ASCII in a Latin-1 read cell. */
const NON_ASCII_BYTE = /[\u0080-\u00FF]/;

/** The characters of the cell being decoded, grown when a longer cell comes. */
let codes = new Uint16Array(256);

/** The text of a cell whose CP932 bytes were read as Latin-1 (one character per byte). */
export function cp932CellText(bytes: string): string {
  if (!NON_ASCII_BYTE.test(bytes)) return bytes;
  const single = singleByteTable();
  const pair = cp932PairTable();
  if (codes.length < bytes.length) codes = new Uint16Array(bytes.length * 2);
  const out = codes;
  let length = 0;
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes.charCodeAt(i);
    const alone = single[byte];
    if (alone !== LEAD) {
      out[length++] = alone;
      i += 1;
      continue;
    }
    const trail = i + 1 < bytes.length ? bytes.charCodeAt(i + 1) : -1;
    const character = trail < 0 ? 0 : pair[(byte << 8) | trail];
    if (character !== 0) {
      out[length++] = character;
      i += 2;
    } else {
      out[length++] = REPLACEMENT;
      // An ASCII trail is a character of its own, read again; any other unreadable pair is dropped whole.
      i += trail >= 0x80 ? 2 : 1;
    }
  }
  return textOf(out, length);
}

/** fromCharCode takes the characters as arguments; a long cell goes in slices that stay far below engines' limits. */
const SLICE = 8192;

/**
 * The string of the first `length` codes. Most cells of a CSV are a few characters long, and fromCharCode with the
 * arguments written out is several times cheaper than applying it to an array.
 */
function textOf(c: Uint16Array, length: number): string {
  switch (length) {
    case 1:
      return String.fromCharCode(c[0]);
    case 2:
      return String.fromCharCode(c[0], c[1]);
    case 3:
      return String.fromCharCode(c[0], c[1], c[2]);
    case 4:
      return String.fromCharCode(c[0], c[1], c[2], c[3]);
    case 5:
      return String.fromCharCode(c[0], c[1], c[2], c[3], c[4]);
    case 6:
      return String.fromCharCode(c[0], c[1], c[2], c[3], c[4], c[5]);
    default: {
      let text = '';
      for (let start = 0; start < length; start += SLICE) {
        text += String.fromCharCode.apply(null, c.subarray(start, Math.min(start + SLICE, length)) as unknown as number[]);
      }
      return text;
    }
  }
}
