// Members (会員) of spec sections 3 and 4: status flags, the operations on a member, search filters and sort columns.

/** Spec 3: approvalDivision 1 unapproved, 2 approved. */
export const ApprovalDivision = { UNAPPROVED: 1, APPROVED: 2 } as const;
export type ApprovalDivision = (typeof ApprovalDivision)[keyof typeof ApprovalDivision];

/**
 * The operations a viewer may perform on one member (spec 4 transitions, spec 6 who may do what). The server
 * computes the allowed ones per member and viewer; the web shows exactly those buttons.
 * - approve: unapproved -> approved
 * - suspend: use suspended (all future reservations cancelled; the member may still sign in)
 * - permit: use resumed
 * - delete: cancels future reservations and releases FLEX/BASE registrations; the member stays viewable
 * - restore: revive a deleted member through the update screen (responsible person only)
 * - passwordReset: reissue the initial password (only while it has not been changed)
 * - reservationUnlock: lift the reservation stop set by a member budget cap
 * - update: change department, names, kana, user code, mail and remarks
 */
export const MEMBER_OPERATIONS = ['approve', 'suspend', 'permit', 'delete', 'restore', 'passwordReset', 'reservationUnlock', 'update'] as const;
export type MemberOperation = (typeof MEMBER_OPERATIONS)[number];

/** The two kinds of the update screen /User/Update/{division}/{userId}: a plain update, or delete-and-update (restore). */
export const MEMBER_UPDATE_DIVISIONS = ['update', 'restore'] as const;
export type MemberUpdateDivision = (typeof MEMBER_UPDATE_DIVISIONS)[number];

/** Status flags of spec 4, as the list and the detail show them. */
export interface MemberStatusFlags {
  /** approvalDivision 1: cannot sign in or use facilities. */
  unapproved: boolean;
  /** passwordResetFlg: the initial password has not been changed. */
  initialPassword: boolean;
  /** serviceUsage: use suspended (cannot use facilities). */
  suspended: boolean;
  /** deleteFlg: cannot sign in or use facilities; still viewable. */
  deleted: boolean;
  /** Reservations stopped by the member budget cap (released by reservationUnlock or on the 21st). */
  reservationStopped: boolean;
  /** Registered as a FLEX/BASE user. */
  flexContract: boolean;
}

/** Every column the member list can be sorted by; chargeDisplayOrder is department display order, then member. */
export const MEMBER_SORT_COLUMNS = [
  'chargeDisplayOrder',
  'organizationName',
  'userName',
  'userNameKana',
  'userCode',
  'loginId',
  'mailAddress',
  'approvalDivision',
  'passwordResetFlg',
  'serviceUsage',
  'deleteFlg',
  'flexContractFlg',
  'reservationStopFlg',
  'createdAt',
  'lastUpdated',
] as const;
export type MemberSortColumn = (typeof MEMBER_SORT_COLUMNS)[number];
export type MemberSortOrder = 'asc' | 'desc';

export const MEMBER_DEFAULT_SORT: MemberSortColumn = 'chargeDisplayOrder';
export const MEMBER_DEFAULT_SORT_ORDER: MemberSortOrder = 'asc';
/** Spec 9: lists page 500 rows. */
export const MEMBER_PAGE_SIZE = 500;

/** A tri-state filter: '' (any), or only members with / without the flag. */
export type FlagFilter = '' | 'true' | 'false';

/**
 * The member search filters of spec 3 (the query of GET /users/tenant/users). Multi-value sOrganizationId
 * travels comma-joined. Deleted members are left out unless includDeletedFlg (spec spelling) is true or
 * deleteFlg asks for them.
 */
export interface MemberSearchFilter {
  /** Part of the name, kana, user code, login id or mail address. */
  userName?: string;
  /** Department ids (billing ids); empty means every department the viewer may see. */
  sOrganizationId?: readonly string[] | string;
  /** '' any, 1 unapproved, 2 approved. */
  approvalDivision?: '' | '1' | '2';
  /** true: only members whose initial password is unchanged. */
  passwordResetFlg?: FlagFilter;
  /** Service usage: true only suspended members, false only members in use. */
  serviceUsage?: FlagFilter;
  /** true only deleted members, false only living ones; '' follows includDeletedFlg. */
  deleteFlg?: FlagFilter;
  /** Include deleted members in the list (spec: "deleted members included or not"). */
  includDeletedFlg?: FlagFilter;
  /** true only FLEX/BASE users, false only members without. */
  flexContractFlg?: FlagFilter;
  /** The viewed corporation; the server uses the session's and refuses another. */
  corporationId?: string;
  trinityCode?: string;
}

