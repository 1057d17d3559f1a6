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
// Their types are their schemas' (docs/api-contract.md); core/users/domain.ts re-exports the entity types.
import { defineCall, FILE_TYPES } from '../api/call';
import {
  ArraySchema, BooleanSchema, ID_PATTERN, IdListText, IdText, IntegerBetween, IntegerSchema, Literal, MESSAGE_ANNOTATION, Nullable,
  NullableOneOf, ObjectSchema, OkSchema, OneOf, Optional, StringSchema, Text, type Static,
} from '../api/schema';
import { Unsafe } from 'typebox';
// The schemas name messages of this feature's catalogue (x-twb-message): wherever the calls go, it is registered.
import './load-messages';
import { SCREEN_PERMISSIONS } from '../domain/permissions';
import { FLEX_SERVICE_KINDS, FLEX_USER_PAGE_SIZE, FLEX_USER_SORTS, FlexPageSchema, FlexUserSchema, SORT_ORDERS } from '../flex/domain';
import {
  APPROVAL_DIVISIONS, APPROVAL_FILTER_TEXTS, DOWNLOAD_FILE_STATUSES, FLAG_FILTER_TEXTS, MEMBER_FORM_FIELD_NAMES,
  MEMBER_OPERATIONS, MEMBER_PAGE_SIZE, MEMBER_SORT_COLUMNS, MEMBER_SORT_ORDERS, MEMBER_UPDATE_DIVISIONS, SIMPLE_MEMBER_OPERATIONS,
  type MemberSortOrder,
} from './choices';

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

const choice = { message: 'members.validation.choice' } as const;

/** An id, or '' for none (a member without a department shows its sOrganizationId as ''). */
const IdOrEmptyText = () => StringSchema({ pattern: `^(?:${ID_PATTERN.slice(1, -1)})?$`, maxLength: 10, [MESSAGE_ANNOTATION]: 'validation.integer' });

/**
 * A list of ids as a JSON array or as one comma-joined text (a query string): each part an id. How many it may hold
 * is the handler's rule, as a comma-joined text is counted only once split. One schema with a type list rather than
 * anyOf; the message names the ids only where the parts are wrong (allOf), a value of another kind is 入力形式が正しくありません.
 */
function IdList(options: { message?: 'validation.integer' | 'members.validation.department' } = {}) {
  const { message = 'validation.integer' } = options;
  const text = IdListText({ max: 100_000 }) as unknown as { pattern: string; maxLength: number };
  return Unsafe<readonly string[] | string>({
    type: ['array', 'string'],
    items: { type: 'string', allOf: [{ pattern: ID_PATTERN, maxLength: 10, [MESSAGE_ANNOTATION]: message }] },
    maxItems: 10_000,
    allOf: [{ pattern: text.pattern, maxLength: text.maxLength, [MESSAGE_ANNOTATION]: message }],
  });
}

// ---- entities ----

/** Status flags of spec 4, as the list and the detail show them. */
const MemberStatusFlagsSchema = ObjectSchema({
  /** approvalDivision 1: cannot sign in or use facilities. */
  unapproved: BooleanSchema(),
  /** passwordResetFlg: the initial password has not been changed. */
  initialPassword: BooleanSchema(),
  /** serviceUsage: use suspended (cannot use facilities). */
  suspended: BooleanSchema(),
  /** deleteFlg: cannot sign in or use facilities; still viewable. */
  deleted: BooleanSchema(),
  /** Reservations stopped by the member budget cap (released by reservationUnlock or on the 21st). */
  reservationStopped: BooleanSchema(),
  /** Registered as a FLEX/BASE user. */
  flexContract: BooleanSchema(),
});
export type MemberStatusFlags = Static<typeof MemberStatusFlagsSchema>;

const memberListRowFields = {
  userId: Text(),
  loginId: Text(),
  corporationId: Text(),
  trinityCode: Text(),
  /** Department (billing unit) id and name ('' for a member without one). */
  sOrganizationId: Text(),
  organizationName: Text(),
  /** The department's display order (the default sort key). */
  chargeDisplayOrder: IntegerSchema(),
  /** Family and given name joined by a full-width space. */
  userName: Text(),
  userNameKana: Text(),
  userCode: Nullable(Text()),
  mailAddress: Nullable(Text()),
  approvalDivision: OneOf(APPROVAL_DIVISIONS),
  /** true: the initial password has not been changed. */
  passwordResetFlg: BooleanSchema(),
  /** true: use suspended. */
  serviceUsage: BooleanSchema(),
  deleteFlg: BooleanSchema(),
  flexContractFlg: BooleanSchema(),
  reservationStopFlg: BooleanSchema(),
  /**
   * Spec 6 FLEX/BASE contract permission flag: true (every member unless someone says otherwise) may be given a
   * FLEX/BASE contract seat; false is refused by the FLEX screens.
   */
  flexContractPermissionFlg: BooleanSchema(),
  status: MemberStatusFlagsSchema,
  createdAt: Text(),
  /** ISO 8601 with milliseconds. */
  lastUpdated: Text(),
};
/** One row of the member list. Ids travel as strings. */
const MemberListRowSchema = ObjectSchema(memberListRowFields);
export type MemberListRow = Static<typeof MemberListRowSchema>;

