// FLEX/BASE calls (spec 7, Flex group, under /api/flexlong/tenant/...): the contract lists and detail, the user
// list with the spec 3 filters, the seat confirm of an addition (useNumberConf), adding existing members, and the
// contact person, card and delete changes of one user.
//
// Access (spec 2.2): contract list WFAL001 read, contract detail WFAL002 read, user list WFAM001 read (or the
// contract detail, which lists the users too); adding members and changing a user (contact person, card, delete:
// the "FLEX user setting" of spec 6) need WFAM002 write. A new member as a FLEX user goes through the member
// registration's FLEX variant (members.flexRegister, WFAG003 or WFAM003 write). The handlers add what a code cannot
// say: a department clerk reaches only the contracts of their departments (owning or charged; 404 otherwise, as an
// unknown id), and only members of their departments.
//
// Every change of an existing user carries the lastUpdated the viewer saw; a stale one is refused with 409.
// Their types are their schemas' (docs/api-contract.md).
import { defineCall } from '../api/call';
import {
  ArraySchema, BooleanSchema, IdText, IntegerBetween, IntegerSchema, Literal, MESSAGE_ANNOTATION, Nullable, ObjectSchema, OneOf, Optional,
  StringSchema, Text, type Static,
} from '../api/schema';
// The schemas name messages of this feature's catalogue (x-twb-message): wherever the calls go, it is registered.
import './load-messages';
import { SCREEN_PERMISSIONS } from '../domain/permissions';
import {
  CARD_DELIVERY_DIVISIONS, CARD_NO_PATTERN, DelegateDivision, FLEX_CONTRACT_SORTS, FLEX_USER_PAGE_SIZE, FLEX_USER_SORTS, FlexContractSchema,
  FlexPageSchema, FlexUserSchema, SORT_ORDERS,
} from './domain';

const contractListRead = SCREEN_PERMISSIONS['/FlexContract/Info'];
const contractDetailRead = SCREEN_PERMISSIONS['/FlexContract/Detail/:flexContractInformationId'];
const userListRead = SCREEN_PERMISSIONS['/FlexUser/Info'];
const addWrite = SCREEN_PERMISSIONS['/FlexUser/Added'];
/** The contract pulldowns serve every flex screen. */
const anyFlexRead = {
  codes: [...contractListRead.codes, ...contractDetailRead.codes, ...userListRead.codes, ...addWrite.codes, ...SCREEN_PERMISSIONS['/FlexUser/Register'].codes],
  level: 'read',
} as const;
const usersRead = { codes: [...userListRead.codes, ...contractDetailRead.codes], level: 'read' } as const;

/** The paging offset of the flex lists. */
const OffsetSchema = IntegerSchema({ minimum: 0, maximum: 999_999_999 });
const keyWord = Optional(Text({ max: 100 }));

/** Spec 3 flex contract search filters; excludeFlg true leaves out contracts outside their period. */
const FlexContractSearchQuerySchema = ObjectSchema({
  organizationId: Optional(IdText()),
  chargeorganizationId: Optional(IdText()),
  keyWord,
  offset: Optional(OffsetSchema),
  sort: Optional(OneOf(FLEX_CONTRACT_SORTS)),
  /** Absent: newest first for the start date, else ascending (the handler's choice, as it depends on sort). */
  sortOrder: Optional(OneOf(SORT_ORDERS)),
  excludeFlg: Optional(BooleanSchema()),
});
export type FlexContractSearchQuery = Static<typeof FlexContractSearchQuerySchema>;

/** Spec 3 flex user search filters. */
const FlexUserSearchQuerySchema = ObjectSchema({
  flexContractInformationId: Optional(IdText()),
  /** true only deleted users (released seats); false or absent: as includDeletedFlg says. */
  deleteFlg: Optional(BooleanSchema()),
  includDeletedFlg: Optional(BooleanSchema()),
  keyWord,
  offset: Optional(OffsetSchema),
  /** Spec 9: at most 500 a page. */
  limit: Optional(IntegerBetween(1, FLEX_USER_PAGE_SIZE)),
  sort: Optional(OneOf(FLEX_USER_SORTS)),
  sortOrder: Optional(OneOf(SORT_ORDERS)),
});
export type FlexUserSearchQuery = Static<typeof FlexUserSearchQuerySchema>;

/**
 * An addition of existing members. How many may be added at once and that the contact persons are among them are the
 * handler's (their own messages); the schema bounds the lists and checks each id.
 */
const FlexAddRequestSchema = ObjectSchema({
  flexContractInformationId: IdText(),
  /** Existing members, all of one department (spec 5). */
  userIds: ArraySchema(IdText(), { maxItems: 10_000 }),
  /** Of them, those who become contact persons. */
  delegateUserIds: Optional(ArraySchema(IdText(), { maxItems: 10_000 })),
});
export type FlexAddRequest = Static<typeof FlexAddRequestSchema>;

const FlexAddMemberSchema = ObjectSchema({ userId: Text(), userName: Text(), organizationName: Text(), delegateDivision: IntegerSchema() });
export type FlexAddMember = Static<typeof FlexAddMemberSchema>;

