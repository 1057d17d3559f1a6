// Usage budget calls (spec 7, Departments: "limit amount (general, billing, user variants)", the limit lists, the
// pulldowns, the detail and the user-level list).
//
// Paths: the spec names these calls without paths; they live under /billing/tenant/limitAmount beside the other
// department calls. Every write is a confirm (changes nothing, answers what will change) and an update, both
// carrying lastUpdated of the department; a stale one is refused with 409.
//
// Access: the screens of spec 2.2. The general variant is the department screen /Billing/LimitAmount (WFAC004
// write); the billing variant /LimitAmountBilling/Edit (WFAF003 write); the user variant /LimitAmountUser/Edit
// (WFAF005 write). The handlers add what a code cannot say: a department clerk reaches only their own
// departments (403 otherwise), and the gates of spec 2.4 hold on the server too (403).
//
// Their types are their schemas' (docs/api-contract.md). The amounts are texts as typed: their rule (full-width digits
// and thousands separators accepted, 0 to LIMIT_AMOUNT_MAX) is the page's and the server's budgetAmountProblem
// (core/limit-amount/domain.ts), so the schema gives them their kind and the handler checks them.
import { defineCall } from '../api/call';
import {
  ArraySchema, BooleanSchema, IdListText, IdText, IntegerBetween, IntegerSchema, Literal, Nullable, NullableOneOf, NumberSchema, ObjectSchema, OneOf,
  MESSAGE_ANNOTATION, Optional, Text, type Static,
} from '../api/schema';
// The schemas name messages of this feature's catalogue (x-twb-message): wherever the calls go, it is registered.
import './load-messages';
import { SCREEN_PERMISSIONS, type PermissionRequirement } from '../domain/permissions';
import {
  DEFAULT_SERVICE_USAGE_STATUS, DEFAULT_USAGE_RATE_STATUS, LIMIT_BILLING_SORT_COLUMNS, LIMIT_SORT_ORDERS, LIMIT_USER_PAGE_SIZE,
  LIMIT_USER_SORT_COLUMNS, MEMBER_CAP_DIVISIONS, SERVICE_USAGE_STATUSES, USAGE_RATE_STATUSES,
} from './choices';

const anyOf = (...paths: (keyof typeof SCREEN_PERMISSIONS)[]): PermissionRequirement => ({
  codes: paths.flatMap((p) => SCREEN_PERMISSIONS[p].codes),
  level: 'read',
});

const billingListRead = SCREEN_PERMISSIONS['/LimitAmountBilling/Info'];
/** The detail serves the detail page and the three edit pages (and their gates). */
const billingDetailRead = anyOf('/LimitAmountBilling/Detail/:billingId', '/LimitAmountBilling/Edit/:billingId', '/LimitAmountUser/Edit/:billingId', '/Billing/LimitAmount/:billingId');
const billingPulldownRead = anyOf('/LimitAmountBilling/Info', '/LimitAmountBilling/Detail/:billingId');
const userListRead = SCREEN_PERMISSIONS['/LimitAmountUser/Info'];
const userPulldownRead = anyOf('/LimitAmountUser/Info', '/LimitAmountUser/Edit/:billingId');

const choiceMessage = 'limitAmount.validation.choice';
const MemberCapDivisionSchema = OneOf(MEMBER_CAP_DIVISIONS, { message: choiceMessage });
/** A row's band: 1 under 80%, 2 80% up to 100%, 3 100% or more; null without a limit. */
const RowUsageRateStatusSchema = NullableOneOf(['1', '2', '3'] as const);
/** A row's use: 1 in use, 2 suspended (a member stopped by the cap counts). */
const RowServiceUsageStatusSchema = OneOf(['1', '2'] as const);

// ---- the shapes the answers carry ----

export const BudgetPeriodSchema = ObjectSchema({
  /** yyyy-MM-dd, the 21st. */
  start: Text(),
  /** yyyy-MM-dd, the 20th. */
  end: Text(),
  /** yyyy-MM-dd, the day after the end (when caps are released). */
  next: Text(),
});
export type BudgetPeriod = Static<typeof BudgetPeriodSchema>;

/** The department's budget settings the page gates of spec 2.4 read. */
const gateFlagFields = {
  limitAmountAlertChoiceFlg: BooleanSchema(),
  limitFullAmountAlertChoiceFlg: BooleanSchema(),
  limitAmountForUserAlertChoiceFlg: BooleanSchema(),
  limitFullAmountForUserAlertDivision: MemberCapDivisionSchema,
};
export const LimitAmountGateFlagsSchema = ObjectSchema(gateFlagFields);
export type LimitAmountGateFlags = Static<typeof LimitAmountGateFlagsSchema>;