/** A FLEX/BASE registration of a member (released when the member is deleted). */
const MemberFlexRegistrationSchema = ObjectSchema({
  flexUserId: Text(),
  flexContractInformationId: Text(),
  contractName: Text(),
  serviceKind: OneOf(FLEX_SERVICE_KINDS),
  /** 1 marks the contact person of the contract. */
  delegateDivision: IntegerSchema(),
  cardNo: Nullable(Text()),
});
export type MemberFlexRegistration = Static<typeof MemberFlexRegistrationSchema>;

/** The member detail (/User/Detail/{userId}): every field, the flags, and what this viewer may do. */
const MemberDetailSchema = ObjectSchema({
  ...memberListRowFields,
  corporationName: Text(),
  userLastName: Text(),
  userFirstName: Text(),
  userLastNameKana: Text(),
  userFirstNameKana: Text(),
  /** Remarks by the tenant; the spec spells the field tenantRemakes. */
  tenantRemakes: Nullable(Text()),
  /**
   * Spec 6 mail-delivery option: true receives the mails about them (approval, restore, department suspension,
   * budget caps); false receives only mails about their own sign-in (initial and temporary passwords).
   */
  mailDeliveryFlg: BooleanSchema(),
  /** Reservations from now on that are not cancelled. */
  futureReservationCount: IntegerSchema(),
  flexRegistrations: ArraySchema(MemberFlexRegistrationSchema),
  /** Server-computed from the member's state and the viewer's role and departments. */
  allowedOperations: ArraySchema(OneOf(MEMBER_OPERATIONS)),
  /**
   * Why the viewer may change nothing of this member (the account also reaches a corporation the viewer does not
   * administer), or null. When set, allowedOperations is empty and the page shows the member read-only.
   */
  editRefusal: Nullable(Text()),
});
export type MemberDetail = Static<typeof MemberDetailSchema>;

/** A department of the filter pulldown and the form's department choice. */
const DepartmentChoiceSchema = ObjectSchema({ billingId: Text(), billingName: Text(), displayOrder: IntegerSchema(), disableFlg: BooleanSchema() });
export type DepartmentChoice = Static<typeof DepartmentChoiceSchema>;

/** A FLEX/BASE contract the member registration variant may seat the new member in. */
const FlexContractChoiceSchema = ObjectSchema({
  flexContractInformationId: Text(),
  contractName: Text(),
  serviceKind: OneOf(FLEX_SERVICE_KINDS),
  seats: IntegerSchema(),
  usedSeats: IntegerSchema(),
  startDate: Text(),
  endDate: Text(),
});
export type FlexContractChoice = Static<typeof FlexContractChoiceSchema>;

// ---- search and detail ----

/**
 * The member search filters of spec 3 (the query of GET /users/tenant/users, the body of the filtered export).
 * Multi-value sOrganizationId travels comma-joined (or as an array in a body). Deleted members are left out unless
 * includDeletedFlg (spec spelling) is true or deleteFlg asks for them. The scopes (another corporation, a department
 * outside the viewer's reach: 403) are the handler's.
 */
