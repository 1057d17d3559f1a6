// Department update: input -> confirm (changes before and after, the fee target that moves) -> complete with the
// lastUpdated that was loaded; client and server field errors; a stale update told to reload; the billing gate
// sending a suspended department to its detail; a clerk (no WFAC005) sent home.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { billingCalls, type DepartmentUpdateRequest } from '../../../core/billing/calls';
import { ApiError } from '../../../core/api/error';
import { ErrorService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { billingKernel, departmentDetail } from '../test-support';

const nameBox = () => screen.getByRole('textbox', { name: new RegExp(`^${t('billing.field.billingName')}`) });

describe('BillingUpdatePage', () => {
  it('confirms the changes and updates with the lastUpdated that was loaded', async () => {
    const kernel = billingKernel({}, { department: departmentDetail() });
    kernel.client
      .on(billingCalls.updateConfirm, () => ({
        billingId: '5', lastUpdated: 'L1', message: 'Change Sales One?',
        changes: [{ field: 'billingName' as const, before: 'Sales One', after: 'Sales East' }],
      }))
      .on(billingCalls.update, () => ({ result: 'OK' as const, department: departmentDetail({ billingName: 'Sales East' }), mailedCount: 0, message: 'done' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/Update/5');
    await screen.findByRole('textbox', { name: new RegExp(`^${t('billing.field.billingName')}`) });
    // The fee target is shown, not edited: it changes by application in the payment settings.
    expect(screen.queryByRole('checkbox', { name: t('billing.field.registrationFeeChargeFlgLabel') })).toBeNull();
    expect(screen.getByText(t('billing.field.registrationFeeNotTarget'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('billing.field.registrationFeeChangeLink') }).getAttribute('href')).toBe('/Payment/RegistrationFeeChargeDivisionChange');
    await user.clear(nameBox());
    await user.type(nameBox(), 'Sales East');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('Change Sales One?')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Sales East' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('common.update') }));
    expect(await screen.findByText(t('billing.update.complete'))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === billingCalls.update.id)?.request).toEqual({
      billingId: '5', lastUpdated: 'L1', billingName: 'Sales East', autoApprovalFlg: false, serviceUsageAlertChoiceFlg: false,
    } satisfies DepartmentUpdateRequest);
    expect(screen.getByRole('link', { name: t('billing.update.toDetail') }).getAttribute('href')).toBe('/Billing/Detail/5');
  });

  it('checks the name before calling (comma, double quote, required) and shows the server field errors', async () => {
    const kernel = billingKernel({}, { department: departmentDetail() });
    const message = t('billing.validation.nameTaken');
    kernel.client.fail(billingCalls.updateConfirm, new ApiError(t('error.badRequest'), 'VALIDATION_ERROR', { httpStatusCode: 400, message: t('error.badRequest'), code: 'VALIDATION_ERROR', fields: { billingName: message } }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/Update/5');
    await screen.findByRole('textbox', { name: new RegExp(`^${t('billing.field.billingName')}`) });
    for (const [typed, expected] of [['Sales,One', t('validation.departmentName')], ['Sales"One', t('validation.departmentName')]] as const) {
      await user.clear(nameBox());
      await user.type(nameBox(), typed);
      await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
      expect((await screen.findByRole('alert')).textContent).toBe(expected);
    }
    await user.clear(nameBox());
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('validation.required'));
    expect(kernel.client.idsCalled()).not.toContain(billingCalls.updateConfirm.id);
    await user.type(nameBox(), 'Sales Two');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('offers auto approval only when the corporation sets it per department', async () => {
    renderAppAt(billingKernel({}, { department: departmentDetail({ corporationAutoApprovalSetting: 1 }) }), '/Billing/Update/5');
    const box = await screen.findByRole('checkbox', { name: t('billing.field.autoApprovalFlgLabel') });
    expect((box as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(t('billing.field.autoApprovalFixed'))).toBeTruthy();
  });

  it('tells a stale update to reload and then starts from the current department', async () => {
    const kernel = billingKernel({}, { department: departmentDetail() });
    kernel.client.fail(billingCalls.updateConfirm, new ApiError(t('error.conflict'), 'CONFLICT', { httpStatusCode: 409, message: t('error.conflict'), code: 'CONFLICT' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/Update/5');
    await user.click(await screen.findByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText(t('billing.op.conflict'))).toBeTruthy();
    kernel.client.on(billingCalls.detail, () => departmentDetail({ billingName: 'Renamed elsewhere', lastUpdated: 'L2' }));
    await user.click(screen.getByRole('button', { name: t('billing.update.reload') }));
    await waitFor(() => expect((nameBox() as HTMLInputElement).value).toBe('Renamed elsewhere'));
    expect(screen.queryByText(t('billing.op.conflict'))).toBeNull();
  });

  it('sends a suspended department to its detail, which says why, leaving no permission error set (billing gate)', async () => {
    const kernel = billingKernel({}, { department: departmentDetail({ disableFlg: true, allowedOperations: ['delete', 'usageResume'] }) });
    const { router } = renderAppAt(kernel, '/Billing/Update/5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Billing/Detail/5'));
    expect(kernel.container.get<ErrorService>(ErrorService).permissionError.value).toBe(false);
    expect(await screen.findByText(t('billing.detail.suspendedNotice'))).toBeTruthy();
  });

  it('sends a department clerk home: the update is the responsible person\'s (no WFAC005)', async () => {
    const kernel = billingKernel({ roleType: 4 }, { department: departmentDetail({ allowedOperations: [] }) });
    const { router } = renderAppAt(kernel, '/Billing/Update/5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The page sent to shows the denial (the flag itself is consumed as the callout mounts).
    expect(await screen.findByText(t('error.permission'))).toBeTruthy();
    expect(kernel.client.idsCalled()).not.toContain(billingCalls.updateConfirm.id);
  });
});
