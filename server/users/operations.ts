// Member transitions of spec 4, each a confirm (what will happen) and an execute (one transaction): approve,
// suspend, permit, delete, password reissue and reservation-stop unlock. Every execute carries the lastUpdated
// the viewer saw; a stale one is refused with 409 and nothing changes.
import type { SimpleMemberOperation } from '../../core/users/domain';
import { memberOperationRefusal, type MemberOperationState } from '../../core/users/refusals';
import { ErrorCode } from '../../core/api/error';
import type { MemberOperationPreview } from '../../core/users/calls';
import { t, type MessageKey } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import { issuedPassword } from '../auth/temporary-password';
import { conflict, HttpError, notFound, permissionDenied } from '../http/http-error';
import { formatLastUpdated } from '../format/dates';
import { cancelFutureReservations, futureReservations, mailMember, releaseFlexRegistrations } from './effects';
import { findMember, findMemberDetail, fullName, type MemberDetailRow, type MemberDetailWithExtras } from './member-rows';
import type { MemberViewer } from './viewer';
import { assertMayChangeAccount } from '../clerks/account-reach';
import { refuseLosingLastContact } from '../flex/contact-rule';

/** The operations with their own confirm and execute calls (update and restore go through the update form). */
export type SimpleOperation = SimpleMemberOperation;

/** A refused transition: 400 with the reason as the message and on the userId field. */
export function refused(key: MessageKey): HttpError {
  const message = t(key);
  return new HttpError(400, ErrorCode.VALIDATION, message, { userId: message });
}

export interface MemberTarget {
  userId: number;
  /** The department the viewer saw the member in. */
  organizationId?: number;
  /** The lastUpdated the viewer saw; required for an execute. */
  lastUpdated?: string;
}

/**
 * Finds the member for a confirm or an execute: 404 for no such member in the viewed corporation, 403 for a
 * member outside a clerk's departments or whose account also reaches a corporation the viewer does not administer
 * (account-reach.ts; `change` false only for the detail, which shows such a member read-only), 409 when the member
 * changed since the viewer read it.
 */
export async function targetMember(
  db: SqlExecutor,
  viewer: MemberViewer,
  target: MemberTarget,
  forUpdate: boolean,
  change = true,
): Promise<MemberDetailRow> {
  const row = seenMember(await findMember(db, viewer.corporationId, target.userId, forUpdate), viewer, target);
  if (change) await assertMayChangeAccount(db, viewer, row.id);
  return row;
}

/** The member for the detail (read-only, see targetMember), with what the detail adds to its row, in one query. */
export async function targetMemberDetail(db: SqlExecutor, viewer: MemberViewer, target: MemberTarget, now: Date): Promise<MemberDetailWithExtras> {
  return seenMember(await findMemberDetail(db, viewer, target.userId, now), viewer, target);
}

/** targetMember's checks of the row found: there, in the viewer's departments, as the viewer saw it. */
function seenMember<R extends MemberDetailRow>(row: R | null, viewer: MemberViewer, target: MemberTarget): R {
  if (!row) throw notFound(t('members.notFound'));
  if (row.department_id === null || !viewer.departmentIds.has(row.department_id)) throw permissionDenied();
  if (target.organizationId !== undefined && target.organizationId !== row.department_id) throw conflict();
  if (target.lastUpdated !== undefined && target.lastUpdated !== formatLastUpdated(row.last_updated)) throw conflict();
  return row;
}

export type MemberState = Pick<MemberDetailRow, 'delete_flg' | 'approval_division' | 'service_usage' | 'password_reset_flg' | 'mail_address' | 'reservation_stop_flg'>;

/** The member's row as the refusals of core/users/refusals read it. */
export function operationStateOf(row: MemberState): MemberOperationState {
  return {
    deleted: row.delete_flg,
    approvalDivision: row.approval_division,
    suspended: row.service_usage,
    passwordResetFlg: row.password_reset_flg,
    hasMail: Boolean(row.mail_address),
    reservationStopped: row.reservation_stop_flg,
  };
}

/** Why the operation cannot be done to this member now, or null (the rule the upload's validation applies too). */
export function refusalOf(operation: SimpleOperation, row: MemberState): MessageKey | null {
  return memberOperationRefusal(operation, operationStateOf(row));
}

const CONFIRM_KEYS: Readonly<Record<SimpleOperation, MessageKey>> = {
  approve: 'members.confirm.approve',
  suspend: 'members.confirm.suspend',
  permit: 'members.confirm.permit',
  delete: 'members.confirm.delete',
  passwordReset: 'members.confirm.passwordReset',
  reservationUnlock: 'members.confirm.reservationUnlock',
};

export const DONE_KEYS: Readonly<Record<SimpleOperation, MessageKey>> = {
  approve: 'members.done.approve',
  suspend: 'members.done.suspend',
  permit: 'members.done.permit',
  delete: 'members.done.delete',
  passwordReset: 'members.done.passwordReset',
  reservationUnlock: 'members.done.reservationUnlock',
};

interface FlexContractRow {
  [key: string]: unknown;
  flex_contract_id: number;
  contract_name: string;
  service_kind: 'FLEX' | 'BASE';
}

