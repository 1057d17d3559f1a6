// Members calls (spec 7, Members) and the member CSV exports (spec 7, Bulk CSV): the asynchronous export of the
// filtered list and the synchronous one of the whole list.
//
// Paths: the spec lists the Members calls with shared prefixes ("PATCH /users/conf, /users/tenant/app, /stop, ..."
// and "POST /tenant/registration/mail/check, /registration/check, ..."). A later entry of such a list is read
// under the prefix of the entry before it, and a bare `/tenant/...` is placed under `/users/tenant/...` because
// every other member call lives there. So: /stop -> /users/tenant/stop, /tenant/deleteConf ->
// /users/tenant/deleteConf, /registration/flex -> /users/tenant/registration/flex, and so on.
//
// Access: the screen permissions of spec 2.2 (core/domain SCREEN_PERMISSIONS). Reads need the list or detail
// screen (WFAG001/WFAG002 read); registration needs WFAG003 write; every change of an existing member (the
// operations, bulk delete, update and restore) needs WFAG004 write. The handlers add what a code cannot say:
// a department clerk reaches only members of their own departments (403 otherwise) and restore needs a
// responsible person (roleType 3).
//
// Every write is a pair: the check/confirm call answers what will happen and changes nothing; the execute call
// does it in one transaction. Every change of an existing member carries the lastUpdated the viewer saw; a stale
// one is refused with 409 CONFLICT.
import { defineCall, FILE_TYPES } from '../api/call';
import type { Empty, Ok } from '../auth/calls';
import { SCREEN_PERMISSIONS } from '../domain/permissions';
import type {
  CsvExportEncoding,
  DepartmentChoice,
  FlexContractChoice,
  FlexUserRow,
  MemberDetail,
  MemberFormFields,
  MemberListRow,
  MemberOperation,
  MemberSearchFilter,
  MemberSearchQuery,
  MemberSortColumn,
  MemberSortOrder,
  MemberUpdateDivision,
  ApprovalDivision,
} from './domain';

const listRead = SCREEN_PERMISSIONS['/User/Info'];
const detailRead = SCREEN_PERMISSIONS['/User/Detail/:userId'];
const registerWrite = SCREEN_PERMISSIONS['/User/Register'];
const updateWrite = SCREEN_PERMISSIONS['/User/Update/:division/:userId'];
/** The FLEX variant of registration also serves /FlexUser/Register (WFAM003 write). */
const flexRegisterWrite = { codes: [...registerWrite.codes, ...SCREEN_PERMISSIONS['/FlexUser/Register'].codes], level: 'write' } as const;
/** Either member read screen (the flex lists and the pulldown serve the list, the detail and the forms). */
const memberRead = { codes: [...listRead.codes, ...detailRead.codes], level: 'read' } as const;
/** The department pulldown also serves the department screens. */
const pulldownRead = { codes: [...listRead.codes, ...detailRead.codes, 'WFAC001'], level: 'read' } as const;

// ---- search and detail ----

export interface MemberSearchResponse {
  /** Members matching the filter (all pages). */
  totalCount: number;
  offset: number;
  limit: number;
  sort: MemberSortColumn;
  sortOrder: MemberSortOrder;
  /** Spec 3: every filter equals its initial value. */
  defaultFilter: boolean;
  rows: MemberListRow[];
}

export interface MemberDetailQuery { id: string }

// ---- operations ----

/** One member, as the spec's operation calls carry it: the member and their department. */
export interface MemberOperationRequest {
  userId: string;
  /** The member's department id as the viewer saw it; a mismatch means the member moved (409). */
  organizationId?: string;
  /** Required on execute calls; a stale value is refused with 409. Optional on confirm calls. */
  lastUpdated?: string;
}

/** The generic confirm call for operations the spec gives no confirm path of its own. */
export interface MemberOperationCheckRequest extends MemberOperationRequest {
  operation: Exclude<MemberOperation, 'update' | 'restore'>;
}

export interface MemberReservationSummary {
  reservationId: string;
  startDate: string;
  toDate: string;
  facilityName: string;
}

/** What an operation will do, answered by its confirm call (nothing is changed). */
export interface MemberOperationPreview {
  operation: MemberOperation;
  userId: string;
  userName: string;
  organizationName: string;
  lastUpdated: string;
  /** Future reservations the operation cancels (suspend, delete). */
  cancelReservationCount: number;
  /** The first of them (at most 20), for the confirm dialog. */
  cancelReservations: MemberReservationSummary[];
  /** FLEX/BASE registrations the operation releases (delete). */
  releaseFlexRegistrations: { flexContractInformationId: string; contractName: string; serviceKind: 'FLEX' | 'BASE' }[];
  /** Address the operation mails (approval, restore, password reissue), or null. */
  mailTo: string | null;
  /** The Japanese confirm message for the dialog. */
  message: string;
}

