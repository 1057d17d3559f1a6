// The department screens' budget settings (general variant): every setting, including turning the alerts back on,
// through confirm and complete; a department the clerk does not look after sends them home (permission error).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { limitAmountCalls } from '../../../core/limit-amount/calls';
import { ApiError, ErrorCode } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { budgetDetail, budgetKernel } from '../test-support';

const alertOff = (field: 'limitAmountAlertChoiceFlg' | 'limitFullAmountAlertChoiceFlg') =>
  screen.getByRole('checkbox', { name: t('limitAmount.form.alertOffLabel', { name: t(`limitAmount.field.${field}`) }) });

describe('BillingLimitAmountPage', () => {
  it('sets every budget setting and turns both alerts back on', async () => {
    const closed = budgetDetail({ limitAmountAlertChoiceFlg: true, limitFullAmountAlertChoiceFlg: true });
    const kernel = budgetKernel({}, { detail: closed });
    kernel.client
      .on(limitAmountCalls.generalConfirm, () => ({ billingId: '5', billingName: 'Sales One', lastUpdated: 'L1', message: 'Change settings?', changes: [], warnings: [] }))
      .on(limitAmountCalls.generalUpdate, () => ({ result: 'OK' as const, detail: budgetDetail(), message: 'done' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/LimitAmount/5');
    await screen.findByDisplayValue('800000');
    expect((alertOff('limitAmountAlertChoiceFlg') as HTMLInputElement).checked).toBe(true);
    await user.click(alertOff('limitAmountAlertChoiceFlg'));
    await user.click(alertOff('limitFullAmountAlertChoiceFlg'));
    const memberAmount = screen.getByRole('textbox', { name: new RegExp(t('limitAmount.field.limitAmountForUser')) });
    await user.clear(memberAmount);
    await user.click(screen.getByRole('radio', { name: t('limitAmount.division.NONE') }));
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('Change settings?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('common.update') }));
    expect(await screen.findByText(t('limitAmount.done.general'))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === limitAmountCalls.generalUpdate.id)?.request).toEqual({
      billingId: '5', lastUpdated: 'L1', limitAmount: '800000', limitAmountAlertChoiceFlg: false, limitFullAmountAlertChoiceFlg: false,
      limitAmountForUser: '', limitAmountForUserAlertChoiceFlg: false, limitFullAmountForUserAlertDivision: 'NONE',
    });
    // The detail is open again now that an alert is on.
    expect(screen.getByRole('link', { name: t('limitAmount.complete.toDetail') }).getAttribute('href')).toBe('/LimitAmountBilling/Detail/5');
  });

  it('goes home with the permission message for a department the clerk does not look after', async () => {
    const kernel = budgetKernel({ roleType: 4 });
    kernel.client.fail(limitAmountCalls.detail, new ApiError(t('error.permission'), ErrorCode.PERMISSION, { httpStatusCode: 403, message: t('error.permission'), code: ErrorCode.PERMISSION }));
    const { router } = renderAppAt(kernel, '/Billing/LimitAmount/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(t('error.permission'))).toBeTruthy();
    expect(kernel.client.idsCalled()).not.toContain(limitAmountCalls.generalConfirm.id);
  });
});
