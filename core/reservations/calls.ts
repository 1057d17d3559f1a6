// Reservation calls (spec 7, Reservations and Other): the reservation list with every filter, the administrator's
// cancel (confirm, then execute, with lastUpdated), the facility popup list, a facility's rooms and equipment,
// and the price plans a reservation is billed under (the chargeId filter's choices).
//
// Access: the screen /Reservation/Info (WFAJ001 read), the only code spec 2.2 gives the page; cancelling is part
// of that page, so it needs the same code. The server adds what a code cannot say: a department clerk reaches
// only their own departments' reservations (403 for another department's), and a reservation that has started
// cannot be cancelled (400 with t('reservations.cancel.failed')). The facility calls serve both this page and
// /Usage/Usage (WFAK001 read).
import { defineCall } from '../api/call';
import { SCREEN_PERMISSIONS, type PermissionRequirement } from '../domain/permissions';

const reservationRead = SCREEN_PERMISSIONS['/Reservation/Info'];
const facilityRead: PermissionRequirement = {
  codes: [...SCREEN_PERMISSIONS['/Reservation/Info'].codes, ...SCREEN_PERMISSIONS['/Usage/Usage'].codes],
  level: 'read',
};

export const RESERVATION_SORT_COLUMNS = ['startDate', 'toDate', 'facilityName', 'userName', 'organizationName', 'chargeAmount'] as const;
export type ReservationSortColumn = (typeof RESERVATION_SORT_COLUMNS)[number];
export type SortOrder = 'asc' | 'desc';

/** Spec 7: GET /reservations/tenant/reservations. Dates are yyyy/MM/dd (Japan time, inclusive). */
export interface ReservationSearchQuery {
  offset?: number;
  /** Default 100 (spec 9 reservation page size), at most 500. */
  limit?: number;
  /** Default startDate ascending. */
  sort?: ReservationSortColumn;
  sortOrder?: SortOrder;
  /** Reservations starting on or after this day. */
  startDate?: string;
  /** Reservations starting on or before this day. */
  toDate?: string;
  facilityId?: string;
  chargeId?: string;
  roomId?: string;
  /** Part of the member's name, kana, code or login id. */
  userName?: string;
  /** Department ids, comma-joined (a clerk: within their departments). */
  organizationId?: string;
  /** '1' (or 'true') includes cancelled reservations. */
  allowCanceled?: string;
}

export interface ReservationRow {
  reservationId: string;
  /** yyyy/MM/dd HH:mm:ss, Japan time. */
  startDate: string;
  toDate: string;
  facilityId: string;
  facilityName: string;
  roomId: string | null;
  roomName: string | null;
  resourceType: number | null;
  chargeId: string | null;
  chargeName: string | null;
  /** Yen excluding tax the booking is expected to cost. */
  chargeAmount: number;
  userId: string;
  userName: string;
  organizationId: string | null;
  organizationName: string | null;
  cancelFlg: boolean;
  cancelledAt: string | null;
  /** 'member', 'suspend', 'delete', 'admin' */
  cancelReason: string | null;
  /** Not started and not cancelled: an administrator may cancel it. */
  cancellable: boolean;
  lastUpdated: string;
}

export interface ReservationSearchResponse {
  totalCount: number;
  offset: number;
  limit: number;
  rows: ReservationRow[];
}

export interface ReservationCancelRequest {
  reservationId: string;
  lastUpdated: string;
}

export interface ReservationCancelPreview {
  reservation: ReservationRow;
  message: string;
}

export interface ReservationCancelResult {
  result: 'OK';
  reservation: ReservationRow;
  message: string;
}

export const FACILITY_SORT_COLUMNS = ['displayOrder', 'facilityName', 'prefecture'] as const;
export type FacilitySortColumn = (typeof FACILITY_SORT_COLUMNS)[number];

/** Spec 3 facility list filters (the popup list). */
export interface FacilitySearchQuery {
  offset?: number;
  /** Default 10 (spec 9 popup list limit), at most 100. */
  limit?: number;
  sort?: FacilitySortColumn;
  sortOrder?: SortOrder;
  /** Comma-joined service divisions (1, 2, 3). */
  serviceDivisionList?: string;
  /** Comma-joined base-point types (1, 2). */
  basePointTypeList?: string;
  /** Part of the facility's name, prefecture or address. */
  keyWord?: string;
}

export interface FacilityRow {
  facilityId: string;
  facilityName: string;
  prefecture: string | null;
  address: string | null;
  serviceDivision: number;
  basePointType: number;
  /** HH:mm, or null when the site keeps no hours. */
  openTime: string | null;
  closeTime: string | null;
}

export interface FacilitySearchResponse {
  totalCount: number;
  offset: number;
  limit: number;
  rows: FacilityRow[];
}

export interface ResourceRow {
  resourceId: string;
  resourceName: string;
  resourceType: number;
  capacity: number | null;
  /** Yen excluding tax: per 30 minutes for rooms, per unit for equipment. */
  unitPrice: number | null;
}

export interface PricePlanRow {
  chargeId: string;
  chargeName: string;
  serviceDivision: number;
}

export const reservationCalls = {
  list: defineCall<ReservationSearchQuery, ReservationSearchResponse>({ id: 'reservations.list', method: 'GET', base: '/api', path: '/reservations/tenant/reservations', access: reservationRead }),
  cancelConfirm: defineCall<ReservationCancelRequest, ReservationCancelPreview>({ id: 'reservations.cancelConfirm', method: 'PATCH', base: '/api', path: '/reservations/tenant/cancel/confirm', access: reservationRead }),
  cancel: defineCall<ReservationCancelRequest, ReservationCancelResult>({ id: 'reservations.cancel', method: 'PATCH', base: '/api', path: '/reservations/tenant/cancel', access: reservationRead }),
  facilities: defineCall<FacilitySearchQuery, FacilitySearchResponse>({ id: 'resources.facilities', method: 'GET', base: '/api', path: '/resources/facilities', access: facilityRead }),
  rooms: defineCall<{ facilityId: string }, ResourceRow[]>({ id: 'resources.rooms', method: 'GET', base: '/api', path: '/resources/facilities/:facilityId/rooms', access: facilityRead }),
  equipment: defineCall<{ facilityId: string }, ResourceRow[]>({ id: 'resources.equipment', method: 'GET', base: '/api', path: '/resources/facilities/:facilityId/equipment', access: facilityRead }),
  pricePlans: defineCall<Record<string, never>, PricePlanRow[]>({ id: 'resources.pricePlans', method: 'GET', base: '/api', path: '/resources/pricePlans', access: facilityRead }),
};
