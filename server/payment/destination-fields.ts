// The fields a tenant enters for an invoice destination (reason 1 and a new destination of reason 2) and for a
// direct-debit account, read with the validators of core/validation the payment pages use too (spec 5). The request
// nests them (destination: {...}, bankAccount: {...}); field errors are keyed by the inner names (postalCode,
// accountNumber, ...), as the web forms name their inputs.
//
// Destination: clientName required, at most 50; postalCode required, 3 digits, optional hyphen, 4 digits
// (「入力内容を確認してください」); address required, full-width; residence optional, full-width; address and residence
// together at most 100; personName required, at most 30; personDepartment optional, at most 50; mailAddress required,
// mail format, no free-mail or carrier address (an invoice goes to a company address; any company domain will do).
// Account: bankCode 4 digits, bankName and branchName full-width at most 30, branchCode 3 digits, accountType 1 or 2,
// accountNumber 7 digits, accountHolder full-width katakana at most 30.
import {
  ACCOUNT_HOLDER_MAX, ACCOUNT_NUMBER_DIGITS, AccountType, BANK_CODE_DIGITS, BRANCH_CODE_DIGITS, CLIENT_NAME_MAX, PERSON_DEPARTMENT_MAX, PERSON_NAME_MAX,
  type BankAccountFields, type DestinationFields,
} from '../../core/payment/domain';
import { t } from '../../core/i18n';
import {
  addressPairLength, digits, failure, fullWidth, fullWidthMax30, katakana, messageOf, notFreeMail, postalCode, type ValidationResult,
} from '../../core/validation';
import type { InputReader, Input } from '../http/input';


const DESTINATION_KEYS = ['clientName', 'postalCode', 'address', 'residence', 'personDepartment', 'personName', 'mailAddress'] as const;
const ACCOUNT_KEYS = ['bankCode', 'bankName', 'branchCode', 'branchName', 'accountType', 'accountNumber', 'accountHolder'] as const;

/**
 * The request with the named object's fields lifted to the top (anything but an object lends none: its fields are
 * then missing), so one reader reads and reports them all under their inner names.
 */
function lifted(input: Input, name: string, keys: readonly string[]): Input {
  const value = input[name];
  const source = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const flat: Record<string, unknown> = Object.fromEntries(Object.entries(input).filter(([key]) => !keys.includes(key)));
  for (const key of keys) if (Object.hasOwn(source, key)) flat[key] = source[key];
  return flat;
}

/** The request with input.destination's fields at the top, for readDestinationFields. */
export const withDestination = (input: Input): Input => lifted(input, 'destination', DESTINATION_KEYS);
/** The request with input.bankAccount's fields at the top, for readBankAccount. */
export const withBankAccount = (input: Input): Input => lifted(input, 'bankAccount', ACCOUNT_KEYS);

function checkWith(reader: InputReader, name: string, value: string | undefined, ...rules: ((v: string) => ValidationResult)[]): void {
  if (!value) return;
  for (const rule of rules) {
    const result = rule(value);
    if (result) {
      reader.fail(name, messageOf(result));
      return;
    }
  }
}

/** Reads the destination's fields from a reader over withDestination(input). */
export function readDestinationFields(fields: InputReader): DestinationFields {
  const clientName = fields.requiredText('clientName', { max: CLIENT_NAME_MAX });
  const postal = fields.requiredText('postalCode');
  const address = fields.requiredText('address', { max: 100 });
  const residence = fields.text('residence', { max: 100 }) ?? '';
  const personDepartment = fields.text('personDepartment', { max: PERSON_DEPARTMENT_MAX }) ?? '';
  const personName = fields.requiredText('personName', { max: PERSON_NAME_MAX });
  const mailAddress = fields.mail('mailAddress');
  checkWith(fields, 'postalCode', postal, postalCode);
  checkWith(fields, 'address', address, fullWidth, (v) => addressPairLength(v, residence, t('payment.field.residence')));
  checkWith(fields, 'residence', residence, fullWidth);
  checkWith(fields, 'mailAddress', mailAddress, notFreeMail);
  return { clientName, postalCode: postal, address, residence, personDepartment, personName, mailAddress };
}

function readDigits(reader: InputReader, name: string, length: number): string {
  const text = reader.requiredText(name);
  checkWith(reader, name, text, digits(length));
  return text;
}

/** Reads the direct-debit account from a reader over withBankAccount(input). */
export function readBankAccount(fields: InputReader): BankAccountFields {
  const bankCode = readDigits(fields, 'bankCode', BANK_CODE_DIGITS);
  const bankName = fields.requiredText('bankName');
  const branchCode = readDigits(fields, 'branchCode', BRANCH_CODE_DIGITS);
  const branchName = fields.requiredText('branchName');
  const type = fields.requiredText('accountType');
  if (type && type !== String(AccountType.ORDINARY) && type !== String(AccountType.CURRENT)) fields.fail('accountType', t('payment.validation.choice'));
  const accountNumber = readDigits(fields, 'accountNumber', ACCOUNT_NUMBER_DIGITS);
  const accountHolder = fields.requiredText('accountHolder');
  checkWith(fields, 'bankName', bankName, fullWidthMax30);
  checkWith(fields, 'branchName', branchName, fullWidthMax30);
  checkWith(fields, 'accountHolder', accountHolder, katakana, (v) => ([...v].length > ACCOUNT_HOLDER_MAX ? failure('payment.validation.katakana30') : null));
  return { bankCode, bankName, branchCode, branchName, accountType: type === '2' ? AccountType.CURRENT : AccountType.ORDINARY, accountNumber, accountHolder };
}
