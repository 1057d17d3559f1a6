// The fields a tenant enters for an invoice destination (reason 1 and a new destination of reason 2) and for a
// direct-debit account, checked with the validators of core/validation the payment pages use too (spec 5). The request
// nests them (destination: {...}, bankAccount: {...}); the edge has checked their kinds (texts, the account type's
// choice), and the rules here are keyed by the inner names (postalCode, accountNumber, ...), as the web forms name
// their inputs, all of them in one answer with the other fields of the application (FieldProblems).
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
  addressPairLength, digits, failure, fullWidth, fullWidthMax30, katakana, mail, messageOf, notFreeMail, postalCode, type ValidationResult,
} from '../../core/validation';
import { validationFailed } from '../http/http-error';

type Rule = (value: string) => ValidationResult;

/** Every wrong field of a request, its first problem each, for one 400 answer (the application's fields and these). */
export class FieldProblems {
  private readonly problems: Record<string, string> = {};

  /** Records a field's problem unless it has one already (the first is the one worth showing). */
  fail(name: string, message: string): void {
    if (!(name in this.problems)) this.problems[name] = message;
  }

  has(name: string): boolean {
    return name in this.problems;
  }

  /** Throws the 400 answer when any field failed. */
  check(): void {
    if (Object.keys(this.problems).length > 0) throw validationFailed({ ...this.problems });
  }

  /**
   * A text field trimmed: '' when absent; required ones refuse '' (必須項目です), `max` counts code points; then the
   * rules, the first failure told. Answers the trimmed text.
   */
  text(name: string, value: string | undefined, options: { required?: boolean; max?: number } = {}, ...rules: Rule[]): string {
    const text = (value ?? '').trim();
    if (text === '') {
      if (options.required) this.fail(name, t('validation.required'));
      return text;
    }
    if (options.max !== undefined && [...text].length > options.max) {
      this.fail(name, t('validation.max', { length: options.max }));
      return text;
    }
    for (const rule of rules) {
      const result = rule(text);
      if (result) {
        this.fail(name, messageOf(result));
        break;
      }
    }
    return text;
  }
}

/** Checks the destination's fields (absent ones are empty, so a missing destination names each required field). */
export function readDestinationFields(given: Partial<DestinationFields> | undefined, problems: FieldProblems): DestinationFields {
  const fields = given ?? {};
  const residence = problems.text('residence', fields.residence, { max: 100 }, fullWidth);
  return {
    clientName: problems.text('clientName', fields.clientName, { required: true, max: CLIENT_NAME_MAX }),
    postalCode: problems.text('postalCode', fields.postalCode, { required: true }, postalCode),
    address: problems.text('address', fields.address, { required: true, max: 100 }, fullWidth, (v) => addressPairLength(v, residence, t('payment.field.residence'))),
    residence,
    personDepartment: problems.text('personDepartment', fields.personDepartment, { max: PERSON_DEPARTMENT_MAX }),
    personName: problems.text('personName', fields.personName, { required: true, max: PERSON_NAME_MAX }),
    mailAddress: problems.text('mailAddress', fields.mailAddress, { required: true }, mail, notFreeMail),
  };
}

const holderLength: Rule = (v) => ([...v].length > ACCOUNT_HOLDER_MAX ? failure('payment.validation.katakana30') : null);

/** Checks the direct-debit account (absent fields are empty; the account type's choice is the edge's). */
export function readBankAccount(given: Partial<BankAccountFields> | undefined, problems: FieldProblems): BankAccountFields {
  const fields = given ?? {};
  if (fields.accountType === undefined) problems.fail('accountType', t('validation.required'));
  return {
    bankCode: problems.text('bankCode', fields.bankCode, { required: true }, digits(BANK_CODE_DIGITS)),
    bankName: problems.text('bankName', fields.bankName, { required: true }, fullWidthMax30),
    branchCode: problems.text('branchCode', fields.branchCode, { required: true }, digits(BRANCH_CODE_DIGITS)),
    branchName: problems.text('branchName', fields.branchName, { required: true }, fullWidthMax30),
    accountType: fields.accountType === AccountType.CURRENT ? AccountType.CURRENT : AccountType.ORDINARY,
    accountNumber: problems.text('accountNumber', fields.accountNumber, { required: true }, digits(ACCOUNT_NUMBER_DIGITS)),
    accountHolder: problems.text('accountHolder', fields.accountHolder, { required: true }, katakana, holderLength),
  };
}