/** What the operation will do to this member; refuses (400) when the state does not allow it. */
export async function previewOperation(db: SqlExecutor, operation: SimpleOperation, row: MemberDetailRow, now: Date): Promise<MemberOperationPreview> {
  const refusal = refusalOf(operation, row);
  if (refusal) throw refused(refusal);
  if (operation === 'delete') await refuseLosingLastContact(db, [row.id], 'userId');
  const cancels = operation === 'suspend' || operation === 'delete';
  const reservations = cancels ? await futureReservations(db, row.id, now) : { count: 0, first: [] };
  const flex =
    operation === 'delete'
      ? await db.query<FlexContractRow>(
          `select f.flex_contract_id, c.contract_name, c.service_kind from flex_users f join flex_contracts c on c.id = f.flex_contract_id
            where f.user_id = $1 and not f.delete_flg order by f.flex_contract_id`,
          [row.id],
        )
      : [];
  const mailTo = operation === 'approve' || operation === 'passwordReset' ? row.mail_address : null;
  return {
    operation,
    userId: String(row.id),
    userName: fullName(row.user_last_name, row.user_first_name),
    organizationName: row.billing_name,
    lastUpdated: formatLastUpdated(row.last_updated),
    cancelReservationCount: reservations.count,
    cancelReservations: reservations.first,
    releaseFlexRegistrations: flex.map((f) => ({
      flexContractInformationId: String(f.flex_contract_id),
      contractName: f.contract_name,
      serviceKind: f.service_kind,
    })),
    mailTo,
    message: t(CONFIRM_KEYS[operation], {
      name: fullName(row.user_last_name, row.user_first_name),
      count: reservations.count,
      flex: flex.length,
      mail: row.mail_address ?? '',
    }),
  };
}

/** The new lastUpdated: the clock, but always later than the old value (so a stale copy is always told apart). */
export const BUMP_LAST_UPDATED = "last_updated = greatest($2::timestamptz, last_updated + interval '1 millisecond')";

/** BUMP_LAST_UPDATED in a statement where `alias` names the users row (an UPDATE ... FROM). */
export const bumpLastUpdatedOf = (alias: string): string => `last_updated = greatest($2::timestamptz, ${alias}.last_updated + interval '1 millisecond')`;

export interface OperationEffects {
  cancelledReservationCount: number;
  releasedFlexCount: number;
  mailedTo: string | null;
}

/**
 * Deletes the members (one from the member screens, all of an upload at once): the flag, their future reservations
 * cancelled, their FLEX/BASE seats released, and their sessions ended (a deleted member can no longer sign in).
 */
export async function deleteMembers(tx: SqlExecutor, userIds: readonly number[], now: Date): Promise<Omit<OperationEffects, 'mailedTo'>> {
  await tx.query(`update users set delete_flg = true, ${BUMP_LAST_UPDATED} where id = any($1::int[])`, [userIds, now]);
  const cancelledReservationCount = await cancelFutureReservations(tx, userIds, now, 'delete');
  const releasedFlexCount = await releaseFlexRegistrations(tx, userIds, now);
  await tx.query('delete from sessions where user_id = any($1::int[])', [userIds]);
  return { cancelledReservationCount, releasedFlexCount };
}

/** Gives the members their reissued initial passwords (hashes of issuedPassword), to be changed at the next sign-in. */
export async function reissuePasswords(tx: SqlExecutor, userIds: readonly number[], hashes: readonly string[], now: Date): Promise<void> {
  await tx.query(
    `update users u set password_hash = x.hash, password_reset_flg = 1, failed_login_count = 0, locked_at = null, ${bumpLastUpdatedOf('u')}
       from unnest($1::int[], $3::text[]) as x(id, hash) where u.id = x.id`,
    [userIds, now, hashes],
  );
}

/** Applies the operation inside the caller's transaction; the row must have been locked by targetMember. */
export async function applyOperation(tx: SqlExecutor, operation: SimpleOperation, row: MemberDetailRow, now: Date): Promise<OperationEffects> {
  const refusal = refusalOf(operation, row);
  if (refusal) throw refused(refusal);
  const effects: OperationEffects = { cancelledReservationCount: 0, releasedFlexCount: 0, mailedTo: null };
  const set = async (assignments: string, extra: readonly unknown[] = []): Promise<void> => {
    await tx.query(`update users set ${assignments}, ${BUMP_LAST_UPDATED} where id = $1`, [row.id, now, ...extra]);
  };
  switch (operation) {
    case 'approve':
      await set('approval_division = 2');
      effects.mailedTo = await mailMember(tx, 'approved', row, now);
      break;
    case 'suspend':
      await set('service_usage = true');
      effects.cancelledReservationCount = await cancelFutureReservations(tx, [row.id], now, 'suspend');
      break;
    case 'permit':
      await set('service_usage = false');
      break;
    case 'delete':
      // Spec 5: the member's seats are released, so the FLEX/BASE contact-person rule applies (contracts locked).
      await refuseLosingLastContact(tx, [row.id], 'userId', true);
      Object.assign(effects, await deleteMembers(tx, [row.id], now));
      break;
    case 'passwordReset': {
      const { password, hash } = issuedPassword();
      await reissuePasswords(tx, [row.id], [hash], now);
      effects.mailedTo = await mailMember(tx, 'passwordReset', row, now, { password });
      break;
    }
    case 'reservationUnlock':
      await set('reservation_stop_flg = false, reservation_stop_at = null');
      break;
  }
  return effects;
}