const memberSearchFilterFields = {
  /** Part of the name, kana, user code, login id or mail address. */
  userName: Optional(Text({ max: 100 })),
  /** Department ids (billing ids); empty means every department the viewer may see. */
  sOrganizationId: Optional(IdList({ message: 'members.validation.department' })),
  /** '' any, 1 unapproved, 2 approved. */
  approvalDivision: Optional(OneOf(APPROVAL_FILTER_TEXTS, choice)),
  /** true: only members whose initial password is unchanged. */
  passwordResetFlg: Optional(OneOf(FLAG_FILTER_TEXTS, choice)),
  /** Service usage: true only suspended members, false only members in use. */
  serviceUsage: Optional(OneOf(FLAG_FILTER_TEXTS, choice)),
  /** true only deleted members, false only living ones; '' follows includDeletedFlg. */
  deleteFlg: Optional(OneOf(FLAG_FILTER_TEXTS, choice)),
  /** Include deleted members in the list (spec: "deleted members included or not"). */
  includDeletedFlg: Optional(OneOf(FLAG_FILTER_TEXTS, choice)),
  /** true only FLEX/BASE users, false only members without. */
  flexContractFlg: Optional(OneOf(FLAG_FILTER_TEXTS, choice)),
  /** The viewed corporation; the server uses the session's and refuses another (403). */
  corporationId: Optional(Text({ max: 20 })),
  trinityCode: Optional(Text({ max: 50 })),
  sort: Optional(OneOf(MEMBER_SORT_COLUMNS, choice)),
  /** asc or desc, in any case (ASC, Desc). */
  sortOrder: Optional(Unsafe<MemberSortOrder>(StringSchema({ pattern: '^(?:[aA][sS][cC]|[dD][eE][sS][cC])$', maxLength: 4, [MESSAGE_ANNOTATION]: 'members.validation.choice' }))),
};
export const MemberSearchFilterSchema = ObjectSchema(memberSearchFilterFields);
export type MemberSearchFilter = Static<typeof MemberSearchFilterSchema>;

const MemberSearchQuerySchema = ObjectSchema({
  ...memberSearchFilterFields,
  offset: Optional(IntegerBetween(0, 1_000_000_000)),
  /** At most 500. */
  limit: Optional(IntegerBetween(1, MEMBER_PAGE_SIZE)),
});
export type MemberSearchQuery = Static<typeof MemberSearchQuerySchema>;

const MemberSearchResponseSchema = ObjectSchema({
  /** Members matching the filter (all pages). */
  totalCount: IntegerSchema(),
  offset: IntegerSchema(),
  limit: IntegerSchema(),
  sort: OneOf(MEMBER_SORT_COLUMNS),
  sortOrder: OneOf(MEMBER_SORT_ORDERS),
  /** Spec 3: every filter equals its initial value. */
  defaultFilter: BooleanSchema(),
  rows: ArraySchema(MemberListRowSchema),
});
export type MemberSearchResponse = Static<typeof MemberSearchResponseSchema>;

const MemberDetailQuerySchema = ObjectSchema({ id: IdText() });
export type MemberDetailQuery = Static<typeof MemberDetailQuerySchema>;

// ---- operations ----

/** One member, as the spec's operation calls carry it: the member and their department. */
const memberOperationFields = {
  userId: IdText(),
  /** The member's department id as the viewer saw it; a mismatch means the member moved (409). */
  organizationId: Optional(IdOrEmptyText()),
  /** A stale value is refused with 409. Optional on confirm calls. */
  lastUpdated: Optional(Text({ max: 40 })),
};
const MemberOperationRequestSchema = ObjectSchema(memberOperationFields);
export type MemberOperationRequest = Static<typeof MemberOperationRequestSchema>;
/** The execute calls: lastUpdated required. */
const MemberOperationExecuteSchema = ObjectSchema({ ...memberOperationFields, lastUpdated: Text({ required: true, max: 40 }) });

/** The generic confirm call for operations the spec gives no confirm path of its own. */
const MemberOperationCheckRequestSchema = ObjectSchema({ ...memberOperationFields, operation: OneOf(SIMPLE_MEMBER_OPERATIONS, choice) });
export type MemberOperationCheckRequest = Static<typeof MemberOperationCheckRequestSchema>;

const MemberReservationSummarySchema = ObjectSchema({ reservationId: Text(), startDate: Text(), toDate: Text(), facilityName: Text() });
export type MemberReservationSummary = Static<typeof MemberReservationSummarySchema>;

/** What an operation will do, answered by its confirm call (nothing is changed). */
const MemberOperationPreviewSchema = ObjectSchema({
  operation: OneOf(MEMBER_OPERATIONS),
  userId: Text(),
  userName: Text(),
  organizationName: Text(),
  lastUpdated: Text(),
  /** Future reservations the operation cancels (suspend, delete). */
  cancelReservationCount: IntegerSchema(),
  /** The first of them (at most 20), for the confirm dialog. */
  cancelReservations: ArraySchema(MemberReservationSummarySchema),
  /** FLEX/BASE registrations the operation releases (delete). */
  releaseFlexRegistrations: ArraySchema(ObjectSchema({ flexContractInformationId: Text(), contractName: Text(), serviceKind: OneOf(FLEX_SERVICE_KINDS) })),
  /** Address the operation mails (approval, restore, password reissue), or null. */
  mailTo: Nullable(Text()),
  /** The Japanese confirm message for the dialog. */
  message: Text(),
});
export type MemberOperationPreview = Static<typeof MemberOperationPreviewSchema>;

