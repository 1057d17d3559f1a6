// The invoice issuer's qualified-invoice registration number is configurable (T, 13 digits, the national check
// digit) and refused otherwise; the billing terms (confirmation, due and debit days, transfer account) likewise.
import { describe, expect, it } from 'vitest';
import { confirmationDayOf, directDebitDayOf, hasValidRegistrationCheckDigit, paymentDueDayOf, DEFAULT_BILLING_TERMS } from '../../core/charges/domain';
import { t } from '../../core/i18n';
import { createApp } from '../app';
import { readStartSettings } from '../start-settings';
import { loadInvoiceIssuer } from './issuer';

describe('invoice issuer settings', () => {
  it('knows the national check digit of a registration number', () => {
    // A published corporate number (法人番号 1180301018771) and the demo issuer's number.
    expect(hasValidRegistrationCheckDigit('T1180301018771')).toBe(true);
    expect(hasValidRegistrationCheckDigit('T9234567890123')).toBe(true);
    for (const first of '012345678') expect(hasValidRegistrationCheckDigit(`T${first}234567890123`)).toBe(false);
    expect(hasValidRegistrationCheckDigit('T1180301018772')).toBe(false);
  });

  it('reads INVOICE_REGISTRATION_NUMBER and INVOICE_ISSUER_NAME, refusing a malformed number or check digit in Japanese', () => {
    const settings = readStartSettings({ INVOICE_REGISTRATION_NUMBER: ' T2876543210987 ', INVOICE_ISSUER_NAME: '株式会社テスト運営' });
    expect(settings.invoiceIssuer).toEqual({ registrationNumber: 'T2876543210987', issuerName: '株式会社テスト運営', transferAccount: undefined });
    expect(readStartSettings({}).invoiceIssuer).toEqual({ registrationNumber: undefined, issuerName: undefined, transferAccount: undefined });
    for (const bad of ['1234567890123', 'T123456789012', 'T12345678901234', 't1234567890123', 'T123456789012X']) {
      expect(() => readStartSettings({ INVOICE_REGISTRATION_NUMBER: bad })).toThrow(t('charges.issuer.badRegistrationNumber', { value: bad }));
    }
    expect(() => readStartSettings({ INVOICE_REGISTRATION_NUMBER: 'T1234567890123' })).toThrow(t('charges.issuer.badCheckDigit', { value: 'T1234567890123' }));
  });

  it('reads the billing terms and refuses days out of range or before the confirmation', () => {
    expect(readStartSettings({ CHARGE_CONFIRM_DAY: '5', INVOICE_DUE_DAY: '25' }).invoiceIssuer.terms).toEqual({ confirmDay: 5, paymentDueDay: 25 });
    expect(() => readStartSettings({ CHARGE_CONFIRM_DAY: '29' })).toThrow(t('charges.issuer.badTerm.confirmDay', { value: '29' }));
    expect(() => readStartSettings({ CHARGE_CONFIRM_DAY: 'x' })).toThrow(t('charges.issuer.badTerm.confirmDay', { value: 'x' }));
    expect(() => readStartSettings({ CHARGE_CONFIRM_DAY: '10', INVOICE_DUE_DAY: '10' })).toThrow(t('charges.issuer.badTerm.paymentDueDay', { value: '10' }));
    expect(() => readStartSettings({ CHARGE_CONFIRM_DAY: '28' })).toThrow(t('charges.issuer.badTerm.directDebitDay', { value: '27' }));
  });

  it('dates a month by the terms: confirmation, due and debit in the month after the closing month', () => {
    expect(confirmationDayOf('2026-11', DEFAULT_BILLING_TERMS)).toBe('2026-12-01');
    expect(paymentDueDayOf('2026-11', DEFAULT_BILLING_TERMS)).toBe('2026-12-31');
    expect(paymentDueDayOf('2026-12', DEFAULT_BILLING_TERMS)).toBe('2027-01-31');
    expect(paymentDueDayOf('2027-01', DEFAULT_BILLING_TERMS)).toBe('2027-02-28');
    expect(directDebitDayOf('2027-01', DEFAULT_BILLING_TERMS)).toBe('2027-02-27');
  });

  it('applies the settings to the database at start', async () => {
    const app = await createApp({
      dataDir: 'memory://', seed: false,
      invoiceIssuer: { registrationNumber: 'T2876543210987', issuerName: '株式会社テスト運営', terms: { confirmDay: 3 }, transferAccount: 'テスト銀行 本店 普通預金 7654321' },
    });
    try {
      expect(await loadInvoiceIssuer(app.db)).toMatchObject({
        issuerName: '株式会社テスト運営', registrationNumber: 'T2876543210987', standardTaxRate: 10, confirmDay: 3, paymentDueDay: 31, directDebitDay: 27,
        transferAccount: 'テスト銀行 本店 普通預金 7654321',
      });
    } finally {
      await app.close();
    }
  });
});
