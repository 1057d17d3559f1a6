// Finding the clerk a call is about: within the viewed corporation, reachable by the viewer (a department clerk
// only reaches clerks of their own departments), and with the lastUpdated the viewer saw (409 when stale).
import type { ClerkDetail, ClerkKind } from '../../core/clerks/domain';
import { RoleType } from '../../core/domain/roles';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { conflict, notFound, permissionDenied } from '../http/http-error';
import { formatLastUpdated } from '../format/dates';
import type { MemberViewer } from '../users/viewer';
import { departmentsOf, findClerk, toClerkRow, type ClerkDbRow } from './clerk-rows';
import { noticeRecipients } from './password-notice';
import { accountEditRefusal } from './account-reach';

export interface ClerkTarget {
  userId: number;
  lastUpdated?: string;
}

/** The clerk a checked request names (its schema has made userId an id, and lastUpdated present where required). */
export function clerkTarget(userId: string, lastUpdated?: string): ClerkTarget {
  return { userId: Number(userId), lastUpdated };
}

/** The department a billing-clerk call names (billingId, checked as an id by its schema), which the viewer must reach. */
export function reachableDepartment(billingId: string | undefined, viewer: MemberViewer): number {
  const id = Number(billingId);
  if (billingId === undefined || !viewer.departmentIds.has(id)) throw permissionDenied();
  return id;
}

export async function targetClerk(db: SqlExecutor, viewer: MemberViewer, kind: ClerkKind, target: ClerkTarget, forUpdate: boolean): Promise<ClerkDbRow> {
  const row = await findClerk(db, viewer.corporationId, target.userId, kind, forUpdate);
  if (!row) throw notFound(t(kind === 'corp' ? 'clerks.notFound.corp' : 'clerks.notFound.billing'));
  if (kind === 'billing' && !departmentsOf(row).some((d) => viewer.departmentIds.has(Number(d.billingId)))) throw permissionDenied();
  if (target.lastUpdated !== undefined && target.lastUpdated !== formatLastUpdated(row.last_updated)) throw conflict();
  return row;
}

/**
 * Why a responsible person may not be deleted (spec 5): they are the operator, or the only one of the
 * corporation. A responsible person who only also administers the corporation (the corporation switch) is not
 * one of its own, so the company is never left without a responsible person of its own. Null when allowed.
 */
export async function corpDeleteRefusal(db: SqlExecutor, viewer: MemberViewer, row: ClerkDbRow): Promise<string | null> {
  if (row.id === viewer.userId) return t('clerks.refuse.operator');
  if (row.corporation_id !== viewer.corporationId) return null;
  const [own] = await db.query<{ count: number } & Row>(
    `select count(*)::int as count from users where role_type = ${RoleType.CLERK_IN_CORPORATION} and not delete_flg and corporation_id = $1`,
    [viewer.corporationId],
  );
  return (own?.count ?? 0) <= 1 ? t('clerks.refuse.onlyOne') : null;
}

export async function toClerkDetail(db: SqlExecutor, viewer: MemberViewer, kind: ClerkKind, row: ClerkDbRow): Promise<ClerkDetail> {
  const [corporation] = await db.query<{ corporation_name: string } & Row>('select corporation_name from corporations where id = $1', [viewer.corporationId]);
  const recipients = await noticeRecipients(db, viewer, row, kind);
  const editRefusal = await accountEditRefusal(db, viewer, row.id);
  const deleteRefusal = kind === 'corp' && viewer.roleType === RoleType.CLERK_IN_CORPORATION ? await corpDeleteRefusal(db, viewer, row) : null;
  return {
    ...toClerkRow(row, viewer),
    corporationName: corporation?.corporation_name ?? '',
    passwordNoticeRecipient: recipients.length > 0 ? recipients.join(', ') : null,
    // Deleting one of the corporation's own deletes the account, which the other corporations would lose too.
    deleteRefusal: deleteRefusal ?? (kind === 'corp' && row.corporation_id === viewer.corporationId ? editRefusal : null),
    sharedWithOtherCorporation: editRefusal !== null,
    editRefusal,
  };
}