const MemberOperationResultSchema = ObjectSchema({
  result: Literal('OK'),
  operation: OneOf(MEMBER_OPERATIONS),
  /** The member after the operation (new lastUpdated, flags and allowed operations). */
  member: MemberDetailSchema,
  cancelledReservationCount: IntegerSchema(),
  releasedFlexCount: IntegerSchema(),
  /** Address mailed, or null. */
  mailedTo: Nullable(Text()),
  /** The Japanese completion message for the toast. */
  message: Text(),
});
export type MemberOperationResult = Static<typeof MemberOperationResultSchema>;

/** Bulk delete confirm: the members selected in the list (at least one, at most a page: the handler's rule). */
const BulkDeleteConfirmRequestSchema = ObjectSchema({ userIds: Optional(IdList()) });
export type BulkDeleteConfirmRequest = Static<typeof BulkDeleteConfirmRequestSchema>;
const BulkDeleteConfirmResponseSchema = ObjectSchema({
  members: ArraySchema(MemberOperationPreviewSchema),
  cancelReservationCount: IntegerSchema(),
  releaseFlexCount: IntegerSchema(),
  message: Text(),
});
export type BulkDeleteConfirmResponse = Static<typeof BulkDeleteConfirmResponseSchema>;

/**
 * Delete (one or several members): id and lastUpdated are comma-joined lists (or arrays) in the same order (the
 * spec's `?id&lastUpdated`); they may travel in the query or the body, so both are declared and neither is required
 * by the schema: the handler asks for them in one or the other, and for as many stamps as ids. All or none: one stale
 * or refused member refuses the whole call.
 */
const MemberDeleteRequestSchema = ObjectSchema({
  id: Optional(IdList()),
  lastUpdated: Optional(Unsafe<readonly string[] | string>({ type: ['array', 'string'], items: Text({ max: 40 }), maxItems: 10_000, maxLength: 400_000 })),
});
export type MemberDeleteRequest = Static<typeof MemberDeleteRequestSchema>;
const MemberDeleteResponseSchema = ObjectSchema({
  result: Literal('OK'),
  deletedUserIds: ArraySchema(Text()),
  cancelledReservationCount: IntegerSchema(),
  releasedFlexCount: IntegerSchema(),
  message: Text(),
});
export type MemberDeleteResponse = Static<typeof MemberDeleteResponseSchema>;

// ---- registration ----

/**
 * The editable fields of registration and update (spec 3 form fields), declared by kind: their rules are the form's
 * (core/validation checkMemberFormFields, server/users/member-form.ts), which the bulk upload shares and which tells
 * every wrong field at once, so an absent field is '' for the form to name.
 */
const memberFormFields = {
  /** Department id. */
  sOrganizationId: Text({ default: '' }),
  userLastName: Text({ default: '' }),
  userFirstName: Text({ default: '' }),
  userLastNameKana: Text({ default: '' }),
  userFirstNameKana: Text({ default: '' }),
  userCode: Optional(Text()),
  mailAddress: Text({ default: '' }),
  tenantRemakes: Optional(Text()),
};
export const MemberFormFieldsSchema = ObjectSchema(memberFormFields);
export type MemberFormFields = Static<typeof MemberFormFieldsSchema>;
const FilledMemberFormSchema = ObjectSchema({
  sOrganizationId: Text(), userLastName: Text(), userFirstName: Text(), userLastNameKana: Text(), userFirstNameKana: Text(), userCode: Text(),
  mailAddress: Text(), tenantRemakes: Text(),
});

const MailCheckRequestSchema = ObjectSchema({ mailAddress: Text({ default: '' }) });
export type MailCheckRequest = Static<typeof MailCheckRequestSchema>;

/** Spec 6 mail-delivery option: true receives, false does not; absent: a new member receives, an update keeps it. */
const mailDeliveryFlg = Optional(Nullable(BooleanSchema({ [MESSAGE_ANNOTATION]: 'members.validation.mailDelivery' })));

const MemberRegistrationRequestSchema = ObjectSchema({ ...memberFormFields, mailDeliveryFlg });
export type MemberRegistrationRequest = Static<typeof MemberRegistrationRequestSchema>;

