// Transfer application: input -> confirm -> complete with the departments of the list (a suspended one is no
// destination); the fields checked before calling; the server's field errors shown on the fields; a clerk sent home.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applicationCalls } from '../../../core/applications/calls';
import { ApiError } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { billingKernel, departmentRow, transferRow } from '../test-support';

const ROWS = [
  departmentRow(),
  departmentRow({ billingId: '6', billingName: 'Sales Two', memberCount: 3 }),
  departmentRow({ billingId: '7', billingName: 'Closed Room', disableFlg: true, memberCount: 0 }),
];

const select = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) }) as HTMLSelectElement;
const dateBox = () => screen.getByRole('textbox', { name: new RegExp(`^${t('billing.field.applyDate')}`) });

describe('BillingTransferPage', () => {
  it('applies for a transfer of a department\'s members to another on a date', async () => {
    const kernel = billingKernel({}, { rows: ROWS });
    kernel.client
      .on(applicationCalls.transferConfirm, (request) => ({ fields: request, fromBillingName: 'Sales One', toBillingName: 'Sales Two', memberCount: 12, message: 'Transfer 12 members?' }))
      .on(applicationCalls.transfer, () => ({ result: 'OK' as const, application: transferRow(), message: 'applied' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/Transfer');
    await screen.findByRole('combobox', { name: new RegExp(`^${t('billing.transfer.field.from')}`) });
    expect(screen.getByText(t('billing.transfer.lead'))).toBeTruthy();
    // A suspended department can be a source, not a destination.
    const from = select(t('billing.transfer.field.from'));
    const to = select(t('billing.transfer.field.to'));
    expect(within(from).getAllByRole('option').map((o) => o.textContent)).toContain(`Closed Room（${t('billing.transfer.memberCount', { count: 0 })}）`);
    expect(within(to).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['', '5', '6']);
    await user.selectOptions(from, '5');
    await user.selectOptions(to, '6');
    await user.type(dateBox(), '2026/12/21');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect(await screen.findByText('Transfer 12 members?')).toBeTruthy();
    expect(screen.getByRole('cell', { name: t('billing.transfer.memberCount', { count: 12 }) })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('billing.transfer.execute') }));
    expect(await screen.findByText(t('billing.transfer.complete', { date: '2026/12/21' }))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === applicationCalls.transfer.id)?.request).toEqual({ fromBillingId: '5', toBillingId: '6', applyDate: '2026/12/21' });
    expect(screen.getByRole('link', { name: t('billing.detail.backToList') }).getAttribute('href')).toBe('/Billing/Info');
  });

  it('checks the fields before calling and shows the server field errors', async () => {
    const kernel = billingKernel({}, { rows: ROWS });
    const waiting = t('billing.transfer.validation.waiting', { name: 'Sales Two' });
    kernel.client.fail(applicationCalls.transferConfirm, new ApiError(t('error.badRequest'), 'VALIDATION_ERROR', {
      httpStatusCode: 400, message: t('error.badRequest'), code: 'VALIDATION_ERROR', fields: { toBillingId: waiting },
    }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/Transfer');
    await screen.findByRole('combobox', { name: new RegExp(`^${t('billing.transfer.field.from')}`) });
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual([t('validation.required'), t('validation.required'), t('validation.required')]);
    await user.selectOptions(select(t('billing.transfer.field.from')), '5');
    await user.selectOptions(select(t('billing.transfer.field.to')), '5');
    await user.type(dateBox(), '2026/12/21');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual([t('billing.transfer.validation.same')]);
    expect(kernel.client.idsCalled()).not.toContain(applicationCalls.transferConfirm.id);
    await user.selectOptions(select(t('billing.transfer.field.to')), '6');
    await user.click(screen.getByRole('button', { name: t('flow.toConfirm') }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([waiting]));
    expect(kernel.client.idsCalled()).not.toContain(applicationCalls.transfer.id);
  });

  it('sends a department clerk home: transfers are the responsible person\'s', async () => {
    const kernel = billingKernel({ roleType: 4 }, { rows: ROWS });
    const { router } = renderAppAt(kernel, '/Billing/Transfer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(t('error.permission'))).toBeTruthy();
  });
});
