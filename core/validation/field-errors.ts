// Runs validators over a form's fields and carries the failures as one error value with Japanese messages.
import { t } from '../i18n';
import { messageOf, type Validator } from './types';

export type FieldRules<F extends string> = Readonly<Record<F, readonly Validator[]>>;

/** Raised by services that validate before calling the API; `fields` maps a field name to its message. */
export class FieldValidationError extends Error {
  readonly code = 'VALIDATION_ERROR';
  constructor(readonly fields: Readonly<Record<string, string>>) {
    super(t('error.badRequest'));
    this.name = 'FieldValidationError';
  }
}

export function isFieldValidationError(error: unknown): error is FieldValidationError {
  return error instanceof FieldValidationError;
}

/** The first failing validator's message per field; an empty object when everything passes. */
export function validateFields<F extends string>(values: Readonly<Record<F, string>>, rules: FieldRules<F>): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rules) as F[]) {
    for (const validator of rules[field]) {
      const result = validator(values[field]);
      if (result) {
        messages[field] = messageOf(result);
        break;
      }
    }
  }
  return messages;
}

/** Validates and throws FieldValidationError when anything fails. */
export function assertValid<F extends string>(values: Readonly<Record<F, string>>, rules: FieldRules<F>): void {
  const messages = validateFields(values, rules);
  if (Object.keys(messages).length > 0) throw new FieldValidationError(messages as Record<string, string>);
}