const MemberFlexRegistrationRequestSchema = ObjectSchema({
  ...memberFormFields,
  mailDeliveryFlg,
  /** One of the contracts members.flexContracts answers (the handler's rule: 400 members.validation.flexContract). */
  flexContractInformationId: IdText(),
  /** 1 makes the new member a contact person of the contract. */
  delegateDivision: Optional(OneOf([0, 1] as const, { message: 'validation.format' })),
});
export type MemberFlexRegistrationRequest = Static<typeof MemberFlexRegistrationRequestSchema>;

const registrationPreviewFields = {
  fields: FilledMemberFormSchema,
  organizationName: Text(),
  /** Admin-registered members are approved at once. */
  approvalDivision: OneOf(APPROVAL_DIVISIONS),
  /** The temporary password is mailed here. */
  mailTo: Text(),
  message: Text(),
};
const MemberRegistrationPreviewSchema = ObjectSchema(registrationPreviewFields);
export type MemberRegistrationPreview = Static<typeof MemberRegistrationPreviewSchema>;

const MemberFlexRegistrationPreviewSchema = ObjectSchema({
  ...registrationPreviewFields,
  flexContract: FlexContractChoiceSchema,
  /** Spec 8: seats would be exceeded, so an extra registration fee applies (null when within seats). */
  warning: Nullable(Text()),
});
export type MemberFlexRegistrationPreview = Static<typeof MemberFlexRegistrationPreviewSchema>;

const MemberRegistrationResultSchema = ObjectSchema({
  result: Literal('OK'),
  userId: Text(),
  loginId: Text(),
  mailedTo: Text(),
  message: Text(),
  /** Set by the FLEX variant. */
  flexUserId: Optional(Text()),
  warning: Optional(Nullable(Text())),
});
export type MemberRegistrationResult = Static<typeof MemberRegistrationResultSchema>;

// ---- update and restore (delete-and-update) ----

const MemberUpdateRequestSchema = ObjectSchema({
  ...memberFormFields,
  /** 'update', or 'restore' (delete-and-update of a deleted member; responsible person only). */
  division: OneOf(MEMBER_UPDATE_DIVISIONS, choice),
  userId: IdText(),
  lastUpdated: Text({ required: true, max: 40 }),
  /** Spec 6 mail-delivery option (MemberDetail.mailDeliveryFlg); absent: unchanged. */
  mailDeliveryFlg,
  /**
   * Spec 6 FLEX/BASE contract permission flag (MemberListRow.flexContractPermissionFlg); absent: unchanged. false is
   * refused (400 on the field, naming the contracts) while the member holds a FLEX/BASE seat.
   */
  flexContractPermissionFlg: Optional(Nullable(BooleanSchema({ [MESSAGE_ANNOTATION]: 'members.validation.flexPermission' }))),
});
export type MemberUpdateRequest = Static<typeof MemberUpdateRequestSchema>;

const MemberFieldChangeSchema = ObjectSchema({
  /** A form field, mailDeliveryFlg or flexContractPermissionFlg (before and after 'true' / 'false'). */
  field: OneOf([...MEMBER_FORM_FIELD_NAMES, 'mailDeliveryFlg', 'flexContractPermissionFlg'] as const),
  before: Text(),
  after: Text(),
});
export type MemberFieldChange = Static<typeof MemberFieldChangeSchema>;

const MemberUpdatePreviewSchema = ObjectSchema({
  division: OneOf(MEMBER_UPDATE_DIVISIONS),
  userId: Text(),
  changes: ArraySchema(MemberFieldChangeSchema),
  organizationName: Text(),
  /** Restore mails the member that the request was approved. */
  mailTo: Nullable(Text()),
  lastUpdated: Text(),
  message: Text(),
});
export type MemberUpdatePreview = Static<typeof MemberUpdatePreviewSchema>;

const MemberUpdateResultSchema = ObjectSchema({
  result: Literal('OK'),
  division: OneOf(MEMBER_UPDATE_DIVISIONS),
  member: MemberDetailSchema,
  mailedTo: Nullable(Text()),
  message: Text(),
});
export type MemberUpdateResult = Static<typeof MemberUpdateResultSchema>;

// ---- FLEX lists ----

