// Cell text: trimming, NFC (with the shortcut for text NFC cannot change, checked over every code point), line breaks.
import { describe, expect, it } from 'vitest';
import { cellShape, CellShape, cleanCell, lineBreaksIn, mayChangeUnderNfc } from './cell-text';

describe('cleanCell', () => {
  it('trims spaces and full-width spaces and composes a separate voicing mark', () => {
    expect(cleanCell(' \u3000カ\u3099タ\u3000 ')).toBe('ガタ');
    expect(cleanCell(' E-001 ')).toBe('E-001');
  });

  it('never folds full-width or half-width forms (no NFKC)', () => {
    expect(cleanCell('ＡＢＣ１２３')).toBe('ＡＢＣ１２３');
    expect(cleanCell('ｶﾀｶﾅ')).toBe('ｶﾀｶﾅ');
  });
});

describe('cellShape', () => {
  it('tells printable ASCII, Japanese text NFC leaves alone, and the rest apart', () => {
    expect(cellShape('member1@example.co.jp')).toBe(CellShape.PLAIN_ASCII);
    expect(cellShape('山田 太郎・ヤマダ　タロウ')).toBe(CellShape.STABLE_TEXT);
    expect(cellShape('カ\u3099')).toBe(CellShape.OTHER);
  });

  it('never calls stable a cell with a line break, a tab or damage, which the reader must see', () => {
    for (const cell of ['備考\r\n二行目', '備考\n', '備考\r', 'a\tb', '営\uFFFD部', 'a\n']) expect(cellShape(cell)).toBe(CellShape.OTHER);
  });
});

describe('the NFC shortcut', () => {
  const safe: string[] = [];
  for (let code = 0; code <= 0xffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCharCode(code);
    if (!mayChangeUnderNfc(char)) safe.push(char);
  }

  it('covers the text of a Japanese file', () => {
    expect(mayChangeUnderNfc('山田 太郎・ヤマダ　タロウ（営業部）ＡＢＣ１２３ｶﾅ～！')).toBe(false);
    expect(mayChangeUnderNfc('カ\u3099')).toBe(true);
    expect(mayChangeUnderNfc('\uFA10')).toBe(true);
    expect(mayChangeUnderNfc('é')).toBe(true);
  });

  it('lets pass only characters that are NFC alone', () => {
    expect(safe.filter((char) => char.normalize('NFC') !== char)).toEqual([]);
  });

  it('lets pass no character that composes with or reorders around its neighbours', () => {
    // A character that is part of a canonical decomposition after its first place can compose with what precedes it.
    const composing: string[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const parts = [...String.fromCodePoint(code).normalize('NFD')];
      for (const part of parts.slice(1)) if (!mayChangeUnderNfc(part)) composing.push(part);
    }
    expect(composing).toEqual([]);
    // A character with a combining class would be reordered after a mark of a higher class (U+0345 has 240).
    expect(safe.filter((char) => `\u0345${char}`.normalize('NFC') !== `\u0345${char}`)).toEqual([]);
  });
});

describe('lineBreaksIn', () => {
  it('counts CRLF, LF and CR once each', () => {
    expect(lineBreaksIn('a\r\nb\nc\rd')).toBe(3);
    expect(lineBreaksIn('abc')).toBe(0);
  });
});
