// The department budget edit (billing variant): input -> confirm (before and after) -> complete with the loaded
// lastUpdated; client-side amount check; the server's per-field message; a stale write told to reload; the gate.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { limitAmountCalls } from '../../../core/limit-amount/calls';
import { ApiError, ErrorCode } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { budgetDetail, budgetKernel } from '../test-support';

const amount = () => screen.getByRole('textbox', { name: new RegExp(t('limitAmount.field.limitAmount')) });

describe('LimitAmountBillingEditPage', () => {
  it('changes the department budget through confirm and complete', async () => {
    const kernel = budgetKernel({}, { detail: budgetDetail() });
    kernel.client
      .on(limitAmountCalls.billingConfirm, () => ({
        billingId: '5', billingName: 'Sales One', lastUpdated: 'L1', message: 'Change the budget of Sales One?',
        changes: [{ field: 'limitAmount', label: t('limitAmount.field.limitAmount'), before: '800,000円', after: '900,000円' }],
        warnings: [],
      }))
      .on(limitAmountCalls.billingUpdate, () => ({ result: 'OK' as const, detail: budgetDetail({ limitAmount: 900_000 }), message: 'done' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/LimitAmountBilling/Edit/5');
    await screen.findByDisplayValue('800000');
    // Only the department budget is edited here: no alert switches, no member settings.
    expect(screen.queryByRole('checkbox')).toBeNull();
    // ... and the page says where the alerts and the member budget are set, and that its final button is 変更する.
    expect(screen.getByText(t('limitAmount.form.amountOnlyLead'))).toBeTruthy();
    await user.clear(amount());
    await user.type(amount(), '900000');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('Change the budget of Sales One?')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '900,000円' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByText(t('limitAmount.done.billing'))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === limitAmountCalls.billingUpdate.id)?.request).toEqual({ billingId: '5', lastUpdated: 'L1', limitAmount: '900000' });
    expect(screen.getByRole('link', { name: t('limitAmount.complete.toDetail') }).getAttribute('href')).toBe('/LimitAmountBilling/Detail/5');
  });

  it('checks the amount before calling, and shows the server’s field message', async () => {
    const kernel = budgetKernel({}, { detail: budgetDetail() });
    const user = userEvent.setup();
    renderAppAt(kernel, '/LimitAmountBilling/Edit/5');
    await screen.findByDisplayValue('800000');
    await user.clear(amount());
    await user.type(amount(), '12.5');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText(t('validation.integer'))).toBeTruthy();
    expect(kernel.client.idsCalled()).not.toContain(limitAmountCalls.billingConfirm.id);

    kernel.client.fail(limitAmountCalls.billingConfirm, new ApiError(t('error.badRequest'), ErrorCode.VALIDATION, {
      httpStatusCode: 400, message: t('error.badRequest'), code: ErrorCode.VALIDATION, fields: { limitAmount: t('validation.between', { min: 0, max: 99_999_999 }) },
    }));
    await user.clear(amount());
    await user.type(amount(), '5');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText(t('validation.between', { min: 0, max: 99_999_999 }))).toBeTruthy();
  });

  it('tells a stale write to reload and starts again from the current settings', async () => {
    const kernel = budgetKernel({}, { detail: budgetDetail() });
    kernel.client.fail(limitAmountCalls.billingConfirm, new ApiError(t('error.conflict'), 'CONFLICT', { httpStatusCode: 409, message: t('error.conflict'), code: 'CONFLICT' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/LimitAmountBilling/Edit/5');
    await screen.findByDisplayValue('800000');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText(t('limitAmount.form.conflict'))).toBeTruthy();
    kernel.client.on(limitAmountCalls.detail, () => budgetDetail({ limitAmount: 750_000, lastUpdated: 'L2' }));
    await user.click(screen.getByRole('button', { name: t('limitAmount.form.reload') }));
    await waitFor(() => expect((amount() as HTMLInputElement).value).toBe('750000'));
    expect(screen.queryByText(t('limitAmount.form.conflict'))).toBeNull();
  });

  it('goes home with the permission message when both alert choice flags are set', async () => {
    const kernel = budgetKernel({}, { detail: budgetDetail({ limitAmountAlertChoiceFlg: true, limitFullAmountAlertChoiceFlg: true }) });
    const { router } = renderAppAt(kernel, '/LimitAmountBilling/Edit/4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(t('error.permission'))).toBeTruthy();
  });
});