/** What an addition will do: the seats before and after, and the extra-fee warning of spec 8 when over. */
const FlexAddPreviewSchema = ObjectSchema({
  contract: FlexContractSchema,
  members: ArraySchema(FlexAddMemberSchema),
  seats: IntegerSchema(),
  usedSeats: IntegerSchema(),
  after: IntegerSchema(),
  /** Users beyond the contracted seats after the addition (0 when within). */
  overSeats: IntegerSchema(),
  warning: Nullable(Text()),
  message: Text(),
});
export type FlexAddPreview = Static<typeof FlexAddPreviewSchema>;

const FlexAddResultSchema = ObjectSchema({
  result: Literal('OK'),
  added: ArraySchema(FlexUserSchema),
  overSeats: IntegerSchema(),
  warning: Nullable(Text()),
  message: Text(),
});
export type FlexAddResult = Static<typeof FlexAddResultSchema>;

const userChangeFields = { flexUserId: IdText(), lastUpdated: Text({ required: true }) };
const FlexUserChangeRequestSchema = ObjectSchema(userChangeFields);
export type FlexUserChangeRequest = Static<typeof FlexUserChangeRequestSchema>;

const FlexDelegateRequestSchema = ObjectSchema({
  ...userChangeFields,
  delegateDivision: OneOf([DelegateDivision.NONE, DelegateDivision.CONTACT] as const, { message: 'validation.format' }),
});
export type FlexDelegateRequest = Static<typeof FlexDelegateRequestSchema>;

const FlexCardRequestSchema = ObjectSchema({
  ...userChangeFields,
  /** Empty: no card number; else CARD_NO_PATTERN (the page checks the same). */
  cardNo: StringSchema({ default: '', maxLength: 20, pattern: `^(?:${CARD_NO_PATTERN.source.slice(1, -1)})?$`, [MESSAGE_ANNOTATION]: 'flex.validation.cardNo' }),
  cardDeliveryDivision: OneOf(CARD_DELIVERY_DIVISIONS, { message: 'validation.format' }),
});
export type FlexCardRequest = Static<typeof FlexCardRequestSchema>;

const FlexUserChangeResultSchema = ObjectSchema({ result: Literal('OK'), user: FlexUserSchema, message: Text() });
export type FlexUserChangeResult = Static<typeof FlexUserChangeResultSchema>;

/** A change of one user: 404 for a user the caller does not reach, 409 for a stale lastUpdated. */
const changeAnswers = [404, 409] as const;

export const flexCalls = {
  /** The reachable contracts (all periods) for the pulldowns of the user screens. */
  flexs: defineCall({ id: 'flex.flexs', method: 'GET', base: '/api', path: '/flexlong/tenant/flexs', access: anyFlexRead,
    schema: { query: ObjectSchema({ availableOnly: Optional(BooleanSchema()) }), response: ArraySchema(FlexContractSchema) } }),
  flexList: defineCall({ id: 'flex.flexList', method: 'GET', base: '/api', path: '/flexlong/tenant/flexList', access: contractListRead,
    schema: { query: FlexContractSearchQuerySchema, response: FlexPageSchema(FlexContractSchema) } }),
  /** Not in the spec by name: one contract for /FlexContract/Detail. */
  flexDetail: defineCall({ id: 'flex.flexDetail', method: 'GET', base: '/api', path: '/flexlong/tenant/flexDetail/:id', access: contractDetailRead,
    schema: { params: ObjectSchema({ id: IdText() }), response: FlexContractSchema } }),
  flexUserList: defineCall({ id: 'flex.flexUserList', method: 'GET', base: '/api', path: '/flexlong/tenant/flexUserList', access: usersRead,
    schema: { query: FlexUserSearchQuerySchema, response: FlexPageSchema(FlexUserSchema) } }),
  useNumberConf: defineCall({ id: 'flex.useNumberConf', method: 'POST', base: '/api', path: '/flexlong/tenant/useNumberConf', access: addWrite, answers: [404],
    schema: { body: FlexAddRequestSchema, response: FlexAddPreviewSchema } }),
  addFlexUser: defineCall({ id: 'flex.addFlexUser', method: 'POST', base: '/api', path: '/flexlong/tenant/add/flexUser', access: addWrite, answers: [404],
    schema: { body: FlexAddRequestSchema, response: FlexAddResultSchema } }),
  delegateUpdate: defineCall({ id: 'flex.delegateUpdate', method: 'PATCH', base: '/api', path: '/flexlong/tenant/delegateDivision/update', access: addWrite, answers: changeAnswers,
    schema: { body: FlexDelegateRequestSchema, response: FlexUserChangeResultSchema } }),
  cardNoUpdate: defineCall({ id: 'flex.cardNoUpdate', method: 'PATCH', base: '/api', path: '/flexlong/tenant/cardNo/update', access: addWrite, answers: changeAnswers,
    schema: { body: FlexCardRequestSchema, response: FlexUserChangeResultSchema } }),
  flexUserDelete: defineCall({ id: 'flex.flexUserDelete', method: 'PATCH', base: '/api', path: '/flexlong/tenant/flexUser/delete', access: addWrite, answers: changeAnswers,
    schema: { body: FlexUserChangeRequestSchema, response: FlexUserChangeResultSchema } }),
};
