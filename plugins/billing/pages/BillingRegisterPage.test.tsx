// Department registration: input -> confirm -> complete as an application with its apply date; the name and
// date checked before calling, every problem at once; server field errors (date range, taken name) shown on the
// fields together; a failed load of the settings told with 再読み込み; a clerk sent home.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applicationCalls } from '../../../core/applications/calls';
import { ApiError } from '../../../core/api/error';
import { applyDateRange } from '../../../core/billing/apply-date';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { applicationDetail, billingKernel, departmentRow } from '../test-support';

const tomorrow = () => applyDateRange(new Date()).from.replaceAll('-', '/');
const box = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('BillingRegisterPage', () => {
  it('applies for a department that appears on its apply date', async () => {
    const kernel = billingKernel({}, { rows: [departmentRow()] });
    kernel.client
      .on(applicationCalls.billingRegistrationConfirm, (request) => ({ fields: { autoApprovalFlg: false, registrationFeeChargeFlg: false, ...request, applyDate: '2026/12/05' }, registrationFeeMovesFrom: null, message: 'Apply for Legal?' }))
      .on(applicationCalls.billingRegistration, () => ({ result: 'OK' as const, application: applicationDetail({ applicationId: '9' }), message: 'applied' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/Register');
    await screen.findByRole('textbox', { name: new RegExp(`^${t('billing.field.billingName')}`) });
    expect(screen.getByText(t('billing.register.lead'))).toBeTruthy();
    await user.type(box(t('billing.field.billingName')), 'Legal');
    // The form checks the date against the browser's clock: tomorrow is always accepted.
    await user.type(box(t('billing.field.applyDate')), tomorrow());
    await user.click(screen.getByRole('checkbox', { name: t('billing.field.autoApprovalFlgLabel') }));
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('Apply for Legal?')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '2026/12/05' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('common.apply') }));
    expect(await screen.findByText(t('billing.register.complete', { date: '2026/12/05' }))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === applicationCalls.billingRegistration.id)?.request).toEqual({
      billingName: 'Legal', autoApprovalFlg: true, registrationFeeChargeFlg: false, applyDate: tomorrow(),
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
    await user.type(box(t('billing.field.billingName')), 'Legal');
    await user.type(box(t('billing.field.applyDate')), tomorrow());
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([t('billing.validation.nameTaken'), range]));
  });

  it('shows the name and the date problems together after one press, calling nothing', async () => {
    const kernel = billingKernel({}, { rows: [departmentRow()] });
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/Register');
    await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${t('billing.field.billingName')}`) }), 'Le,gal');
    await user.type(box(t('billing.field.applyDate')), '2026/02/30');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual([t('validation.departmentName'), t('billing.validation.applyDateFormat')]);
    // A day already begun is refused with the accepted range, beside the name's problem.
    await user.clear(box(t('billing.field.applyDate')));
    await user.type(box(t('billing.field.applyDate')), '2020/01/01');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    const { from, to } = applyDateRange(new Date());
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      t('validation.departmentName'), t('billing.validation.applyDateRange', { from: from.replaceAll('-', '/'), to: to.replaceAll('-', '/') }),
    ]));
    expect(kernel.client.idsCalled()).not.toContain(applicationCalls.billingRegistrationConfirm.id);
  });

  it('sends a department clerk home: registering departments is the responsible person\'s', async () => {
    const kernel = billingKernel({ roleType: 4 }, { rows: [departmentRow()] });
    const { router } = renderAppAt(kernel, '/Billing/Register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The page sent to shows the denial (the flag itself is consumed as the callout mounts).
    expect(await screen.findByText(t('error.permission'))).toBeTruthy();
  });
});
