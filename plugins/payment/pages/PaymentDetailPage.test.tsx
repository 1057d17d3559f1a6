// A payment application's detail: its contents and changes; a waiting one cancelled through the confirm call with the
// lastUpdated it answered; a refused cancel told and the application reloaded; no cancel without the division's
// write code; an application that cannot be shown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applicationCalls } from '../../../core/applications/calls';
import { paymentCalls } from '../../../core/payment/calls';
import { ApiError } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { paymentDetail, paymentKernel } from '../test-support';

const SLOW = { timeout: 15_000 };

function valueOf(label: string): string {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr') as HTMLElement).getAllByRole('cell')[0].textContent ?? '';
}

const cancelPreview = { applicationId: '31', division: 3 as const, billingName: '', summary: '請求先 10000002 の住所変更', applyDate: '2026/12/21', lastUpdated: 'P2', message: 'この申請を取り消しますか？' };

describe('PaymentDetailPage', () => {
  it('shows the application and cancels it after its confirm', async () => {
    const kernel = paymentKernel({}, { detail: paymentDetail() });
    kernel.client
      .on(applicationCalls.cancelConfirm, () => cancelPreview)
      .on(applicationCalls.cancel, () => ({ result: 'OK' as const, message: '申請を取り消しました', application: paymentDetail({ status: 3, cancellable: false, cancelledAt: '2026/11/25 09:00:00' }) }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Payment/Detail/31');
    await screen.findByRole('rowheader', { name: t('paymentPages.detail.kind') }, SLOW);
    expect(valueOf(t('paymentPages.detail.kind'))).toBe(t('payment.kind.address'));
    expect(valueOf(t('paymentPages.detail.reason'))).toBe(t('payment.reason.1'));
    expect(valueOf(t('paymentPages.column.status'))).toBe(t('paymentPages.status.1'));
    expect(valueOf(t('payment.field.applyDate'))).toBe('2026/12/21');
    expect(valueOf(t('paymentPages.detail.departments'))).toBe('大阪営業部');
    const changes = screen.getByRole('table', { name: t('paymentPages.detail.changes') });
    expect(within(changes).getByText('大阪府大阪市北区梅田二丁目２')).toBeTruthy();
    expect(screen.getByRole('link', { name: t('paymentPages.detail.backToBranches') }).getAttribute('href')).toBe('/Payment/ChargeBranchNoChange');

    await user.click(screen.getByRole('button', { name: t('paymentPages.detail.cancel') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('この申請を取り消しますか？')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t('paymentPages.detail.cancel') }));
    expect(await screen.findByText('申請を取り消しました')).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === applicationCalls.cancel.id)?.request).toEqual({ applicationId: '31', lastUpdated: 'P2' });
    await waitFor(() => expect(valueOf(t('paymentPages.column.status'))).toBe(t('paymentPages.status.3')));
    expect(valueOf(t('paymentPages.detail.cancelledAt'))).toBe('2026/11/25 09:00:00');
    await waitFor(() => expect(screen.queryByRole('button', { name: t('paymentPages.detail.cancel') })).toBeNull());
  });

  it('renders through the kit detail layout: its summary as the name, its state, the cancel in the action bar, the way back', async () => {
    renderAppAt(paymentKernel({}, { detail: paymentDetail() }), '/Payment/Detail/31');
    const heading = await screen.findByRole('heading', { level: 2, name: '請求先 10000002 の住所変更' }, SLOW);
    const detail = heading.closest('.twb-detail') as HTMLElement;
    expect(detail.classList).toContain('twb-payment-detail');
    expect(detail.querySelector('.twb-detail__status')?.textContent).toBe(t('paymentPages.status.1'));
    // Every table in the layout's section, the changes too.
    expect(within(detail).getByRole('table', { name: t('paymentPages.detail.changes') }).closest('.twb-detail__section')).toBeTruthy();
    const bar = within(detail).getByRole('group', { name: t('common.actions') });
    const actions = [...bar.children];
    expect(actions.map((a) => a.textContent)).toEqual([t('paymentPages.detail.cancel')]);
    expect(actions.at(-1)?.classList).toContain('bp6-intent-danger');
    expect(within(detail).getByRole('link', { name: t('paymentPages.detail.backToBranches') }).closest('.twb-detail__footer')).toBeTruthy();
  });

  it('tells a refused cancel and reloads the application', async () => {
    const kernel = paymentKernel({}, { detail: paymentDetail({ division: 2, kind: 'registrationFee', reason: null, chargeBranchNo: null }) });
    kernel.client.on(applicationCalls.cancelConfirm, () => ({ ...cancelPreview, division: 2 as const }));
    kernel.client.fail(applicationCalls.cancel, new ApiError('conflict', 'CONFLICT', { httpStatusCode: 409, message: 'conflict', code: 'CONFLICT' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Payment/Detail/31');
    await user.click(await screen.findByRole('button', { name: t('paymentPages.detail.cancel') }, SLOW));
    kernel.client.on(paymentCalls.details, () => paymentDetail({ division: 2, kind: 'registrationFee', reason: null, status: 2, cancellable: false, completedAt: '2026/12/21 00:00:05' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t('paymentPages.detail.cancel') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('paymentPages.detail.conflict'));
    await waitFor(() => expect(valueOf(t('paymentPages.column.status'))).toBe(t('paymentPages.status.2')));
    expect(valueOf(t('paymentPages.detail.completedAt'))).toBe('2026/12/21 00:00:05');
    await waitFor(() => expect(screen.queryByRole('button', { name: t('paymentPages.detail.cancel') })).toBeNull());
    expect(screen.getByRole('link', { name: t('paymentPages.detail.backToFee') })).toBeTruthy();
    expect(kernel.client.calls.filter((c) => c.id === paymentCalls.details.id)).toHaveLength(2);
  });

  it('offers no cancel without the division\'s write code, and tells an application that cannot be shown', async () => {
    // WFAI001 write cancels division 2 only: a destination change (3) needs WFAI002 or WFAI004 write.
    const kernel = paymentKernel({ authorities: { WFAZ006: 2, WFAI001: 2, WFAI003: 1 } }, { detail: paymentDetail() });
    renderAppAt(kernel, '/Payment/Detail/31');
    await screen.findByRole('rowheader', { name: t('paymentPages.detail.kind') }, SLOW);
    expect(screen.queryByRole('button', { name: t('paymentPages.detail.cancel') })).toBeNull();

    const other = paymentKernel();
    other.client.fail(paymentCalls.details, new ApiError('x', 'NOT_FOUND', { httpStatusCode: 404, message: 'x', code: 'NOT_FOUND' }));
    renderAppAt(other, '/Payment/Detail/99');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(t('paymentPages.detail.notFound'));
  });
});
