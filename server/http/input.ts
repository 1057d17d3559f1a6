// Reads and checks request fields, collecting every problem as a Japanese per-field message for one 400 answer.
import { t } from '../../core/i18n';
import { mail, messageOf, type ValidationResult } from '../../core/validation';
import { validationFailed } from './http-error';

export type Input = Readonly<Record<string, unknown>>;

const INT4_MAX = 2_147_483_647;

/** A string, or a finite number as its text; undefined for anything else (objects, arrays, booleans, null). */
export function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Digits of a positive id the database's integer columns can hold (1 to 2147483647). */
export function isIdText(text: string): boolean {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= INT4_MAX;
}

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
    const given = scalarText(value);
    if (given === undefined) {
      this.fail(name, t('validation.format'));
      return undefined;
    }
    const text = rule.raw ? given : given.trim();
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
    if (!isIdText(text)) {
      this.fail(name, t('validation.integer'));
      return undefined;
    }
    return Number(text);
  }

  /**
   * A list given as a JSON array of texts or numbers, or as one comma-joined text (query strings): the trimmed,
   * non-empty parts. Anything else (an object, an array holding objects) is a field error and an empty list.
   */
  list(name: string): string[] {
    const value = this.input[name];
    if (value === undefined || value === null) return [];
    const items = Array.isArray(value) ? value.map(scalarText) : scalarText(value)?.split(',');
    if (!items || items.some((item) => item === undefined)) {
      this.fail(name, t('validation.format'));
      return [];
    }
    return (items as string[]).map((p) => p.trim()).filter((p) => p !== '');
  }

  /** As list, each part an id (isIdText); `message` for a part that is not one. Duplicates are dropped. */
  idList(name: string, message = t('validation.integer')): number[] {
    const parts = this.list(name);
    if (parts.some((p) => !isIdText(p))) {
      this.fail(name, message);
      return [];
    }
    return [...new Set(parts.map(Number))];
  }

  /** Spec 5: local@domain, at most 254 characters, local part at most 64 (core/validation). */
  mail(name: string): string {
    const text = this.requiredText(name);
    if (text) this.check1(name, mail(text));
    return text;
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

  /** Whether a field has failed already (a later rule that reads the database need not look at it). */
  failed(name: string): boolean {
    return name in this.errors;
  }

  /** Throws the 400 answer when any field failed. */
  check(): void {
    if (Object.keys(this.errors).length > 0) throw validationFailed({ ...this.errors });
  }
}
