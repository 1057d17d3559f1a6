// Applications calls (spec 7, Applications) for division 1, the department registration: apply (with its
// confirm), the list, the detail and the cancel (with its confirm). A registration is an application that
// becomes a department on its apply date (server clock); until then it can be cancelled. Division 4, the transfer
// (転用申請, core/billing/transfer.ts): apply (with its confirm) and the list; the paths follow the spec's
// applicationInformation family (the spec names none for it).
//
// Their types are their schemas' (docs/api-contract.md); core/billing/domain.ts and core/billing/transfer.ts re-export
// the shapes. The sign-in page must not load this module (its schemas): it is reached only from signed-in pages and
// the billing plugin; web/kit's cancel hook takes the calls from the page that uses it.
import { defineCall } from '../api/call';
import {
  ArraySchema, BooleanSchema, IdText, IntegerSchema, Literal, MESSAGE_ANNOTATION, Nullable, ObjectSchema, OneOf, Optional, Text, UnionSchema,
  type Static,
} from '../api/schema';
// The schemas name messages of the billing catalogue (x-twb-message): wherever the calls go, it is registered.
import '../billing/load-messages';
import { SCREEN_PERMISSIONS } from '../domain/permissions';
import { PaymentApplicationDetailSchema } from '../payment/domain';

const registerWrite = SCREEN_PERMISSIONS['/Billing/Register'];
const historyRead = SCREEN_PERMISSIONS['/Billing/HistoryDetail/:applicationId'];
const listRead = { codes: ['WFAC001', 'WFAC003'], level: 'read' } as const;
// A transfer changes members' department in bulk: the bulk member change's write code (WFAH022; spec 6: bulk member
// changes are the responsible person's alone, which the server also checks).
export const TRANSFER_WRITE = SCREEN_PERMISSIONS['/User/Upload'];
// One cancel for every division (spec 4: change applications can be cancelled): the server also checks the write code
// of the application's own division (WFAC006 for 1, WFAI001 for 2, WFAI002 or WFAI004 for 3, WFAH022 for 4).
const cancelWrite = { codes: ['WFAC006', 'WFAI001', 'WFAI002', 'WFAI004', 'WFAH022'], level: 'write' } as const;

/** 1 applied (waiting for its apply date), 2 done, 3 cancelled: core/billing/domain.ts ApplicationStatus. */
const ApplicationStatusSchema = OneOf([1, 2, 3] as const);
/** A flag of a form: true/false (1/0 as numbers); anything else is the billing catalogue's choice message. */
const FormFlag = () => Optional(BooleanSchema({ default: false, [MESSAGE_ANNOTATION]: 'billing.validation.choice' }));

// ---- division 1: the department registration ----

/**
 * The contents of a department registration (division 1). The name and the date are texts by kind: their rules (the
 * name's of spec 5, unique in the corporation; the date a real day from tomorrow to a year ahead) are the handler's,
 * so one answer names every wrong field, the ones that read the database included (issue 33).
 */
export const BillingRegistrationRequestSchema = ObjectSchema({
  billingName: Text({ default: '' }),
  autoApprovalFlg: FormFlag(),
  registrationFeeChargeFlg: FormFlag(),
  /** yyyy/MM/dd (or yyyy-MM-dd), Japan time: the department appears on this day. */
  applyDate: Text({ default: '' }),
});

/** The registration as it was checked: the name trimmed, the date as yyyy/MM/dd. */
const BillingRegistrationFieldsSchema = ObjectSchema({
  billingName: Text(),
  autoApprovalFlg: BooleanSchema(),
  registrationFeeChargeFlg: BooleanSchema(),
  /** yyyy/MM/dd (Japan time): the department appears on this day. */
  applyDate: Text(),
});
export type BillingRegistrationFields = Static<typeof BillingRegistrationFieldsSchema>;

