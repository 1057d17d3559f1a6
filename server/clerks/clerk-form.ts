// Checks of the clerk form (register, update) and of a new confirmation code, with the shared validators of
// core/validation, plus what only the server knows: login ids and addresses already in use, the corporation's
// permitted mail domains (members' rules: server/users/member-form).
import {
  CLERK_LOGIN_ID_MAX, CLERK_LOGIN_ID_MIN, PASSWORD_NOTICE_TIMINGS, type ClerkFormFields, type ClerkKind, type PasswordNoticeTiming,
} from '../../core/clerks/domain';
import { CONFIRMATION_CODE_MAX, CONFIRMATION_CODE_MIN } from '../../core/domain/constants';
import { t } from '../../core/i18n';
import {
  alphanumericSymbol, confirmationCode, confirmMatch, fullWidthMax30, katakana, mail, maxLength, messageOf, minLength, required,
  type ValidationResult, type Validator,
} from '../../core/validation';
import type { SqlExecutor } from '../db/database';
import { validationFailed } from '../http/http-error';
import type { Input } from '../http/input';
import { mailProblem } from '../users/member-form';

const present = (v: string): ValidationResult => required(v);

const NAME_RULES: Readonly<Record<Exclude<keyof ClerkFormFields, 'mailAddress'>, readonly Validator[]>> = {
  userLastName: [present, fullWidthMax30],
  userFirstName: [present, fullWidthMax30],
  userLastNameKana: [present, katakana, fullWidthMax30],
  userFirstNameKana: [present, katakana, fullWidthMax30],
};

function textOf(input: Input, name: string, raw = false): string {
  const value = input[name];
  if (typeof value === 'string') return raw ? value : value.trim().normalize('NFC');
  if (typeof value === 'number') return String(value);
  return '';
}

function firstFailure(value: string, validators: readonly Validator[]): string | null {
  for (const validator of validators) {
    const result = validator(value);
    if (result) return messageOf(result);
  }
  return null;
}

export interface CheckedClerkForm {
  fields: ClerkFormFields;
}

interface FormContext {
  kind: ClerkKind;
  corporationId: number;
  /** The clerk being updated: their own address is not "in use" and is not checked again when unchanged. */
  userId?: number;
  currentMail?: string | null;
  /** A bulk upload's users whose address its other rows replace (members' MemberFormContext). */
  replacedMailHolders?: ReadonlySet<number>;
}

/** Names, kana and mail; a responsible person needs an address, a department clerk may have none (spec 5). */
async function checkFields(db: SqlExecutor, input: Input, context: FormContext, errors: Record<string, string>): Promise<ClerkFormFields> {
  const fields: ClerkFormFields = {
    userLastName: textOf(input, 'userLastName'),
    userFirstName: textOf(input, 'userFirstName'),
    userLastNameKana: textOf(input, 'userLastNameKana'),
    userFirstNameKana: textOf(input, 'userFirstNameKana'),
    mailAddress: textOf(input, 'mailAddress'),
  };
  for (const name of Object.keys(NAME_RULES) as (keyof typeof NAME_RULES)[]) {
    const problem = firstFailure(fields[name], NAME_RULES[name]);
    if (problem) errors[name] = problem;
  }
  const mailRequired = context.kind === 'corp';
  if (fields.mailAddress === '') {
    if (mailRequired) errors.mailAddress = t('validation.required');
  } else {
    const problem = firstFailure(fields.mailAddress, [mail])
      ?? (await mailProblem(db, context.corporationId, fields.mailAddress, {
        userId: context.userId, currentMail: context.currentMail, replacedMailHolders: context.replacedMailHolders,
      }));
    if (problem) errors.mailAddress = problem;
  }
  return fields;
}

export async function checkUpdateForm(db: SqlExecutor, input: Input, context: FormContext): Promise<ClerkFormFields> {
  const errors: Record<string, string> = {};
  const fields = await checkFields(db, input, context, errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return fields;
}

export interface CheckedRegistration extends ClerkFormFields {
  loginId: string;
  confirmationCode: string;
  passwordNoticeTiming: PasswordNoticeTiming;
}

/** Spec 5 and 9: half-width alphanumeric, 10 to 32 characters, and the confirm field must match. */
export function codeProblems(code: string, confirm: string, codeName: string, errors: Record<string, string>): void {
  const codeProblem = firstFailure(code, [present, (v) => confirmationCode(v, CONFIRMATION_CODE_MIN, CONFIRMATION_CODE_MAX)]);
  if (codeProblem) errors[codeName] = codeProblem;
  const confirmProblem = firstFailure(confirm, [present]) ?? (codeProblem ? null : messageOrNull(confirmMatch(confirm, code)));
  if (confirmProblem) errors.confirm = confirmProblem;
}

function messageOrNull(result: ValidationResult): string | null {
  return result ? messageOf(result) : null;
}

export async function checkRegistrationForm(db: SqlExecutor, input: Input, context: FormContext): Promise<CheckedRegistration> {
  const errors: Record<string, string> = {};
  const fields = await checkFields(db, input, context, errors);
  const loginId = textOf(input, 'loginId');
  const loginProblem = firstFailure(loginId, [present, alphanumericSymbol, (v) => minLength(v, CLERK_LOGIN_ID_MIN), (v) => maxLength(v, CLERK_LOGIN_ID_MAX)]);
  if (loginProblem) errors.loginId = loginProblem;
  // user_rows, not users: a login id written ahead by a members upload (hidden until its switch-over) is taken too.
  else if ((await db.query('select 1 from user_rows where lower(login_id) = lower($1) limit 1', [loginId])).length > 0) {
    errors.loginId = t('clerks.validation.loginIdInUse');
  }
  const code = textOf(input, 'confirmationCode', true);
  codeProblems(code, textOf(input, 'confirm', true), 'confirmationCode', errors);
  const timingText = textOf(input, 'passwordNoticeTiming');
  const timing = Number(timingText) as PasswordNoticeTiming;
  if (timingText === '') errors.passwordNoticeTiming = t('validation.required');
  else if (!/^\d$/.test(timingText) || !PASSWORD_NOTICE_TIMINGS.includes(timing)) errors.passwordNoticeTiming = t('clerks.validation.choice');
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { ...fields, loginId, confirmationCode: code, passwordNoticeTiming: timing };
}
