// Clerk calls (spec 7, Clerks of corporation and Clerks of billing): lists (the client-side search reads them),
// detail, register and update with their confirm calls, delete with its confirm call, the change of a clerk's
// confirmation code and the password notice (mailsend ?userId).
//
// Paths: the spec places both under /users/tenant/ with "confirm/update/register/delete variants"; the clerks
// of the corporation live under /users/tenant/clerkOfCorp/..., the clerks of billing under
// /users/tenant/clerkOfBilling/... with the department id (billingId).
//
// Access: the screen permissions of spec 2.2. Reads need the list or detail screen; register needs the register
// screen; update, confirmation-code change and mailsend need the update screen. Deleting a responsible person
// needs WFAB004 as registering does (spec 6: responsible persons alone register and delete them); removing a
// department clerk needs WFAD004 likewise, so a department clerk (who may update clerks of their departments)
// cannot remove one. The handlers add what a code cannot say: a department clerk reaches only their own
// departments, and a responsible person who is the only one, or the operator, is never deleted.
import { defineCall } from '../api/call';
import {
  ArraySchema, BooleanSchema, IdText, IntegerSchema, Literal, Nullable, ObjectSchema, OneOf, Optional, Text, type Static, type TObject,
} from '../api/schema';
// The schemas name messages of this feature's catalogue (x-twb-message): wherever the calls go, it is registered.
import './load-messages';
import { SCREEN_PERMISSIONS } from '../domain/permissions';

const corpList = SCREEN_PERMISSIONS['/Corp/ClerkOfCorp/Info'];
const corpDetail = SCREEN_PERMISSIONS['/Corp/ClerkOfCorp/Detail/:clerkOfCorpId'];
const corpUpdate = SCREEN_PERMISSIONS['/Corp/ClerkOfCorp/Update/:clerkOfCorpId'];
const corpRegister = SCREEN_PERMISSIONS['/Corp/ClerkOfCorp/Register'];
const corpRead = { codes: [...corpList.codes, ...corpDetail.codes], level: 'read' } as const;
const billingList = SCREEN_PERMISSIONS['/Billing/ClerkOfBilling/Info/:billingId'];
const billingDetail = SCREEN_PERMISSIONS['/Billing/ClerkOfBilling/Detail/:clerkOfBillingId'];
const billingUpdate = SCREEN_PERMISSIONS['/Billing/ClerkOfBilling/Update/:clerkOfBillingId'];
const billingRegister = SCREEN_PERMISSIONS['/Billing/ClerkOfBilling/Register/:billingId'];
const billingRead = { codes: [...billingList.codes, ...billingDetail.codes], level: 'read' } as const;

// ---- what the calls answer (their schemas are the types: docs/api-contract.md) ----

/** Spec 9 password mail timing: 0 send now, 1 send later (from the detail page), 2 do not send. */
const PasswordNoticeTimingSchema = OneOf([0, 1, 2] as const, { message: 'clerks.validation.choice' });

const ClerkDepartmentSchema = ObjectSchema({ billingId: Text(), billingName: Text() });
export type ClerkDepartment = Static<typeof ClerkDepartmentSchema>;

const clerkRowFields = {
  userId: Text(),
  loginId: Text(),
  userName: Text(),
  userLastName: Text(),
  userFirstName: Text(),
  userLastNameKana: Text(),
  userFirstNameKana: Text(),
  /** The attributes the spec's default sort reads (attributes.userNameKana ascending). */
  attributes: ObjectSchema({ userNameKana: Text() }),
  mailAddress: Nullable(Text()),
  /** The timing chosen at registration. */
  passwordNoticeTiming: PasswordNoticeTimingSchema,
  /** When the password notice was last sent (yyyy/MM/dd HH:mm:ss), or null while none was. */
  passwordNoticeSentAt: Nullable(Text()),
  /** True while the initial (temporary) password has not been changed. */
  initialPassword: BooleanSchema(),
  /** Departments looked after (clerks of billing); empty for responsible persons. */
  departments: ArraySchema(ClerkDepartmentSchema),
  /** True for the signed-in operator themselves. */
  self: BooleanSchema(),
  lastUpdated: Text(),
};
/** A clerk as lists and the detail page show them. */
export const ClerkRowSchema = ObjectSchema(clerkRowFields);
export type ClerkRow = Static<typeof ClerkRowSchema>;

export const ClerkDetailSchema = ObjectSchema({
  ...clerkRowFields,
  corporationName: Text(),
  /** Where a password notice of this clerk goes (the clerk, or the responsible person for a clerk without mail). */
  passwordNoticeRecipient: Nullable(Text()),
  /** Why delete is refused (only one responsible person, the operator, or shared as below), or null when it is allowed. */
  deleteRefusal: Nullable(Text()),
  /**
   * True when the account also reaches a corporation the viewer does not administer (another company's responsible
   * person or clerk too): its names, mail address, confirmation code and password cannot be changed from here.
   */
  sharedWithOtherCorporation: BooleanSchema(),
  /** The Japanese explanation shown on the read-only page when sharedWithOtherCorporation, else null. */
  editRefusal: Nullable(Text()),
});
export type ClerkDetail = Static<typeof ClerkDetailSchema>;

