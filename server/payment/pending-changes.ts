// Division 3 applications waiting for their day, and what each concerns: the destination whose details or payment
// method it changes, the departments it moves and the destination they move to. A destination with a pending change of
// its own cannot take another (400 on chargeBranchNo), nor can a department waiting to move be moved again (400 on
// organizationIds), until the first applies or is cancelled, so two changes never race on the same day. Moving other
// departments to a destination is no conflict: it changes the departments, not the destination.
import { t } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import { refused } from '../billing/department-rows';
import { pendingApplicationRows } from '../applications/application-record';
import type { DestinationApplicationContents } from './contents';

export interface PendingDestinationChange {
  applicationId: string;
  /** The destination whose details or payment method change (reason 1, payment method). */
  changedClientId: number | null;
  /** The destination departments move to (reason 2; null for a new one). */
  targetClientId: number | null;
  departmentIds: number[];
}

export async function pendingDestinationChanges(db: SqlExecutor, corporationId: number): Promise<PendingDestinationChange[]> {
  const rows = await pendingApplicationRows<DestinationApplicationContents>(db, corporationId, [3]);
  return rows.map((row) => ({
    applicationId: String(row.id),
    changedClientId: row.contents.kind === 'destination' ? null : row.contents.chargeClientId,
    targetClientId: row.contents.kind === 'destination' ? row.contents.chargeClientId : null,
    departmentIds: row.contents.kind === 'destination' ? row.contents.departments.map((d) => Number(d.organizationId)) : [],
  }));
}

/** 400 when the destination to change (on chargeBranchNo) or one of the departments to move (on organizationIds) is in a pending change. */
export async function assertNotPending(
  db: SqlExecutor, corporationId: number, changedClientId: number | null, departments: readonly { id: number; billing_name: string }[] = [],
): Promise<void> {
  const pending = await pendingDestinationChanges(db, corporationId);
  if (changedClientId !== null && pending.some((p) => p.changedClientId === changedClientId)) {
    throw refused('chargeBranchNo', t('payment.validation.branchPending'));
  }
  const busy = departments.filter((d) => pending.some((p) => p.departmentIds.includes(d.id)));
  if (busy.length > 0) throw refused('organizationIds', t('payment.validation.departmentPending', { names: busy.map((d) => d.billing_name).join('、') }));
}
