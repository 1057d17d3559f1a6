// Department detail: the fields, only the operations the server allows, suspend with the members told (confirm,
// then execute, toast), the non-empty delete refusal in the dialog with nothing executed, delete back to the
// list, a stale operation reloading the department, and a department the viewer cannot see.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { billingCalls, type DepartmentOperationPreview } from '../../../core/billing/calls';
import { ApiError } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { billingKernel, departmentDetail, departmentRow } from '../test-support';

function valueOf(label: string): string {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr') as HTMLElement).getByRole('cell').textContent ?? '';
}

const preview = (extra: Partial<DepartmentOperationPreview> = {}): DepartmentOperationPreview => ({
  operation: 'usageSuspend', billingId: '5', billingName: 'Sales One', notifyCount: 12, lastUpdated: 'L2', message: 'Suspend Sales One and tell 12 members?', ...extra,
});

const refusal = (message: string) => new ApiError(message, 'VALIDATION_ERROR', { httpStatusCode: 400, message, code: 'VALIDATION_ERROR', fields: { billingId: message } });

describe('BillingDetailPage', () => {
  it('shows the department and only the allowed operations', async () => {
    const kernel = billingKernel({}, { department: departmentDetail({ applicationId: '3', registrationFeeChargeFlg: true, lastUpdated: '2026-11-01T01:02:03.000Z' }) });
    renderAppAt(kernel, '/Billing/Detail/5');
    expect(await screen.findByRole('rowheader', { name: t('billing.field.billingName') })).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === billingCalls.detail.id)?.request).toEqual({ billingId: '5' });
    expect(valueOf(t('billing.field.billingName'))).toBe('Sales One');
    expect(valueOf(t('billing.column.disableFlg'))).toBe(t('billing.value.active'));
    expect(valueOf(t('billing.field.registrationFeeChargeFlg'))).toBe(t('billing.value.feeTarget'));
    expect(valueOf(t('billing.detail.monthlyLimitAmount'))).toBe(t('billing.value.yen', { amount: '800,000' }));
    expect(valueOf(t('billing.detail.limitAmountForUser'))).toBe(t('billing.value.notSet'));
    expect(valueOf(t('billing.detail.lastUpdated'))).toBe('2026/11/01 10:02:03');
    expect(screen.getByRole('link', { name: t('billing.detail.applicationLink') }).getAttribute('href')).toBe('/Billing/HistoryDetail/3');
    expect(screen.getByRole('link', { name: t('billing.detail.edit') }).getAttribute('href')).toBe('/Billing/Update/5');
    // Colours by meaning (kit action-meaning): suspending and deleting are destructive, so both are red.
    expect(screen.getByRole('button', { name: t('billing.detail.usageSuspend') }).classList).toContain('bp6-intent-danger');
    expect(screen.getByRole('button', { name: t('billing.detail.delete') }).classList).toContain('bp6-intent-danger');
    expect(screen.queryByRole('button', { name: t('billing.detail.usageResume') })).toBeNull();
    // The department's clerk list and budget page (other plugins), for a viewer whose permissions open them.
    const related = screen.getByRole('navigation', { name: t('billing.detail.related') });
    expect(within(related).getByRole('link', { name: t('billing.detail.clerksLink') }).getAttribute('href')).toBe('/Billing/ClerkOfBilling/Info/5');
    expect(within(related).getByRole('link', { name: t('billing.detail.limitAmountLink') }).getAttribute('href')).toBe('/Billing/LimitAmount/5');
  });

  it('shows a clerk no operation and a suspended department its notice', async () => {
    const kernel = billingKernel({ roleType: 4 }, { department: departmentDetail({ disableFlg: true, allowedOperations: [] }) });
    renderAppAt(kernel, '/Billing/Detail/5');
    expect(await screen.findByText(t('billing.detail.suspendedNotice'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: t('billing.detail.edit') })).toBeNull();
    expect(within(screen.getByRole('group', { name: t('billing.detail.operations') })).queryAllByRole('button')).toEqual([]);
  });

  it('suspends after telling how many members are mailed, then shows the result', async () => {
    const kernel = billingKernel({}, { department: departmentDetail() });
    kernel.client
      .on(billingCalls.usageSuspendConfirm, () => preview())
      .on(billingCalls.usageSuspend, () => ({
        result: 'OK' as const, mailedCount: 12, message: 'Suspended (12 mailed)',
        department: departmentDetail({ disableFlg: true, lastUpdated: 'L3', allowedOperations: ['delete', 'usageResume'] }),
      }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/Detail/5');
    await user.click(await screen.findByRole('button', { name: t('billing.detail.usageSuspend') }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Suspend Sales One and tell 12 members?')).toBeTruthy();
    expect(kernel.client.idsCalled()).not.toContain(billingCalls.usageSuspend.id);
    await user.click(within(dialog).getByRole('button', { name: t('billing.detail.usageSuspend') }));
    expect(await screen.findByText('Suspended (12 mailed)')).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === billingCalls.usageSuspend.id)?.request).toEqual({ billingId: '5', lastUpdated: 'L2' });
    await waitFor(() => expect(valueOf(t('billing.column.disableFlg'))).toBe(t('billing.value.suspended')));
    expect(screen.getByRole('button', { name: t('billing.detail.usageResume') })).toBeTruthy();
  });

  it('shows the refusal to delete a department with clerks and members, and deletes nothing', async () => {
    const kernel = billingKernel({}, { department: departmentDetail() });
    const message = t('billing.refuse.deleteNotEmpty', { clerks: 1, members: 12 });
    kernel.client.fail(billingCalls.deleteConfirm, refusal(message));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/Detail/5');
    await user.click(await screen.findByRole('button', { name: t('billing.detail.delete') }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(within(dialog).queryByRole('button', { name: t('billing.detail.delete') })).toBeNull();
    expect(kernel.client.idsCalled()).not.toContain(billingCalls.delete.id);
  });

  it('deletes an empty department and goes back to the list', async () => {
    const kernel = billingKernel({}, { department: departmentDetail({ memberCount: 0, clerkCount: 0 }), rows: [departmentRow({ billingId: '6', billingName: 'Sales Two' })] });
    kernel.client
      .on(billingCalls.deleteConfirm, () => preview({ operation: 'delete', notifyCount: 0, message: 'Delete Sales One?' }))
      .on(billingCalls.delete, () => ({ result: 'OK' as const, department: null, mailedCount: 0, message: 'Deleted Sales One' }));
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/Billing/Detail/5');
    await user.click(await screen.findByRole('button', { name: t('billing.detail.delete') }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Delete Sales One?');
    await user.click(within(dialog).getByRole('button', { name: t('billing.detail.delete') }));
    expect(await screen.findByText('Deleted Sales One')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Billing/Info'));
  });

  it('reloads the department when an operation is stale', async () => {
    const kernel = billingKernel({}, { department: departmentDetail() });
    kernel.client
      .on(billingCalls.usageSuspendConfirm, () => preview())
      .fail(billingCalls.usageSuspend, new ApiError(t('error.conflict'), 'CONFLICT', { httpStatusCode: 409, message: t('error.conflict'), code: 'CONFLICT' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/Detail/5');
    await user.click(await screen.findByRole('button', { name: t('billing.detail.usageSuspend') }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Suspend Sales One and tell 12 members?');
    kernel.client.on(billingCalls.detail, () => departmentDetail({ billingName: 'Sales Renamed', lastUpdated: 'L9' }));
    await user.click(within(dialog).getByRole('button', { name: t('billing.detail.usageSuspend') }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(t('billing.op.conflict'));
    // The footer's 閉じる (the header's close button has the same name).
    await user.click(within(dialog).getAllByRole('button', { name: t('common.close') }).at(-1) as HTMLElement);
    await waitFor(() => expect(valueOf(t('billing.field.billingName'))).toBe('Sales Renamed'));
  });

  it('tells a department that cannot be shown on the page', async () => {
    const kernel = billingKernel({ roleType: 4 });
    kernel.client.fail(billingCalls.detail, new ApiError(t('billing.notFound'), 'NOT_FOUND', { httpStatusCode: 404, message: t('billing.notFound'), code: 'NOT_FOUND' }));
    renderAppAt(kernel, '/Billing/Detail/1');
    expect((await screen.findByRole('alert')).textContent).toBe(t('billing.detail.notFound'));
    expect(screen.getByRole('link', { name: t('billing.detail.backToList') }).getAttribute('href')).toBe('/Billing/Info');
  });
});