const ClerkListResponseSchema = ObjectSchema({ rows: ArraySchema(ClerkRowSchema) });
export type ClerkListResponse = Static<typeof ClerkListResponseSchema>;
const BillingClerkListResponseSchema = ObjectSchema({ billingId: Text(), billingName: Text(), rows: ArraySchema(ClerkRowSchema) });
export type BillingClerkListResponse = Static<typeof BillingClerkListResponseSchema>;

// ---- what the calls take ----

/**
 * The form's texts. Their rules (required, full width, katakana, mail format, addresses in use) are the clerk form's
 * (server/clerks/clerk-form.ts, shared with the bulk upload of responsible persons): absent is '' so those rules
 * name it with their own message.
 */
const clerkFormFields = {
  userLastName: Text({ default: '' }),
  userFirstName: Text({ default: '' }),
  userLastNameKana: Text({ default: '' }),
  userFirstNameKana: Text({ default: '' }),
  mailAddress: Text({ default: '' }),
};
/** Fields of the clerk form (register and update). */
export type ClerkFormFields = Static<TObject<typeof clerkFormFields>>;

const clerkRegisterFields = {
  ...clerkFormFields,
  loginId: Text({ default: '' }),
  /** Taken exactly as typed (the code's rule is the clerk form's). */
  confirmationCode: Text({ default: '' }),
  confirm: Text({ default: '' }),
  /**
   * 0 send now, 1 later, 2 not at all: which of them is the clerk form's rule (with the bulk upload's), so that a
   * wrong choice is told together with the form's other problems.
   */
  passwordNoticeTiming: IntegerSchema({ description: '0 | 1 | 2' }),
};
const ClerkRegisterRequestSchema = ObjectSchema(clerkRegisterFields);
export type ClerkRegisterFields = Static<typeof ClerkRegisterRequestSchema>;
export type ClerkRegisterRequest = ClerkRegisterFields;
const BillingClerkRegisterRequestSchema = ObjectSchema({ ...clerkRegisterFields, billingId: IdText() });
export type BillingClerkRegisterRequest = Static<typeof BillingClerkRegisterRequestSchema>;

const ClerkSearchQuerySchema = ObjectSchema({
  userName: Optional(Text({ max: 100 })),
  /** A column of CLERK_SORT_COLUMNS; anything else sorts by the default. */
  sort: Optional(Text({ max: 40 })),
  sortOrder: Optional(Text({ max: 10 })),
});
export type ClerkSearchQuery = Static<typeof ClerkSearchQuerySchema>;
const BillingClerkQuerySchema = ObjectSchema({ billingId: IdText() });
export type BillingClerkQuery = Static<typeof BillingClerkQuerySchema>;
const BillingClerkSearchQuerySchema = ObjectSchema({ ...BillingClerkQuerySchema.properties, ...ClerkSearchQuerySchema.properties });

const ClerkUpdateRequestSchema = ObjectSchema({ ...clerkFormFields, userId: IdText(), lastUpdated: Text({ required: true }) });
export type ClerkUpdateRequest = Static<typeof ClerkUpdateRequestSchema>;

/**
 * Confirm: lastUpdated optional. Delete: required, a stale value is refused with 409. A responsible person is deleted
 * from the corporation, so their calls name no department: a billingId sent with them (the detail page sends the one
 * it removes a clerk of billing from, empty for a responsible person) is an undeclared field and dropped.
 */
const clerkDeleteFields = {
  userId: IdText(),
  lastUpdated: Optional(Text()),
};
const ClerkDeleteConfirmSchema = ObjectSchema(clerkDeleteFields);
const ClerkDeleteSchema = ObjectSchema({ ...clerkDeleteFields, lastUpdated: Text({ required: true }) });
export type ClerkDeleteRequest = Static<typeof ClerkDeleteConfirmSchema>;
const BillingClerkDeleteConfirmSchema = ObjectSchema({ ...clerkDeleteFields, billingId: IdText() });
const BillingClerkDeleteSchema = ObjectSchema({ ...clerkDeleteFields, billingId: IdText(), lastUpdated: Text({ required: true }) });
export type BillingClerkDeleteRequest = Static<typeof BillingClerkDeleteConfirmSchema>;

const ClerkCodeChangeRequestSchema = ObjectSchema({
  userId: IdText(),
  newConfirmationCode: Text({ default: '' }),
  confirm: Text({ default: '' }),
  lastUpdated: Text({ required: true }),
});
export type ClerkCodeChangeRequest = Static<typeof ClerkCodeChangeRequestSchema>;

