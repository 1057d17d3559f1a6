// The choices of the member calls (spec 3 and 4): statuses, operations, sorts, flags, page size, encodings. Plain
// values, apart from the calls' schemas: core/users/domain.ts re-exports them, and the sign-in page's modules reach
// it (core/domain, core/billing/calls), so it must not load a schema.

/** Spec 3: approvalDivision 1 unapproved, 2 approved. */
export const ApprovalDivision = { UNAPPROVED: 1, APPROVED: 2 } as const;
export type ApprovalDivision = (typeof ApprovalDivision)[keyof typeof ApprovalDivision];
export const APPROVAL_DIVISIONS = [ApprovalDivision.UNAPPROVED, ApprovalDivision.APPROVED] as const;

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

/** The operations with their own confirm and execute calls (update and restore go through the update form). */
export const SIMPLE_MEMBER_OPERATIONS = ['approve', 'suspend', 'permit', 'delete', 'passwordReset', 'reservationUnlock'] as const satisfies readonly MemberOperation[];
export type SimpleMemberOperation = (typeof SIMPLE_MEMBER_OPERATIONS)[number];

/** The two kinds of the update screen /User/Update/{division}/{userId}: a plain update, or delete-and-update (restore). */
export const MEMBER_UPDATE_DIVISIONS = ['update', 'restore'] as const;
export type MemberUpdateDivision = (typeof MEMBER_UPDATE_DIVISIONS)[number];

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
export const MEMBER_SORT_ORDERS = ['asc', 'desc'] as const;
export type MemberSortOrder = (typeof MEMBER_SORT_ORDERS)[number];

/** Spec 9: lists page 500 rows. */
export const MEMBER_PAGE_SIZE = 500;

/** A tri-state filter: '' (any), or only members with / without the flag. */
export type FlagFilter = '' | 'true' | 'false';
/** What the search takes for a tri-state filter: FlagFilter, and 1 / 0 as scripts write them. */
export const FLAG_FILTER_TEXTS = ['', 'true', 'false', '1', '0'] as const;
/** approvalDivision filter: '' any, 1 unapproved, 2 approved. */
export const APPROVAL_FILTER_TEXTS = ['', '1', '2'] as const;

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
] as const;
export type MemberFormFieldName = (typeof MEMBER_FORM_FIELD_NAMES)[number];

/** Character sets of the member CSV export: UTF-8 with BOM by default (Excel), CP932 on request. */
export const CSV_EXPORT_ENCODINGS = ['utf-8', 'cp932'] as const;
export type CsvExportEncoding = (typeof CSV_EXPORT_ENCODINGS)[number];

/** The states of an asynchronous download file. */
export const DOWNLOAD_FILE_STATUSES = ['processing', 'ready', 'failed'] as const;
export type DownloadFileStatus = (typeof DOWNLOAD_FILE_STATUSES)[number];
