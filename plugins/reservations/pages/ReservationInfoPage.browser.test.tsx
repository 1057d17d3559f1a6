// The reservation page in real Chromium: it opens on the reservations from today on, the filters go into the URL
// (and an emptied start shows the past), and the cancel flow confirms, executes and reloads, or shows the stale
// message of a 409. Screenshots go to tests/screenshots/ (ignored by git) for a look.
import '../../../web/kit/kit.css';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page } from 'vitest/browser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { billingCalls } from '../../../core/billing/calls';
import { reservationCalls, type ReservationRow, type ReservationSearchQuery } from '../../../core/reservations/calls';
import { ApiError } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { renderAppAt, signedInKernel } from '../../../web/test-support/harness';
import { cutHeaders } from '../../../web/test-support/table-headers';
import { japanDay } from '../components/reservation-filter';

function reservation(overrides: Partial<ReservationRow> = {}): ReservationRow {
  return {
    reservationId: '501', startDate: '2026/12/01 10:00:00', toDate: '2026/12/01 11:30:00', facilityId: '1', facilityName: 'ワークスペース東京駅前',
    roomId: '2', roomName: '会議室A', resourceType: 2, chargeId: '1', chargeName: 'SHARE 従量プラン', chargeAmount: 3300, userId: '11',
    userName: '山田 花子', organizationId: '5', organizationName: '営業第一部', cancelFlg: false, cancelledAt: null, cancelReason: null,
    cancellable: true, lastUpdated: '2026-11-01T01:02:03.456Z', ...overrides,
  };
}

const ROWS = [
  reservation(),
  reservation({ reservationId: '502', startDate: '2026/12/02 13:00:00', toDate: '2026/12/02 14:00:00', userName: '佐藤 次郎', chargeAmount: 1100 }),
  reservation({ reservationId: '503', startDate: '2026/12/03 09:00:00', toDate: '2026/12/03 10:00:00', cancellable: false, cancelFlg: true, cancelReason: 'member' }),
];

function reservationKernel() {
  const kernel = signedInKernel();
  const queries: ReservationSearchQuery[] = [];
  kernel.client
    .on(reservationCalls.list, (query) => {
      queries.push(query);
      return { totalCount: ROWS.length, offset: 0, limit: 100, rows: ROWS };
    })
    .on(reservationCalls.pricePlans, () => [{ chargeId: '1', chargeName: 'SHARE 従量プラン', serviceDivision: 1 }])
    .on(billingCalls.withMark, () => [{ billingId: '5', billingName: '営業第一部', displayOrder: 1, disableFlg: false, mark: '' }]);
  return { kernel, queries };
}