const ClerkMailSendRequestSchema = ObjectSchema({ userId: IdText(), lastUpdated: Optional(Text()) });
export type ClerkMailSendRequest = Static<typeof ClerkMailSendRequestSchema>;

const ClerkDetailQuerySchema = ObjectSchema({ id: IdText() });

// ---- previews and results ----

const ClerkFieldChangeSchema = ObjectSchema({ field: OneOf(Object.keys(clerkFormFields) as (keyof ClerkFormFields)[]), before: Text(), after: Text() });
export type ClerkFieldChange = Static<typeof ClerkFieldChangeSchema>;

const ClerkRegisterPreviewSchema = ObjectSchema({
  fields: ObjectSchema({ ...clerkFormFields, loginId: Text(), passwordNoticeTiming: PasswordNoticeTimingSchema }),
  /** The department the clerk will look after (clerks of billing). */
  billingName: Nullable(Text()),
  /** Where the password notice goes (null when it is not sent now). */
  noticeTo: Nullable(Text()),
  message: Text(),
});
export type ClerkRegisterPreview = Static<typeof ClerkRegisterPreviewSchema>;

const ClerkRegisterResultSchema = ObjectSchema({
  result: Literal('OK'),
  userId: Text(),
  loginId: Text(),
  /** Address the password notice was mailed to, or null (later, or not sent). */
  noticeTo: Nullable(Text()),
  message: Text(),
});
export type ClerkRegisterResult = Static<typeof ClerkRegisterResultSchema>;

const ClerkUpdatePreviewSchema = ObjectSchema({ userId: Text(), changes: ArraySchema(ClerkFieldChangeSchema), lastUpdated: Text(), message: Text() });
export type ClerkUpdatePreview = Static<typeof ClerkUpdatePreviewSchema>;
const ClerkUpdateResultSchema = ObjectSchema({ result: Literal('OK'), clerk: ClerkDetailSchema, message: Text() });
export type ClerkUpdateResult = Static<typeof ClerkUpdateResultSchema>;
const ClerkDeletePreviewSchema = ObjectSchema({ userId: Text(), userName: Text(), lastUpdated: Text(), message: Text() });
export type ClerkDeletePreview = Static<typeof ClerkDeletePreviewSchema>;
const ClerkDeleteResultSchema = ObjectSchema({ result: Literal('OK'), userId: Text(), message: Text() });
export type ClerkDeleteResult = Static<typeof ClerkDeleteResultSchema>;
const ClerkOkResultSchema = ObjectSchema({
  result: Literal('OK'),
  clerk: ClerkDetailSchema,
  /** The address mailed (mailsend), or null. */
  mailedTo: Nullable(Text()),
  message: Text(),
});
export type ClerkOkResult = Static<typeof ClerkOkResultSchema>;

const base = '/api' as const;

