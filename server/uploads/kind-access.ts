// Who may upload, cancel and download which kind: the kind's screen permission of spec 2.2 (members WFAH022, clerks
// WFAH002 or WFAH017, department names WFAH007, order WFAH012; registration and deletion, which have none, take the
// department register (WFAC006) and update (WFAC005) screens' codes, see core/uploads/calls) and, for every
// kind, a responsible person (spec 6: bulk member changes, department renames, order, registration and deletion,
// and registering or deleting responsible persons are the responsible person's alone).
import { SCREEN_PERMISSIONS, satisfies, type PermissionRequirement } from '../../core/domain/permissions';
import { UploadDivision } from '../../core/csv/kind';
import { findAccountById, selectableCorporationIds } from '../auth/accounts';
import { authoritiesOf } from '../auth/login-user';
import type { SqlExecutor } from '../db/database';
import { permissionDenied } from '../http/http-error';
import { readReachDepartmentIds } from '../auth/reach-departments';
import { loadViewer, type MemberViewer } from '../users/viewer';

const KIND_PERMISSIONS: Readonly<Record<UploadDivision, PermissionRequirement>> = {
  [UploadDivision.USER_UPDATE]: SCREEN_PERMISSIONS['/User/Upload'],
  [UploadDivision.TENANT_MANAGER_REGISTER]: {
    codes: [...SCREEN_PERMISSIONS['/Corp/ClerkOfCorp/Upload'].codes, ...SCREEN_PERMISSIONS['/Billing/ClerkOfBilling/Upload'].codes],
    level: 'write',
  },
  [UploadDivision.BILLING_NAME_UPDATE]: SCREEN_PERMISSIONS['/Billing/NameUpload'],
  [UploadDivision.BILLING_ORDER_UPDATE]: SCREEN_PERMISSIONS['/Billing/OrderUpload'],
  [UploadDivision.BILLING_REGISTER]: SCREEN_PERMISSIONS['/Billing/Register'],
  [UploadDivision.BILLING_DELETE]: SCREEN_PERMISSIONS['/Billing/Update/:billingId'],
};

/** True when the viewer may upload (and cancel, and download the current data of) the kind. */
export function mayUpload(viewer: MemberViewer, division: UploadDivision): boolean {
  return satisfies(viewer.authorities, KIND_PERMISSIONS[division]) && viewer.responsible;
}

export function assertMayUpload(viewer: MemberViewer, division: UploadDivision): void {
  if (!mayUpload(viewer, division)) throw permissionDenied();
}

/**
 * The uploader as the apply step sees them, which may be days after the upload: the same viewer the calls build
 * from a session, or null when the uploader was deleted or no longer administers the corporation.
 */
export async function uploaderViewer(db: SqlExecutor, userId: number, corporationId: number): Promise<MemberViewer | null> {
  const account = await findAccountById(db, userId);
  if (!account || account.delete_flg) return null;
  if (!(await selectableCorporationIds(db, account)).includes(corporationId)) return null;
  // loadViewer reads the account, the corporation, the departments reached and the authorities of a session; no
  // token is involved.
  const reachDepartmentIds = await readReachDepartmentIds(db, account.id, account.role_type ?? 0, corporationId);
  return loadViewer({ tokenHash: '', csrfHash: null, via: 'bearer', selectedCorporationId: corporationId, account, authorities: authoritiesOf(account), reachDepartmentIds });
}
