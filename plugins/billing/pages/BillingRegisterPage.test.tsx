// Department registration: input -> confirm -> complete as an application with its apply date; the name and
// date checked before calling; server field errors (date range, taken name) shown on the fields; a clerk sent home.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applicationCalls } from '../../../core/applications/calls';
import { ApiError } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { applicationDetail, billingKernel, departmentRow } from '../test-support';

const box = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('BillingRegisterPage', () => {
  it('applies for a department that appears on its apply date', async () => {
    const kernel = billingKernel({}, { rows: [departmentRow()] });
    kernel.client
      .on(applicationCalls.billingRegistrationConfirm, (request) => ({ fields: { ...request, applyDate: '2026/12/05' }, registrationFeeMovesFrom: null, message: 'Apply for Legal?' }))
      .on(applicationCalls.billingRegistration, () => ({ result: 'OK' as const, application: applicationDetail({ applicationId: '9' }), message: 'applied' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/Register');
    await screen.findByRole('textbox', { name: new RegExp(`^${t('billing.field.billingName')}`) });
    expect(screen.getByText(t('billing.register.lead'))).toBeTruthy();
    await user.type(box(t('billing.field.billingName')), 'Legal');
    await user.type(box(t('billing.field.applyDate')), '2026/12/05');
    await user.click(screen.getByRole('checkbox', { name: t('billing.field.autoApprovalFlgLabel') }));
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('Apply for Legal?')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '2026/12/05' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('common.register') }));
    expect(await screen.findByText(t('billing.register.complete', { date: '2026/12/05' }))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === applicationCalls.billingRegistration.id)?.request).toEqual({
      billingName: 'Legal', autoApprovalFlg: true, registrationFeeChargeFlg: false, applyDate: '2026/12/05',
    });
    expect(screen.getByRole('link', { name: t('billing.register.toHistory') }).getAttribute('href')).toBe('/Billing/HistoryDetail/9');
  });

  it('checks the fields before calling and shows the server field errors', async () => {
    const kernel = billingKernel({}, { rows: [departmentRow()] });
    const range = t('billing.validation.applyDateRange', { from: '2026/11/22', to: '2027/11/21' });
    kernel.client.fail(applicationCalls.billingRegistrationConfirm, new ApiError(t('error.badRequest'), 'VALIDATION_ERROR', {
      httpStatusCode: 400, message: t('error.badRequest'), code: 'VALIDATION_ERROR', fields: { applyDate: range, billingName: t('billing.validation.nameTaken') },
    }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/Register');
    await screen.findByRole('textbox', { name: new RegExp(`^${t('billing.field.billingName')}`) });
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    const required = await screen.findAllByRole('alert');
    expect(required.map((a) => a.textContent)).toEqual([t('validation.required'), t('validation.required')]);
    await user.type(box(t('billing.field.billingName')), 'Le,gal');
    await user.type(box(t('billing.field.applyDate')), '2026/11/21');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual([t('validation.departmentName')]);
    expect(kernel.client.idsCalled()).not.toContain(applicationCalls.billingRegistrationConfirm.id);
    await user.clear(box(t('billing.field.billingName')));
    await user.type(box(t('billing.field.billingName')), 'Legal');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([t('billing.validation.nameTaken'), range]));
  });

  it('sends a department clerk home: registering departments is the responsible person\'s', async () => {
    const kernel = billingKernel({ roleType: 4 }, { rows: [departmentRow()] });
    const { router } = renderAppAt(kernel, '/Billing/Register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The page sent to shows the denial (the flag itself is consumed as the callout mounts).
    expect(await screen.findByText(t('error.permission'))).toBeTruthy();
  });
});
