// Reads and checks request fields, collecting every problem as a Japanese per-field message for one 400 answer.
import { t } from '../../core/i18n';
import { CONFIRMATION_CODE_MAX } from '../../core/domain/constants';
import { confirmationCode, confirmMatch, mail, messageOf, password, type ValidationResult } from '../../core/validation';
import { validationFailed } from './http-error';

export type Input = Readonly<Record<string, unknown>>;

interface TextRule {
  required?: boolean;
  max?: number;
  /** Keep surrounding spaces (secrets are taken exactly as typed). */
  raw?: boolean;
}

export class InputReader {
  private readonly errors: Record<string, string> = {};

  constructor(private readonly input: Input) {}

  /** A text field; numbers are accepted as their text (query strings and loosely typed clients). */
  text(name: string, rule: TextRule = {}): string | undefined {
    const value = this.input[name];
    if (value === undefined || value === null || value === '') {
      if (rule.required) this.fail(name, t('validation.required'));
      return undefined;
    }
    if (typeof value !== 'string' && typeof value !== 'number') {
      this.fail(name, t('validation.format'));
      return undefined;
    }
    const text = rule.raw ? String(value) : String(value).trim();
    if (rule.required && text === '') {
      this.fail(name, t('validation.required'));
      return undefined;
    }
    if (rule.max !== undefined && [...text].length > rule.max) {
      this.fail(name, t('validation.max', { length: rule.max }));
      return undefined;
    }
    return text;
  }

  requiredText(name: string, rule: Omit<TextRule, 'required'> = {}): string {
    return this.text(name, { ...rule, required: true }) ?? '';
  }

  /** A positive integer id given as a number or digits. */
  id(name: string, required = true): number | undefined {
    const text = this.text(name, { required });
    if (text === undefined) return undefined;
    if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) {
      this.fail(name, t('validation.integer'));
      return undefined;
    }
    return Number(text);
  }

  /** Spec 5: local@domain, at most 254 characters, local part at most 64 (core/validation). */
  mail(name: string): string {
    const text = this.requiredText(name);
    if (text) this.check1(name, mail(text));
    return text;
  }

  /** Spec 5 and 9: half-width, letters and digits mixed, 12 to 32 characters; `confirmName` must match. */
  newPassword(name: string, confirmName: string): string {
    const value = this.requiredText(name, { raw: true, max: 256 });
    const confirm = this.requiredText(confirmName, { raw: true, max: 256 });
    if (value && this.check1(name, password(value)) && confirm) this.check1(confirmName, confirmMatch(confirm, value));
    return value;
  }

  /** Spec 5 and 9: half-width alphanumeric, `min` (the corporation's setting) to 32 characters; confirm must match. */
  newConfirmationCode(name: string, confirmName: string, min: number): string {
    const code = this.requiredText(name, { raw: true, max: 256 });
    const confirm = this.requiredText(confirmName, { raw: true, max: 256 });
    if (code && this.check1(name, confirmationCode(code, min, CONFIRMATION_CODE_MAX)) && confirm) {
      this.check1(confirmName, confirmMatch(confirm, code));
    }
    return code;
  }

  /** Records a shared validator's failure for a field; true when the value passed. */
  private check1(name: string, result: ValidationResult): boolean {
    if (result) this.fail(name, messageOf(result));
    return result === null;
  }

  fail(name: string, message: string): void {
    // The first problem of a field is the one worth showing.
    if (!(name in this.errors)) this.errors[name] = message;
  }

  /** Throws the 400 answer when any field failed. */
  check(): void {
    if (Object.keys(this.errors).length > 0) throw validationFailed({ ...this.errors });
  }
}
