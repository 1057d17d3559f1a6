// Generic validators: required, max, min, numeric, integer, between.
import { describe, expect, it } from 'vitest';
import { between, integer, maxLength, minLength, numeric, required } from './basic';
import { messageOf } from './types';

describe('required', () => {
  it.each(['', '   ', '\u3000', null, undefined])('refuses %j', (value) => {
    expect(required(value)).toEqual({ key: 'validation.required' });
  });
  it('accepts any content', () => {
    expect(required('a')).toBeNull();
    expect(messageOf({ key: 'validation.required' })).toBe('必須項目です');
  });
});

describe('maxLength and minLength', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(maxLength('𠮷野家', 3)).toBeNull();
    expect(maxLength('あいうえ', 3)).toEqual({ key: 'validation.max', params: { length: 3 } });
    expect(messageOf(maxLength('あいうえ', 3)!)).toBe('3文字以内で入力してください');
  });
  it('min lets an empty value pass and refuses a short one', () => {
    expect(minLength('', 4)).toBeNull();
    expect(minLength('abc', 4)).toEqual({ key: 'validation.min', params: { length: 4 } });
    expect(minLength('abcd', 4)).toBeNull();
    expect(messageOf(minLength('abc', 4)!)).toBe('4文字以上で入力してください');
  });
});

describe('numeric and integer', () => {
  it.each(['0', '12', '-3', '+4', '1.5', '.5'])('numeric accepts %s', (v) => expect(numeric(v)).toBeNull());
  it.each(['１２', '1,000', '1e3', 'abc', '1.', '-'])('numeric refuses %s', (v) => expect(numeric(v)).toEqual({ key: 'validation.numeric' }));
  it.each(['0', '12', '-3'])('integer accepts %s', (v) => expect(integer(v)).toBeNull());
  it.each(['1.5', '１', 'x', ' 1'])('integer refuses %s', (v) => expect(integer(v)).toEqual({ key: 'validation.integer' }));
  it('both let an empty value pass', () => {
    expect(numeric('')).toBeNull();
    expect(integer('')).toBeNull();
  });
});

describe('between', () => {
  it('accepts the bounds and what lies within', () => {
    expect(between('0', 0, 100)).toBeNull();
    expect(between('100', 0, 100)).toBeNull();
    expect(between('', 0, 100)).toBeNull();
  });
  it('refuses outside values and non-numbers', () => {
    expect(between('101', 0, 100)).toEqual({ key: 'validation.between', params: { min: 0, max: 100 } });
    expect(between('-1', 0, 100)).toEqual({ key: 'validation.between', params: { min: 0, max: 100 } });
    expect(between('x', 0, 100)).toEqual({ key: 'validation.numeric' });
    expect(messageOf(between('101', 0, 100)!)).toBe('0から100の範囲で入力してください');
  });
});
