// The generic validators of spec 5: required, max, min, numeric, integer, between.
// Each except required lets an empty value pass, so optional fields combine them with required.
import { characterCount, failure, type ValidationResult } from './types';

const NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;
const INTEGER = /^[+-]?\d+$/;

export function required(value: string | null | undefined): ValidationResult {
  return value === null || value === undefined || value.trim() === '' ? failure('validation.required') : null;
}

export function maxLength(value: string, length: number): ValidationResult {
  return characterCount(value) > length ? failure('validation.max', { length }) : null;
}

export function minLength(value: string, length: number): ValidationResult {
  return value !== '' && characterCount(value) < length ? failure('validation.min', { length }) : null;
}

/** Half-width decimal numbers; full-width digits are refused because the API reads numbers as ASCII. */
export function numeric(value: string): ValidationResult {
  return value !== '' && !NUMBER.test(value) ? failure('validation.numeric') : null;
}

export function integer(value: string): ValidationResult {
  return value !== '' && !INTEGER.test(value) ? failure('validation.integer') : null;
}

/** A number within [min, max]; a value that is no number at all gets the numeric message. */
export function between(value: string, min: number, max: number): ValidationResult {
  if (value === '') return null;
  if (!NUMBER.test(value)) return failure('validation.numeric');
  const n = Number(value);
  return n < min || n > max ? failure('validation.between', { min, max }) : null;
}
