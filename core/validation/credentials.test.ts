// Password rule, confirmation match, administrator confirmation code.
import { describe, expect, it } from 'vitest';
import { confirmMatch, confirmationCode, password } from './credentials';
import { messageOf } from './types';

const passwordFailure = { key: 'validation.password', params: { min: 12, max: 32 } };

describe('password', () => {
  it('is required', () => {
    expect(password('')).toEqual({ key: 'validation.required' });
  });
  it.each(['DemoPass2026', 'abcdefghij12', 'A1'.repeat(16), 'Pass-word_2026!'])('accepts %s', (v) => {
    expect(password(v)).toBeNull();
  });
  it.each([
    ['11 characters', 'abcdefghi12'],
    ['33 characters', `${'a'.repeat(31)}12`],
    ['letters only', 'abcdefghijklm'],
    ['digits only', '1234567890123'],
    ['full-width', 'ＤｅｍｏＰａｓｓ２０２６'],
    ['a space', 'Demo Pass 2026'],
    ['kana', 'パスワード123456789'],
  ])('refuses %s', (_label, v) => {
    expect(password(v)).toEqual(passwordFailure);
  });
  it('allows exactly 12 and 32', () => {
    expect(password('abcdefghij12')).toBeNull();
    expect(password(`${'a'.repeat(30)}12`)).toBeNull();
  });
});

describe('confirmMatch', () => {
  it('needs the exact same text', () => {
    expect(confirmMatch('DemoPass2026', 'DemoPass2026')).toBeNull();
    expect(confirmMatch('DemoPass2027', 'DemoPass2026')).toEqual({ key: 'validation.mismatch' });
    expect(messageOf({ key: 'validation.mismatch' })).toBe('入力値が一致しません');
  });
});

describe('confirmationCode', () => {
  it('accepts 10 to 32 half-width alphanumerics', () => {
    expect(confirmationCode('DemoCode20')).toBeNull();
    expect(confirmationCode('A'.repeat(32))).toBeNull();
    expect(confirmationCode('')).toBeNull();
  });
  it.each(['DemoCode2', 'A'.repeat(33), 'Demo-Code2026', 'ＤｅｍｏＣｏｄｅ２０２６', 'Demo Code 2026'])('refuses %s', (v) => {
    expect(confirmationCode(v)).toEqual({ key: 'validation.confirmationCode', params: { min: 10, max: 32 } });
  });
  it('takes a configured minimum', () => {
    expect(confirmationCode('abcdefghij12', 12)).toBeNull();
    expect(confirmationCode('abcdefghij1', 12)).toEqual({ key: 'validation.confirmationCode', params: { min: 12, max: 32 } });
  });
});
