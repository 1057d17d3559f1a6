// Fixtures of the limit-amount page tests: budget rows and details as the server answers them, and a kernel whose
// fake client answers the budget calls the pages and their gates make.
import { limitAmountCalls, type LimitBillingSearchResponse, type LimitUserSearchResponse } from '../../core/limit-amount/calls';
import type { LimitAmountBillingDetail, LimitAmountBillingRow, LimitAmountUserRow, LimitDepartmentChoice } from '../../core/limit-amount/domain';
import { signedInKernel } from '../../web/test-support/harness';
import type { TestKernel, UserOptions } from '../../core/services/test-support';

const OPEN_FLAGS = {
  limitAmountAlertChoiceFlg: false,
  limitFullAmountAlertChoiceFlg: false,
  limitAmountForUserAlertChoiceFlg: false,
  limitFullAmountForUserAlertDivision: 'STOP' as const,
};

export function budgetRow(overrides: Partial<LimitAmountBillingRow> = {}): LimitAmountBillingRow {
  return {
    billingId: '5', billingName: 'Sales One', displayOrder: 1, disableFlg: false, limitAmount: 800_000, usageAmount: 680_000,
    registrationFeeAmount: 0, registrationFeeChargeFlg: false, usageRate: 85, usageRateStatus: '2', serviceUsageStatus: '1',
    limitAmountForUser: 30_000, lastUpdated: 'L1', ...OPEN_FLAGS, ...overrides,
  };
}

export function budgetDetail(overrides: Partial<LimitAmountBillingDetail> = {}): LimitAmountBillingDetail {
  return {
    ...budgetRow(),
    period: { start: '2026-10-21', end: '2026-11-20', next: '2026-11-21' },
    alerts: [{ kind: 'department80', sentAt: '2026/11/11 09:00:00', recipients: ['clerk@example.co.jp'] }],
    memberCount: 30, membersOverAlert: 4, membersOverLimit: 2, membersStopped: 1,
    ...overrides,
  };
}

export function memberBudgetRow(overrides: Partial<LimitAmountUserRow> = {}): LimitAmountUserRow {
  return {
    userId: '101', userName: 'Yamada Hanako', userNameKana: 'YAMADA HANAKO', billingId: '5', billingName: 'Sales One', limitAmount: 30_000,
    usageAmount: 31_000, usageRate: 103.3, usageRateStatus: '3', serviceUsageStatus: '2', reservationStopFlg: true, releaseDate: '2026/11/21',
    ...overrides,
  };
}

export const DEPARTMENT_CHOICES: LimitDepartmentChoice[] = [
  { billingId: '5', billingName: 'Sales One', limitAmount: 800_000, limitAmountForUser: 30_000, ...OPEN_FLAGS },
  { billingId: '6', billingName: 'Sales Two', limitAmount: 600_000, limitAmountForUser: 30_000, ...OPEN_FLAGS, limitAmountForUserAlertChoiceFlg: true, limitFullAmountForUserAlertDivision: 'NONE' },
];

export function billingAnswer(rows: LimitAmountBillingRow[]): LimitBillingSearchResponse {
  return { periodStart: '2026/10/21', periodEnd: '2026/11/20', rows };
}

export function userAnswer(rows: LimitAmountUserRow[], totalCount = rows.length): LimitUserSearchResponse {
  return { periodStart: '2026/10/21', periodEnd: '2026/11/20', totalCount, offset: 0, limit: 100, rows };
}

/** A signed-in kernel answering the pulldowns, and when given the lists and the detail. */
export function budgetKernel(
  user: UserOptions = {},
  options: { rows?: LimitAmountBillingRow[]; members?: LimitAmountUserRow[]; detail?: LimitAmountBillingDetail } = {},
): TestKernel {
  const kernel = signedInKernel(user);
  kernel.client.on(limitAmountCalls.billingPulldown, () => DEPARTMENT_CHOICES).on(limitAmountCalls.userPulldown, () => DEPARTMENT_CHOICES);
  const { rows, members, detail } = options;
  if (rows) kernel.client.on(limitAmountCalls.billingList, () => billingAnswer(rows));
  if (members) kernel.client.on(limitAmountCalls.userList, () => userAnswer(members));
  if (detail) kernel.client.on(limitAmountCalls.detail, () => detail);
  return kernel;
}
