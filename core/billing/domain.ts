// Departments (部署, billing units) of spec sections 3 and 4 and the department registration applications
// (applicationInformation division 1): the shapes that travel over the API and the fixed values.

// The choices the calls name (kept apart from the calls' schemas, which the sign-in page's modules must not load).
export {
  DEPARTMENT_OPERATIONS, DEPARTMENT_SORT_COLUMNS, DEPARTMENT_SORT_ORDERS, FLAG_FILTERS, type DepartmentOperation, type DepartmentSortColumn,
  type DepartmentSortOrder, type FlagFilter,
} from './choices';
// The shapes the department calls carry are their schemas' types (core/billing/calls.ts).
export type { DepartmentDetail, DepartmentListRow, DepartmentSearchQuery } from './calls';

/** Department names: required, at most this many characters, no comma or double quote (spec 5). */
export const DEPARTMENT_NAME_MAX = 50;

/** Spec 3: application divisions. */
export const ApplicationDivision = { BILLING_REGISTRATION: 1, REGISTRATION_FEE_CHARGE: 2, INVOICE_DESTINATION: 3 } as const;
export type ApplicationDivision = (typeof ApplicationDivision)[keyof typeof ApplicationDivision];

/** 1 applied (waiting for its apply date), 2 done (the department exists), 3 cancelled. */
export const ApplicationStatus = { APPLIED: 1, DONE: 2, CANCELLED: 3 } as const;
export type ApplicationStatus = (typeof ApplicationStatus)[keyof typeof ApplicationStatus];

// The shapes of the registration calls are their schemas' types (core/applications/calls.ts).
export type { ApplicationDetail, ApplicationRow, BillingRegistrationFields } from '../applications/calls';
