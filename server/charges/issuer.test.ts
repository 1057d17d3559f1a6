// The invoice issuer's qualified-invoice registration number is configurable (T and 13 digits) and refused otherwise.
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n';
import { createApp } from '../app';
import { readStartSettings } from '../start-settings';
import { loadInvoiceIssuer } from './issuer';

describe('invoice issuer settings', () => {
  it('reads INVOICE_REGISTRATION_NUMBER and INVOICE_ISSUER_NAME, refusing a malformed number in Japanese', () => {
    const settings = readStartSettings({ INVOICE_REGISTRATION_NUMBER: ' T9876543210987 ', INVOICE_ISSUER_NAME: '株式会社テスト運営' });
    expect(settings.invoiceIssuer).toEqual({ registrationNumber: 'T9876543210987', issuerName: '株式会社テスト運営' });
    expect(readStartSettings({}).invoiceIssuer).toEqual({ registrationNumber: undefined, issuerName: undefined });
    for (const bad of ['1234567890123', 'T123456789012', 'T12345678901234', 't1234567890123', 'T123456789012X']) {
      expect(() => readStartSettings({ INVOICE_REGISTRATION_NUMBER: bad })).toThrow(t('charges.issuer.badRegistrationNumber', { value: bad }));
    }
  });

  it('applies the settings to the database at start', async () => {
    const app = await createApp({ dataDir: 'memory://', seed: false, invoiceIssuer: { registrationNumber: 'T9876543210987', issuerName: '株式会社テスト運営' } });
    try {
      expect(await loadInvoiceIssuer(app.db)).toMatchObject({ issuerName: '株式会社テスト運営', registrationNumber: 'T9876543210987', standardTaxRate: 10 });
    } finally {
      await app.close();
    }
  });
});
