// The clerk form's values (register and update) and their checks: the validators of core/validation as the
// server applies them. A responsible person needs a mail address; a department clerk may have none.
import {
  CLERK_LOGIN_ID_MAX, CLERK_LOGIN_ID_MIN, type ClerkFormFields, type ClerkKind, type ClerkRow, type ClerkRegisterFields, type PasswordNoticeTiming,
} from '../../../core/clerks/domain';
import { CONFIRMATION_CODE_MAX, CONFIRMATION_CODE_MIN } from '../../../core/domain/constants';
import {
  alphanumericSymbol, confirmationCode, confirmMatch, companyMail, fullWidthMax30, katakana, mail, maxLength, messageOf, minLength,
  required, validateFields, type FieldRules,
} from '../../../core/validation';
import type { FieldErrors } from '../../../web/kit';

export interface ClerkFormValues extends ClerkFormFields {
  loginId: string;
  confirmationCode: string;
  confirm: string;
  passwordNoticeTiming: string;
}

export const EMPTY_CLERK_FORM: ClerkFormValues = {
  loginId: '', userLastName: '', userFirstName: '', userLastNameKana: '', userFirstNameKana: '', mailAddress: '',
  confirmationCode: '', confirm: '', passwordNoticeTiming: '0',
};

export function clerkValuesOf(row: ClerkRow): ClerkFormValues {
  return {
    ...EMPTY_CLERK_FORM,
    loginId: row.loginId,
    userLastName: row.userLastName,
    userFirstName: row.userFirstName,
    userLastNameKana: row.userLastNameKana,
    userFirstNameKana: row.userFirstNameKana,
    mailAddress: row.mailAddress ?? '',
  };
}

export function clerkFieldsOf(values: ClerkFormValues): ClerkFormFields {
  return {
    userLastName: values.userLastName.trim(),
    userFirstName: values.userFirstName.trim(),
    userLastNameKana: values.userLastNameKana.trim(),
    userFirstNameKana: values.userFirstNameKana.trim(),
    mailAddress: values.mailAddress.trim(),
  };
}

export function registerFieldsOf(values: ClerkFormValues): ClerkRegisterFields {
  return {
    ...clerkFieldsOf(values),
    loginId: values.loginId.trim(),
    confirmationCode: values.confirmationCode,
    confirm: values.confirm,
    passwordNoticeTiming: Number(values.passwordNoticeTiming) as PasswordNoticeTiming,
  };
}

type NameField = 'userLastName' | 'userFirstName' | 'userLastNameKana' | 'userFirstNameKana';

const NAME_RULES: FieldRules<NameField> = {
  userLastName: [required, fullWidthMax30],
  userFirstName: [required, fullWidthMax30],
  userLastNameKana: [required, katakana, fullWidthMax30],
  userFirstNameKana: [required, katakana, fullWidthMax30],
};

/** Spec 5: 10 to 32 half-width alphanumeric, and the confirm field must match. */
export function validateCode(code: string, confirm: string, codeField: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const problem = required(code) ?? confirmationCode(code, CONFIRMATION_CODE_MIN, CONFIRMATION_CODE_MAX);
  if (problem) errors[codeField] = messageOf(problem);
  const confirmProblem = required(confirm) ?? (problem ? null : confirmMatch(confirm, code));
  if (confirmProblem) errors.confirm = messageOf(confirmProblem);
  return errors;
}

export function validateClerkForm(values: ClerkFormValues, kind: ClerkKind, registering: boolean): FieldErrors<ClerkFormValues> {
  const fields = clerkFieldsOf(values);
  const errors: FieldErrors<ClerkFormValues> = validateFields(fields, NAME_RULES);
  const mailProblem = fields.mailAddress === '' ? (kind === 'corp' ? required('') : null) : mail(fields.mailAddress);
  if (mailProblem) errors.mailAddress = messageOf(mailProblem);
  else {
    // The clerk screens do not hold the corporation's domain list: the server's check answers that part next to the field.
    const refused = companyMail(fields.mailAddress, null);
    if (refused) errors.mailAddress = messageOf(refused);
  }
  if (registering) {
    const loginId = values.loginId.trim();
    const loginProblem = required(loginId) ?? alphanumericSymbol(loginId) ?? minLength(loginId, CLERK_LOGIN_ID_MIN) ?? maxLength(loginId, CLERK_LOGIN_ID_MAX);
    if (loginProblem) errors.loginId = messageOf(loginProblem);
    Object.assign(errors, validateCode(values.confirmationCode, values.confirm, 'confirmationCode'));
  }
  return errors;
}
