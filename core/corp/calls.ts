// Corporation calls (spec 7, Corporation): the company detail, and its update (/Corp/Update, /Corp/Confirm,
// WFAA002 write: responsible persons only) as a confirm call and an execute call carrying lastUpdated. Their types
// are their schemas' (docs/api-contract.md).
import { defineCall } from '../api/call';
import {
  ArraySchema, BooleanSchema, IdText, IntegerBetween, IntegerSchema, Literal, Nullable, ObjectSchema, OneOf, Text, type Static,
} from '../api/schema';
// The schemas name messages of this feature's catalogue (x-twb-message): wherever the calls go, it is registered.
import './load-messages';
import { CONFIRMATION_CODE_MAX, CONFIRMATION_CODE_MIN } from '../domain/constants';
import { SCREEN_PERMISSIONS } from '../domain/permissions';

/** Spec 9 approval mode: 1 auto approve, 2 do not approve, 3 set per department. */
export const AUTO_APPROVAL_SETTINGS = [1, 2, 3] as const;

/** The company as the detail and update pages show it (spec 3 Corporation). */
export const CorporationSchema = ObjectSchema({
  corporationId: Text(),
  corporationName: Text(),
  corporationNameKana: Text(),
  confirmationCodeMinLength: IntegerSchema(),
  confirmationCodeRequired: BooleanSchema(),
  permittedMailDomains: ArraySchema(Text()),
  autoApprovalSetting: OneOf(AUTO_APPROVAL_SETTINGS),
  contractStartDate: Text(),
  contractEndDate: Nullable(Text()),
  flexBasicContractFlg: BooleanSchema(),
  lastUpdated: Text(),
});
export type Corporation = Static<typeof CorporationSchema>;

/**
 * The editable company settings as the update form sends them. What the schema cannot say stays with the server:
 * the permitted domains' own rule (core/validation permittedMailDomains: format, no free-mail domain) and lastUpdated
 * against the stored one (409). The contract period is the provider's: shown, never changed by the tenant.
 */
export const CorporationUpdateRequestSchema = ObjectSchema({
  /** Whether members must give the confirmation code at self-registration. */
  confirmationCodeRequired: BooleanSchema(),
  /** Minimum length of the confirmation code (spec 5: 10 by default, configurable, at most 32). */
  confirmationCodeMinLength: IntegerBetween(CONFIRMATION_CODE_MIN, CONFIRMATION_CODE_MAX),
  /** Permitted mail domains, slash-separated (spec 5); empty for no restriction. */
  permittedMailDomains: Text({ default: '' }),
  autoApprovalSetting: OneOf(AUTO_APPROVAL_SETTINGS, { message: 'corp.validation.choice' }),
  lastUpdated: Text({ required: true }),
});
export type CorporationUpdateRequest = Static<typeof CorporationUpdateRequestSchema>;

const EDITABLE_FIELDS = ['confirmationCodeRequired', 'confirmationCodeMinLength', 'permittedMailDomains', 'autoApprovalSetting'] as const;
export type CorporationEditableField = (typeof EDITABLE_FIELDS)[number];

const CorporationFieldChangeSchema = ObjectSchema({ field: OneOf(EDITABLE_FIELDS), before: Text(), after: Text() });
export type CorporationFieldChange = Static<typeof CorporationFieldChangeSchema>;

const CorporationUpdatePreviewSchema = ObjectSchema({ corporation: CorporationSchema, changes: ArraySchema(CorporationFieldChangeSchema), message: Text() });
export type CorporationUpdatePreview = Static<typeof CorporationUpdatePreviewSchema>;

const CorporationUpdateResultSchema = ObjectSchema({ result: Literal('OK'), corporation: CorporationSchema, message: Text() });
export type CorporationUpdateResult = Static<typeof CorporationUpdateResultSchema>;

const updateWrite = SCREEN_PERMISSIONS['/Corp/Update'];

export const corporationCalls = {
  detail: defineCall({
    id: 'corporation.detail', method: 'GET', base: '/api', path: '/corporations/:id', access: { codes: ['WFAA001', 'WFAA002'], level: 'read' },
    schema: { params: ObjectSchema({ id: IdText() }), response: CorporationSchema },
  }),
  updateConfirm: defineCall({
    id: 'corporation.updateConfirm', method: 'PATCH', base: '/api', path: '/tenant/corporationUpdateConfirm', access: updateWrite, answers: [409],
    schema: { body: CorporationUpdateRequestSchema, response: CorporationUpdatePreviewSchema },
  }),
  update: defineCall({
    id: 'corporation.update', method: 'PATCH', base: '/api', path: '/tenant/corporationUpdate', access: updateWrite, answers: [409],
    schema: { body: CorporationUpdateRequestSchema, response: CorporationUpdateResultSchema },
  }),
};
