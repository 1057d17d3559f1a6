// The issuer printed on every invoice (the service provider) and its qualified-invoice registration number, which
// a deployment sets with INVOICE_REGISTRATION_NUMBER / INVOICE_ISSUER_NAME (server/start-settings.ts).
import { INVOICE_REGISTRATION_NUMBER_PATTERN } from '../../core/domain/charges';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';

export interface InvoiceIssuer {
  issuerName: string;
  registrationNumber: string;
  postalCode: string | null;
  address: string | null;
  phoneNumber: string | null;
  standardTaxRate: number;
}

export interface InvoiceIssuerSettings {
  registrationNumber?: string;
  issuerName?: string;
}

/** Checks a registration number (T and 13 digits); throws a Japanese message otherwise. */
export function checkRegistrationNumber(value: string): string {
  if (!INVOICE_REGISTRATION_NUMBER_PATTERN.test(value)) throw new Error(t('charges.issuer.badRegistrationNumber', { value }));
  return value;
}

export async function applyInvoiceIssuerSettings(db: SqlExecutor, settings: InvoiceIssuerSettings, now: Date): Promise<void> {
  if (settings.registrationNumber !== undefined) {
    await db.query('update invoice_issuer set registration_number = $1, last_updated = $2 where id = 1', [checkRegistrationNumber(settings.registrationNumber), now]);
  }
  if (settings.issuerName !== undefined && settings.issuerName.trim() !== '') {
    await db.query('update invoice_issuer set issuer_name = $1, last_updated = $2 where id = 1', [settings.issuerName.trim(), now]);
  }
}

export async function loadInvoiceIssuer(db: SqlExecutor): Promise<InvoiceIssuer> {
  const [row] = await db.query<Row & { issuer_name: string; registration_number: string; postal_code: string | null; address: string | null; phone_number: string | null; standard_tax_rate: number }>(
    'select issuer_name, registration_number, postal_code, address, phone_number, standard_tax_rate from invoice_issuer where id = 1');
  return { issuerName: row.issuer_name, registrationNumber: row.registration_number, postalCode: row.postal_code, address: row.address,
    phoneNumber: row.phone_number, standardTaxRate: row.standard_tax_rate };
}
