// Departments calls (spec 7, Departments): the search, the detail, the info update, delete, usage suspend and
// resume, the display order, and the department lists other screens choose from. The budget (limit amount)
// calls belong to the limit-amount group.
//
// Paths: the spec names "PATCH confirm/update for info, confirm delete/delete, usageSuspend, usageResume,
// changeOrderBilling" under the departments prefix; they live under /billing/tenant/ like the search. Every write
// is a pair (a confirm that changes nothing, then the execute), and every execute carries the lastUpdated the
// viewer saw (409 when stale).
//
// Access: the screen permissions of spec 2.2. Reads need a department screen; the writes need WFAC005 write
// (the update screen). The handlers add what a code cannot say: a department clerk reaches only their own
// departments, and rename, auto approval and delete are the responsible person's (spec 6).
//
// Their types are their schemas' (docs/api-contract.md); core/billing/domain.ts re-exports the shapes. The billing
// gate, which is on the sign-in page, makes the detail call through its schema-free route (core/billing/gate-call.ts).
import { defineCall } from '../api/call';
import {
  ArraySchema, BooleanSchema, IdText, IntegerSchema, Literal, MESSAGE_ANNOTATION, Nullable, ObjectSchema, OneOf, Optional, Text, UnionSchema, Null,
  type Static,
} from '../api/schema';
// The schemas name messages of this feature's catalogue (x-twb-message): wherever the calls go, it is registered.
import './load-messages';
import { SCREEN_PERMISSIONS } from '../domain/permissions';
import { DEPARTMENT_OPERATIONS, DEPARTMENT_SORT_COLUMNS, DEPARTMENT_SORT_ORDERS, FLAG_FILTERS } from './choices';
import { DEPARTMENT_DETAIL_ROUTE } from './gate-call';

const listRead = SCREEN_PERMISSIONS['/Billing/Info'];
const updateWrite = SCREEN_PERMISSIONS['/Billing/Update/:billingId'];
/** The department lists of other screens (member, budget, FLEX and charge screens). */
const choiceRead = {
  codes: ['WFAC001', 'WFAG001', 'WFAG002', 'WFAG003', 'WFAG004', 'WFAF001', 'WFAF004', 'WFAL001', 'WFAM001', 'WFAN001', 'WFAN002', 'WFAJ001', 'WFAK001'],
  level: 'read',
} as const;

const choice = { message: 'billing.validation.choice' } as const;
/** A flag of a form: true/false (1/0 as numbers); anything else is the feature's choice message. */
const FlagSchema = (options: { default?: boolean } = {}) => BooleanSchema({ ...options, [MESSAGE_ANNOTATION]: 'billing.validation.choice' });
const ApprovalModeSchema = OneOf([1, 2, 3] as const);

// ---- the shapes the answers carry ----

const departmentRowFields = {
  billingId: Text(),
  billingName: Text(),
  displayOrder: IntegerSchema(),
  autoApprovalFlg: BooleanSchema(),
  /** Usage suspended: the department's members are told; billing-specific pages go to the detail (spec 2.4). */
  disableFlg: BooleanSchema(),
  serviceUsageAlertChoiceFlg: BooleanSchema(),
  /** The registration management fee is charged to this department. */
  registrationFeeChargeFlg: BooleanSchema(),
  /** Members (not deleted) of the department. */
  memberCount: IntegerSchema(),
  /** Department clerks looking after it. */
  clerkCount: IntegerSchema(),
  lastUpdated: Text(),
};
const DepartmentListRowSchema = ObjectSchema(departmentRowFields);
export type DepartmentListRow = Static<typeof DepartmentListRowSchema>;

const DepartmentDetailSchema = ObjectSchema({
  ...departmentRowFields,
  corporationId: Text(),
  corporationName: Text(),
  /** Spec 9 approval mode of the corporation: per-department auto approval applies only under 3. */
  corporationAutoApprovalSetting: ApprovalModeSchema,
  /** The corporation bills its registration fee to exactly one department (spec 5). */
  representativeFeeSetting: BooleanSchema(),
  monthlyLimitAmount: Nullable(IntegerSchema()),
  limitAmountForUser: Nullable(IntegerSchema()),
  limitAmountAlertChoiceFlg: BooleanSchema(),
  limitFullAmountAlertChoiceFlg: BooleanSchema(),
  limitAmountForUserAlertChoiceFlg: BooleanSchema(),
  /** STOP, MAIL_ONLY or NONE (spec 3 and 9). */
  limitFullAmountForUserAlertDivision: Text(),
  /** The application the department was registered by, when it came from one. */
  applicationId: Nullable(Text()),
  createdAt: Text(),
  allowedOperations: ArraySchema(OneOf(DEPARTMENT_OPERATIONS)),
});
export type DepartmentDetail = Static<typeof DepartmentDetailSchema>;

// ---- the list ----

