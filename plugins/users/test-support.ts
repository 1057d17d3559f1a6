// Fixtures of the users plugin's page tests: members as the server answers them, and a kernel whose fake
// client answers the member calls every users page makes.
import { memberCalls, type MemberSearchResponse } from '../../core/users/calls';
import type { DepartmentChoice, MemberDetail, MemberListRow } from '../../core/users/domain';
import { signedInKernel } from '../../web/test-support/harness';
import type { TestKernel, UserOptions } from '../../core/services/test-support';

export const DEPARTMENTS: DepartmentChoice[] = [
  { billingId: '10', billingName: 'Sales One', displayOrder: 1, disableFlg: false },
  { billingId: '11', billingName: 'Sales Two', displayOrder: 2, disableFlg: false },
  { billingId: '12', billingName: 'Closed Office', displayOrder: 3, disableFlg: true },
];

export function memberRow(overrides: Partial<MemberListRow> = {}): MemberListRow {
  const row: MemberListRow = {
    userId: '101',
    loginId: 'm100001',
    corporationId: '1',
    trinityCode: 'T001',
    sOrganizationId: '10',
    organizationName: 'Sales One',
    chargeDisplayOrder: 1,
    userName: 'Yamada Hanako',
    userNameKana: 'YAMADA HANAKO',
    userCode: 'E100001',
    mailAddress: 'hanako.yamada@mirai-works.co.jp',
    approvalDivision: 2,
    passwordResetFlg: false,
    serviceUsage: false,
    deleteFlg: false,
    flexContractFlg: false,
    reservationStopFlg: false,
    flexContractPermissionFlg: true,
    status: { unapproved: false, initialPassword: false, suspended: false, deleted: false, reservationStopped: false, flexContract: false },
    createdAt: '2026-04-01T00:00:00.000Z',
    lastUpdated: '2026-11-01T01:02:03.000Z',
    ...overrides,
  };
  return row;
}

export function memberDetail(overrides: Partial<MemberDetail> = {}): MemberDetail {
  return {
    ...memberRow(),
    corporationName: 'Mirai Works Inc.',
    userLastName: 'Yamada',
    userFirstName: 'Hanako',
    userLastNameKana: 'YAMADA',
    userFirstNameKana: 'HANAKO',
    tenantRemakes: 'Often travels',
    mailDeliveryFlg: true,
    futureReservationCount: 2,
    flexRegistrations: [],
    allowedOperations: ['update', 'suspend', 'delete'],
    editRefusal: null,
    ...overrides,
  };
}

export function searchAnswer(rows: MemberListRow[], totalCount = rows.length): MemberSearchResponse {
  return { totalCount, offset: 0, limit: 500, sort: 'chargeDisplayOrder', sortOrder: 'asc', defaultFilter: true, rows };
}

/** A signed-in kernel answering the department pulldown and, when given, the member search and detail. */
export function usersKernel(user: UserOptions = {}, options: { rows?: MemberListRow[]; member?: MemberDetail } = {}): TestKernel {
  const kernel = signedInKernel(user);
  kernel.client.on(memberCalls.departmentPulldown, () => DEPARTMENTS);
  if (options.rows) {
    const rows = options.rows;
    kernel.client.on(memberCalls.search, () => searchAnswer(rows));
  }
  if (options.member) {
    const member = options.member;
    kernel.client.on(memberCalls.detail, () => member);
  }
  return kernel;
}