/** One department of the budget list (/LimitAmountBilling/Info). Amounts are yen; usage is the current period. */
const billingRowFields = {
  ...gateFlagFields,
  billingId: Text(),
  billingName: Text(),
  displayOrder: IntegerSchema(),
  disableFlg: BooleanSchema(),
  /** The department budget per period, or null when none is set. */
  limitAmount: Nullable(IntegerSchema()),
  /** Usage of the current period; the registration fee is included for the fee-bearing department. */
  usageAmount: IntegerSchema(),
  /** The registration fee within usageAmount (0 unless this department bears it). */
  registrationFeeAmount: IntegerSchema(),
  registrationFeeChargeFlg: BooleanSchema(),
  usageRate: Nullable(NumberSchema()),
  usageRateStatus: RowUsageRateStatusSchema,
  serviceUsageStatus: RowServiceUsageStatusSchema,
  /** Per-member budget per period (registration fee excluded), or null. */
  limitAmountForUser: Nullable(IntegerSchema()),
  lastUpdated: Text(),
};
export const LimitAmountBillingRowSchema = ObjectSchema(billingRowFields);
export type LimitAmountBillingRow = Static<typeof LimitAmountBillingRowSchema>;

const LimitAlertRecordSchema = ObjectSchema({
  kind: OneOf(['department80', 'department100', 'memberCap'] as const),
  sentAt: Text(),
  recipients: ArraySchema(Text()),
});
export type LimitAlertRecord = Static<typeof LimitAlertRecordSchema>;

/** The department budget detail: the row, the period, the alerts sent in it, and its members' standing. */
export const LimitAmountBillingDetailSchema = ObjectSchema({
  ...billingRowFields,
  period: BudgetPeriodSchema,
  alerts: ArraySchema(LimitAlertRecordSchema),
  memberCount: IntegerSchema(),
  /** Members at or over 80% / 100% of the member budget. */
  membersOverAlert: IntegerSchema(),
  membersOverLimit: IntegerSchema(),
  /** Members stopped by the cap in this period. */
  membersStopped: IntegerSchema(),
});
export type LimitAmountBillingDetail = Static<typeof LimitAmountBillingDetailSchema>;

/** One member of the member budget list (/LimitAmountUser/Info). */
const LimitAmountUserRowSchema = ObjectSchema({
  userId: Text(),
  userName: Text(),
  userNameKana: Text(),
  billingId: Text(),
  billingName: Text(),
  /** The member budget of the department, or null. */
  limitAmount: Nullable(IntegerSchema()),
  /** Usage of the current period, registration fee excluded. */
  usageAmount: IntegerSchema(),
  usageRate: Nullable(NumberSchema()),
  usageRateStatus: RowUsageRateStatusSchema,
  serviceUsageStatus: RowServiceUsageStatusSchema,
  /** Reservations stopped by the member cap. */
  reservationStopFlg: BooleanSchema(),
  /** yyyy/MM/dd when the cap stop is lifted automatically, or null. */
  releaseDate: Nullable(Text()),
});
export type LimitAmountUserRow = Static<typeof LimitAmountUserRowSchema>;

/** A department of the budget pulldowns, with the settings the page gates read (so links match the gates). */
const LimitDepartmentChoiceSchema = ObjectSchema({
  ...gateFlagFields,
  billingId: Text(),
  billingName: Text(),
  limitAmount: Nullable(IntegerSchema()),
  limitAmountForUser: Nullable(IntegerSchema()),
});
export type LimitDepartmentChoice = Static<typeof LimitDepartmentChoiceSchema>;

// ---- lists ----

/** The viewed corporation (a stale tab after a switch is refused by the handler: 403) and the two status filters. */
const listFilterFields = {
  corporationId: Optional(IdText()),
  usageRateStatus: Optional(OneOf(USAGE_RATE_STATUSES, { message: choiceMessage, default: DEFAULT_USAGE_RATE_STATUS })),
  serviceUsageStatus: Optional(OneOf(SERVICE_USAGE_STATUSES, { message: choiceMessage, default: DEFAULT_SERVICE_USAGE_STATUS })),
  sortOrder: Optional(OneOf(LIMIT_SORT_ORDERS, { message: choiceMessage, default: 'asc' })),
};