export const clerkCalls = {
  corpList: defineCall({ id: 'clerks.corpList', method: 'GET', base, path: '/users/tenant/clerkOfCorp/list', access: corpRead,
    schema: { query: ObjectSchema({}), response: ClerkListResponseSchema } }),
  corpSearch: defineCall({ id: 'clerks.corpSearch', method: 'GET', base, path: '/users/tenant/clerkOfCorp/search', access: corpList,
    schema: { query: ClerkSearchQuerySchema, response: ClerkListResponseSchema } }),
  corpDetail: defineCall({ id: 'clerks.corpDetail', method: 'GET', base, path: '/users/tenant/clerkOfCorp/detail', access: corpRead, answers: [404],
    schema: { query: ClerkDetailQuerySchema, response: ClerkDetailSchema } }),
  corpRegisterConfirm: defineCall({ id: 'clerks.corpRegisterConfirm', method: 'PATCH', base, path: '/users/tenant/clerkOfCorp/register/confirm', access: corpRegister,
    schema: { body: ClerkRegisterRequestSchema, response: ClerkRegisterPreviewSchema } }),
  corpRegister: defineCall({ id: 'clerks.corpRegister', method: 'PATCH', base, path: '/users/tenant/clerkOfCorp/register', access: corpRegister,
    schema: { body: ClerkRegisterRequestSchema, response: ClerkRegisterResultSchema } }),
  corpUpdateConfirm: defineCall({ id: 'clerks.corpUpdateConfirm', method: 'PATCH', base, path: '/users/tenant/clerkOfCorp/update/confirm', access: corpUpdate, answers: [404, 409],
    schema: { body: ClerkUpdateRequestSchema, response: ClerkUpdatePreviewSchema } }),
  corpUpdate: defineCall({ id: 'clerks.corpUpdate', method: 'PATCH', base, path: '/users/tenant/clerkOfCorp/update', access: corpUpdate, answers: [404, 409],
    schema: { body: ClerkUpdateRequestSchema, response: ClerkUpdateResultSchema } }),
  corpDeleteConfirm: defineCall({ id: 'clerks.corpDeleteConfirm', method: 'PATCH', base, path: '/users/tenant/clerkOfCorp/delete/confirm', access: corpRegister, answers: [404, 409],
    schema: { body: ClerkDeleteConfirmSchema, response: ClerkDeletePreviewSchema } }),
  corpDelete: defineCall({ id: 'clerks.corpDelete', method: 'PATCH', base, path: '/users/tenant/clerkOfCorp/delete', access: corpRegister, answers: [404, 409],
    schema: { body: ClerkDeleteSchema, response: ClerkDeleteResultSchema } }),
  corpChangeCode: defineCall({ id: 'clerks.corpChangeCode', method: 'PATCH', base, path: '/users/tenant/clerkOfCorp/confirmationCode', access: corpUpdate, answers: [404, 409],
    schema: { body: ClerkCodeChangeRequestSchema, response: ClerkOkResultSchema } }),
  corpMailSend: defineCall({ id: 'clerks.corpMailSend', method: 'PATCH', base, path: '/users/tenant/clerkOfCorp/mailsend', access: corpUpdate, answers: [404, 409],
    schema: { body: ClerkMailSendRequestSchema, response: ClerkOkResultSchema } }),

  billingList: defineCall({ id: 'clerks.billingList', method: 'GET', base, path: '/users/tenant/clerkOfBilling/list', access: billingRead, answers: [404],
    schema: { query: BillingClerkQuerySchema, response: BillingClerkListResponseSchema } }),
  billingSearch: defineCall({ id: 'clerks.billingSearch', method: 'GET', base, path: '/users/tenant/clerkOfBilling/search', access: billingList, answers: [404],
    schema: { query: BillingClerkSearchQuerySchema, response: BillingClerkListResponseSchema } }),
  billingDetail: defineCall({ id: 'clerks.billingDetail', method: 'GET', base, path: '/users/tenant/clerkOfBilling/detail', access: billingRead, answers: [404],
    schema: { query: ClerkDetailQuerySchema, response: ClerkDetailSchema } }),
  billingRegisterConfirm: defineCall({ id: 'clerks.billingRegisterConfirm', method: 'PATCH', base, path: '/users/tenant/clerkOfBilling/register/confirm', access: billingRegister, answers: [409],
    schema: { body: BillingClerkRegisterRequestSchema, response: ClerkRegisterPreviewSchema } }),
  billingRegister: defineCall({ id: 'clerks.billingRegister', method: 'PATCH', base, path: '/users/tenant/clerkOfBilling/register', access: billingRegister, answers: [409],
    schema: { body: BillingClerkRegisterRequestSchema, response: ClerkRegisterResultSchema } }),
  billingUpdateConfirm: defineCall({ id: 'clerks.billingUpdateConfirm', method: 'PATCH', base, path: '/users/tenant/clerkOfBilling/update/confirm', access: billingUpdate, answers: [404, 409],
    schema: { body: ClerkUpdateRequestSchema, response: ClerkUpdatePreviewSchema } }),
  billingUpdate: defineCall({ id: 'clerks.billingUpdate', method: 'PATCH', base, path: '/users/tenant/clerkOfBilling/update', access: billingUpdate, answers: [404, 409],
    schema: { body: ClerkUpdateRequestSchema, response: ClerkUpdateResultSchema } }),
  billingDeleteConfirm: defineCall({ id: 'clerks.billingDeleteConfirm', method: 'PATCH', base, path: '/users/tenant/clerkOfBilling/delete/confirm', access: billingRegister, answers: [404, 409],
    schema: { body: BillingClerkDeleteConfirmSchema, response: ClerkDeletePreviewSchema } }),
  billingDelete: defineCall({ id: 'clerks.billingDelete', method: 'PATCH', base, path: '/users/tenant/clerkOfBilling/delete', access: billingRegister, answers: [404, 409],
    schema: { body: BillingClerkDeleteSchema, response: ClerkDeleteResultSchema } }),
  billingChangeCode: defineCall({ id: 'clerks.billingChangeCode', method: 'PATCH', base, path: '/users/tenant/clerkOfBilling/confirmationCode', access: billingUpdate, answers: [404, 409],
    schema: { body: ClerkCodeChangeRequestSchema, response: ClerkOkResultSchema } }),
  billingMailSend: defineCall({ id: 'clerks.billingMailSend', method: 'PATCH', base, path: '/users/tenant/clerkOfBilling/mailsend', access: billingUpdate, answers: [404, 409],
    schema: { body: ClerkMailSendRequestSchema, response: ClerkOkResultSchema } }),
};
