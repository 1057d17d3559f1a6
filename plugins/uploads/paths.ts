// The uploads plugin's routes (spec 2.2 upload routes and /CsvUploadHistory, spec 2.1 department registration and
// deletion): one wizard per kind and screen, with what differs between them.
import type { UploadKindName } from '../../core/csv';
import type { MessageKey } from '../../core/i18n';

export const HISTORY_ROUTE = 'uploads.history';
export const HISTORY_PATH = '/CsvUploadHistory';

export interface WizardRoute {
  id: string;
  path: string;
  /**
   * The key of SCREEN_PERMISSIONS whose code the page needs: the spec 2.2 upload screen's, or for registration and
   * deletion (spec 2.1 routes without a permission of their own) the department register and update screens', as the
   * server asks (server/uploads/kind-access.ts).
   */
  permissionKey: '/User/Upload' | '/Corp/ClerkOfCorp/Upload' | '/Billing/ClerkOfBilling/Upload' | '/Billing/NameUpload' | '/Billing/OrderUpload'
    | '/Billing/Register' | '/Billing/Update/:billingId';
  kind: UploadKindName;
  title: MessageKey;
  /** The screen the wizard is opened from, the crumb before it (another plugin's route, named by id). */
  parent: string;
}

/**
 * Every wizard. Which kinds take an apply date: all but the display order, which only reorders lists and has nothing
 * to schedule (members, clerks, names, registration and deletion are the scheduled changes of spec 4).
 */
export const WIZARD_ROUTES: readonly WizardRoute[] = [
  { id: 'uploads.members', path: '/User/Upload', permissionKey: '/User/Upload', kind: 'members', title: 'uploadPages.title.members', parent: 'users.info' },
  { id: 'uploads.corp-clerks', path: '/Corp/ClerkOfCorp/Upload', permissionKey: '/Corp/ClerkOfCorp/Upload', kind: 'clerks', title: 'uploadPages.title.corpClerks', parent: 'clerks.corp-info' },
  { id: 'uploads.billing-clerks', path: '/Billing/ClerkOfBilling/Upload', permissionKey: '/Billing/ClerkOfBilling/Upload', kind: 'clerks', title: 'uploadPages.title.billingClerks', parent: 'billing.info' },
  { id: 'uploads.billing-clerks-of', path: '/Billing/ClerkOfBilling/Upload/:billingId', permissionKey: '/Billing/ClerkOfBilling/Upload', kind: 'clerks', title: 'uploadPages.title.billingClerks', parent: 'clerks.billing-info' },
  { id: 'uploads.department-names', path: '/Billing/NameUpload', permissionKey: '/Billing/NameUpload', kind: 'department-names', title: 'uploadPages.title.departmentNames', parent: 'billing.info' },
  { id: 'uploads.department-order', path: '/Billing/OrderUpload', permissionKey: '/Billing/OrderUpload', kind: 'department-order', title: 'uploadPages.title.departmentOrder', parent: 'billing.info' },
  { id: 'uploads.department-register', path: '/Billing/RegisterUpload', permissionKey: '/Billing/Register', kind: 'department-register', title: 'uploadPages.title.departmentRegister', parent: 'billing.info' },
  { id: 'uploads.department-delete', path: '/Billing/DeleteUpload', permissionKey: '/Billing/Update/:billingId', kind: 'department-delete', title: 'uploadPages.title.departmentDelete', parent: 'billing.info' },
];

const UNSCHEDULED: ReadonlySet<UploadKindName> = new Set(['department-order']);

export function takesStartDate(kind: UploadKindName): boolean {
  return !UNSCHEDULED.has(kind);
}

export function wizardRoute(id: string): WizardRoute {
  const route = WIZARD_ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`unknown upload wizard ${id}`);
  return route;
}