export interface MemberOperationResult {
  result: 'OK';
  operation: MemberOperation;
  /** The member after the operation (new lastUpdated, flags and allowed operations). */
  member: MemberDetail;
  cancelledReservationCount: number;
  releasedFlexCount: number;
  /** Address mailed, or null. */
  mailedTo: string | null;
  /** The Japanese completion message for the toast. */
  message: string;
}

export interface ReservationUnlockRequest { userId: string; lastUpdated: string }

/** Bulk delete confirm: the members selected in the list. */
export interface BulkDeleteConfirmRequest { userIds: readonly string[] }
export interface BulkDeleteConfirmResponse {
  members: MemberOperationPreview[];
  cancelReservationCount: number;
  releaseFlexCount: number;
  message: string;
}

/**
 * Delete (one or several members): id and lastUpdated are comma-joined lists in the same order (the spec's
 * `?id&lastUpdated`); they may travel in the query or the body. All or none: one stale or refused member
 * refuses the whole call.
 */
export interface MemberDeleteRequest { id: string; lastUpdated: string }
export interface MemberDeleteResponse {
  result: 'OK';
  deletedUserIds: string[];
  cancelledReservationCount: number;
  releasedFlexCount: number;
  message: string;
}

// ---- registration ----

export interface MailCheckRequest { mailAddress: string }

export interface MemberRegistrationRequest extends MemberFormFields {
  /** Spec 6 mail-delivery option of the new member; absent: receives. */
  mailDeliveryFlg?: boolean;
}

export interface MemberFlexRegistrationRequest extends MemberRegistrationRequest {
  flexContractInformationId: string;
  /** 1 makes the new member a contact person of the contract. */
  delegateDivision?: number;
}

export interface MemberRegistrationPreview {
  fields: Required<MemberFormFields>;
  organizationName: string;
  /** Admin-registered members are approved at once. */
  approvalDivision: ApprovalDivision;
  /** The temporary password is mailed here. */
  mailTo: string;
  message: string;
}

export interface MemberFlexRegistrationPreview extends MemberRegistrationPreview {
  flexContract: FlexContractChoice;
  /** Spec 8: seats would be exceeded, so an extra registration fee applies (null when within seats). */
  warning: string | null;
}

export interface MemberRegistrationResult {
  result: 'OK';
  userId: string;
  loginId: string;
  mailedTo: string;
  message: string;
  /** Set by the FLEX variant. */
  flexUserId?: string;
  warning?: string | null;
}

// ---- update and restore (delete-and-update) ----

export interface MemberUpdateRequest extends MemberFormFields {
  /** 'update', or 'restore' (delete-and-update of a deleted member; responsible person only). */
  division: MemberUpdateDivision;
  userId: string;
  lastUpdated: string;
  /** Spec 6 mail-delivery option (MemberDetail.mailDeliveryFlg); absent: unchanged. */
  mailDeliveryFlg?: boolean;
  /**
   * Spec 6 FLEX/BASE contract permission flag (MemberListRow.flexContractPermissionFlg); absent: unchanged. false is
   * refused (400 on the field, naming the contracts) while the member holds a FLEX/BASE seat.
   */
  flexContractPermissionFlg?: boolean;
}

export interface MemberFieldChange {
  /** A form field, mailDeliveryFlg or flexContractPermissionFlg (before and after 'true' / 'false'). */
  field: keyof MemberFormFields | 'mailDeliveryFlg' | 'flexContractPermissionFlg';
  before: string;
  after: string;
}

export interface MemberUpdatePreview {
  division: MemberUpdateDivision;
  userId: string;
  changes: MemberFieldChange[];
  organizationName: string;
  /** Restore mails the member that the request was approved. */
  mailTo: string | null;
  lastUpdated: string;
  message: string;
}

export interface MemberUpdateResult {
  result: 'OK';
  division: MemberUpdateDivision;
  member: MemberDetail;
  mailedTo: string | null;
  message: string;
}

// ---- FLEX lists ----

export interface FlexUserListQuery { flexContractInformationId: string; keyWord?: string; offset?: number; limit?: number }
export interface FlexUserListResponse { totalCount: number; rows: FlexUserRow[] }

// ---- asynchronous CSV export ----

export interface MemberCsvExportRequest extends MemberSearchFilter {
  sort?: MemberSortColumn;
  sortOrder?: MemberSortOrder;
  /** UTF-8 with BOM by default (opens in Japanese Excel); 'cp932' for older tools. */
  encoding?: CsvExportEncoding;
}

