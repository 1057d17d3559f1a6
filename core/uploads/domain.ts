// Where each list page offers its bulk CSV operations (spec 2.2 upload routes, spec 2.1 department registration and
// deletion): the wizard paths, the permission each needs, and whether spec 6 keeps it to the responsible person.
import { SCREEN_PERMISSIONS, type PermissionRequirement } from '../domain/permissions';

export interface BulkUploadEntry {
  path: string;
  /** Null for the spec 2.1 pages without a permission code. */
  permission: PermissionRequirement | null;
  /** Spec 6: bulk member changes and department registration, renaming, order and deletion are the responsible person's. */
  responsibleOnly: boolean;
}

const entry = (path: string, permission: PermissionRequirement | null, responsibleOnly: boolean): BulkUploadEntry => ({ path, permission, responsibleOnly });

export const BULK_UPLOADS = {
  members: entry('/User/Upload', SCREEN_PERMISSIONS['/User/Upload'], true),
  corpClerks: entry('/Corp/ClerkOfCorp/Upload', SCREEN_PERMISSIONS['/Corp/ClerkOfCorp/Upload'], true),
  departmentNames: entry('/Billing/NameUpload', SCREEN_PERMISSIONS['/Billing/NameUpload'], true),
  departmentOrder: entry('/Billing/OrderUpload', SCREEN_PERMISSIONS['/Billing/OrderUpload'], true),
  departmentRegister: entry('/Billing/RegisterUpload', null, true),
  departmentDelete: entry('/Billing/DeleteUpload', null, true),
} as const;

/** The department clerks wizard of one department. */
export function departmentClerksUpload(billingId: string): BulkUploadEntry {
  return entry(`/Billing/ClerkOfBilling/Upload/${encodeURIComponent(billingId)}`, SCREEN_PERMISSIONS['/Billing/ClerkOfBilling/Upload'], false);
}
