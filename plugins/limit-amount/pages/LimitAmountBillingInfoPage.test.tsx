// The department budget list: the default query (status "0", display order), filters from and to the URL with the
// departments comma-joined, server sort, the period, rate colours, links only where the gates let the viewer go,
// and the display-flag gate sending the viewer home.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { limitAmountCalls, type LimitBillingSearchQuery } from '../../../core/limit-amount/calls';
import { calls } from '../../../core/api/contract';
import { t } from '../../../core/i18n';
import { PermissionLevel, ROLE_AUTHORITIES } from '../../../core/domain/permissions';
import { renderAppAt, VIEW_PERMISSION } from '../../../web/test-support/harness';
import { budgetKernel, budgetRow } from '../test-support';

function queries(kernel: ReturnType<typeof budgetKernel>): LimitBillingSearchQuery[] {
  return kernel.client.calls.filter((c) => c.id === limitAmountCalls.billingList.id).map((c) => c.request as LimitBillingSearchQuery);
}

describe('LimitAmountBillingInfoPage', () => {
  it('loads the current period with the default filters and links to detail and edit', async () => {
    const closed = budgetRow({ billingId: '4', billingName: 'Accounting', limitAmountAlertChoiceFlg: true, limitFullAmountAlertChoiceFlg: true, usageRateStatus: '3', usageRate: 120 });
    const kernel = budgetKernel({}, { rows: [budgetRow(), closed] });
    renderAppAt(kernel, '/LimitAmountBilling/Info');
    expect(await screen.findByText(t('limitAmount.list.periodLead', { start: '2026/10/21', end: '2026/11/20' }))).toBeTruthy();
    expect(queries(kernel)[0]).toEqual({ corporationId: 'C001', usageRateStatus: '0', serviceUsageStatus: '0', sort: 'displayOrder', sortOrder: 'asc' });
    expect(kernel.client.calls.find((c) => c.id === limitAmountCalls.billingPulldown.id)?.request).toEqual({ id: 'C001' });
    const open = await screen.findByRole('link', { name: 'Sales One' });
    expect(open.getAttribute('href')).toBe('/LimitAmountBilling/Detail/5');
    // Both alerts off: the detail and edit are closed (spec 2.4), so no link leads there.
    expect(screen.queryByRole('link', { name: 'Accounting' })).toBeNull();
    expect(screen.getByText('Accounting')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: t('limitAmount.list.edit') }).map((a) => a.getAttribute('href'))).toEqual(['/LimitAmountBilling/Edit/5']);
    expect(screen.getAllByText(t('limitAmount.value.yen', { amount: '680,000' }))).toHaveLength(2);
    // The closed row says why it has no 変更, and offers the department's full settings, where the alerts go back on.
    expect(screen.getByText(t('limitAmount.list.closedByAlerts')).getAttribute('title')).toBe(t('limitAmount.list.closedByAlertsReason'));
    expect(screen.getByRole('link', { name: t('limitAmount.list.openGeneral') }).getAttribute('href')).toBe('/Billing/LimitAmount/4');
  });

  it('says a row has no 変更 because the viewer may not change budgets, and offers no settings link then', async () => {
    const closed = budgetRow({ billingId: '4', billingName: 'Accounting', limitAmountAlertChoiceFlg: true, limitFullAmountAlertChoiceFlg: true });
    const authorities = { ...ROLE_AUTHORITIES[3], WFAF003: PermissionLevel.READ, WFAC004: PermissionLevel.READ };
    renderAppAt(budgetKernel({ authorities }, { rows: [budgetRow(), closed] }), '/LimitAmountBilling/Info');
    const denied = await screen.findByText(t('limitAmount.list.noPermission'));
    expect(denied.getAttribute('title')).toBe(t('limitAmount.list.noPermissionReason'));
    expect(screen.queryByRole('link', { name: t('limitAmount.list.edit') })).toBeNull();
    // The closed row still says its own reason, without a link the viewer could not follow.
    expect(screen.getByText(t('limitAmount.list.closedByAlerts'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: t('limitAmount.list.openGeneral') })).toBeNull();
  });

  it('reads the filters from the URL and writes a search back, departments comma-joined', async () => {
    const kernel = budgetKernel({}, { rows: [budgetRow()] });
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/LimitAmountBilling/Info?sBillingId=5,6&usageRateStatus=3&sort=usageRate&sortOrder=desc');
    await waitFor(() => expect(queries(kernel)[0]).toEqual({ corporationId: 'C001', sBillingId: '5,6', usageRateStatus: '3', serviceUsageStatus: '0', sort: 'usageRate', sortOrder: 'desc' }));
    await user.selectOptions(await screen.findByLabelText(t('limitAmount.filter.serviceUsageStatus')), '2');
    await user.click(screen.getByRole('button', { name: t('limitAmount.filter.search') }));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      sBillingId: '5,6', usageRateStatus: '3', serviceUsageStatus: '2', sort: 'usageRate', sortOrder: 'desc',
    }));
    await waitFor(() => expect(queries(kernel).at(-1)).toMatchObject({ serviceUsageStatus: '2' }));
    await user.click(screen.getByRole('button', { name: t('limitAmount.filter.clear') }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=usageRate&sortOrder=desc'));
  });

  it('sorts on the server by a column header', async () => {
    const kernel = budgetKernel({}, { rows: [budgetRow()] });
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/LimitAmountBilling/Info');
    await user.click((await screen.findAllByRole('button', { name: t('limitAmount.field.billingName') }))[0]);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=billingName'));
    await waitFor(() => expect(queries(kernel).at(-1)).toMatchObject({ sort: 'billingName', sortOrder: 'asc' }));
    await user.click(screen.getAllByRole('button', { name: t('limitAmount.field.billingName') })[0]);
    await waitFor(() => expect(queries(kernel).at(-1)).toMatchObject({ sort: 'billingName', sortOrder: 'desc' }));
  });

  it('sends the viewer home with the permission message without limitAmounDisplayFlg', async () => {
    const kernel = budgetKernel({}, { rows: [budgetRow()] });
    kernel.client.on(calls.auth.viewPermission, () => ({ ...VIEW_PERMISSION, limitAmounDisplayFlg: false }));
    const { router } = renderAppAt(kernel, '/LimitAmountBilling/Info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(t('error.permission'))).toBeTruthy();
    expect(queries(kernel)).toEqual([]);
  });
});
