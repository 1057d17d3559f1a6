// The checks of the member form (registration, update, restore) of spec 5: one table, applied by the page before
// it calls and by the server on every call (which adds what only it knows: mail domains, addresses in use).
import type { MemberFormFields } from '../users/domain';
import { maxLength, required } from './basic';
import { validateFields, type FieldRules } from './field-errors';
import { alphanumericSymbol, mail } from './formats';
import { fullWidthMax30, katakana } from './japanese';

export const USER_CODE_MAX = 20;
export const REMARKS_MAX = 200;

export type MemberFormField = keyof MemberFormFields;

export const MEMBER_FORM_RULES: FieldRules<MemberFormField> = {
  sOrganizationId: [required],
  userLastName: [required, fullWidthMax30],
  userFirstName: [required, fullWidthMax30],
  userLastNameKana: [required, katakana, fullWidthMax30],
  userFirstNameKana: [required, katakana, fullWidthMax30],
  userCode: [alphanumericSymbol, (value) => maxLength(value, USER_CODE_MAX)],
  mailAddress: [required, mail],
  tenantRemakes: [(value) => maxLength(value, REMARKS_MAX)],
};

/** The first failure of each field, as Japanese messages; trimmed values in, as the form sends them. */
export function checkMemberFormFields(fields: Readonly<Record<MemberFormField, string>>): Partial<Record<MemberFormField, string>> {
  return validateFields(fields, MEMBER_FORM_RULES);
}
