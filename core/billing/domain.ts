// Departments (部署, billing units) of spec sections 3 and 4 and the department registration applications
// (applicationInformation division 1): the shapes that travel over the API and the fixed values.

/** Every column the department list can be sorted by (display order is the default). */
export const DEPARTMENT_SORT_COLUMNS = ['displayOrder', 'billingName', 'autoApprovalFlg', 'disableFlg', 'registrationFeeChargeFlg', 'memberCount', 'clerkCount'] as const;
export type DepartmentSortColumn = (typeof DEPARTMENT_SORT_COLUMNS)[number];
export type DepartmentSortOrder = 'asc' | 'desc';

/** A yes/no filter: '' means either. */
export type FlagFilter = '' | '0' | '1';

/** GET /billing/tenant/search (spec 7 names organizationName for the department name). */
export interface DepartmentSearchQuery {
  organizationName?: string;
  autoApprovalFlg?: FlagFilter;
  disableFlg?: FlagFilter;
  sort?: DepartmentSortColumn;
  sortOrder?: DepartmentSortOrder;
}

/** Department names: required, at most this many characters, no comma or double quote (spec 5). */
export const DEPARTMENT_NAME_MAX = 50;

/** The operations on a department and who may do them (spec 4 and 6); the server answers the allowed ones. */
export const DEPARTMENT_OPERATIONS = ['update', 'delete', 'usageSuspend', 'usageResume'] as const;
export type DepartmentOperation = (typeof DEPARTMENT_OPERATIONS)[number];

export interface DepartmentListRow {
  billingId: string;
  billingName: string;
  displayOrder: number;
  autoApprovalFlg: boolean;
  /** Usage suspended: the department's members are told; billing-specific pages go to the detail (spec 2.4). */
  disableFlg: boolean;
  serviceUsageAlertChoiceFlg: boolean;
  /** The registration management fee is charged to this department. */
  registrationFeeChargeFlg: boolean;
  /** Members (not deleted) of the department. */
  memberCount: number;
  /** Department clerks looking after it. */
  clerkCount: number;
  lastUpdated: string;
}

export interface DepartmentDetail extends DepartmentListRow {
  corporationId: string;
  corporationName: string;
  /** Spec 9 approval mode of the corporation: per-department auto approval applies only under 3. */
  corporationAutoApprovalSetting: 1 | 2 | 3;
  /** The corporation bills its registration fee to exactly one department (spec 5). */
  representativeFeeSetting: boolean;
  monthlyLimitAmount: number | null;
  limitAmountForUser: number | null;
  limitAmountAlertChoiceFlg: boolean;
  limitFullAmountAlertChoiceFlg: boolean;
  limitAmountForUserAlertChoiceFlg: boolean;
  /** STOP, MAIL_ONLY or NONE (spec 3 and 9). */
  limitFullAmountForUserAlertDivision: string;
  /** The application the department was registered by, when it came from one. */
  applicationId: string | null;
  createdAt: string;
  allowedOperations: DepartmentOperation[];
}

/** Spec 3: application divisions. */
export const ApplicationDivision = { BILLING_REGISTRATION: 1, REGISTRATION_FEE_CHARGE: 2, INVOICE_DESTINATION: 3 } as const;
export type ApplicationDivision = (typeof ApplicationDivision)[keyof typeof ApplicationDivision];

/** 1 applied (waiting for its apply date), 2 done (the department exists), 3 cancelled. */
export const ApplicationStatus = { APPLIED: 1, DONE: 2, CANCELLED: 3 } as const;
export type ApplicationStatus = (typeof ApplicationStatus)[keyof typeof ApplicationStatus];

// The shapes of the registration calls are their schemas' types (core/applications/calls.ts).
export type { ApplicationDetail, ApplicationRow, BillingRegistrationFields } from '../applications/calls';
