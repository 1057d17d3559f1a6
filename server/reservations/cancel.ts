// An administrator's cancel of a member's reservation (confirm, then execute, both with lastUpdated): only one
// that has not started and is not cancelled (spec 8: otherwise the cancel fails), only within the viewer's
// departments (403), and never from a stale copy (409).
import type { ReservationCancelPreview, ReservationCancelRequest, ReservationCancelResult } from '../../core/reservations/calls';
import { ErrorCode } from '../../core/api/error';
import { isCancellable } from '../../core/usage/domain';
import { t } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import { formatLastUpdated } from '../format/dates';
import { conflict, HttpError, notFound, permissionDenied } from '../http/http-error';
import type { MemberViewer } from '../users/viewer';
import { BUMP_LAST_UPDATED } from '../users/operations';
import { RESERVATION_SELECT, reservationRow, type ReservationDbRow } from './search';

export interface CancelTarget {
  reservationId: number;
  lastUpdated: string;
}

/** The reservation and the copy's lastUpdated of a request the edge has checked. */
export function readCancelTarget(input: ReservationCancelRequest): CancelTarget {
  return { reservationId: Number(input.reservationId), lastUpdated: input.lastUpdated.trim() };
}

function cancelFailed(): HttpError {
  const message = t('reservations.cancel.failed');
  return new HttpError(400, ErrorCode.VALIDATION, message, { reservationId: message });
}

/** The reservation, checked for reach, freshness and the cancel rule; locked when `lock` (inside the execute). */
async function cancellableReservation(db: SqlExecutor, viewer: MemberViewer, target: CancelTarget, now: Date, lock: boolean): Promise<ReservationDbRow> {
  const [row] = await db.query<ReservationDbRow>(
    `${RESERVATION_SELECT} where r.id = $1 and r.corporation_id = $2${lock ? ' for update of r' : ''}`,
    [target.reservationId, viewer.corporationId],
  );
  if (!row) throw notFound();
  if (row.department_id === null ? !viewer.responsible : !viewer.departmentIds.has(row.department_id)) throw permissionDenied();
  if (formatLastUpdated(row.last_updated) !== target.lastUpdated) throw conflict();
  if (!isCancellable({ startDate: row.start_date, cancelled: row.cancel_flg }, now)) throw cancelFailed();
  return row;
}

export async function previewCancel(db: SqlExecutor, viewer: MemberViewer, target: CancelTarget, now: Date): Promise<ReservationCancelPreview> {
  const row = await cancellableReservation(db, viewer, target, now, false);
  return { reservation: reservationRow(row, now), message: t('reservations.cancel.confirm') };
}

export async function executeCancel(tx: SqlExecutor, viewer: MemberViewer, target: CancelTarget, now: Date): Promise<ReservationCancelResult> {
  await cancellableReservation(tx, viewer, target, now, true);
  await tx.query(
    `update reservations set cancel_flg = true, cancelled_at = $2, cancel_reason = 'admin', ${BUMP_LAST_UPDATED} where id = $1`,
    [target.reservationId, now],
  );
  const [after] = await tx.query<ReservationDbRow>(`${RESERVATION_SELECT} where r.id = $1`, [target.reservationId]);
  return { result: 'OK', reservation: reservationRow(after, now), message: t('reservations.cancel.done') };
}
