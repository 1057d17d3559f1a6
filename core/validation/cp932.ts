// Which characters CP932 (Windows-31J) encodes in two bytes: the practical meaning of "full-width" (DESIGN 7).
// The table is derived once, on first use, by decoding every two-byte sequence with the platform's
// TextDecoder('shift_jis'), which is Windows-31J in Node and in browsers; no node library is needed.

/** User-defined area of CP932 (lead bytes F0-F9) decodes to the Private Use Area: gaiji no other system shares. */
const PRIVATE_USE_FIRST = 0xe000;
const PRIVATE_USE_LAST = 0xf8ff;

let table: ReadonlySet<number> | null = null;

function isLeadByte(byte: number): boolean {
  return (byte >= 0x81 && byte <= 0x9f) || (byte >= 0xe0 && byte <= 0xfc);
}

function isTrailByte(byte: number): boolean {
  return byte >= 0x40 && byte <= 0xfc && byte !== 0x7f;
}

function buildTable(): ReadonlySet<number> {
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  const codePoints = new Set<number>();
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
      const codePoint = text.codePointAt(0);
      // A decoded pair that yields more than one character was not one character of CP932.
      if (codePoint === undefined || text.length !== 1) continue;
      if (codePoint >= PRIVATE_USE_FIRST && codePoint <= PRIVATE_USE_LAST) continue;
      codePoints.add(codePoint);
    }
  }
  return codePoints;
}

function doubleByteTable(): ReadonlySet<number> {
  table ??= buildTable();
  return table;
}

/**
 * True when the character round-trips through CP932 as two bytes. Mac-typed look-alikes that CP932 has no
 * code for (〜 U+301C, − U+2212) answer false: an export would silently turn them into '?'.
 */
export function isCp932DoubleByte(char: string): boolean {
  const codePoint = char.codePointAt(0);
  return codePoint !== undefined && doubleByteTable().has(codePoint);
}

/** True when every character of the text is a two-byte CP932 character. */
export function isCp932FullWidth(text: string): boolean {
  for (const char of text) if (!isCp932DoubleByte(char)) return false;
  return true;
}