const BillingRegistrationPreviewSchema = ObjectSchema({
  fields: BillingRegistrationFieldsSchema,
  /** The department that stops being the registration-fee charge target when this one becomes it. */
  registrationFeeMovesFrom: Nullable(Text()),
  message: Text(),
});
export type BillingRegistrationPreview = Static<typeof BillingRegistrationPreviewSchema>;

const applicationRowFields = {
  applicationId: Text(),
  /** Department registrations only; divisions 2 and 3 are core/payment/domain.ts PaymentApplicationRow. */
  division: Literal(1),
  status: ApplicationStatusSchema,
  billingName: Text(),
  applyDate: Text(),
  applicantName: Text(),
  /** yyyy/MM/dd HH:mm:ss */
  appliedAt: Text(),
  /** True while the apply date has not come: it can still be cancelled. */
  cancellable: BooleanSchema(),
  lastUpdated: Text(),
};
const ApplicationRowSchema = ObjectSchema(applicationRowFields);
export type ApplicationRow = Static<typeof ApplicationRowSchema>;

const ApplicationDetailSchema = ObjectSchema({
  ...applicationRowFields,
  autoApprovalFlg: BooleanSchema(),
  registrationFeeChargeFlg: BooleanSchema(),
  /** The department the application became (status done). */
  billingId: Nullable(Text()),
  cancelledAt: Nullable(Text()),
  completedAt: Nullable(Text()),
});
export type ApplicationDetail = Static<typeof ApplicationDetailSchema>;

const BillingRegistrationResultSchema = ObjectSchema({ result: Literal('OK'), application: ApplicationDetailSchema, message: Text() });
export type BillingRegistrationResult = Static<typeof BillingRegistrationResultSchema>;

// ---- division 4: the transfer ----

/**
 * What a transfer application asks for (the apply and its confirm). The departments are ids and the date required at
 * the edge; which departments may be named and the date's rule are the handler's.
 */
const TransferRequestSchema = ObjectSchema({
  fromBillingId: IdText(),
  toBillingId: IdText(),
  /** yyyy/MM/dd (Japan time): the members move on this day. */
  applyDate: Text({ required: true, max: 100 }),
});

const TransferFieldsSchema = ObjectSchema({ fromBillingId: Text(), toBillingId: Text(), applyDate: Text() });
export type TransferFields = Static<typeof TransferFieldsSchema>;

const TransferRowSchema = ObjectSchema({
  applicationId: Text(),
  division: Literal(4),
  status: ApplicationStatusSchema,
  fromBillingId: Text(),
  fromBillingName: Text(),
  toBillingId: Text(),
  toBillingName: Text(),
  /** Waiting: the source's members today (all of them move on the day). Done: the members that moved. */
  memberCount: IntegerSchema(),
  /** Set when the transfer could not be applied on its day (the destination was deleted): why it was cancelled. */
  refusal: Nullable(Text()),
  applyDate: Text(),
  applicantName: Text(),
  /** yyyy/MM/dd HH:mm:ss */
  appliedAt: Text(),
  /** True while the apply date has not come: it can still be cancelled. */
  cancellable: BooleanSchema(),
  cancelledAt: Nullable(Text()),
  completedAt: Nullable(Text()),
  lastUpdated: Text(),
});
export type TransferRow = Static<typeof TransferRowSchema>;

const TransferPreviewSchema = ObjectSchema({
  fields: TransferFieldsSchema,
  fromBillingName: Text(),
  toBillingName: Text(),
  /** The source's members today. */
  memberCount: IntegerSchema(),
  message: Text(),
});
export type TransferPreview = Static<typeof TransferPreviewSchema>;

const TransferResultSchema = ObjectSchema({ result: Literal('OK'), application: TransferRowSchema, message: Text() });
export type TransferResult = Static<typeof TransferResultSchema>;

// ---- the cancel of every division ----

