// Reservation calls (spec 7, Reservations and Other): the reservation list with every filter, the administrator's
// cancel (confirm, then execute, with lastUpdated), the facility popup list, a facility's rooms and equipment,
// and the price plans a reservation is billed under (the chargeId filter's choices).
//
// Access: the screen /Reservation/Info (WFAJ001 read), the only code spec 2.2 gives the page; cancelling is part
// of that page, so it needs the same code. The server adds what a code cannot say: a department clerk reaches
// only their own departments' reservations (403 for another department's), and a reservation that has started
// cannot be cancelled (400 with t('reservations.cancel.failed')). The facility calls serve both this page and
// /Usage/Usage (WFAK001 read).
//
// Their types are their schemas' (docs/api-contract.md); the fields the usage calls share with these are in
// core/usage/filter-schemas.ts.
import { defineCall } from '../api/call';
import {
  ArraySchema, BooleanSchema, IdListText, IdText, IntegerSchema, Literal, Nullable, ObjectSchema, OneOf, Optional, Text, type Static,
} from '../api/schema';
import { SCREEN_PERMISSIONS, type PermissionRequirement } from '../domain/permissions';
import { BASE_POINT_TYPES, POPUP_LIST_LIMIT, RESERVATION_PAGE_SIZE, SERVICE_DIVISIONS } from '../usage/domain';
import { CHOICE_MESSAGE, CodeListText, DayText, FlagText, pagingFields, SORT_ORDERS } from '../usage/filter-schemas';

export type { SortOrder } from '../usage/filter-schemas';

const reservationRead = SCREEN_PERMISSIONS['/Reservation/Info'];
const facilityRead: PermissionRequirement = {
  codes: [...SCREEN_PERMISSIONS['/Reservation/Info'].codes, ...SCREEN_PERMISSIONS['/Usage/Usage'].codes],
  level: 'read',
};

export const RESERVATION_SORT_COLUMNS = ['startDate', 'toDate', 'facilityName', 'userName', 'organizationName', 'chargeAmount'] as const;
export type ReservationSortColumn = (typeof RESERVATION_SORT_COLUMNS)[number];
/** The order of the list when the query names none (the schemas' defaults and the server's). */
export const RESERVATION_LIST_DEFAULTS = { sort: 'startDate', sortOrder: 'asc' } as const;
/** The most rows one page of the list holds (the CSV of the list reads it page by page). */
const RESERVATION_PAGE_MAX = 500;

// ---- the requests ----

/** Spec 7: GET /reservations/tenant/reservations. Dates are yyyy/MM/dd (Japan time, inclusive). */
const ReservationSearchQuerySchema = ObjectSchema({
  /** Default 100 (spec 9 reservation page size), at most 500. */
  ...pagingFields(RESERVATION_PAGE_SIZE, RESERVATION_PAGE_MAX),
  /** Default startDate ascending. */
  sort: Optional(OneOf(RESERVATION_SORT_COLUMNS, { ...CHOICE_MESSAGE, default: RESERVATION_LIST_DEFAULTS.sort })),
  sortOrder: Optional(OneOf(SORT_ORDERS, { ...CHOICE_MESSAGE, default: RESERVATION_LIST_DEFAULTS.sortOrder })),
  /** Reservations starting on or after this day. */
  startDate: Optional(DayText()),
  /** Reservations starting on or before this day. */
  toDate: Optional(DayText()),
  facilityId: Optional(IdText()),
  chargeId: Optional(IdText()),
  roomId: Optional(IdText()),
  /** Part of the member's name, kana, code or login id. */
  userName: Optional(Text({ max: 100 })),
  /** Department ids, comma-joined (a clerk: within their departments, another's is 403). */
  organizationId: Optional(IdListText()),
  /** '1' (or 'true') includes cancelled reservations. */
  allowCanceled: Optional(FlagText()),
});
export type ReservationSearchQuery = Static<typeof ReservationSearchQuerySchema>;

const ReservationCancelRequestSchema = ObjectSchema({
  reservationId: IdText(),
  /** The reservation's lastUpdated as the list showed it (another is 409). */
  lastUpdated: Text({ required: true, max: 40 }),
});
export type ReservationCancelRequest = Static<typeof ReservationCancelRequestSchema>;

export const FACILITY_SORT_COLUMNS = ['displayOrder', 'facilityName', 'prefecture'] as const;
export type FacilitySortColumn = (typeof FACILITY_SORT_COLUMNS)[number];
/** The popup list's order when the query names none. */
export const FACILITY_LIST_DEFAULTS = { sort: 'displayOrder', sortOrder: 'asc' } as const;

/** Spec 3 facility list filters (the popup list). */
const FacilitySearchQuerySchema = ObjectSchema({
  /** Default 10 (spec 9 popup list limit), at most 100. */
  ...pagingFields(POPUP_LIST_LIMIT, 100),
  sort: Optional(OneOf(FACILITY_SORT_COLUMNS, { ...CHOICE_MESSAGE, default: FACILITY_LIST_DEFAULTS.sort })),
  sortOrder: Optional(OneOf(SORT_ORDERS, { ...CHOICE_MESSAGE, default: FACILITY_LIST_DEFAULTS.sortOrder })),
  /** Comma-joined service divisions (1, 2, 3). */
  serviceDivisionList: Optional(CodeListText(SERVICE_DIVISIONS)),
  /** Comma-joined base-point types (1, 2). */
  basePointTypeList: Optional(CodeListText(BASE_POINT_TYPES)),
  /** Part of the facility's name, prefecture or address. */
  keyWord: Optional(Text({ max: 100 })),
});
export type FacilitySearchQuery = Static<typeof FacilitySearchQuerySchema>;

