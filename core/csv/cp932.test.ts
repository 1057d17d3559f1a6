// CP932 read cell by cell reads every character as the platform's decoder does, finds damage wherever that decoder
// finds it, and otherwise follows the WHATWG Shift_JIS decoder of browsers.
import { describe, expect, it } from 'vitest';
import { cp932CellText } from './cp932';

const platform = new TextDecoder('shift_jis');
const latin1 = (bytes: readonly number[]): string => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 4096) text += String.fromCharCode(...bytes.slice(i, i + 4096));
  return text;
};
const damaged = (text: string): boolean => text.includes('\uFFFD');
/** Control codes that Node's ICU decoder swaps (0x1A, 0x1C, 0x7F); browsers and this module read them as themselves. */
const SWAPPED_BY_ICU = new Set([0x1a, 0x1c, 0x7f]);

/** A small deterministic generator, so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

describe('cp932CellText', () => {
  it('reads every pair of bytes that is a character as the platform decoder does', () => {
    let characters = 0;
    const mismatches: string[] = [];
    for (let lead = 0x80; lead < 256; lead++) {
      for (let trail = 0; trail < 256; trail++) {
        const expected = platform.decode(new Uint8Array([lead, trail]));
        if (expected.length !== 1 || damaged(expected)) continue;
        characters += 1;
        if (cp932CellText(latin1([lead, trail])) !== expected) mismatches.push(`${lead.toString(16)} ${trail.toString(16)}`);
      }
    }
    expect(mismatches).toEqual([]);
    // JIS X 0208 with the NEC and IBM extensions, and the user-defined area.
    expect(characters).toBeGreaterThan(9000);
  });

  it('reads ASCII bytes as themselves, half-width katakana, and bytes that are no character as U+FFFD', () => {
    for (let byte = 0; byte < 0x80; byte++) expect(cp932CellText(latin1([byte]))).toBe(String.fromCharCode(byte));
    expect(cp932CellText(latin1([0xa1, 0xb6, 0xde, 0xdf]))).toBe('｡ｶﾞﾟ');
    for (const byte of [0x80, 0xa0, 0xfd, 0xfe, 0xff]) expect(cp932CellText(latin1([0x41, byte, 0x42]))).toBe('A\uFFFDB');
  });

  it('reads a lead byte without its trail as WHATWG does: an ASCII byte after it is read again, any other is dropped with it', () => {
    expect(cp932CellText(latin1([0x41, 0x88]))).toBe('A\uFFFD');
    expect(cp932CellText(latin1([0x88, 0x22]))).toBe('\uFFFD"');
    expect(cp932CellText(latin1([0x85, 0x40, 0x41]))).toBe('\uFFFD@A');
    expect(cp932CellText(latin1([0x85, 0xb5, 0x41]))).toBe('\uFFFDA');
  });

  it('finds damage in random byte strings exactly where the platform decoder does, and reads the rest alike', () => {
    const next = random(932);
    for (let n = 0; n < 3000; n++) {
      const bytes = Array.from({ length: 1 + Math.floor(next() * 40) }, () => (next() < 0.3 ? Math.floor(next() * 128) : 0x80 + Math.floor(next() * 128))).filter(
        (byte) => !SWAPPED_BY_ICU.has(byte),
      );
      const expected = platform.decode(new Uint8Array(bytes));
      const actual = cp932CellText(latin1(bytes));
      expect(damaged(actual), bytes.map((b) => b.toString(16)).join(' ')).toBe(damaged(expected));
      if (!damaged(expected)) expect(actual).toBe(expected);
    }
  });

  it('keeps an ASCII cell as it is and reads a long cell whole', () => {
    const ascii = 'member1@example.co.jp';
    expect(cp932CellText(ascii)).toBe(ascii);
    // 髙 橋 ｶ ﾅ ～ ① in CP932, 30,000 times: longer than any one call of String.fromCharCode may take.
    const unit = [0xfb, 0xfc, 0x8b, 0xb4, 0xb6, 0xc5, 0x81, 0x60, 0x87, 0x40];
    const bytes = Array.from({ length: 30000 }, () => unit).flat();
    expect(cp932CellText(latin1(bytes))).toBe(platform.decode(new Uint8Array(bytes)));
  });
});
