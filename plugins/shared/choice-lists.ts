// The choice lists more than one plugin's filters offer: the departments within the viewer's reach and the facility
// popup list, typed from the contract (the reservation and usage pages both filter by them).
import type { ApiClient } from '../../core/api/client-types';
import { reservationCalls, type FacilitySearchQuery, type FacilitySearchResponse } from '../../core/reservations/calls';
import { billingCalls, type DepartmentOption } from '../../core/billing/calls';

/** The departments the viewer reaches (a clerk: theirs; suspended ones marked), for a department filter. */
export function fetchDepartments(client: ApiClient, signal?: AbortSignal): Promise<DepartmentOption[]> {
  return client.call(billingCalls.withMark, {}, { signal });
}

/** One page of the facility popup list (spec 9: 10 a page). */
export function searchFacilities(client: ApiClient, query: FacilitySearchQuery, signal?: AbortSignal): Promise<FacilitySearchResponse> {
  return client.call(reservationCalls.facilities, query, { signal });
}
