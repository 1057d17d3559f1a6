// The checks of an invoice destination's details and of a direct-debit account, with the validators of spec 5
// (core/validation) the server runs on the same fields: postal code, full-width address and residence at most 100
// together, mail address (no free mail), full-width katakana holder, and the fixed-length codes.
import {
  ACCOUNT_HOLDER_MAX, ACCOUNT_NUMBER_DIGITS, BANK_CODE_DIGITS, BRANCH_CODE_DIGITS, CLIENT_NAME_MAX, PERSON_DEPARTMENT_MAX, PERSON_NAME_MAX,
  type BankAccountFields, type DestinationFields,
} from '../../../core/payment/domain';
import {
  addressPairLength, digits, failure, FULL_WIDTH_MAX, fullWidth, fullWidthMax30, katakana, mail, maxLength, notFreeMail, postalCode, required,
  validateFields, type FieldRules, type Validator,
} from '../../../core/validation';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';

export const BANK_NAME_MAX = FULL_WIDTH_MAX;

export const DESTINATION_FIELD_NAMES = ['clientName', 'postalCode', 'address', 'residence', 'personDepartment', 'personName', 'mailAddress'] as const;
export const BANK_FIELD_NAMES = ['bankCode', 'bankName', 'branchCode', 'branchName', 'accountType', 'accountNumber', 'accountHolder'] as const;

export type DestinationValues = DestinationFields;
/** The account as the form holds it: the deposit type as the radio's text ('' until chosen). */
export type BankAccountValues = Omit<BankAccountFields, 'accountType'> & { accountType: string };

const max = (length: number): Validator => (value) => maxLength(value, length);

/** A choice (radio, select) that was made. */
export const chosen: Validator = (value) => (value === '' ? failure('paymentPages.validation.choose') : null);

export function validateDestination(values: DestinationValues): Partial<Record<keyof DestinationValues, string>> {
  const residenceLabel = t('payment.field.residence');
  const addressLabel = t('payment.field.address');
  const rules: FieldRules<keyof DestinationValues> = {
    clientName: [required, max(CLIENT_NAME_MAX)],
    postalCode: [required, postalCode],
    address: [required, fullWidth, (value) => addressPairLength(value, values.residence, residenceLabel)],
    residence: [(value) => (value === '' ? null : fullWidth(value)), (value) => addressPairLength(value, values.address, addressLabel)],
    personDepartment: [max(PERSON_DEPARTMENT_MAX)],
    personName: [required, max(PERSON_NAME_MAX)],
    mailAddress: [required, mail, notFreeMail],
  };
  return validateFields(trimmed(values, DESTINATION_FIELD_NAMES), rules);
}

export function validateBankAccount(values: BankAccountValues): Partial<Record<keyof BankAccountValues, string>> {
  const rules: FieldRules<keyof BankAccountValues> = {
    bankCode: [required, digits(BANK_CODE_DIGITS)],
    bankName: [required, fullWidthMax30],
    branchCode: [required, digits(BRANCH_CODE_DIGITS)],
    branchName: [required, fullWidthMax30],
    accountType: [chosen],
    accountNumber: [required, digits(ACCOUNT_NUMBER_DIGITS)],
    accountHolder: [required, katakana, max(ACCOUNT_HOLDER_MAX)],
  };
  return validateFields(trimmed(values, BANK_FIELD_NAMES), rules);
}

/** The named fields, trimmed as they are sent. */
export function trimmed<V extends object, K extends keyof V & string>(values: V, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, String(values[name]).trim()])) as Record<K, string>;
}