const CancelConfirmRequestSchema = ObjectSchema({ applicationId: IdText(), lastUpdated: Optional(Text({ max: 100 })) });
/** The cancel itself carries the lastUpdated its confirm answered; a stale value is refused with 409. */
const CancelRequestSchema = ObjectSchema({ applicationId: IdText(), lastUpdated: Text({ required: true, max: 100 }) });
export type ApplicationTarget = Static<typeof CancelConfirmRequestSchema>;

const ApplicationCancelPreviewSchema = ObjectSchema({
  applicationId: Text(),
  division: OneOf([1, 2, 3, 4] as const),
  /** Division 1: the department's name; 2, 3 and 4: empty (see summary). */
  billingName: Text(),
  /** What the application changes, in one line (every division). */
  summary: Text(),
  applyDate: Text(),
  lastUpdated: Text(),
  message: Text(),
});
export type ApplicationCancelPreview = Static<typeof ApplicationCancelPreviewSchema>;

const ApplicationCancelResultSchema = ObjectSchema({
  result: Literal('OK'),
  /**
   * Division 1: the registration; 2 and 3: the payment application (core/payment/domain.ts); 4: the transfer. Each
   * branch names its division, so the serializer picks the one the answer is.
   */
  application: UnionSchema([ApplicationDetailSchema, PaymentApplicationDetailSchema, TransferRowSchema]),
  message: Text(),
});
export type ApplicationCancelResult = Static<typeof ApplicationCancelResultSchema>;

const NoFields = ObjectSchema({});
/** An application of another corporation or division is absent: 404; a cancel's stale lastUpdated: 409. */
const cancelAnswers = [404, 409] as const;

export const applicationCalls = {
  billingRegistrationConfirm: defineCall({ id: 'applications.billingRegistrationConfirm', method: 'POST', base: '/api', path: '/applicationInformation/apply/billingRegistration/confirm', access: registerWrite,
    schema: { body: BillingRegistrationRequestSchema, response: BillingRegistrationPreviewSchema } }),
  billingRegistration: defineCall({ id: 'applications.billingRegistration', method: 'POST', base: '/api', path: '/applicationInformation/apply/billingRegistration', access: registerWrite,
    schema: { body: BillingRegistrationRequestSchema, response: BillingRegistrationResultSchema } }),
  listDivision1: defineCall({ id: 'applications.listDivision1', method: 'GET', base: '/api', path: '/applicationInformation/list/division1', access: listRead,
    schema: { query: NoFields, response: ArraySchema(ApplicationRowSchema) } }),
  details: defineCall({ id: 'applications.details', method: 'GET', base: '/api', path: '/applicationInformation/details/:applicationId', access: historyRead,
    schema: { params: ObjectSchema({ applicationId: IdText() }), response: ApplicationDetailSchema } }),
  transferConfirm: defineCall({ id: 'applications.transferConfirm', method: 'POST', base: '/api', path: '/applicationInformation/apply/transfer/confirm', access: TRANSFER_WRITE,
    schema: { body: TransferRequestSchema, response: TransferPreviewSchema } }),
  transfer: defineCall({ id: 'applications.transfer', method: 'POST', base: '/api', path: '/applicationInformation/apply/transfer', access: TRANSFER_WRITE,
    schema: { body: TransferRequestSchema, response: TransferResultSchema } }),
  listDivision4: defineCall({ id: 'applications.listDivision4', method: 'GET', base: '/api', path: '/applicationInformation/list/division4', access: listRead,
    schema: { query: NoFields, response: ArraySchema(TransferRowSchema) } }),
  cancelConfirm: defineCall({ id: 'applications.cancelConfirm', method: 'PATCH', base: '/api', path: '/applicationInformation/cancel/confirm', access: cancelWrite, answers: [404],
    schema: { body: CancelConfirmRequestSchema, response: ApplicationCancelPreviewSchema } }),
  cancel: defineCall({ id: 'applications.cancel', method: 'PATCH', base: '/api', path: '/applicationInformation/cancel', access: cancelWrite, answers: cancelAnswers,
    schema: { body: CancelRequestSchema, response: ApplicationCancelResultSchema } }),
};
