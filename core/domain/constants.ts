// Business constants and limits of spec section 9 that more than one layer reads.
export const REQUEST_TIMEOUT_MS = 600_000;
export const LOADING_DECREMENT_MS = 200;
export const TOAST_TIMEOUT_MS = 5_000;
export const DOWNLOAD_POLL_MS = 5_000;
export const ACCOUNT_LOCK_COUNT = 10;
export const ERROR_LIMIT_COUNT = 3;
export const CONFIRMATION_CODE_MIN = 10;
export const CONFIRMATION_CODE_MAX = 32;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 32;
export const PASSWORD_RESET_FLAG_ON = 1;
export const LIST_DEFAULT_LIMIT = 500;
export const LIST_NO_DATA_TEXT = '0 / 0';
export const SELECT_TEXT_MAX = 50;

/** Manual names served by GET /manual/download; manualType 'pdf'. */
export const MANUALS = {
  clerkInCorp: 'responsible-person-guide',
  clerkInBilling: 'department-clerk-guide',
  riyosha: 'user-guide',
  faq: 'faq',
} as const;