export interface MemberCsvExportResponse {
  downloadFileId: string;
  /** Poll GET /asynchronousApi/downloadFile/valid every DOWNLOAD_POLL_MS (5000 ms). */
  status: DownloadFileStatus;
}

export type DownloadFileStatus = 'processing' | 'ready' | 'failed';

export interface DownloadFileQuery { downloadFileId: string }

export interface DownloadFileValidResponse {
  downloadFileId: string;
  /** true when the file is ready to download. */
  valid: boolean;
  status: DownloadFileStatus;
  fileName: string | null;
  rowCount: number | null;
  /** Japanese reason when status is 'failed'. */
  message: string | null;
}

// ---- synchronous CSV export of the whole list ----

/**
 * The whole-list export (GET /transfer/memberListCSV/check, POST /transfer/memberListCSV): every member the viewer
 * reaches (a responsible person: the corporation's members, with or without a department; a department clerk:
 * the members of their departments), deleted members included (the file's 削除 column marks them), in the list's
 * default order (chargeDisplayOrder ascending). The columns and encodings are those of the filtered export.
 *
 * It takes no filter: a filter field (userName, sOrganizationId, ..., sort, offset) is refused with 400, so that a
 * script meaning the filtered export never gets more members than it asked for. corporationId may be given and
 * must be the viewed corporation (403 otherwise), as in the search.
 */
export interface MemberListCsvRequest {
  /** UTF-8 with BOM by default (opens in Japanese Excel); 'cp932' for older tools. Anything else: 400. */
  encoding?: CsvExportEncoding;
  corporationId?: string;
}

/** Why the whole-list file cannot be made: no member to list, or CP932 cannot carry a character. */
export type MemberListCsvRefusal = 'empty' | 'encoding';

/**
 * The check: whether POST /transfer/memberListCSV will answer a file, asked before downloading, so the page can
 * say 該当する情報がありません instead of saving a file with a header only. It changes nothing. The counts come
 * from the same scope as the file. With encoding 'cp932' every cell is tried, so the CP932 refusal is known too.
 * The POST decides again (data may change in between): empty answers 404 with the same message, a CP932
 * problem 400 with the same message; otherwise the file, named 会員一覧_全件_<yyyyMMddHHmmss>.csv.
 */
export interface MemberListCsvCheckResponse {
  /** Members the file will list (its lines below the header). */
  rowCount: number;
  /** Of them, deleted members. */
  deletedCount: number;
  /** true when the POST will answer the file (reason is then null). */
  downloadable: boolean;
  reason: MemberListCsvRefusal | null;
  /** Why not downloadable, in Japanese (該当する情報がありません, or the cell CP932 cannot carry); null when downloadable. */
  message: string | null;
}

