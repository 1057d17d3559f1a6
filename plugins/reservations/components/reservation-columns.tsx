// The columns of the reservation list: start and end, facility and room, plan and amount, member, department,
// state (reserved, started, cancelled with its reason) and the cancel button of a reservation not yet started. The
// state and the cancel always show; the room and the department give way first in a narrow window.
import { Button } from '@blueprintjs/core';
import type { ReservationRow } from '../../../core/reservations/calls';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/usage/load-messages';
import { formatNumber, type PagedColumn } from '../../../web/kit';
import { CellTag } from '../../../web/kit/CellTag';

function status(row: ReservationRow) {
  if (row.cancelFlg) {
    const reason = row.cancelReason ? t(`reservations.cancelReason.${row.cancelReason}` as MessageKey) : '';
    return <CellTag minimal intent="danger" title={reason}>{t('reservations.status.cancelled')}{reason ? `（${reason}）` : ''}</CellTag>;
  }
  return row.cancellable ? <CellTag minimal intent="primary">{t('reservations.status.reserved')}</CellTag> : <CellTag minimal>{t('reservations.status.started')}</CellTag>;
}

export function reservationColumns(onCancel: (row: ReservationRow) => void): PagedColumn<ReservationRow>[] {
  return [
    { id: 'startDate', label: t('reservations.field.startDate'), width: 130, sortable: true, render: (r) => r.startDate.slice(0, 16) },
    // The end shows its time only when it falls on the start's day, as bookings almost always do.
    { id: 'toDate', label: t('reservations.field.endShort'), width: 60, sortable: true, render: (r) => (r.toDate.slice(0, 10) === r.startDate.slice(0, 10) ? r.toDate.slice(11, 16) : r.toDate.slice(0, 16)) },
    { id: 'facilityName', label: t('reservations.field.facility'), width: 170, sortable: true, render: (r) => r.facilityName },
    { id: 'roomName', label: t('reservations.field.room'), width: 110, priority: 'detail', render: (r) => r.roomName ?? '' },
    { id: 'userName', label: t('reservations.field.userName'), width: 100, sortable: true, render: (r) => r.userName },
    { id: 'organizationName', label: t('reservations.field.organizationName'), width: 120, sortable: true, priority: 'detail', render: (r) => r.organizationName ?? '' },
    { id: 'chargeAmount', label: t('reservations.field.chargeAmount'), width: 110, sortable: true, numeric: true, render: (r) => formatNumber(r.chargeAmount) },
    { id: 'status', label: t('reservations.field.status'), width: 115, priority: 'key', render: status },
    {
      id: 'cancel',
      label: t('reservations.action.cancel'),
      width: 70,
      action: true,
      render: (r) => (r.cancellable ? <Button small intent="danger" variant="outlined" text={t('reservations.action.cancel')} onClick={() => onCancel(r)} /> : null),
    },
  ];
}