describe('reservation page in Chromium', () => {
  beforeEach(() => page.viewport(1280, 900));
  afterEach(() => cleanup());

  it('opens on today onwards and keeps the filters in the URL; an emptied start shows the past', async () => {
    const { kernel, queries } = reservationKernel();
    const user = userEvent.setup();
    const { router } = renderAppAt(kernel, '/Reservation/Info');
    const today = japanDay(Date.now());
    await screen.findByText('佐藤 次郎');
    expect(queries[0].startDate).toBe(today);
    // Every header reads whole (終了 and 予定金額 were cut to 「終.」 and 「予定金額…」 by columns narrower than them).
    expect(cutHeaders(screen.getByRole('table'))).toEqual([]);
    expect((screen.getByLabelText(t('reservations.field.periodFrom')) as HTMLInputElement).value).toBe(today);
    await user.type(screen.getByLabelText(t('reservations.field.userName')), '山田');
    await user.click(screen.getByLabelText(t('reservations.field.allowCanceled')));
    await user.click(screen.getByRole('button', { name: t('reservations.action.search') }));
    await waitFor(() => expect(router.state.location.search).toContain('allowCanceled=1'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('userName')).toBe('山田');
    // Today is the default, so it stays out of the URL.
    expect(search.has('startDate')).toBe(false);
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ userName: '山田', allowCanceled: '1', startDate: today }));

    await user.clear(screen.getByLabelText(t('reservations.field.periodFrom')));
    await user.click(screen.getByRole('button', { name: t('reservations.action.search') }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('startDate')).toBe(''));
    await waitFor(() => expect(queries.at(-1)?.startDate).toBeUndefined());
    expect(queries.at(-1)).toMatchObject({ userName: '山田', allowCanceled: '1' });
    // Clear returns to the opening view: from today.
    await user.click(screen.getByRole('button', { name: t('reservations.action.clear') }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(queries.at(-1)).toEqual({ startDate: today, sort: 'startDate', sortOrder: 'asc', offset: 0, limit: 100 }));
    await page.screenshot({ path: '../../../tests/screenshots/reservations-list.png' });
  });

  it('cancels after the confirm, with the lastUpdated it saw, and reloads the list', async () => {
    const { kernel, queries } = reservationKernel();
    kernel.client
      .on(reservationCalls.cancelConfirm, ({ reservationId }) => ({ reservation: ROWS.find((r) => r.reservationId === reservationId) as ReservationRow, message: t('reservations.cancel.confirm') }))
      .on(reservationCalls.cancel, ({ reservationId }) => ({ result: 'OK', reservation: { ...ROWS[0], reservationId, cancelFlg: true, cancellable: false }, message: t('reservations.cancel.done') }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Reservation/Info');
    await screen.findByText('佐藤 次郎');
    // Only the two not started have a cancel button.
    const buttons = screen.getAllByRole('button', { name: t('reservations.action.cancel') });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]);
    const dialog = await screen.findByRole('dialog', { name: t('reservations.cancel.title') });
    expect(within(dialog).getByText(t('reservations.cancel.confirm'))).toBeTruthy();
    expect(within(dialog).getByText('佐藤 次郎')).toBeTruthy();
    expect(kernel.client.idsCalled()).not.toContain(reservationCalls.cancel.id);
    await page.screenshot({ path: '../../../tests/screenshots/reservations-cancel-confirm.png' });
    const listsBefore = queries.length;
    await user.click(within(dialog).getByRole('button', { name: t('reservations.cancel.execute') }));
    await screen.findByText(t('reservations.cancel.done'));
    const cancel = kernel.client.calls.find((c) => c.id === reservationCalls.cancel.id);
    expect(cancel?.request).toEqual({ reservationId: '502', lastUpdated: ROWS[1].lastUpdated });
    await waitFor(() => expect(queries.length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('reservations.cancel.title') })).toBeNull());
  });

  it('says the reservation changed when the cancel meets a stale copy (409), and cancels nothing else', async () => {
    const { kernel } = reservationKernel();
    kernel.client
      .on(reservationCalls.cancelConfirm, () => ({ reservation: ROWS[0], message: t('reservations.cancel.confirm') }))
      .fail(reservationCalls.cancel, new ApiError(t('error.conflict'), 'CONFLICT', { httpStatusCode: 409, message: t('error.conflict'), code: 'CONFLICT' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Reservation/Info');
    await screen.findByText('佐藤 次郎');
    await user.click(screen.getAllByRole('button', { name: t('reservations.action.cancel') })[0]);
    const dialog = await screen.findByRole('dialog', { name: t('reservations.cancel.title') });
    await user.click(within(dialog).getByRole('button', { name: t('reservations.cancel.execute') }));
    expect(await within(dialog).findByText(t('reservations.conflict'))).toBeTruthy();
    expect(screen.queryByText(t('reservations.cancel.done'))).toBeNull();
    expect(kernel.client.calls.filter((c) => c.id === reservationCalls.cancel.id)).toHaveLength(1);
    await page.screenshot({ path: '../../../tests/screenshots/reservations-cancel-stale.png' });
  });
});