/** Spec 3, limit-amount departments. sBillingId is a comma-joined list of department ids (empty: all reachable). */
const LimitBillingSearchQuerySchema = ObjectSchema({
  ...listFilterFields,
  sBillingId: Optional(IdListText()),
  sort: Optional(OneOf(LIMIT_BILLING_SORT_COLUMNS, { message: choiceMessage, default: 'displayOrder' })),
});
export type LimitBillingSearchQuery = Static<typeof LimitBillingSearchQuerySchema>;

const LimitBillingSearchResponseSchema = ObjectSchema({
  /** yyyy/MM/dd of the current budget period. */
  periodStart: Text(),
  periodEnd: Text(),
  rows: ArraySchema(LimitAmountBillingRowSchema),
});
export type LimitBillingSearchResponse = Static<typeof LimitBillingSearchResponseSchema>;

/** Spec 3, limit-amount members. billingId is a comma-joined list. */
const LimitUserSearchQuerySchema = ObjectSchema({
  ...listFilterFields,
  billingId: Optional(IdListText()),
  userName: Optional(Text({ max: 100 })),
  offset: Optional(IntegerSchema({ minimum: 0, maximum: 999_999_999, default: 0 })),
  /** At most 100 (spec 9: limit-alert user list limit 100). */
  limit: Optional(IntegerBetween(1, LIMIT_USER_PAGE_SIZE, { default: LIMIT_USER_PAGE_SIZE })),
  sort: Optional(OneOf(LIMIT_USER_SORT_COLUMNS, { message: choiceMessage, default: 'displayOrder' })),
});
export type LimitUserSearchQuery = Static<typeof LimitUserSearchQuerySchema>;

const LimitUserSearchResponseSchema = ObjectSchema({
  periodStart: Text(),
  periodEnd: Text(),
  totalCount: IntegerSchema(),
  offset: IntegerSchema(),
  limit: IntegerSchema(),
  rows: ArraySchema(LimitAmountUserRowSchema),
});
export type LimitUserSearchResponse = Static<typeof LimitUserSearchResponseSchema>;

/** The pulldowns and the detail name the corporation (pulldowns) or the department (detail) in the path. */
const PathIdSchema = ObjectSchema({ id: IdText() });

// ---- writes ----

/** A budget amount as typed: empty means no budget (its rule is budgetAmountProblem, checked by the handler). */
const AmountText = () => Text({ max: 20, default: '' });
const writeFields = { billingId: IdText(), lastUpdated: Text({ required: true }) };

/** The general variant (/Billing/LimitAmount/{billingId}): every budget setting of the department. */
const LimitAmountGeneralRequestSchema = ObjectSchema({
  ...writeFields,
  /** Yen; empty means no department budget. */
  limitAmount: AmountText(),
  limitAmountAlertChoiceFlg: BooleanSchema({ [MESSAGE_ANNOTATION]: choiceMessage }),
  limitFullAmountAlertChoiceFlg: BooleanSchema({ [MESSAGE_ANNOTATION]: choiceMessage }),
  /** Yen; empty means no member budget. */
  limitAmountForUser: AmountText(),
  limitAmountForUserAlertChoiceFlg: BooleanSchema({ [MESSAGE_ANNOTATION]: choiceMessage }),
  limitFullAmountForUserAlertDivision: MemberCapDivisionSchema,
});
export type LimitAmountGeneralRequest = Static<typeof LimitAmountGeneralRequestSchema>;

/** The billing variant (/LimitAmountBilling/Edit/{billingId}): the department budget. */
const LimitAmountBillingRequestSchema = ObjectSchema({ ...writeFields, limitAmount: AmountText() });
export type LimitAmountBillingRequest = Static<typeof LimitAmountBillingRequestSchema>;

/** The user variant (/LimitAmountUser/Edit/{billingId}): the member budget and what the cap does. */
const LimitAmountUserRequestSchema = ObjectSchema({
  ...writeFields,
  limitAmountForUser: AmountText(),
  limitFullAmountForUserAlertDivision: MemberCapDivisionSchema,
});
export type LimitAmountUserRequest = Static<typeof LimitAmountUserRequestSchema>;

const LimitAmountChangeSchema = ObjectSchema({
  /** The request field changed. */
  field: Text(),
  /** Its Japanese label. */
  label: Text(),
  /** Japanese texts as the confirm page shows them. */
  before: Text(),
  after: Text(),
});
export type LimitAmountChange = Static<typeof LimitAmountChangeSchema>;

