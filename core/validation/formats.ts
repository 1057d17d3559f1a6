// Format validators of spec 5: mail address, half-width alphanumerics (with or without symbols), postal code,
// department name. Empty values pass; combine with required.
import { characterCount, failure, type ValidationResult } from './types';

export const MAIL_MAX = 254;
export const MAIL_LOCAL_MAX = 64;

/** Local part: the RFC 5322 atom characters and dots (Japanese carriers issued addresses with runs of dots). */
const MAIL_LOCAL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
/** Domain: dot-separated labels of letters, digits and inner hyphens, at least two labels. */
const MAIL_DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const ALPHANUMERIC = /^[A-Za-z0-9]*$/;
/** Printable ASCII without the space: what "half-width alphanumeric plus symbols" allows. */
const ALPHANUMERIC_SYMBOL = /^[\x21-\x7E]*$/;
const POSTAL_CODE = /^[0-9]{3}-?[0-9]{4}$/;
const DEPARTMENT_NAME_FORBIDDEN = /[,"]/;

export function mail(value: string): ValidationResult {
  if (value === '') return null;
  const at = value.lastIndexOf('@');
  if (at <= 0 || characterCount(value) > MAIL_MAX) return failure('validation.mail');
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > MAIL_LOCAL_MAX || !MAIL_LOCAL.test(local) || !MAIL_DOMAIN.test(domain)) return failure('validation.mail');
  return null;
}

export function alphanumeric(value: string): ValidationResult {
  return ALPHANUMERIC.test(value) ? null : failure('validation.alphanumeric');
}

export function alphanumericSymbol(value: string): ValidationResult {
  return ALPHANUMERIC_SYMBOL.test(value) ? null : failure('validation.alphanumericSymbol');
}

/** 3 digits, an optional hyphen, 4 digits (half-width). */
export function postalCode(value: string): ValidationResult {
  return value === '' || POSTAL_CODE.test(value) ? null : failure('validation.postal');
}

/** Exactly `length` half-width digits (bank 4, branch 3, account 7, invoice destination number 8); '' passes. */
export function digits(length: number): (value: string) => ValidationResult {
  const pattern = new RegExp(`^[0-9]{${length}}$`);
  return (value) => (value === '' || pattern.test(value) ? null : failure('validation.digits', { length }));
}

/** Department names travel in CSV files, so the two characters that break a CSV cell are refused. */
export function departmentName(value: string): ValidationResult {
  return DEPARTMENT_NAME_FORBIDDEN.test(value) ? failure('validation.departmentName') : null;
}
