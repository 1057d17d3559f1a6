// The HarfBuzz subset of Noto Sans JP: small, glyph ids kept, and the same outline bytes and advances as the whole
// font; the check that guards embedding refuses a subset whose glyph offsets are off (the fontkit subsets' fault).
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { subsetMatches, subsetTrueType } from './font-subset';
import { japaneseFontFiles } from './fonts';

const TEXT = '請求書 ご請求金額（税込） 3,536,386円 TEL 03-0000-0000';

describe('subsetTrueType', () => {
  it('keeps the glyphs asked for at their ids, with the outlines and advances of the whole font', async () => {
    const { regular } = japaneseFontFiles();
    const whole = fontkit.create(regular);
    const ids = [...new Set([0, ...whole.layout(TEXT).glyphs.map((g) => g.id)])].sort((a, b) => a - b);
    const subset = await subsetTrueType(regular, ids);
    expect(subset.byteLength).toBeLessThan(regular.byteLength / 20);
    expect(subsetMatches(regular, subset, ids)).toBe(true);
    const reduced = fontkit.create(subset);
    for (const id of ids) {
      expect(reduced.getGlyph(id).advanceWidth).toBe(whole.getGlyph(id).advanceWidth);
      expect(reduced.getGlyph(id).path.toSVG()).toBe(whole.getGlyph(id).path.toSVG());
    }
    // A glyph not asked for is left empty.
    const other = whole.glyphForCodePoint('鬱'.codePointAt(0) ?? 0).id;
    expect(reduced.getGlyph(other).path.toSVG()).toBe('');
  });

  it('is refused by the check when its glyph offsets are off by a byte', async () => {
    const { bold } = japaneseFontFiles();
    const whole = fontkit.create(bold);
    const ids = [...new Set([0, ...whole.layout(TEXT).glyphs.map((g) => g.id)])].sort((a, b) => a - b);
    const subset = await subsetTrueType(bold, ids);
    // Shift every loca offset after the first by one byte, as a short loca of odd-length glyphs does.
    const broken = subset.slice();
    const view = new DataView(broken.buffer);
    const tables = view.getUint16(4);
    const record = Array.from({ length: tables }, (_, i) => 12 + 16 * i).find((r) => String.fromCharCode(...broken.subarray(r, r + 4)) === 'loca');
    const head = Array.from({ length: tables }, (_, i) => 12 + 16 * i).find((r) => String.fromCharCode(...broken.subarray(r, r + 4)) === 'head');
    expect(record && head).toBeTruthy();
    const loca = view.getUint32((record ?? 0) + 8);
    const long = view.getInt16(view.getUint32((head ?? 0) + 8) + 50) === 1;
    const count = view.getUint32((record ?? 0) + 12) / (long ? 4 : 2);
    for (let i = 1; i < count - 1; i++) {
      if (long) view.setUint32(loca + 4 * i, view.getUint32(loca + 4 * i) + 1);
      else view.setUint16(loca + 2 * i, view.getUint16(loca + 2 * i) + 1);
    }
    expect(subsetMatches(bold, broken, ids)).toBe(false);
  });
});