const LimitAmountPreviewSchema = ObjectSchema({
  billingId: Text(),
  billingName: Text(),
  changes: ArraySchema(LimitAmountChangeSchema),
  lastUpdated: Text(),
  message: Text(),
  /** What the person should know before saving (a new limit below what is already used this period). */
  warnings: ArraySchema(Text()),
});
export type LimitAmountPreview = Static<typeof LimitAmountPreviewSchema>;

const LimitAmountResultSchema = ObjectSchema({ result: Literal('OK'), detail: LimitAmountBillingDetailSchema, message: Text() });
export type LimitAmountResult = Static<typeof LimitAmountResultSchema>;

const pulldown = { params: PathIdSchema, response: ArraySchema(LimitDepartmentChoiceSchema) };
/** A write: 404 for a department outside the caller's corporation, 409 for a stale lastUpdated or a suspended one. */
const writeAnswers = [404, 409] as const;

export const limitAmountCalls = {
  billingList: defineCall({ id: 'limitAmount.billingList', method: 'GET', base: '/api', path: '/billing/tenant/limitAmount/list', access: billingListRead,
    schema: { query: LimitBillingSearchQuerySchema, response: LimitBillingSearchResponseSchema } }),
  billingPulldown: defineCall({ id: 'limitAmount.billingPulldown', method: 'GET', base: '/api', path: '/billing/tenant/limitAmount/pulldown/:id', access: billingPulldownRead,
    schema: pulldown }),
  detail: defineCall({ id: 'limitAmount.detail', method: 'GET', base: '/api', path: '/billing/tenant/limitAmount/detail/:id', access: billingDetailRead,
    schema: { params: PathIdSchema, response: LimitAmountBillingDetailSchema } }),
  userList: defineCall({ id: 'limitAmount.userList', method: 'GET', base: '/api', path: '/billing/tenant/limitAmount/user/list', access: userListRead,
    schema: { query: LimitUserSearchQuerySchema, response: LimitUserSearchResponseSchema } }),
  userPulldown: defineCall({ id: 'limitAmount.userPulldown', method: 'GET', base: '/api', path: '/billing/tenant/limitAmount/user/pulldown/:id', access: userPulldownRead,
    schema: pulldown }),

  generalConfirm: defineCall({ id: 'limitAmount.generalConfirm', method: 'PATCH', base: '/api', path: '/billing/tenant/limitAmount/confirm', access: SCREEN_PERMISSIONS['/Billing/LimitAmount/:billingId'], answers: writeAnswers,
    schema: { body: LimitAmountGeneralRequestSchema, response: LimitAmountPreviewSchema } }),
  generalUpdate: defineCall({ id: 'limitAmount.generalUpdate', method: 'PATCH', base: '/api', path: '/billing/tenant/limitAmount/update', access: SCREEN_PERMISSIONS['/Billing/LimitAmount/:billingId'], answers: writeAnswers,
    schema: { body: LimitAmountGeneralRequestSchema, response: LimitAmountResultSchema } }),
  billingConfirm: defineCall({ id: 'limitAmount.billingConfirm', method: 'PATCH', base: '/api', path: '/billing/tenant/limitAmount/billing/confirm', access: SCREEN_PERMISSIONS['/LimitAmountBilling/Edit/:billingId'], answers: writeAnswers,
    schema: { body: LimitAmountBillingRequestSchema, response: LimitAmountPreviewSchema } }),
  billingUpdate: defineCall({ id: 'limitAmount.billingUpdate', method: 'PATCH', base: '/api', path: '/billing/tenant/limitAmount/billing/update', access: SCREEN_PERMISSIONS['/LimitAmountBilling/Edit/:billingId'], answers: writeAnswers,
    schema: { body: LimitAmountBillingRequestSchema, response: LimitAmountResultSchema } }),
  userConfirm: defineCall({ id: 'limitAmount.userConfirm', method: 'PATCH', base: '/api', path: '/billing/tenant/limitAmount/user/confirm', access: SCREEN_PERMISSIONS['/LimitAmountUser/Edit/:billingId'], answers: writeAnswers,
    schema: { body: LimitAmountUserRequestSchema, response: LimitAmountPreviewSchema } }),
  userUpdate: defineCall({ id: 'limitAmount.userUpdate', method: 'PATCH', base: '/api', path: '/billing/tenant/limitAmount/user/update', access: SCREEN_PERMISSIONS['/LimitAmountUser/Edit/:billingId'], answers: writeAnswers,
    schema: { body: LimitAmountUserRequestSchema, response: LimitAmountResultSchema } }),
};
