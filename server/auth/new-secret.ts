// The rules of a new secret and its confirmation (spec 5 and 9), for the password and confirmation-code changes. The
// fields' presence and length are their schemas' (core/auth/schemas.ts); what is left is the page's rule of the
// secret itself (core/validation), then the confirmation, each as a Japanese message on its field.
import { confirmMatch, messageOf, type ValidationResult } from '../../core/validation';

/** The failing fields of a new secret (`name`, checked by `rule`) and its confirmation (`confirmName`); {} when both pass. */
export function newSecretProblems(name: string, value: string, rule: ValidationResult, confirmName: string, confirm: string): Record<string, string> {
  if (rule) return { [name]: messageOf(rule) };
  const mismatch = confirmMatch(confirm, value);
  return mismatch ? { [confirmName]: messageOf(mismatch) } : {};
}
