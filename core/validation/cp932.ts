// Which characters CP932 (Windows-31J) encodes in two bytes: the practical meaning of "full-width" (DESIGN 7).
// The table is derived once, on first use, by decoding every two-byte sequence with the platform's
// TextDecoder('shift_jis'), which is Windows-31J in Node and in browsers; no node library is needed.

/** User-defined area of CP932 (lead bytes F0-F9) decodes to the Private Use Area: gaiji no other system shares. */
const PRIVATE_USE_FIRST = 0xe000;
const PRIVATE_USE_LAST = 0xf8ff;

/**
 * One byte per BMP code unit, 1 for a two-byte CP932 character: every CP932 character is in the BMP, and a flat
 * lookup by code unit costs a fraction of a Set lookup by code point on the name cells of a 100,000-row upload.
 */
let table: Uint8Array | null = null;

function isLeadByte(byte: number): boolean {
  return (byte >= 0x81 && byte <= 0x9f) || (byte >= 0xe0 && byte <= 0xfc);
}

function isTrailByte(byte: number): boolean {
  return byte >= 0x40 && byte <= 0xfc && byte !== 0x7f;
}

function buildTable(): Uint8Array {
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  const codePoints = new Uint8Array(0x10000);
  const pair = new Uint8Array(2);
  for (let lead = 0x81; lead <= 0xfc; lead++) {
    if (!isLeadByte(lead)) continue;
    for (let trail = 0x40; trail <= 0xfc; trail++) {
      if (!isTrailByte(trail)) continue;
      pair[0] = lead;
      pair[1] = trail;
      let text: string;
      try {
        text = decoder.decode(pair);
      } catch {
        continue; // unassigned
      }
      // A decoded pair that yields more than one code unit was not one (BMP) character of CP932.
      if (text.length !== 1) continue;
      const codePoint = text.charCodeAt(0);
      if (codePoint >= PRIVATE_USE_FIRST && codePoint <= PRIVATE_USE_LAST) continue;
      codePoints[codePoint] = 1;
    }
  }
  return codePoints;
}

function doubleByteTable(): Uint8Array {
  table ??= buildTable();
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
