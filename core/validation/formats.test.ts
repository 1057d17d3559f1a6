// Mail address, half-width alphanumerics (with and without symbols), postal code, department name.
import { describe, expect, it } from 'vitest';
import { alphanumeric, alphanumericSymbol, departmentName, mail, postalCode } from './formats';
import { messageOf } from './types';

describe('mail', () => {
  it.each(['admin01@example.co.jp', 'a.b+c@sub.example.com', "o'neil@example.jp", 'taro..yamada@example.ne.jp', ''])('accepts %s', (v) => {
    expect(mail(v)).toBeNull();
  });

  it.each([
    'plain', '@example.com', 'user@', 'user@localhost', 'user@-example.com', 'user@example..com', 'us er@example.com',
    'ユーザー@example.com', 'user@例え.jp', 'a@b@example.com', 'user@example.com.',
  ])('refuses %s', (v) => {
    expect(mail(v)).toEqual({ key: 'validation.mail' });
  });

  it('allows a local part of 64 and refuses 65', () => {
    expect(mail(`${'a'.repeat(64)}@example.com`)).toBeNull();
    expect(mail(`${'a'.repeat(65)}@example.com`)).toEqual({ key: 'validation.mail' });
  });

  it('allows 254 characters in total and refuses 255', () => {
    const domainOf = (length: number) => {
      const labels: string[] = [];
      let remaining = length - 4; // room for ".com"
      while (remaining > 0) {
        const size = Math.min(63, remaining - (labels.length > 0 ? 1 : 0));
        labels.push('d'.repeat(size));
        remaining -= size + (labels.length > 1 ? 1 : 0);
      }
      return `${labels.join('.')}.com`;
    };
    const local = 'a'.repeat(64);
    const ok = `${local}@${domainOf(254 - 65)}`;
    expect(ok.length).toBe(254);
    expect(mail(ok)).toBeNull();
    const tooLong = `${local}@${domainOf(255 - 65)}`;
    expect(tooLong.length).toBe(255);
    expect(mail(tooLong)).toEqual({ key: 'validation.mail' });
  });
});

describe('alphanumeric and alphanumericSymbol', () => {
  it('alphanumeric: half-width letters and digits only', () => {
    expect(alphanumeric('Abc123')).toBeNull();
    expect(alphanumeric('')).toBeNull();
    for (const v of ['abc-1', 'ａｂｃ', '１２３', 'a b', 'あ']) expect(alphanumeric(v)).toEqual({ key: 'validation.alphanumeric' });
  });
  it('alphanumericSymbol: printable ASCII without spaces', () => {
    expect(alphanumericSymbol('Abc-123_!@#$%^&*()')).toBeNull();
    for (const v of ['a b', 'ａ', '＠', 'é', 'あ']) expect(alphanumericSymbol(v)).toEqual({ key: 'validation.alphanumericSymbol' });
  });
});

describe('postalCode', () => {
  it.each(['100-0005', '1000005', ''])('accepts %s', (v) => expect(postalCode(v)).toBeNull());
  it.each(['100-000', '10-00005', '100--0005', '１００－０００５', '100 0005', '1000-005', 'abc-defg'])('refuses %s', (v) => {
    expect(postalCode(v)).toEqual({ key: 'validation.postal' });
  });
  it('has the spec message', () => {
    expect(messageOf({ key: 'validation.postal' })).toBe('入力内容を確認してください');
  });
});

describe('departmentName', () => {
  it('accepts names without comma and double quote', () => {
    expect(departmentName('営業部 第一課')).toBeNull();
  });
  it.each(['営業部,第一課', '"営業部"', 'a"b'])('refuses %s', (v) => {
    expect(departmentName(v)).toEqual({ key: 'validation.departmentName' });
  });
});
