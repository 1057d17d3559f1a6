// Members (会員) of spec sections 3 and 4: status flags, the operations on a member, search filters and sort columns.
// The choices are plain values (choices.ts); the shapes the calls carry are their schemas' types (core/users/calls.ts),
// re-exported here as types only, so this module, which the sign-in page's modules reach, loads no schema.
import type { MemberSearchFilter } from './calls';

export {
  APPROVAL_DIVISIONS, ApprovalDivision, CSV_EXPORT_ENCODINGS, DOWNLOAD_FILE_STATUSES, FLAG_FILTER_TEXTS, MEMBER_FORM_FIELD_NAMES,
  MEMBER_OPERATIONS, MEMBER_PAGE_SIZE, MEMBER_SORT_COLUMNS, MEMBER_SORT_ORDERS, MEMBER_UPDATE_DIVISIONS, SIMPLE_MEMBER_OPERATIONS,
  type CsvExportEncoding, type DownloadFileStatus, type FlagFilter, type MemberFormFieldName, type MemberOperation, type MemberSortColumn,
  type MemberSortOrder, type MemberUpdateDivision, type SimpleMemberOperation,
} from './choices';
import type { MemberSortColumn, MemberSortOrder } from './choices';
export type {
  DepartmentChoice, FlexContractChoice, MemberDetail, MemberFlexRegistration, MemberFormFields, MemberListRow, MemberSearchFilter,
  MemberSearchQuery, MemberStatusFlags,
} from './calls';

export const MEMBER_DEFAULT_SORT: MemberSortColumn = 'chargeDisplayOrder';
export const MEMBER_DEFAULT_SORT_ORDER: MemberSortOrder = 'asc';

/** The initial value of every filter of the member list. */
export const DEFAULT_MEMBER_FILTER: Readonly<Required<Pick<MemberSearchFilter,
  'userName' | 'approvalDivision' | 'passwordResetFlg' | 'serviceUsage' | 'deleteFlg' | 'includDeletedFlg' | 'flexContractFlg'>>> = {
  userName: '',
  approvalDivision: '',
  passwordResetFlg: '',
  serviceUsage: '',
  deleteFlg: '',
  includDeletedFlg: '',
  flexContractFlg: '',
};

function departmentsOf(value: MemberSearchFilter['sOrganizationId']): string[] {
  if (value === undefined) return [];
  const list = typeof value === 'string' ? value.split(',') : [...value];
  return list.map((v) => v.trim()).filter((v) => v !== '');
}

/**
 * Spec 3: the filter is "default" when name, departments, approval division, password-reset flag, service usage,
 * delete flag (with the include-deleted choice) and flex contract flag all equal their initial values.
 */
export function isDefaultMemberFilter(filter: MemberSearchFilter): boolean {
  const same = (value: string | undefined, initial: string): boolean => (value ?? '').trim() === initial;
  return (
    same(filter.userName, DEFAULT_MEMBER_FILTER.userName) &&
    departmentsOf(filter.sOrganizationId).length === 0 &&
    same(filter.approvalDivision, DEFAULT_MEMBER_FILTER.approvalDivision) &&
    same(filter.passwordResetFlg, DEFAULT_MEMBER_FILTER.passwordResetFlg) &&
    same(filter.serviceUsage, DEFAULT_MEMBER_FILTER.serviceUsage) &&
    same(filter.deleteFlg, DEFAULT_MEMBER_FILTER.deleteFlg) &&
    same(filter.includDeletedFlg, DEFAULT_MEMBER_FILTER.includDeletedFlg) &&
    same(filter.flexContractFlg, DEFAULT_MEMBER_FILTER.flexContractFlg)
  );
}

/** The department ids of a filter as a clean list (comma text or array). */
export function memberFilterDepartments(filter: MemberSearchFilter): string[] {
  return departmentsOf(filter.sOrganizationId);
}

