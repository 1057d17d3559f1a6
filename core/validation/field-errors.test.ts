// validateFields and assertValid: first failing rule per field, Japanese messages, one error value.
import { describe, expect, it } from 'vitest';
import { assertValid, FieldValidationError, isFieldValidationError, validateFields } from './field-errors';
import { required } from './basic';
import { katakana } from './japanese';
import { confirmMatch } from './credentials';

describe('validateFields', () => {
  it('reports the first failing rule of each field in Japanese', () => {
    const values = { kana: '', kana2: 'ｶﾅ', ok: 'ヤマダ' };
    const messages = validateFields(values, { kana: [required, katakana], kana2: [required, katakana], ok: [required, katakana] });
    expect(messages).toEqual({ kana: '必須項目です', kana2: '全角カタカナで入力してください' });
  });
});

describe('assertValid', () => {
  it('passes silently', () => {
    expect(() => assertValid({ a: 'x', b: 'x' }, { a: [required], b: [(v) => confirmMatch(v, 'x')] })).not.toThrow();
  });
  it('throws one FieldValidationError with every field', () => {
    let caught: unknown;
    try {
      assertValid({ a: '', b: 'y' }, { a: [required], b: [(v) => confirmMatch(v, 'x')] });
    } catch (error) {
      caught = error;
    }
    expect(isFieldValidationError(caught)).toBe(true);
    expect((caught as FieldValidationError).fields).toEqual({ a: '必須項目です', b: '入力値が一致しません' });
    expect((caught as FieldValidationError).code).toBe('VALIDATION_ERROR');
  });
});
