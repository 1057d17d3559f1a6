// Fixtures of the billing plugin's page tests: departments and applications as the server answers them, and a
// kernel whose fake client answers the department calls every billing page makes.
import { billingCalls, type DepartmentSearchResponse } from '../../core/billing/calls';
import { applicationCalls } from '../../core/applications/calls';
import type { ApplicationDetail, ApplicationRow, DepartmentDetail, DepartmentListRow } from '../../core/billing/domain';
import type { TransferRow } from '../../core/billing/transfer';
import { signedInKernel } from '../../web/test-support/harness';
import type { TestKernel, UserOptions } from '../../core/services/test-support';

export function departmentRow(overrides: Partial<DepartmentListRow> = {}): DepartmentListRow {
  return {
    billingId: '5',
    billingName: 'Sales One',
    displayOrder: 1,
    autoApprovalFlg: false,
    disableFlg: false,
    serviceUsageAlertChoiceFlg: false,
    registrationFeeChargeFlg: false,
    memberCount: 12,
    clerkCount: 1,
    lastUpdated: 'L1',
    ...overrides,
  };
}

export function departmentDetail(overrides: Partial<DepartmentDetail> = {}): DepartmentDetail {
  return {
    ...departmentRow(),
    corporationId: '1',
    corporationName: 'Mirai Works Inc.',
    corporationAutoApprovalSetting: 3,
    representativeFeeSetting: true,
    monthlyLimitAmount: 800000,
    limitAmountForUser: null,
    limitAmountAlertChoiceFlg: false,
    limitFullAmountAlertChoiceFlg: false,
    limitAmountForUserAlertChoiceFlg: false,
    limitFullAmountForUserAlertDivision: 'NONE',
    applicationId: null,
    createdAt: '2026/04/01 09:00:00',
    allowedOperations: ['update', 'delete', 'usageSuspend'],
    ...overrides,
  };
}

export function applicationRow(overrides: Partial<ApplicationRow> = {}): ApplicationRow {
  return {
    applicationId: '7',
    division: 1,
    status: 1,
    billingName: 'Legal',
    applyDate: '2026/12/05',
    applicantName: 'Yamada Taro',
    appliedAt: '2026/11/20 10:00:00',
    cancellable: true,
    lastUpdated: 'A1',
    ...overrides,
  };
}

export function applicationDetail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return { ...applicationRow(), autoApprovalFlg: false, registrationFeeChargeFlg: false, billingId: null, cancelledAt: null, completedAt: null, ...overrides };
}

export function transferRow(overrides: Partial<TransferRow> = {}): TransferRow {
  return {
    applicationId: '21',
    division: 4,
    status: 1,
    fromBillingId: '5',
    fromBillingName: 'Sales One',
    toBillingId: '6',
    toBillingName: 'Sales Two',
    memberCount: 12,
    refusal: null,
    applyDate: '2026/12/21',
    applicantName: 'Yamada Taro',
    appliedAt: '2026/11/20 11:00:00',
    cancellable: true,
    cancelledAt: null,
    completedAt: null,
    lastUpdated: 'T1',
    ...overrides,
  };
}

export function searchAnswer(rows: DepartmentListRow[]): DepartmentSearchResponse {
  return { totalCount: rows.length, corporationAutoApprovalSetting: 3, representativeFeeSetting: true, sort: 'displayOrder', sortOrder: 'asc', rows };
}

/** A signed-in kernel answering the department search, detail, applications and transfers when given. */
export function billingKernel(
  user: UserOptions = {},
  options: { rows?: DepartmentListRow[]; department?: DepartmentDetail; applications?: ApplicationRow[]; application?: ApplicationDetail; transfers?: TransferRow[] } = {},
): TestKernel {
  const kernel = signedInKernel(user);
  const { rows, department, applications, application, transfers } = options;
  if (rows) kernel.client.on(billingCalls.search, () => searchAnswer(rows));
  if (department) kernel.client.on(billingCalls.detail, () => department);
  kernel.client.on(applicationCalls.listDivision1, () => applications ?? []);
  kernel.client.on(applicationCalls.listDivision4, () => transfers ?? []);
  if (application) kernel.client.on(applicationCalls.details, () => application);
  return kernel;
}
