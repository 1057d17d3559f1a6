// The payment method change: the destination preselected from the link, the account asked only for direct debit and
// checked at its fields (codes' digits, 7-digit number, katakana holder, required) before calling; confirm shows the
// server's masked preview and never the number typed; the bodies sent.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paymentCalls } from '../../../core/payment/calls';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { paymentDetail, paymentKernel, preview } from '../test-support';

const SLOW = { timeout: 15_000 };
const box = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const alerts = () => screen.getAllByRole('alert').map((a) => a.textContent);

describe('PaymentMethodChangePage', () => {
  it('asks the account for direct debit, checks it, confirms with the masked number and applies', async () => {
    const kernel = paymentKernel();
    kernel.client
      .on(paymentCalls.paymentChangeConfirm, () => preview({ kind: 'paymentMethod', changes: [{ label: '支払方法', before: '請求書払い（銀行振込）', after: '口座振替（みずほ銀行 本店 普通 ****567）' }] }))
      .on(paymentCalls.paymentChange, () => ({ result: 'OK' as const, application: paymentDetail({ applicationId: '41', kind: 'paymentMethod' }), message: 'applied' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Payment/Input?chargeBranchNo=10000001');
    const branch = await screen.findByRole('combobox', { name: new RegExp(t('paymentPages.change.branch')) }, SLOW);
    expect((branch as HTMLSelectElement).value).toBe('10000001');
    expect(screen.getByText(t('paymentPages.method.current', { method: t('payment.method.1') }))).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${t('payment.field.accountNumber')}`) })).toBeNull();
    await user.click(screen.getByRole('radio', { name: t('payment.method.2') }));
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await waitFor(() => expect(alerts()).toEqual([
      t('validation.required'), t('validation.required'), t('validation.required'), t('validation.required'),
      t('paymentPages.validation.choose'), t('validation.required'), t('validation.required'),
    ]));
    expect(document.activeElement).toBe(box(t('payment.field.bankCode')));

    await user.type(box(t('payment.field.bankCode')), '1a');
    await user.type(box(t('payment.field.bankName')), 'みずほ銀行');
    await user.type(box(t('payment.field.branchCode')), '001');
    await user.type(box(t('payment.field.branchName')), '本店');
    await user.click(screen.getByRole('radio', { name: t('payment.accountType.1') }));
    await user.type(box(t('payment.field.accountNumber')), '12345');
    await user.type(box(t('payment.field.accountHolder')), 'ﾐﾗｲﾜｰｸｽ');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await waitFor(() => expect(alerts()).toEqual([
      t('validation.digits', { length: 4 }), t('validation.digits', { length: 7 }), t('validation.katakana'),
    ]));
    expect(kernel.client.idsCalled()).not.toContain(paymentCalls.paymentChangeConfirm.id);

    await user.clear(box(t('payment.field.bankCode')));
    await user.type(box(t('payment.field.bankCode')), '0001');
    await user.clear(box(t('payment.field.accountNumber')));
    await user.type(box(t('payment.field.accountNumber')), '1234567');
    await user.clear(box(t('payment.field.accountHolder')));
    await user.type(box(t('payment.field.accountHolder')), 'カ）ミライワークス');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await waitFor(() => expect(alerts()).toEqual([t('validation.katakana')]));
    await user.clear(box(t('payment.field.accountHolder')));
    await user.type(box(t('payment.field.accountHolder')), 'ミライワークス');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('口座振替（みずほ銀行 本店 普通 ****567）')).toBeTruthy();
    expect(screen.queryByText(/1234567/)).toBeNull();
    await user.click(screen.getByRole('button', { name: t('paymentPages.apply') }));
    expect(await screen.findByRole('link', { name: t('paymentPages.toDetail') })).toBeTruthy();
    expect(screen.queryByText(/1234567/)).toBeNull();
    const sent = kernel.client.calls.find((c) => c.id === paymentCalls.paymentChange.id)?.request as Record<string, unknown>;
    expect(sent).toEqual({
      chargeBranchNo: '10000001', paymentMethod: 2, applyDate: sent.applyDate,
      bankAccount: { bankCode: '0001', bankName: 'みずほ銀行', branchCode: '001', branchName: '本店', accountType: 1, accountNumber: '1234567', accountHolder: 'ミライワークス' },
    });
  });

  it('sends no account for bank transfer', async () => {
    const kernel = paymentKernel();
    kernel.client.on(paymentCalls.paymentChangeConfirm, () => preview({ kind: 'paymentMethod' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Payment/Input');
    await user.selectOptions(await screen.findByRole('combobox', { name: new RegExp(t('paymentPages.change.branch')) }, SLOW), '10000002');
    await user.click(screen.getByRole('radio', { name: t('payment.method.1') }));
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await screen.findByText(t('flow.confirmLead'));
    const sent = kernel.client.calls.find((c) => c.id === paymentCalls.paymentChangeConfirm.id)?.request as Record<string, unknown>;
    expect(sent).toEqual({ chargeBranchNo: '10000002', paymentMethod: 1, applyDate: sent.applyDate });
  });
});
