// The reservations plugin's calls, typed from the contract (isomorphic: the CLI uses them too); the department and
// facility lists it shares with the usage page are in plugins/shared/choice-lists.ts.
import type { ApiClient } from '../../core/api/client-types';
import {
  reservationCalls, type PricePlanRow, type ReservationCancelPreview,
  type ReservationCancelResult, type ReservationRow, type ReservationSearchQuery, type ReservationSearchResponse, type ResourceRow,
} from '../../core/reservations/calls';

export function searchReservations(client: ApiClient, query: ReservationSearchQuery, signal?: AbortSignal): Promise<ReservationSearchResponse> {
  return client.call(reservationCalls.list, query, { signal });
}

/** Every reservation of the filter, page by page (500 each): what the CSV of the list holds. */
export async function allReservations(client: ApiClient, query: ReservationSearchQuery, signal?: AbortSignal): Promise<ReservationRow[]> {
  const rows: ReservationRow[] = [];
  for (let offset = 0; ; offset += 500) {
    const page = await searchReservations(client, { ...query, offset, limit: 500 }, signal);
    rows.push(...page.rows);
    if (page.rows.length < 500 || rows.length >= page.totalCount) return rows;
  }
}

export function confirmCancel(client: ApiClient, row: ReservationRow): Promise<ReservationCancelPreview> {
  return client.call(reservationCalls.cancelConfirm, { reservationId: row.reservationId, lastUpdated: row.lastUpdated });
}

/** The cancel, with the lastUpdated the confirm saw (a change in between is refused with 409). */
export function cancelReservation(client: ApiClient, preview: ReservationCancelPreview): Promise<ReservationCancelResult> {
  return client.call(reservationCalls.cancel, { reservationId: preview.reservation.reservationId, lastUpdated: preview.reservation.lastUpdated });
}

export function fetchRooms(client: ApiClient, facilityId: string, signal?: AbortSignal): Promise<ResourceRow[]> {
  return client.call(reservationCalls.rooms, { facilityId }, { signal });
}

export function fetchPricePlans(client: ApiClient, signal?: AbortSignal): Promise<PricePlanRow[]> {
  return client.call(reservationCalls.pricePlans, {}, { signal });
}
