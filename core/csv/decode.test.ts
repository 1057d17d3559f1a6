// The streaming decoder: detection at the first non-ASCII bytes, even when a chunk cuts them, and strictness.
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { CsvDecodeError, CsvTextDecoder } from './decode';

function decodeAll(bytes: Uint8Array, cuts: number[], choice: 'auto' | 'utf8' | 'cp932' = 'auto'): { text: string; encoding: string | null } {
  // Text mode: every piece is a string.
  const decoder = new CsvTextDecoder(choice);
  let text = '';
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    text += decoder.decode(bytes.subarray(start, cut)) as string;
    start = cut;
  }
  text += decoder.flush() as string;
  return { text, encoding: decoder.encoding };
}

const sample = 'id,name\r\n1,髙橋ｶﾅ～①\r\n2,山﨑\r\n';
const cp932 = new Uint8Array(iconv.encode(sample, 'cp932'));
const utf8 = new TextEncoder().encode(sample);

describe('CsvTextDecoder', () => {
  it('detects CP932 and UTF-8 at every cut of the first non-ASCII character', () => {
    const first = cp932.findIndex((b) => b > 0x7f);
    for (let cut = first - 1; cut <= first + 4; cut++) {
      expect(decodeAll(cp932, [cut])).toEqual({ text: sample, encoding: 'cp932' });
      expect(decodeAll(utf8, [cut])).toEqual({ text: sample, encoding: 'utf8' });
    }
  });

  it('decides on a short file whose only non-ASCII character ends it', () => {
    expect(decodeAll(new Uint8Array(iconv.encode('a,髙', 'cp932')), [])).toEqual({ text: 'a,髙', encoding: 'cp932' });
    expect(decodeAll(new TextEncoder().encode('a,髙'), [3])).toEqual({ text: 'a,髙', encoding: 'utf8' });
  });

  it('drops a UTF-8 byte order mark and stays undecided on ASCII', () => {
    expect(decodeAll(new TextEncoder().encode('\uFEFFa,b'), [1])).toEqual({ text: 'a,b', encoding: 'utf8' });
    expect(decodeAll(new TextEncoder().encode('a,b'), [1])).toEqual({ text: 'a,b', encoding: null });
  });

  it('replaces what the chosen encoding cannot read by U+FFFD, for the validator to report', () => {
    expect(decodeAll(cp932, [], 'utf8').text).toContain('\uFFFD');
    expect(decodeAll(utf8.subarray(0, utf8.length - 4), []).text.endsWith('\uFFFD')).toBe(true);
  });

  it('refuses first characters that neither encoding reads', () => {
    expect(() => decodeAll(new Uint8Array([0x61, 0x80, 0xff, 0xfe, 0x41]), [])).toThrow(CsvDecodeError);
  });

  it('hands a UTF-8 file over as bytes when the parser reads them, and CP932 still as text', () => {
    const decoder = new CsvTextDecoder('auto', { utf8AsBytes: true });
    const first = decoder.decode(utf8.subarray(0, 3));
    const rest = decoder.decode(utf8.subarray(3));
    expect(first).toBe('id,');
    expect(rest).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(rest as Uint8Array)).toBe(sample.slice(3));
    const cp932Decoder = new CsvTextDecoder('auto', { utf8AsBytes: true });
    expect(cp932Decoder.decode(cp932)).toBe(sample);
  });
});