/** The flex user list's filters (as /flexlong/tenant/flexUserList), for one contract. */
const FlexUserListQuerySchema = ObjectSchema({
  flexContractInformationId: IdText(),
  deleteFlg: Optional(BooleanSchema()),
  includDeletedFlg: Optional(BooleanSchema()),
  keyWord: Optional(Text({ max: 100 })),
  offset: Optional(IntegerSchema({ minimum: 0, maximum: 999_999_999 })),
  limit: Optional(IntegerBetween(1, FLEX_USER_PAGE_SIZE)),
  sort: Optional(OneOf(FLEX_USER_SORTS)),
  sortOrder: Optional(OneOf(SORT_ORDERS)),
});
export type FlexUserListQuery = Static<typeof FlexUserListQuerySchema>;

// ---- asynchronous CSV export ----

/** The encoding of an export: utf-8 (with BOM, the default) or cp932, and their other names (parseCsvEncoding's rule). */
const encoding = Optional(Text({ max: 20 }));

const MemberCsvExportRequestSchema = ObjectSchema({ ...memberSearchFilterFields, encoding });
export type MemberCsvExportRequest = Static<typeof MemberCsvExportRequestSchema>;

const MemberCsvExportResponseSchema = ObjectSchema({
  downloadFileId: Text(),
  /** Poll GET /asynchronousApi/downloadFile/valid every DOWNLOAD_POLL_MS (5000 ms). */
  status: OneOf(DOWNLOAD_FILE_STATUSES),
});
export type MemberCsvExportResponse = Static<typeof MemberCsvExportResponseSchema>;

const DownloadFileQuerySchema = ObjectSchema({ downloadFileId: Text({ required: true, max: 64 }) });
export type DownloadFileQuery = Static<typeof DownloadFileQuerySchema>;

const DownloadFileValidResponseSchema = ObjectSchema({
  downloadFileId: Text(),
  /** true when the file is ready to download. */
  valid: BooleanSchema(),
  status: OneOf(DOWNLOAD_FILE_STATUSES),
  fileName: Nullable(Text()),
  rowCount: Nullable(IntegerSchema()),
  /** Japanese reason when status is 'failed'. */
  message: Nullable(Text()),
});
export type DownloadFileValidResponse = Static<typeof DownloadFileValidResponseSchema>;

// ---- synchronous CSV export of the whole list ----

/**
 * The whole-list export (GET /transfer/memberListCSV/check, POST /transfer/memberListCSV): every member the viewer
 * reaches (a responsible person: the corporation's members, with or without a department; a department clerk:
 * the members of their departments), deleted members included (the file's 削除 column marks them), in the list's
 * default order (chargeDisplayOrder ascending). The columns and encodings are those of the filtered export.
 *
 * It takes no filter: a filter field (userName, sOrganizationId, ..., sort, offset) is refused with 400, so that a
 * script meaning the filtered export never gets more members than it asked for: they are declared (by kind) so the
 * handler sees them to refuse them. corporationId may be given and must be the viewed corporation (403 otherwise),
 * as in the search.
 */
/** The search's fields, which the whole list refuses (400) when given: declared so the handler sees them to refuse them. */
export const MEMBER_LIST_CSV_REFUSED_FIELDS = [
  'userName', 'sOrganizationId', 'approvalDivision', 'passwordResetFlg', 'serviceUsage', 'deleteFlg', 'includDeletedFlg',
  'flexContractFlg', 'trinityCode', 'offset', 'limit', 'sort', 'sortOrder',
] as const satisfies readonly Exclude<keyof MemberSearchQuery, 'corporationId'>[];
const refusedField = Optional(Unsafe<unknown>({}));

const MemberListCsvRequestSchema = ObjectSchema({
  ...(Object.fromEntries(MEMBER_LIST_CSV_REFUSED_FIELDS.map((name) => [name, refusedField])) as Record<(typeof MEMBER_LIST_CSV_REFUSED_FIELDS)[number], typeof refusedField>),
  /** UTF-8 with BOM by default (opens in Japanese Excel); 'cp932' for older tools. Anything else: 400. */
  encoding,
  corporationId: Optional(Text({ max: 20 })),
});
export type MemberListCsvRequest = Static<typeof MemberListCsvRequestSchema>;

/** Why the whole-list file cannot be made: no member to list, or CP932 cannot carry a character. */
export const MEMBER_LIST_CSV_REFUSALS = ['empty', 'encoding'] as const;
export type MemberListCsvRefusal = (typeof MEMBER_LIST_CSV_REFUSALS)[number];

/**
 * The check: whether POST /transfer/memberListCSV will answer a file, asked before downloading, so the page can
 * say 該当する情報がありません instead of saving a file with a header only. It changes nothing. The counts come
 * from the same scope as the file. With encoding 'cp932' every cell is tried, so the CP932 refusal is known too.
 * The POST decides again (data may change in between): empty answers 404 with the same message, a CP932
 * problem 400 with the same message; otherwise the file, named 会員一覧_全件_<yyyyMMddHHmmss>.csv.
 */