/** GET /billing/tenant/search (spec 7 names organizationName for the department name). */
const DepartmentSearchQuerySchema = ObjectSchema({
  organizationName: Optional(Text({ max: 100, default: '' })),
  autoApprovalFlg: Optional(OneOf(FLAG_FILTERS, { ...choice, default: '' })),
  disableFlg: Optional(OneOf(FLAG_FILTERS, { ...choice, default: '' })),
  sort: Optional(OneOf(DEPARTMENT_SORT_COLUMNS, { ...choice, default: 'displayOrder' })),
  sortOrder: Optional(OneOf(DEPARTMENT_SORT_ORDERS, { ...choice, default: 'asc' })),
});
export type DepartmentSearchQuery = Static<typeof DepartmentSearchQuerySchema>;

const DepartmentSearchResponseSchema = ObjectSchema({
  totalCount: IntegerSchema(),
  /** The corporation's approval mode (spec 9): per-department auto approval applies only under 3. */
  corporationAutoApprovalSetting: ApprovalModeSchema,
  /** The corporation bills its registration fee to exactly one department (spec 5). */
  representativeFeeSetting: BooleanSchema(),
  sort: OneOf(DEPARTMENT_SORT_COLUMNS),
  sortOrder: OneOf(DEPARTMENT_SORT_ORDERS),
  rows: ArraySchema(DepartmentListRowSchema),
});
export type DepartmentSearchResponse = Static<typeof DepartmentSearchResponseSchema>;

// ---- the writes ----

/** One department as a confirm names it (lastUpdated optional) and as its execute does (required; stale: 409). */
const confirmTarget = { billingId: IdText(), lastUpdated: Optional(Text({ max: 100 })) };
const executeTarget = { billingId: IdText(), lastUpdated: Text({ required: true, max: 100 }) };
const DepartmentTargetSchema = ObjectSchema(confirmTarget);
const ExecuteTargetSchema = ObjectSchema(executeTarget);
export type DepartmentTarget = Static<typeof DepartmentTargetSchema>;

/**
 * The info update. The name is a text by kind: its rules (spec 5, unique in the corporation) are the handler's. The
 * registration-fee charge target is not here: it changes by application (core/payment/calls.ts); a client that still
 * sends the flag is told so when it differs.
 */
const updateFields = {
  billingName: Text({ default: '' }),
  autoApprovalFlg: Optional(FlagSchema({ default: false })),
  serviceUsageAlertChoiceFlg: Optional(FlagSchema({ default: false })),
  registrationFeeChargeFlg: Optional(FlagSchema()),
};
const DepartmentUpdateConfirmSchema = ObjectSchema({ ...confirmTarget, ...updateFields });
const DepartmentUpdateSchema = ObjectSchema({ ...executeTarget, ...updateFields });
export type DepartmentUpdateRequest = Static<typeof DepartmentUpdateConfirmSchema>;

const DepartmentFieldChangeSchema = ObjectSchema({
  field: OneOf(['billingName', 'autoApprovalFlg', 'serviceUsageAlertChoiceFlg'] as const),
  before: Text(),
  after: Text(),
});
export type DepartmentFieldChange = Static<typeof DepartmentFieldChangeSchema>;

const DepartmentUpdatePreviewSchema = ObjectSchema({
  billingId: Text(),
  changes: ArraySchema(DepartmentFieldChangeSchema),
  lastUpdated: Text(),
  message: Text(),
});
export type DepartmentUpdatePreview = Static<typeof DepartmentUpdatePreviewSchema>;

/** What an operation (delete, suspend, resume) will do; the confirm call changes nothing. */
const DepartmentOperationPreviewSchema = ObjectSchema({
  operation: OneOf(['delete', 'usageSuspend', 'usageResume'] as const),
  billingId: Text(),
  billingName: Text(),
  /** Members told by mail (suspend and resume). */
  notifyCount: IntegerSchema(),
  lastUpdated: Text(),
  message: Text(),
});
export type DepartmentOperationPreview = Static<typeof DepartmentOperationPreviewSchema>;

const DepartmentWriteResultSchema = ObjectSchema({
  result: Literal('OK'),
  /** The department after the write; null after a delete. */
  department: UnionSchema([DepartmentDetailSchema, Null()]),
  /** Members mailed (suspend and resume). */
  mailedCount: IntegerSchema(),
  message: Text(),
});
export type DepartmentWriteResult = Static<typeof DepartmentWriteResultSchema>;

/**
 * The whole display order: every department of the corporation once, first to last, as a JSON array of ids (none:
 * 必須項目です, twice: the feature's message, another set than the corporation's: 409, all the handler's).
 */
const ChangeOrderRequestSchema = ObjectSchema({ billingIds: ArraySchema(IdText(), { maxItems: 10_000 }) });
export type ChangeOrderRequest = Static<typeof ChangeOrderRequestSchema>;
const ChangeOrderPreviewSchema = ObjectSchema({
  rows: ArraySchema(ObjectSchema({ billingId: Text(), billingName: Text(), before: IntegerSchema(), after: IntegerSchema() })),
  message: Text(),
});
export type ChangeOrderPreview = Static<typeof ChangeOrderPreviewSchema>;
const ChangeOrderResultSchema = ObjectSchema({ result: Literal('OK'), message: Text() });
export type ChangeOrderResult = Static<typeof ChangeOrderResultSchema>;

