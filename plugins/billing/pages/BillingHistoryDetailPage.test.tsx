// Registration history: the application's contents and state; a waiting one cancelled through its confirm
// call; a refused cancel (its day has come) told and reloaded; a done one linking to its department.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applicationCalls } from '../../../core/applications/calls';
import { ApiError } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { applicationDetail, billingKernel } from '../test-support';

function valueOf(label: string): string {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr') as HTMLElement).getByRole('cell').textContent ?? '';
}

describe('BillingHistoryDetailPage', () => {
  it('cancels a waiting application after its confirm', async () => {
    const kernel = billingKernel({}, { application: applicationDetail() });
    kernel.client
      .on(applicationCalls.cancelConfirm, () => ({ applicationId: '7', billingName: 'Legal', applyDate: '2026/12/05', lastUpdated: 'A2', message: 'Cancel Legal?' }))
      .on(applicationCalls.cancel, () => ({ result: 'OK' as const, message: 'Cancelled', application: applicationDetail({ status: 3, cancellable: false, cancelledAt: '2026/11/21 10:00:00' }) }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/HistoryDetail/7');
    expect(await screen.findByRole('rowheader', { name: t('billing.column.status') })).toBeTruthy();
    expect(valueOf(t('billing.column.status'))).toBe(t('billing.history.status.1'));
    expect(valueOf(t('billing.field.applyDate'))).toBe('2026/12/05');
    await user.click(screen.getByRole('button', { name: t('billing.history.cancel') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel Legal?')).toBeTruthy();
    // The dialog is dismissed with 閉じる: no キャンセル beside 申請を取り消す.
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent).filter(Boolean)).toEqual([t('common.close'), t('billing.history.cancel')]);
    await user.click(within(dialog).getByRole('button', { name: t('billing.history.cancel') }));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === applicationCalls.cancel.id)?.request).toEqual({ applicationId: '7', lastUpdated: 'A2' });
    await waitFor(() => expect(valueOf(t('billing.column.status'))).toBe(t('billing.history.status.3')));
    expect(valueOf(t('billing.history.cancelledAt'))).toBe('2026/11/21 10:00:00');
    await waitFor(() => expect(screen.queryByRole('button', { name: t('billing.history.cancel') })).toBeNull());
  });

  it('renders through the kit detail layout: the department applied for as the name, its state, the actions in one bar', async () => {
    // A waiting application that already names its department (as the server may answer): both actions at once.
    renderAppAt(billingKernel({}, { application: applicationDetail({ billingId: '20' }) }), '/Billing/HistoryDetail/7');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Legal' });
    const detail = heading.closest('.twb-detail') as HTMLElement;
    expect(detail.classList).toContain('twb-billing-history');
    expect(detail.querySelector('.twb-detail__status')?.textContent).toBe(t('billing.history.status.1'));
    const bar = within(detail).getByRole('group', { name: t('common.actions') });
    const actions = [...bar.children];
    // Plain first, what cancels last (and red).
    expect(actions.map((a) => a.textContent)).toEqual([t('billing.history.toDepartment'), t('billing.history.cancel')]);
    expect(within(bar).getByRole('link', { name: t('billing.history.toDepartment') }).getAttribute('href')).toBe('/Billing/Detail/20');
    expect(actions.at(-1)?.classList).toContain('bp6-intent-danger');
    expect(within(detail).getByRole('link', { name: t('billing.detail.backToList') }).closest('.twb-detail__footer')).toBeTruthy();
  });

  it('tells a refused cancel and reloads the application', async () => {
    const kernel = billingKernel({}, { application: applicationDetail() });
    const message = t('billing.application.notCancellable');
    kernel.client.fail(applicationCalls.cancelConfirm, new ApiError(message, 'VALIDATION_ERROR', { httpStatusCode: 400, message, code: 'VALIDATION_ERROR', fields: { applicationId: message } }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Billing/HistoryDetail/7');
    const cancel = await screen.findByRole('button', { name: t('billing.history.cancel') });
    kernel.client.on(applicationCalls.details, () => applicationDetail({ status: 2, cancellable: false, billingId: '20', completedAt: '2026/12/05 00:00:01' }));
    await user.click(cancel);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await waitFor(() => expect(valueOf(t('billing.column.status'))).toBe(t('billing.history.status.2')));
    expect(kernel.client.idsCalled()).not.toContain(applicationCalls.cancel.id);
    expect(screen.getByRole('link', { name: t('billing.history.toDepartment') }).getAttribute('href')).toBe('/Billing/Detail/20');
  });

  it('offers no cancel to a department clerk and tells an application that cannot be shown', async () => {
    const kernel = billingKernel({ roleType: 4 }, { application: applicationDetail({ status: 2, cancellable: false, billingId: '5' }) });
    renderAppAt(kernel, '/Billing/HistoryDetail/7');
    expect(await screen.findByRole('link', { name: t('billing.history.toDepartment') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('billing.history.cancel') })).toBeNull();

    const other = billingKernel({ roleType: 4 });
    other.client.fail(applicationCalls.details, new ApiError('x', 'NOT_FOUND', { httpStatusCode: 404, message: 'x', code: 'NOT_FOUND' }));
    renderAppAt(other, '/Billing/HistoryDetail/3');
    expect((await screen.findByRole('alert')).textContent).toBe(t('billing.history.notFound'));
  });
});