const MemberListCsvCheckResponseSchema = ObjectSchema({
  /** Members the file will list (its lines below the header). */
  rowCount: IntegerSchema(),
  /** Of them, deleted members. */
  deletedCount: IntegerSchema(),
  /** true when the POST will answer the file (reason is then null). */
  downloadable: BooleanSchema(),
  reason: NullableOneOf(MEMBER_LIST_CSV_REFUSALS),
  /** Why not downloadable, in Japanese (該当する情報がありません, or the cell CP932 cannot carry); null when downloadable. */
  message: Nullable(Text()),
});
export type MemberListCsvCheckResponse = Static<typeof MemberListCsvCheckResponseSchema>;

/** An operation on one member: 404 for no such member in the viewed corporation, 409 for a stale lastUpdated. */
const memberAnswers = [404, 409] as const;
const operationSchema = { body: MemberOperationExecuteSchema, response: MemberOperationResultSchema };
const confirmSchema = { body: MemberOperationRequestSchema, response: MemberOperationPreviewSchema };

export const memberCalls = {
  search: defineCall({ id: 'members.search', method: 'GET', base: '/api', path: '/users/tenant/users', access: listRead,
    schema: { query: MemberSearchQuerySchema, response: MemberSearchResponseSchema } }),
  detail: defineCall({ id: 'members.detail', method: 'GET', base: '/api', path: '/users/tenant/detail', access: detailRead, answers: [404],
    schema: { query: MemberDetailQuerySchema, response: MemberDetailSchema } }),
  departmentPulldown: defineCall({ id: 'members.departmentPulldown', method: 'GET', base: '/api', path: '/billing/tenant/pulldown', access: pulldownRead,
    schema: { query: ObjectSchema({}), response: ArraySchema(DepartmentChoiceSchema) } }),

  // Spec: PATCH /users/conf is the suspend confirm; /users/tenant/delete/users the delete confirm of one member.
  suspendConfirm: defineCall({ id: 'members.suspendConfirm', method: 'PATCH', base: '/api', path: '/users/conf', access: updateWrite, answers: memberAnswers, schema: confirmSchema }),
  deleteConfirm: defineCall({ id: 'members.deleteConfirm', method: 'PATCH', base: '/api', path: '/users/tenant/delete/users', access: updateWrite, answers: memberAnswers, schema: confirmSchema }),
  /** Not in the spec: the confirm of approve, permit, password reissue and reservation unlock (and the others, alike). */
  operationCheck: defineCall({ id: 'members.operationCheck', method: 'PATCH', base: '/api', path: '/users/tenant/operation/check', access: updateWrite, answers: memberAnswers,
    schema: { body: MemberOperationCheckRequestSchema, response: MemberOperationPreviewSchema } }),
  approve: defineCall({ id: 'members.approve', method: 'PATCH', base: '/api', path: '/users/tenant/app', access: updateWrite, answers: memberAnswers, schema: operationSchema }),
  suspend: defineCall({ id: 'members.suspend', method: 'PATCH', base: '/api', path: '/users/tenant/stop', access: updateWrite, answers: memberAnswers, schema: operationSchema }),
  permit: defineCall({ id: 'members.permit', method: 'PATCH', base: '/api', path: '/users/tenant/permit', access: updateWrite, answers: memberAnswers, schema: operationSchema }),
  passwordReset: defineCall({ id: 'members.passwordReset', method: 'PATCH', base: '/api', path: '/users/tenant/passwordReset', access: updateWrite, answers: memberAnswers, schema: operationSchema }),
  reservationUnlock: defineCall({ id: 'members.reservationUnlock', method: 'PATCH', base: '/api', path: '/users/tenant/reservationStop/unlock', access: updateWrite, answers: memberAnswers, schema: operationSchema }),
  bulkDeleteConfirm: defineCall({ id: 'members.bulkDeleteConfirm', method: 'PATCH', base: '/api', path: '/users/tenant/deleteConf', access: updateWrite, answers: [404],
    schema: { body: BulkDeleteConfirmRequestSchema, response: BulkDeleteConfirmResponseSchema } }),
  delete: defineCall({ id: 'members.delete', method: 'PATCH', base: '/api', path: '/users/tenant/delete', access: updateWrite, answers: memberAnswers,
    schema: { query: MemberDeleteRequestSchema, body: MemberDeleteRequestSchema, response: MemberDeleteResponseSchema } }),

  registrationMailCheck: defineCall({ id: 'members.registrationMailCheck', method: 'POST', base: '/api', path: '/users/tenant/registration/mail/check', access: registerWrite,
    schema: { body: MailCheckRequestSchema, response: OkSchema } }),
  registrationCheck: defineCall({ id: 'members.registrationCheck', method: 'POST', base: '/api', path: '/users/tenant/registration/check', access: registerWrite,
    schema: { body: MemberRegistrationRequestSchema, response: MemberRegistrationPreviewSchema } }),
  register: defineCall({ id: 'members.register', method: 'POST', base: '/api', path: '/users/tenant/registration', access: registerWrite,
    schema: { body: MemberRegistrationRequestSchema, response: MemberRegistrationResultSchema } }),
  flexRegistrationCheck: defineCall({ id: 'members.flexRegistrationCheck', method: 'POST', base: '/api', path: '/users/tenant/registration/flex/check', access: flexRegisterWrite,
    schema: { body: MemberFlexRegistrationRequestSchema, response: MemberFlexRegistrationPreviewSchema } }),
  flexRegister: defineCall({ id: 'members.flexRegister', method: 'POST', base: '/api', path: '/users/tenant/registration/flex', access: flexRegisterWrite,
    schema: { body: MemberFlexRegistrationRequestSchema, response: MemberRegistrationResultSchema } }),

  updateCheck: defineCall({ id: 'members.updateCheck', method: 'PATCH', base: '/api', path: '/users/tenant/update/check', access: updateWrite, answers: memberAnswers,
    schema: { body: MemberUpdateRequestSchema, response: MemberUpdatePreviewSchema } }),
  update: defineCall({ id: 'members.update', method: 'PATCH', base: '/api', path: '/users/tenant/update', access: updateWrite, answers: memberAnswers,
    schema: { body: MemberUpdateRequestSchema, response: MemberUpdateResultSchema } }),

  /** Not in the spec: the contracts the FLEX registration variant may seat a member in (with used seats). */
  flexContracts: defineCall({ id: 'members.flexContracts', method: 'GET', base: '/api', path: '/users/tenant/flex/contracts', access: { codes: [...memberRead.codes, ...flexRegisterWrite.codes], level: 'read' },
    schema: { query: ObjectSchema({}), response: ArraySchema(FlexContractChoiceSchema) } }),
  flexUserList: defineCall({ id: 'members.flexUserList', method: 'GET', base: '/api', path: '/users/tenant/flex/userList', access: memberRead,
    schema: { query: FlexUserListQuerySchema, response: FlexPageSchema(FlexUserSchema) } }),
  flexUserListAll: defineCall({ id: 'members.flexUserListAll', method: 'GET', base: '/api', path: '/users/tenant/flex/userList/all/:id', access: memberRead,
    schema: { params: ObjectSchema({ id: IdText() }), response: ArraySchema(FlexUserSchema) } }),

  exportCsv: defineCall({ id: 'members.exportCsv', method: 'PATCH', base: '/asynchronousApi', path: '/transfer/selectedMemberListCSV', access: listRead,
    schema: { body: MemberCsvExportRequestSchema, response: MemberCsvExportResponseSchema } }),
  memberListCsvCheck: defineCall({ id: 'members.memberListCsvCheck', method: 'GET', base: '/api', path: '/transfer/memberListCSV/check', access: listRead,
    schema: { query: MemberListCsvRequestSchema, response: MemberListCsvCheckResponseSchema } }),
  memberListCsv: defineCall({ id: 'members.memberListCsv', method: 'POST', base: '/api', path: '/transfer/memberListCSV', access: listRead, answers: [404],
    file: true, fileTypes: FILE_TYPES.csv, schema: { body: MemberListCsvRequestSchema } }),
  /** Download files belong to the user who asked for them; anyone signed in may poll and fetch their own. */
  downloadFileValid: defineCall({ id: 'downloadFile.valid', method: 'GET', base: '/asynchronousApi', path: '/downloadFile/valid', access: 'session', ignoreLoading: true, answers: [404],
    schema: { query: DownloadFileQuerySchema, response: DownloadFileValidResponseSchema } }),
  downloadFile: defineCall({ id: 'downloadFile.download', method: 'GET', base: '/asynchronousApi', path: '/downloadFile', access: 'session', answers: [404],
    file: true, fileTypes: FILE_TYPES.csv, schema: { query: DownloadFileQuerySchema } }),
};
