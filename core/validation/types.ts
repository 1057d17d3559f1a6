// What a validator answers: null when the value passes, else a catalogue key and its parameters.
import { t, type MessageKey, type MessageParams } from '../i18n';

export interface ValidationMessage {
  key: MessageKey;
  params?: MessageParams;
}

export type ValidationResult = ValidationMessage | null;

/** A validator bound to its options, ready to run over one field's value. */
export type Validator = (value: string) => ValidationResult;

export function failure(key: MessageKey, params?: MessageParams): ValidationMessage {
  return params ? { key, params } : { key };
}

/** The Japanese text of a failure. */
export function messageOf(result: ValidationMessage): string {
  return t(result.key, result.params);
}

/** Characters as a person counts them: code points, so a surrogate pair is one character. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
