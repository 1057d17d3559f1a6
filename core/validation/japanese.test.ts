// Japanese text: full-width katakana, CP932 full-width (max 30), address pair length.
import { describe, expect, it } from 'vitest';
import { addressPairLength, fullWidth, fullWidthMax30, katakana } from './japanese';
import { isCp932DoubleByte, isCp932FullWidth } from './cp932';
import { messageOf } from './types';

describe('katakana', () => {
  it.each(['ヤマダ', 'タロウ', 'ヴァイオリン', 'ァィゥェォヵヶ', 'ー', 'メアリー・スミス', 'ヤマダ\u3000タロウ', ''])('accepts %s', (v) => {
    expect(katakana(v)).toBeNull();
  });

  it('accepts a kana typed with a separate voicing mark (NFC)', () => {
    expect(katakana('カ\u3099')).toBeNull();
  });

  it.each([
    ['half-width katakana', 'ｶﾀｶﾅ'],
    ['half-width prolonged mark', 'ｰ'],
    ['the kanji 一 instead of ー', 'ラ一メン'],
    ['minus sign', 'ラ−メン'],
    ['hyphen', 'ラ‐メン'],
    ['horizontal bar', 'ラ―メン'],
    ['full-width hyphen-minus', 'ラ－メン'],
    ['hiragana', 'やまだ'],
    ['kanji', '山田'],
    ['ASCII', 'Yamada'],
    ['ASCII space', 'ヤマダ タロウ'],
    ['ヷ (no CP932 code)', 'ヷ'],
    ['ヿ (no CP932 code)', 'ヿ'],
    ['゠ (U+30A0)', '゠'],
  ])('refuses %s', (_label, v) => {
    expect(katakana(v)).toEqual({ key: 'validation.katakana' });
  });

  it('has the spec message', () => {
    expect(messageOf({ key: 'validation.katakana' })).toBe('全角カタカナで入力してください');
  });
});

describe('CP932 two-byte check', () => {
  it.each([
    ['髙橋 (IBM extension)', '髙橋'],
    ['﨑 (IBM extension)', '﨑'],
    ['① (NEC row 13)', '①'],
    ['㈱ (NEC row 13)', '㈱'],
    ['Ⅳ (NEC row 13)', 'Ⅳ'],
    ['kanji', '山田太郎'],
    ['hiragana and katakana', 'やまだヤマダ'],
    ['full-width letters and digits', 'ＡＢＣ１２３'],
    ['full-width space', '\u3000'],
    ['～ U+FF5E (CP932 0x8160)', '～'],
    ['－ U+FF0D (CP932 0x817C)', '－'],
    ['一 (kanji one)', '一'],
  ])('counts %s as full-width', (_label, v) => {
    expect(isCp932FullWidth(v)).toBe(true);
    expect(fullWidthMax30(v)).toBeNull();
  });

  it.each([
    ['ASCII letters', 'abc'],
    ['ASCII digits', '123'],
    ['ASCII space', '山田 太郎'],
    ['half-width katakana', 'ｶﾀｶﾅ'],
    ['〜 U+301C (Mac wave dash)', '〜'],
    ['− U+2212 (Mac minus)', '−'],
    ['an emoji', '😀'],
    ['a kanji CP932 lacks (𠮷)', '𠮷'],
    ['a private-use character', '\uE000'],
    ['a letter with accent', 'é'],
  ])('refuses %s', (_label, v) => {
    expect(isCp932FullWidth(v)).toBe(false);
    expect(fullWidthMax30(v)).toEqual({ key: 'validation.fullWidth30' });
  });

  it('does not normalise full-width characters into ASCII (no NFKC)', () => {
    expect(isCp932DoubleByte('Ａ')).toBe(true);
    expect(isCp932DoubleByte('A')).toBe(false);
  });
});

describe('fullWidthMax30', () => {
  it('accepts 30 characters and refuses 31', () => {
    expect(fullWidthMax30('あ'.repeat(30))).toBeNull();
    expect(fullWidthMax30('あ'.repeat(31))).toEqual({ key: 'validation.fullWidth30' });
  });
  it('lets an empty value pass (combine with required)', () => {
    expect(fullWidthMax30('')).toBeNull();
  });
  it('has the spec message', () => {
    expect(messageOf({ key: 'validation.fullWidth30' })).toBe('全角以外の文字が含まれているか、30文字以上です');
  });
});

describe('fullWidth', () => {
  it('has no length limit', () => {
    expect(fullWidth('東京都千代田区丸の内１－２－３'.repeat(5))).toBeNull();
    expect(fullWidth('東京都千代田区丸の内1-2-3')).toEqual({ key: 'validation.fullWidth' });
  });
});

describe('addressPairLength', () => {
  it('allows a combined length of 100', () => {
    expect(addressPairLength('あ'.repeat(60), 'い'.repeat(40), '番地')).toBeNull();
  });
  it('refuses 101, naming the paired field', () => {
    const result = addressPairLength('あ'.repeat(60), 'い'.repeat(41), '番地');
    expect(result).toEqual({ key: 'validation.addressLength', params: { pair: '番地', max: 100 } });
    expect(messageOf(result!)).toBe('番地と合わせて100文字以内で入力してください');
  });
  it('takes another maximum', () => {
    expect(addressPairLength('ab', 'c', 'x', 2)).not.toBeNull();
  });
});
