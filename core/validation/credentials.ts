// Credential validators of spec 5 and 9: password (12-32, half-width, letters and digits mixed), confirmation
// (must match), and the administrator confirmation code (10, or the corporation's minimum, to 32 alphanumerics).
import { CONFIRMATION_CODE_MAX, CONFIRMATION_CODE_MIN, PASSWORD_MAX, PASSWORD_MIN } from '../domain/constants';
import { required } from './basic';
import { characterCount, failure, type ValidationResult } from './types';

const HALF_WIDTH_PRINTABLE = /^[\x21-\x7E]+$/;
const HAS_LETTER = /[A-Za-z]/;
const HAS_DIGIT = /[0-9]/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/** Required, half-width, at least one letter and one digit, 12 to 32 characters. */
export function password(value: string): ValidationResult {
  const missing = required(value);
  if (missing) return missing;
  const length = characterCount(value);
  const ok = HALF_WIDTH_PRINTABLE.test(value) && HAS_LETTER.test(value) && HAS_DIGIT.test(value) && length >= PASSWORD_MIN && length <= PASSWORD_MAX;
  return ok ? null : failure('validation.password', { min: PASSWORD_MIN, max: PASSWORD_MAX });
}

/** The confirmation field must repeat the original exactly. */
export function confirmMatch(confirm: string, original: string): ValidationResult {
  return confirm === original ? null : failure('validation.mismatch');
}

/** Half-width alphanumerics, `min` (10 unless the corporation configured another) to 32 characters. */
export function confirmationCode(value: string, min: number = CONFIRMATION_CODE_MIN, max: number = CONFIRMATION_CODE_MAX): ValidationResult {
  if (value === '') return null;
  const length = characterCount(value);
  return ALPHANUMERIC.test(value) && length >= min && length <= max ? null : failure('validation.confirmationCode', { min, max });
}
