// The fixed choices of the department calls, apart from their schemas (core/billing/calls.ts): core/billing/domain.ts
// re-exports them, and the sign-in page, which reaches the domain module, must not load the schemas.

/** Every column the department list can be sorted by (display order is the default). */
export const DEPARTMENT_SORT_COLUMNS = ['displayOrder', 'billingName', 'autoApprovalFlg', 'disableFlg', 'registrationFeeChargeFlg', 'memberCount', 'clerkCount'] as const;
export type DepartmentSortColumn = (typeof DEPARTMENT_SORT_COLUMNS)[number];
export const DEPARTMENT_SORT_ORDERS = ['asc', 'desc'] as const;
export type DepartmentSortOrder = (typeof DEPARTMENT_SORT_ORDERS)[number];

/** A yes/no filter: '' means either. */
export const FLAG_FILTERS = ['', '0', '1'] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

/** The operations on a department and who may do them (spec 4 and 6); the server answers the allowed ones. */
export const DEPARTMENT_OPERATIONS = ['update', 'delete', 'usageSuspend', 'usageResume'] as const;
export type DepartmentOperation = (typeof DEPARTMENT_OPERATIONS)[number];