/** A department in the lists other screens choose from; `mark` flags a suspended one (withMark). */
const DepartmentOptionSchema = ObjectSchema({
  billingId: Text(),
  billingName: Text(),
  displayOrder: IntegerSchema(),
  disableFlg: BooleanSchema(),
  mark: Text(),
});
export type DepartmentOption = Static<typeof DepartmentOptionSchema>;

const NoFields = ObjectSchema({});
const options = { query: NoFields, response: ArraySchema(DepartmentOptionSchema) };
/** A write: 404 for a department outside the caller's corporation, 409 for a stale lastUpdated. */
const writeAnswers = [404, 409] as const;

export const billingCalls = {
  search: defineCall({ id: 'billing.search', method: 'GET', base: '/api', path: '/billing/tenant/search', access: listRead,
    schema: { query: DepartmentSearchQuerySchema, response: DepartmentSearchResponseSchema } }),
  detail: defineCall({ ...DEPARTMENT_DETAIL_ROUTE, schema: { params: ObjectSchema({ billingId: IdText() }), response: DepartmentDetailSchema } }),

  updateConfirm: defineCall({ id: 'billing.updateConfirm', method: 'PATCH', base: '/api', path: '/billing/tenant/confirm', access: updateWrite, answers: writeAnswers,
    schema: { body: DepartmentUpdateConfirmSchema, response: DepartmentUpdatePreviewSchema } }),
  update: defineCall({ id: 'billing.update', method: 'PATCH', base: '/api', path: '/billing/tenant/update', access: updateWrite, answers: writeAnswers,
    schema: { body: DepartmentUpdateSchema, response: DepartmentWriteResultSchema } }),
  deleteConfirm: defineCall({ id: 'billing.deleteConfirm', method: 'PATCH', base: '/api', path: '/billing/tenant/confirmDelete', access: updateWrite, answers: writeAnswers,
    schema: { body: DepartmentTargetSchema, response: DepartmentOperationPreviewSchema } }),
  delete: defineCall({ id: 'billing.delete', method: 'PATCH', base: '/api', path: '/billing/tenant/delete', access: updateWrite, answers: writeAnswers,
    schema: { body: ExecuteTargetSchema, response: DepartmentWriteResultSchema } }),
  usageSuspendConfirm: defineCall({ id: 'billing.usageSuspendConfirm', method: 'PATCH', base: '/api', path: '/billing/tenant/usageSuspend/confirm', access: updateWrite, answers: writeAnswers,
    schema: { body: DepartmentTargetSchema, response: DepartmentOperationPreviewSchema } }),
  usageSuspend: defineCall({ id: 'billing.usageSuspend', method: 'PATCH', base: '/api', path: '/billing/tenant/usageSuspend', access: updateWrite, answers: writeAnswers,
    schema: { body: ExecuteTargetSchema, response: DepartmentWriteResultSchema } }),
  usageResumeConfirm: defineCall({ id: 'billing.usageResumeConfirm', method: 'PATCH', base: '/api', path: '/billing/tenant/usageResume/confirm', access: updateWrite, answers: writeAnswers,
    schema: { body: DepartmentTargetSchema, response: DepartmentOperationPreviewSchema } }),
  usageResume: defineCall({ id: 'billing.usageResume', method: 'PATCH', base: '/api', path: '/billing/tenant/usageResume', access: updateWrite, answers: writeAnswers,
    schema: { body: ExecuteTargetSchema, response: DepartmentWriteResultSchema } }),
  changeOrderConfirm: defineCall({ id: 'billing.changeOrderConfirm', method: 'PATCH', base: '/api', path: '/billing/tenant/changeOrderBilling/confirm', access: updateWrite, answers: [409],
    schema: { body: ChangeOrderRequestSchema, response: ChangeOrderPreviewSchema } }),
  changeOrder: defineCall({ id: 'billing.changeOrder', method: 'PATCH', base: '/api', path: '/billing/tenant/changeOrderBilling', access: updateWrite, answers: [409],
    schema: { body: ChangeOrderRequestSchema, response: ChangeOrderResultSchema } }),

  /** Departments the viewer may designate (reachable and not suspended), e.g. as a member's department. */
  designation: defineCall({ id: 'billing.designation', method: 'GET', base: '/api', path: '/billing/tenant/designation', access: choiceRead, schema: options }),
  /** Every reachable department, suspended ones marked. */
  withMark: defineCall({ id: 'billing.withMark', method: 'GET', base: '/api', path: '/billing/tenant/withMark', access: choiceRead, schema: options }),
  /** Reachable departments charged for a FLEX/BASE contract in its period today. */
  flex: defineCall({ id: 'billing.flex', method: 'GET', base: '/api', path: '/billing/tenant/flex', access: choiceRead, schema: options }),
  /** As flex, contracts out of their period included. */
  flexWithOutOfPeriod: defineCall({ id: 'billing.flexWithOutOfPeriod', method: 'GET', base: '/api', path: '/billing/tenant/flex/withOutOfPeriod', access: choiceRead, schema: options }),
};
