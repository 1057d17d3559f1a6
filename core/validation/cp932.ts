// Which characters CP932 (Windows-31J) encodes in two bytes: the practical meaning of "full-width" (docs/csv-formats.md).
// The table is derived once, on first use, by decoding every two-byte sequence with the platform's
// TextDecoder('shift_jis'), which is Windows-31J in Node and in browsers; no node library is needed.

/** User-defined area of CP932 (lead bytes F0-F9) decodes to the Private Use Area: gaiji no other system shares. */
const PRIVATE_USE_FIRST = 0xe000;
const PRIVATE_USE_LAST = 0xf8ff;

/** Trail bytes the WHATWG Shift_JIS decoder accepts after a lead byte: 0x40-0x7E and 0x80-0xFC. */
const TRAIL_FIRST = 0x40;
const TRAIL_LAST = 0xfc;

export function isCp932LeadByte(byte: number): boolean {
  return (byte >= 0x81 && byte <= 0x9f) || (byte >= 0xe0 && byte <= 0xfc);
}

let pairs: Uint16Array | null = null;

/**
 * The character of every lead/trail byte pair, by (lead << 8 | trail), 0 where the pair is no character. Decoded in
 * one call: each pair is followed by a NUL, which decodes to itself and so marks where the pair's output ends (a pair
 * that is no character gives U+FFFD, then its trail when that is ASCII).
 */
export function cp932PairTable(): Uint16Array {
  if (pairs) return pairs;
  const leads = Array.from({ length: 0x80 }, (_, i) => 0x80 + i).filter(isCp932LeadByte);
  const bytes: number[] = [];
  for (const lead of leads) for (let trail = TRAIL_FIRST; trail <= TRAIL_LAST; trail++) bytes.push(lead, trail, 0);
  const texts = new TextDecoder('shift_jis').decode(new Uint8Array(bytes)).split('\0');
  const table = new Uint16Array(0x10000);
  let index = 0;
  for (const lead of leads) {
    for (let trail = TRAIL_FIRST; trail <= TRAIL_LAST; trail++) {
      const text = texts[index++];
      if (text.length === 1 && text !== '\uFFFD') table[(lead << 8) | trail] = text.charCodeAt(0);
    }
  }
  pairs = table;
  return table;
}

/**
 * One byte per BMP code unit, 1 for a two-byte CP932 character: every CP932 character is in the BMP, and a flat
 * lookup by code unit costs a fraction of a Set lookup by code point on the name cells of a 100,000-row upload.
 */
let table: Uint8Array | null = null;

function doubleByteTable(): Uint8Array {
  if (table) return table;
  const codePoints = new Uint8Array(0x10000);
  for (const codePoint of cp932PairTable()) {
    if (codePoint !== 0 && (codePoint < PRIVATE_USE_FIRST || codePoint > PRIVATE_USE_LAST)) codePoints[codePoint] = 1;
  }
  table = codePoints;
  return table;
}

/**
 * True when the character round-trips through CP932 as two bytes. Mac-typed look-alikes that CP932 has no
 * code for (〜 U+301C, − U+2212) answer false: an export would silently turn them into '?'.
 */
export function isCp932DoubleByte(char: string): boolean {
  const codePoint = char.codePointAt(0);
  return codePoint !== undefined && codePoint <= 0xffff && doubleByteTable()[codePoint] === 1;
}

/** True when every character of the text is a two-byte CP932 character. */
export function isCp932FullWidth(text: string): boolean {
  const doubleByte = doubleByteTable();
  // By code unit: half of a surrogate pair is no CP932 character, so text outside the BMP fails as it should.
  for (let i = 0; i < text.length; i++) if (doubleByte[text.charCodeAt(i)] !== 1) return false;
  return true;
}
