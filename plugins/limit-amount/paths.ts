// The limit-amount plugin's route ids and paths (spec 2.2), shared by its routes, pages, links and tests.
export const LIMIT_ROUTE = {
  general: 'limit-amount.general',
  billingInfo: 'limit-amount.billing-info',
  billingDetail: 'limit-amount.billing-detail',
  billingEdit: 'limit-amount.billing-edit',
  userInfo: 'limit-amount.user-info',
  userEdit: 'limit-amount.user-edit',
} as const;

export const LIMIT_PATH = {
  general: '/Billing/LimitAmount/:billingId',
  billingInfo: '/LimitAmountBilling/Info',
  billingDetail: '/LimitAmountBilling/Detail/:billingId',
  billingEdit: '/LimitAmountBilling/Edit/:billingId',
  userInfo: '/LimitAmountUser/Info',
  userEdit: '/LimitAmountUser/Edit/:billingId',
} as const;

const withId = (path: string, billingId: string): string => path.replace(':billingId', encodeURIComponent(billingId));

export const generalPath = (billingId: string): string => withId(LIMIT_PATH.general, billingId);
export const billingDetailPath = (billingId: string): string => withId(LIMIT_PATH.billingDetail, billingId);
export const billingEditPath = (billingId: string): string => withId(LIMIT_PATH.billingEdit, billingId);
export const userEditPath = (billingId: string): string => withId(LIMIT_PATH.userEdit, billingId);
