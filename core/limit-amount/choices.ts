// The choices of the usage budget calls (spec 3 and 9): list filters, sorts, the member cap divisions. Plain values,
// apart from the calls' schemas: core/limit-amount/domain.ts re-exports them, and the sign-in page's modules reach it.

/** Spec 9: the limit-alert user list pages 100 rows. */
export const LIMIT_USER_PAGE_SIZE = 100;
/** Spec 9 member cap alert choices: 1 suspend and notify, 2 alert mail only, 3 do nothing. */
export const MEMBER_CAP_DIVISIONS = ['STOP', 'MAIL_ONLY', 'NONE'] as const;
export type MemberCapDivision = (typeof MEMBER_CAP_DIVISIONS)[number];
export const MEMBER_CAP_CHOICE: Readonly<Record<MemberCapDivision, 1 | 2 | 3>> = { STOP: 1, MAIL_ONLY: 2, NONE: 3 };

/** Usage rate status filter: 0 all (default), 1 under 80%, 2 80% up to 100%, 3 100% or more. */
export const USAGE_RATE_STATUSES = ['0', '1', '2', '3'] as const;
export type UsageRateStatus = (typeof USAGE_RATE_STATUSES)[number];
/** Service usage status filter: 0 all (default), 1 in use, 2 use suspended (a member stopped by the cap counts). */
export const SERVICE_USAGE_STATUSES = ['0', '1', '2'] as const;
export type ServiceUsageStatus = (typeof SERVICE_USAGE_STATUSES)[number];
export const DEFAULT_USAGE_RATE_STATUS: UsageRateStatus = '0';
export const DEFAULT_SERVICE_USAGE_STATUS: ServiceUsageStatus = '0';

export const LIMIT_BILLING_SORT_COLUMNS = ['displayOrder', 'billingName', 'limitAmount', 'usageAmount', 'usageRate'] as const;
export type LimitBillingSortColumn = (typeof LIMIT_BILLING_SORT_COLUMNS)[number];
export const LIMIT_USER_SORT_COLUMNS = ['displayOrder', 'userNameKana', 'billingName', 'limitAmount', 'usageAmount', 'usageRate'] as const;
export type LimitUserSortColumn = (typeof LIMIT_USER_SORT_COLUMNS)[number];
export const LIMIT_SORT_ORDERS = ['asc', 'desc'] as const;
export type LimitSortOrder = (typeof LIMIT_SORT_ORDERS)[number];