export interface MemberSearchQuery extends MemberSearchFilter {
  offset?: number;
  /** At most 500. */
  limit?: number;
  sort?: MemberSortColumn;
  sortOrder?: MemberSortOrder;
}

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

/** One row of the member list. Ids travel as strings; lastUpdated is ISO 8601 with milliseconds. */
export interface MemberListRow {
  userId: string;
  loginId: string;
  corporationId: string;
  trinityCode: string;
  /** Department (billing unit) id and name. */
  sOrganizationId: string;
  organizationName: string;
  /** The department's display order (the default sort key). */
  chargeDisplayOrder: number;
  /** Family and given name joined by a full-width space. */
  userName: string;
  userNameKana: string;
  userCode: string | null;
  mailAddress: string | null;
  approvalDivision: ApprovalDivision;
  /** true: the initial password has not been changed. */
  passwordResetFlg: boolean;
  /** true: use suspended. */
  serviceUsage: boolean;
  deleteFlg: boolean;
  flexContractFlg: boolean;
  reservationStopFlg: boolean;
  /**
   * Spec 6 FLEX/BASE contract permission flag: true (every member unless someone says otherwise) may be given a
   * FLEX/BASE contract seat; false is refused by the FLEX screens.
   */
  flexContractPermissionFlg: boolean;
  status: MemberStatusFlags;
  createdAt: string;
  lastUpdated: string;
}

/** A FLEX/BASE registration of a member (released when the member is deleted). */
export interface MemberFlexRegistration {
  flexUserId: string;
  flexContractInformationId: string;
  contractName: string;
  serviceKind: 'FLEX' | 'BASE';
  /** 1 marks the contact person of the contract. */
  delegateDivision: number;
  cardNo: string | null;
}

/** The member detail (/User/Detail/{userId}): every field, the flags, and what this viewer may do. */
export interface MemberDetail extends MemberListRow {
  corporationName: string;
  userLastName: string;
  userFirstName: string;
  userLastNameKana: string;
  userFirstNameKana: string;
  /** Remarks by the tenant; the spec spells the field tenantRemakes. */
  tenantRemakes: string | null;
  /**
   * Spec 6 mail-delivery option: true receives the mails about them (approval, restore, department suspension,
   * budget caps); false receives only mails about their own sign-in (initial and temporary passwords).
   */
  mailDeliveryFlg: boolean;
  /** Reservations from now on that are not cancelled. */
  futureReservationCount: number;
  flexRegistrations: MemberFlexRegistration[];
  /** Server-computed from the member's state and the viewer's role and departments. */
  allowedOperations: MemberOperation[];
  /**
   * Why the viewer may change nothing of this member (the account also reaches a corporation the viewer does not
   * administer), or null. When set, allowedOperations is empty and the page shows the member read-only.
   */
  editRefusal: string | null;
}

/** The editable fields of registration and update (spec 3 form fields). */
export interface MemberFormFields {
  /** Department id. */
  sOrganizationId: string;
  userLastName: string;
  userFirstName: string;
  userLastNameKana: string;
  userFirstNameKana: string;
  userCode?: string;
  mailAddress: string;
  tenantRemakes?: string;
}

/** Japanese labels of the member form fields are in core/i18n (members.field.*). */
export const MEMBER_FORM_FIELD_NAMES = [
  'sOrganizationId',
  'userLastName',
  'userFirstName',
  'userLastNameKana',
  'userFirstNameKana',
  'userCode',
  'mailAddress',
  'tenantRemakes',
] as const satisfies readonly (keyof MemberFormFields)[];

/** A department of the filter pulldown and the form's department choice. */
export interface DepartmentChoice {
  billingId: string;
  billingName: string;
  displayOrder: number;
  disableFlg: boolean;
}

/** A FLEX/BASE contract the member registration variant may seat the new member in. */
export interface FlexContractChoice {
  flexContractInformationId: string;
  contractName: string;
  serviceKind: 'FLEX' | 'BASE';
  seats: number;
  usedSeats: number;
  startDate: string;
  endDate: string;
}

/** A FLEX/BASE user of a contract (GET /users/tenant/flex/userList). */
export interface FlexUserRow {
  flexUserId: string;
  flexContractInformationId: string;
  userId: string;
  userName: string;
  userNameKana: string;
  organizationName: string;
  mailAddress: string | null;
  delegateDivision: number;
  cardNo: string | null;
  deleteFlg: boolean;
}

/** Character sets of the member CSV export: UTF-8 with BOM by default (Excel), CP932 on request. */
export const CSV_EXPORT_ENCODINGS = ['utf-8', 'cp932'] as const;
export type CsvExportEncoding = (typeof CSV_EXPORT_ENCODINGS)[number];
