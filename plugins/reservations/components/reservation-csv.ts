// The CSV of the reservation list as filtered (every page), made in the browser from the list's own rows:
// UTF-8 with BOM for Japanese Excel, cells escaped against formulas (core/csv/export).
import type { ReservationRow } from '../../../core/reservations/calls';
import { encodeUtf8WithBom, toCsv, type CsvColumn } from '../../../core/csv/export';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/usage/load-messages';

const statusText = (r: ReservationRow): string =>
  r.cancelFlg ? `${t('reservations.status.cancelled')}${r.cancelReason ? `（${t(`reservations.cancelReason.${r.cancelReason}` as MessageKey)}）` : ''}`
    : t(r.cancellable ? 'reservations.status.reserved' : 'reservations.status.started');

export const RESERVATION_CSV_COLUMNS: readonly CsvColumn<ReservationRow>[] = [
  { header: t('reservations.field.startDate'), value: (r) => r.startDate },
  { header: t('reservations.field.toDate'), value: (r) => r.toDate },
  { header: t('reservations.field.facility'), value: (r) => r.facilityName },
  { header: t('reservations.field.room'), value: (r) => r.roomName },
  { header: t('reservations.field.charge'), value: (r) => r.chargeName },
  { header: t('reservations.field.chargeAmount'), value: (r) => r.chargeAmount, numeric: true },
  { header: t('reservations.field.userName'), value: (r) => r.userName },
  { header: t('reservations.field.organizationName'), value: (r) => r.organizationName },
  { header: t('reservations.field.status'), value: statusText },
];

export function reservationCsv(rows: readonly ReservationRow[]): Uint8Array {
  return encodeUtf8WithBom(toCsv(RESERVATION_CSV_COLUMNS, rows));
}
