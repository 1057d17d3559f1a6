// The department list: filters from and to the URL, server sort, the responsible person's registration,
// applications and display order change (confirm, then change; a stale order is refused), and a clerk's view.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { billingCalls, type ChangeOrderRequest } from '../../../core/billing/calls';
import { applicationCalls } from '../../../core/applications/calls';
import { ApiError } from '../../../core/api/error';
import { LIST_NO_DATA_TEXT } from '../../../core/domain/constants';
import type { DepartmentSearchQuery } from '../../../core/billing/domain';
import { t } from '../../../core/i18n';
import { renderAppAt, VIEW_PERMISSION } from '../../../web/test-support/harness';
import { calls } from '../../../core/api/contract';
import { applicationRow, billingKernel, departmentRow, transferRow } from '../test-support';

const ROWS = [departmentRow(), departmentRow({ billingId: '6', billingName: 'Sales Two', displayOrder: 2, disableFlg: true })];

function searches(kernel: ReturnType<typeof billingKernel>): DepartmentSearchQuery[] {
  return kernel.client.calls.filter((c) => c.id === billingCalls.search.id).map((c) => c.request as DepartmentSearchQuery);
}

describe('BillingInfoPage', () => {
  it('loads the list in display order with the registrations of a responsible person', async () => {
    const kernel = billingKernel({}, { rows: ROWS, applications: [applicationRow()] });
    renderAppAt(kernel, '/Billing/Info');
    expect(await screen.findByText(t('common.count', { from: 1, to: 2, total: 2 }))).toBeTruthy();
    expect(searches(kernel)[0]).toEqual({ sort: 'displayOrder', sortOrder: 'asc' });
    expect(screen.getByRole('link', { name: t('billing.list.register') }).getAttribute('href')).toBe('/Billing/Register');
    expect(screen.getByRole('button', { name: t('billing.list.changeOrder') })).toBeTruthy();
    // Both budget lists are shown (the harness's view permission sets both display flags).
    expect(within(screen.getByRole('main')).getByRole('link', { name: t('billing.list.budgetsOfDepartments') }).getAttribute('href')).toBe('/LimitAmountBilling/Info');
    expect(within(screen.getByRole('main')).getByRole('link', { name: t('billing.list.budgetsOfMembers') }).getAttribute('href')).toBe('/LimitAmountUser/Info');
    const applications = await screen.findByRole('region', { name: t('billing.list.applications') });
    expect(within(applications).getByRole('link', { name: 'Legal' }).getAttribute('href')).toBe('/Billing/HistoryDetail/7');
    expect(within(applications).getByText(t('billing.history.status.1'))).toBeTruthy();
  });

  it('reads the filters and sort from the URL and writes a search back to it', async () => {
    const kernel = billingKernel({}, { rows: ROWS });
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/Billing/Info?organizationName=Sales&disableFlg=1&sort=billingName&sortOrder=desc');
    await waitFor(() => expect(searches(kernel)).toHaveLength(1));
    expect(searches(kernel)[0]).toEqual({ organizationName: 'Sales', disableFlg: '1', sort: 'billingName', sortOrder: 'desc' });
    const name = await screen.findByRole('searchbox', { name: t('billing.filter.organizationName') });
    expect((name as HTMLInputElement).value).toBe('Sales');
    await user.clear(name);
    await user.type(name, 'Two');
    await user.selectOptions(screen.getByLabelText(t('billing.filter.autoApprovalFlg')), '1');
    await user.click(screen.getByRole('button', { name: t('common.search') }));
    const query = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
    await waitFor(() => expect(query()).toEqual({ organizationName: 'Two', autoApprovalFlg: '1', disableFlg: '1', sort: 'billingName', sortOrder: 'desc' }));
    await waitFor(() => expect(searches(kernel).at(-1)).toEqual({ organizationName: 'Two', autoApprovalFlg: '1', disableFlg: '1', sort: 'billingName', sortOrder: 'desc' }));
    await user.click(screen.getByRole('button', { name: t('common.clear') }));
    await waitFor(() => expect(query()).toEqual({ sort: 'billingName', sortOrder: 'desc' }));
  });

  it('sorts on the server by a column header', async () => {
    const kernel = billingKernel({}, { rows: ROWS });
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/Billing/Info');
    await user.click((await screen.findAllByRole('button', { name: t('billing.column.billingName') }))[0]);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=billingName'));
    await waitFor(() => expect(searches(kernel).at(-1)).toEqual({ sort: 'billingName', sortOrder: 'asc' }));
  });

  it('shows 0 / 0 and the no-match text for an empty result', async () => {
    renderAppAt(billingKernel({}, { rows: [] }), '/Billing/Info?organizationName=none');
    expect(await screen.findByText(LIST_NO_DATA_TEXT)).toBeTruthy();
    expect(screen.getByText(t('search.noMatch'))).toBeTruthy();
  });

  it('leaves out a budget shortcut whose display flag is off', async () => {
    const kernel = billingKernel({}, { rows: ROWS, applications: [] });
    kernel.client.on(calls.auth.viewPermission, () => ({ ...VIEW_PERMISSION, limitAmounDisplayFlg: false }));
    renderAppAt(kernel, '/Billing/Info');
    expect(within(await screen.findByRole('main')).getByRole('link', { name: t('billing.list.budgetsOfMembers') })).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: t('billing.list.budgetsOfDepartments') })).toBeNull();
  });

  it('gives a department clerk the list only: no registration, order change or applications', async () => {
    const kernel = billingKernel({ roleType: 4 }, { rows: [ROWS[0]] });
    renderAppAt(kernel, '/Billing/Info');
    expect(await screen.findByText(t('common.count', { from: 1, to: 1, total: 1 }))).toBeTruthy();
    expect(screen.queryByRole('link', { name: t('billing.list.register') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('billing.list.changeOrder') })).toBeNull();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: t('billing.list.budgetsOfDepartments') })).toBeNull();
    expect(screen.queryByRole('region', { name: t('billing.list.applications') })).toBeNull();
    expect(kernel.client.idsCalled()).not.toContain(applicationCalls.listDivision1.id);
    expect(screen.queryByRole('link', { name: t('billing.list.transfer') })).toBeNull();
    expect(screen.queryByRole('region', { name: t('billing.transfers.heading') })).toBeNull();
    expect(kernel.client.idsCalled()).not.toContain(applicationCalls.listDivision4.id);
  });

  it('lists the transfers with their date and state, and cancels a waiting one (confirm, then cancel)', async () => {
    const done = transferRow({ applicationId: '20', status: 2, cancellable: false, applyDate: '2026/10/21', memberCount: 4 });
    const refused = transferRow({ applicationId: '19', status: 3, cancellable: false, refusal: 'the destination was deleted' });
    const kernel = billingKernel({}, { rows: ROWS, transfers: [transferRow(), done, refused] });
    kernel.client
      .on(applicationCalls.cancelConfirm, () => ({ applicationId: '21', division: 4 as const, billingName: '', summary: 's', applyDate: '2026/12/21', lastUpdated: 'T1', message: 'Cancel this transfer?' }))
      .on(applicationCalls.cancel, () => ({ result: 'OK' as const, application: transferRow({ status: 3, cancellable: false }), message: 'Transfer cancelled' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/Info');
    expect((await screen.findByRole('link', { name: t('billing.list.transfer') })).getAttribute('href')).toBe('/Billing/Transfer');
    const region = await screen.findByRole('region', { name: t('billing.transfers.heading') });
    const rows = within(region).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText(t('billing.transfer.summary', { from: 'Sales One', to: 'Sales Two' }))).toBeTruthy();
    expect(within(rows[0]).getByText('2026/12/21')).toBeTruthy();
    expect(within(rows[0]).getByText(t('billing.transfer.status.1'))).toBeTruthy();
    expect(within(rows[1]).getByText(t('billing.transfer.status.2'))).toBeTruthy();
    expect(within(rows[1]).getByText(t('billing.transfer.memberCount', { count: 4 }))).toBeTruthy();
    expect(within(rows[2]).getByText('the destination was deleted')).toBeTruthy();
    // Only the waiting one can be cancelled.
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    expect(within(rows[2]).queryByRole('button')).toBeNull();
    await user.click(within(rows[0]).getByRole('button', { name: new RegExp(t('billing.transfer.cancelLabel')) }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel this transfer?')).toBeTruthy();
    const listed = kernel.client.calls.filter((c) => c.id === applicationCalls.listDivision4.id).length;
    await user.click(within(dialog).getByRole('button', { name: t('billing.transfer.cancelLabel') }));
    expect(await screen.findByText('Transfer cancelled')).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === applicationCalls.cancel.id)?.request).toEqual({ applicationId: '21', lastUpdated: 'T1' });
    // The list is loaded again to show the cancelled state.
    await waitFor(() => expect(kernel.client.calls.filter((c) => c.id === applicationCalls.listDivision4.id).length).toBe(listed + 1));
  });

  it('shows why a cancel was refused (its day has come) and loads the transfers again', async () => {
    const kernel = billingKernel({}, { rows: ROWS, transfers: [transferRow()] });
    kernel.client.fail(applicationCalls.cancelConfirm, new ApiError(t('billing.application.notCancellable'), 'VALIDATION_ERROR', {
      httpStatusCode: 400, message: t('billing.application.notCancellable'), code: 'VALIDATION_ERROR', fields: { applicationId: t('billing.application.notCancellable') },
    }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/Info');
    const region = await screen.findByRole('region', { name: t('billing.transfers.heading') });
    await user.click(within(region).getByRole('button', { name: new RegExp(t('billing.transfer.cancelLabel')) }));
    expect(await within(region).findByText(t('billing.application.notCancellable'))).toBeTruthy();
    await waitFor(() => expect(kernel.client.calls.filter((c) => c.id === applicationCalls.listDivision4.id).length).toBe(2));
    expect(kernel.client.idsCalled()).not.toContain(applicationCalls.cancel.id);
  });

  it('changes the display order: moves, confirms, then changes every department', async () => {
    const kernel = billingKernel({}, { rows: ROWS });
    kernel.client
      .on(billingCalls.changeOrderConfirm, (request: ChangeOrderRequest) => ({
        rows: request.billingIds.map((id, index) => ({ billingId: id, billingName: id === '5' ? 'Sales One' : 'Sales Two', before: id === '5' ? 1 : 2, after: index + 1 })),
        message: 'Change the order?',
      }))
      .on(billingCalls.changeOrder, () => ({ result: 'OK' as const, message: 'Order changed' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/Info?disableFlg=0');
    await user.click(await screen.findByRole('button', { name: t('billing.list.changeOrder') }));
    const dialog = await screen.findByRole('dialog');
    // The dialog orders every department, whatever the list's filter.
    await waitFor(() => expect(searches(kernel).at(-1)).toEqual({ sort: 'displayOrder', sortOrder: 'asc' }));
    expect((within(dialog).getByRole('button', { name: t('billing.order.toConfirm') }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: t('billing.order.up', { name: 'Sales Two' }) }));
    await user.click(within(dialog).getByRole('button', { name: t('billing.order.toConfirm') }));
    expect(await within(dialog).findByText('Change the order?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t('billing.order.execute') }));
    expect(await screen.findByText('Order changed')).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === billingCalls.changeOrder.id)?.request).toEqual({ billingIds: ['6', '5'] });
  });

  it('closes the order dialog and tells why when the departments changed meanwhile', async () => {
    const kernel = billingKernel({}, { rows: ROWS });
    kernel.client.fail(billingCalls.changeOrderConfirm, new ApiError(t('error.conflict'), 'CONFLICT', { httpStatusCode: 409, message: t('error.conflict'), code: 'CONFLICT' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/Info');
    await user.click(await screen.findByRole('button', { name: t('billing.list.changeOrder') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t('billing.order.down', { name: 'Sales One' }) }));
    await user.click(within(dialog).getByRole('button', { name: t('billing.order.toConfirm') }));
    expect(await screen.findByText(t('billing.op.conflict'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kernel.client.idsCalled()).not.toContain(billingCalls.changeOrder.id);
  });
});
