// The issuer printed on every invoice (the service provider), its qualified-invoice registration number, and the
// billing terms every invoice follows (when a month is confirmed, the payment due day, the direct-debit day, the
// account to transfer to). A deployment sets them with INVOICE_REGISTRATION_NUMBER, INVOICE_ISSUER_NAME,
// CHARGE_CONFIRM_DAY, INVOICE_DUE_DAY, DIRECT_DEBIT_DAY and INVOICE_TRANSFER_ACCOUNT (server/start-settings.ts).
import {
  billingTermsProblem, DEFAULT_BILLING_TERMS, hasValidRegistrationCheckDigit, INVOICE_REGISTRATION_NUMBER_PATTERN, type BillingTerms,
} from '../../core/charges/domain';
import { t, type MessageKey } from '../../core/i18n';
import '../../core/charges/load-messages';
import type { Row, SqlExecutor } from '../db/database';

export interface InvoiceIssuer extends BillingTerms {
  issuerName: string;
  registrationNumber: string;
  postalCode: string | null;
  address: string | null;
  phoneNumber: string | null;
  standardTaxRate: number;
  /** The issuer's bank account printed for 請求書払い, or null when none is set. */
  transferAccount: string | null;
}

export interface InvoiceIssuerSettings {
  registrationNumber?: string;
  issuerName?: string;
  terms?: Partial<BillingTerms>;
  transferAccount?: string;
}

/** Checks a registration number (T, 13 digits, the national check digit); throws a Japanese message otherwise. */
export function checkRegistrationNumber(value: string): string {
  if (!INVOICE_REGISTRATION_NUMBER_PATTERN.test(value)) throw new Error(t('charges.issuer.badRegistrationNumber', { value }));
  if (!hasValidRegistrationCheckDigit(value)) throw new Error(t('charges.issuer.badCheckDigit', { value }));
  return value;
}

/** Checks the billing terms as a whole (each day in range, payment after the confirmation); throws a Japanese message. */
export function checkBillingTerms(terms: BillingTerms, given: Partial<Record<keyof BillingTerms, string>> = {}): BillingTerms {
  const problem = billingTermsProblem(terms);
  if (problem) throw new Error(t(`charges.issuer.badTerm.${problem}` as MessageKey, { value: given[problem] ?? String(terms[problem]) }));
  return terms;
}

export async function applyInvoiceIssuerSettings(db: SqlExecutor, settings: InvoiceIssuerSettings, now: Date): Promise<void> {
  if (settings.registrationNumber !== undefined) {
    await db.query('update invoice_issuer set registration_number = $1, last_updated = $2 where id = 1', [checkRegistrationNumber(settings.registrationNumber), now]);
  }
  if (settings.issuerName !== undefined && settings.issuerName.trim() !== '') {
    await db.query('update invoice_issuer set issuer_name = $1, last_updated = $2 where id = 1', [settings.issuerName.trim(), now]);
  }
  if (settings.transferAccount !== undefined && settings.transferAccount.trim() !== '') {
    await db.query('update invoice_issuer set transfer_account = $1, last_updated = $2 where id = 1', [settings.transferAccount.trim(), now]);
  }
  if (settings.terms && Object.values(settings.terms).some((v) => v !== undefined)) {
    const terms = checkBillingTerms({ ...DEFAULT_BILLING_TERMS, ...settings.terms });
    await db.query('update invoice_issuer set confirm_day = $1, payment_due_day = $2, direct_debit_day = $3, last_updated = $4 where id = 1',
      [terms.confirmDay, terms.paymentDueDay, terms.directDebitDay, now]);
  }
}

interface IssuerRow extends Row {
  issuer_name: string;
  registration_number: string;
  postal_code: string | null;
  address: string | null;
  phone_number: string | null;
  standard_tax_rate: number;
  confirm_day: number;
  payment_due_day: number;
  direct_debit_day: number;
  transfer_account: string | null;
}

export async function loadInvoiceIssuer(db: SqlExecutor): Promise<InvoiceIssuer> {
  const [row] = await db.query<IssuerRow>(
    `select issuer_name, registration_number, postal_code, address, phone_number, standard_tax_rate, confirm_day, payment_due_day, direct_debit_day,
            transfer_account from invoice_issuer where id = 1`);
  return {
    issuerName: row.issuer_name, registrationNumber: row.registration_number, postalCode: row.postal_code, address: row.address,
    phoneNumber: row.phone_number, standardTaxRate: row.standard_tax_rate, confirmDay: row.confirm_day, paymentDueDay: row.payment_due_day,
    directDebitDay: row.direct_debit_day, transferAccount: row.transfer_account,
  };
}

/** The billing terms alone (the scheduler and the seed decide by them when a month is confirmed). */
export async function loadBillingTerms(db: SqlExecutor): Promise<BillingTerms> {
  const { confirmDay, paymentDueDay, directDebitDay } = await loadInvoiceIssuer(db);
  return { confirmDay, paymentDueDay, directDebitDay };
}