const FacilityParamsSchema = ObjectSchema({ facilityId: IdText() });

// ---- the answers ----

const ReservationRowSchema = ObjectSchema({
  reservationId: Text(),
  /** yyyy/MM/dd HH:mm:ss, Japan time. */
  startDate: Text(),
  toDate: Text(),
  facilityId: Text(),
  facilityName: Text(),
  roomId: Nullable(Text()),
  roomName: Nullable(Text()),
  resourceType: Nullable(IntegerSchema()),
  chargeId: Nullable(Text()),
  chargeName: Nullable(Text()),
  /** Yen excluding tax the booking is expected to cost. */
  chargeAmount: IntegerSchema(),
  userId: Text(),
  userName: Text(),
  organizationId: Nullable(Text()),
  organizationName: Nullable(Text()),
  cancelFlg: BooleanSchema(),
  /** yyyy/MM/dd HH:mm:ss, Japan time. */
  cancelledAt: Nullable(Text()),
  /** 'member', 'suspend', 'delete', 'admin' */
  cancelReason: Nullable(Text()),
  /** Not started and not cancelled: an administrator may cancel it. */
  cancellable: BooleanSchema(),
  lastUpdated: Text(),
});
export type ReservationRow = Static<typeof ReservationRowSchema>;

const ReservationSearchResponseSchema = ObjectSchema({
  totalCount: IntegerSchema(),
  offset: IntegerSchema(),
  limit: IntegerSchema(),
  rows: ArraySchema(ReservationRowSchema),
});
export type ReservationSearchResponse = Static<typeof ReservationSearchResponseSchema>;

const ReservationCancelPreviewSchema = ObjectSchema({
  reservation: ReservationRowSchema,
  message: Text(),
});
export type ReservationCancelPreview = Static<typeof ReservationCancelPreviewSchema>;

const ReservationCancelResultSchema = ObjectSchema({
  result: Literal('OK'),
  reservation: ReservationRowSchema,
  message: Text(),
});
export type ReservationCancelResult = Static<typeof ReservationCancelResultSchema>;

const FacilityRowSchema = ObjectSchema({
  facilityId: Text(),
  facilityName: Text(),
  prefecture: Nullable(Text()),
  address: Nullable(Text()),
  serviceDivision: IntegerSchema(),
  basePointType: IntegerSchema(),
  /** HH:mm, or null when the site keeps no hours. */
  openTime: Nullable(Text()),
  closeTime: Nullable(Text()),
});
export type FacilityRow = Static<typeof FacilityRowSchema>;

const FacilitySearchResponseSchema = ObjectSchema({
  totalCount: IntegerSchema(),
  offset: IntegerSchema(),
  limit: IntegerSchema(),
  rows: ArraySchema(FacilityRowSchema),
});
export type FacilitySearchResponse = Static<typeof FacilitySearchResponseSchema>;

const ResourceRowSchema = ObjectSchema({
  resourceId: Text(),
  resourceName: Text(),
  resourceType: IntegerSchema(),
  capacity: Nullable(IntegerSchema()),
  /** Yen excluding tax: per 30 minutes for rooms, per unit for equipment. */
  unitPrice: Nullable(IntegerSchema()),
});
export type ResourceRow = Static<typeof ResourceRowSchema>;

const PricePlanRowSchema = ObjectSchema({
  chargeId: Text(),
  chargeName: Text(),
  serviceDivision: IntegerSchema(),
});
export type PricePlanRow = Static<typeof PricePlanRowSchema>;

/** The cancel pair: 404 for a reservation of another corporation or none, 409 for a stale lastUpdated. */
const cancelAnswers = [404, 409] as const;
const resources = { params: FacilityParamsSchema, response: ArraySchema(ResourceRowSchema) };

export const reservationCalls = {
  list: defineCall({ id: 'reservations.list', method: 'GET', base: '/api', path: '/reservations/tenant/reservations', access: reservationRead,
    schema: { query: ReservationSearchQuerySchema, response: ReservationSearchResponseSchema } }),
  cancelConfirm: defineCall({ id: 'reservations.cancelConfirm', method: 'PATCH', base: '/api', path: '/reservations/tenant/cancel/confirm', access: reservationRead,
    answers: cancelAnswers, schema: { body: ReservationCancelRequestSchema, response: ReservationCancelPreviewSchema } }),
  cancel: defineCall({ id: 'reservations.cancel', method: 'PATCH', base: '/api', path: '/reservations/tenant/cancel', access: reservationRead,
    answers: cancelAnswers, schema: { body: ReservationCancelRequestSchema, response: ReservationCancelResultSchema } }),
  facilities: defineCall({ id: 'resources.facilities', method: 'GET', base: '/api', path: '/resources/facilities', access: facilityRead,
    schema: { query: FacilitySearchQuerySchema, response: FacilitySearchResponseSchema } }),
  rooms: defineCall({ id: 'resources.rooms', method: 'GET', base: '/api', path: '/resources/facilities/:facilityId/rooms', access: facilityRead, schema: resources }),
  equipment: defineCall({ id: 'resources.equipment', method: 'GET', base: '/api', path: '/resources/facilities/:facilityId/equipment', access: facilityRead, schema: resources }),
  pricePlans: defineCall({ id: 'resources.pricePlans', method: 'GET', base: '/api', path: '/resources/pricePlans', access: facilityRead,
    schema: { query: ObjectSchema({}), response: ArraySchema(PricePlanRowSchema) } }),
};