export const memberCalls = {
  search: defineCall<MemberSearchQuery, MemberSearchResponse>({ id: 'members.search', method: 'GET', base: '/api', path: '/users/tenant/users', access: listRead }),
  detail: defineCall<MemberDetailQuery, MemberDetail>({ id: 'members.detail', method: 'GET', base: '/api', path: '/users/tenant/detail', access: detailRead }),
  departmentPulldown: defineCall<Empty, DepartmentChoice[]>({ id: 'members.departmentPulldown', method: 'GET', base: '/api', path: '/billing/tenant/pulldown', access: pulldownRead }),

  // Spec: PATCH /users/conf is the suspend confirm; /users/tenant/delete/users the delete confirm of one member.
  suspendConfirm: defineCall<MemberOperationRequest, MemberOperationPreview>({ id: 'members.suspendConfirm', method: 'PATCH', base: '/api', path: '/users/conf', access: updateWrite }),
  deleteConfirm: defineCall<MemberOperationRequest, MemberOperationPreview>({ id: 'members.deleteConfirm', method: 'PATCH', base: '/api', path: '/users/tenant/delete/users', access: updateWrite }),
  /** Not in the spec: the confirm of approve, permit, password reissue and reservation unlock (and the others, alike). */
  operationCheck: defineCall<MemberOperationCheckRequest, MemberOperationPreview>({ id: 'members.operationCheck', method: 'PATCH', base: '/api', path: '/users/tenant/operation/check', access: updateWrite }),
  approve: defineCall<MemberOperationRequest, MemberOperationResult>({ id: 'members.approve', method: 'PATCH', base: '/api', path: '/users/tenant/app', access: updateWrite }),
  suspend: defineCall<MemberOperationRequest, MemberOperationResult>({ id: 'members.suspend', method: 'PATCH', base: '/api', path: '/users/tenant/stop', access: updateWrite }),
  permit: defineCall<MemberOperationRequest, MemberOperationResult>({ id: 'members.permit', method: 'PATCH', base: '/api', path: '/users/tenant/permit', access: updateWrite }),
  passwordReset: defineCall<MemberOperationRequest, MemberOperationResult>({ id: 'members.passwordReset', method: 'PATCH', base: '/api', path: '/users/tenant/passwordReset', access: updateWrite }),
  reservationUnlock: defineCall<ReservationUnlockRequest, MemberOperationResult>({ id: 'members.reservationUnlock', method: 'PATCH', base: '/api', path: '/users/tenant/reservationStop/unlock', access: updateWrite }),
  bulkDeleteConfirm: defineCall<BulkDeleteConfirmRequest, BulkDeleteConfirmResponse>({ id: 'members.bulkDeleteConfirm', method: 'PATCH', base: '/api', path: '/users/tenant/deleteConf', access: updateWrite }),
  delete: defineCall<MemberDeleteRequest, MemberDeleteResponse>({ id: 'members.delete', method: 'PATCH', base: '/api', path: '/users/tenant/delete', access: updateWrite }),

  registrationMailCheck: defineCall<MailCheckRequest, Ok>({ id: 'members.registrationMailCheck', method: 'POST', base: '/api', path: '/users/tenant/registration/mail/check', access: registerWrite }),
  registrationCheck: defineCall<MemberRegistrationRequest, MemberRegistrationPreview>({ id: 'members.registrationCheck', method: 'POST', base: '/api', path: '/users/tenant/registration/check', access: registerWrite }),
  register: defineCall<MemberRegistrationRequest, MemberRegistrationResult>({ id: 'members.register', method: 'POST', base: '/api', path: '/users/tenant/registration', access: registerWrite }),
  flexRegistrationCheck: defineCall<MemberFlexRegistrationRequest, MemberFlexRegistrationPreview>({ id: 'members.flexRegistrationCheck', method: 'POST', base: '/api', path: '/users/tenant/registration/flex/check', access: flexRegisterWrite }),
  flexRegister: defineCall<MemberFlexRegistrationRequest, MemberRegistrationResult>({ id: 'members.flexRegister', method: 'POST', base: '/api', path: '/users/tenant/registration/flex', access: flexRegisterWrite }),

  updateCheck: defineCall<MemberUpdateRequest, MemberUpdatePreview>({ id: 'members.updateCheck', method: 'PATCH', base: '/api', path: '/users/tenant/update/check', access: updateWrite }),
  update: defineCall<MemberUpdateRequest, MemberUpdateResult>({ id: 'members.update', method: 'PATCH', base: '/api', path: '/users/tenant/update', access: updateWrite }),

  /** Not in the spec: the contracts the FLEX registration variant may seat a member in (with used seats). */
  flexContracts: defineCall<Empty, FlexContractChoice[]>({ id: 'members.flexContracts', method: 'GET', base: '/api', path: '/users/tenant/flex/contracts', access: { codes: [...memberRead.codes, ...flexRegisterWrite.codes], level: 'read' } }),
  flexUserList: defineCall<FlexUserListQuery, FlexUserListResponse>({ id: 'members.flexUserList', method: 'GET', base: '/api', path: '/users/tenant/flex/userList', access: memberRead }),
  flexUserListAll: defineCall<{ id: string }, FlexUserRow[]>({ id: 'members.flexUserListAll', method: 'GET', base: '/api', path: '/users/tenant/flex/userList/all/:id', access: memberRead }),

  exportCsv: defineCall<MemberCsvExportRequest, MemberCsvExportResponse>({ id: 'members.exportCsv', method: 'PATCH', base: '/asynchronousApi', path: '/transfer/selectedMemberListCSV', access: listRead }),
  memberListCsvCheck: defineCall<MemberListCsvRequest, MemberListCsvCheckResponse>({ id: 'members.memberListCsvCheck', method: 'GET', base: '/api', path: '/transfer/memberListCSV/check', access: listRead }),
  memberListCsv: defineCall<MemberListCsvRequest, Blob>({ id: 'members.memberListCsv', method: 'POST', base: '/api', path: '/transfer/memberListCSV', access: listRead, file: true, fileTypes: FILE_TYPES.csv }),
  /** Download files belong to the user who asked for them; anyone signed in may poll and fetch their own. */
  downloadFileValid: defineCall<DownloadFileQuery, DownloadFileValidResponse>({ id: 'downloadFile.valid', method: 'GET', base: '/asynchronousApi', path: '/downloadFile/valid', access: 'session', ignoreLoading: true }),
  downloadFile: defineCall<DownloadFileQuery, Blob>({ id: 'downloadFile.download', method: 'GET', base: '/asynchronousApi', path: '/downloadFile', access: 'session', file: true, fileTypes: FILE_TYPES.csv }),
};
