// The flex plugin's calls, typed from the flex contract (isomorphic: the CLI may use them too).
import type { ApiClient } from '../../core/api/client-types';
import {
  flexCalls, type FlexAddPreview, type FlexAddRequest, type FlexAddResult, type FlexContractSearchQuery, type FlexUserChangeResult,
  type FlexUserSearchQuery,
} from '../../core/flex/calls';
import type { FlexContract, FlexPage, FlexUser } from '../../core/flex/domain';

export function searchContracts(client: ApiClient, query: FlexContractSearchQuery, signal?: AbortSignal): Promise<FlexPage<FlexContract>> {
  return client.call(flexCalls.flexList, query, { signal });
}

export function fetchContract(client: ApiClient, id: string, signal?: AbortSignal): Promise<FlexContract> {
  return client.call(flexCalls.flexDetail, { id }, { signal });
}

/** The reachable contracts for a pulldown; `availableOnly` keeps those in their period. */
export function fetchContracts(client: ApiClient, availableOnly: boolean, signal?: AbortSignal): Promise<FlexContract[]> {
  return client.call(flexCalls.flexs, availableOnly ? { availableOnly: true } : {}, { signal });
}

export function searchFlexUsers(client: ApiClient, query: FlexUserSearchQuery, signal?: AbortSignal): Promise<FlexPage<FlexUser>> {
  return client.call(flexCalls.flexUserList, query, { signal });
}

export function previewAddition(client: ApiClient, request: FlexAddRequest): Promise<FlexAddPreview> {
  return client.call(flexCalls.useNumberConf, request);
}

export function addUsers(client: ApiClient, request: FlexAddRequest): Promise<FlexAddResult> {
  return client.call(flexCalls.addFlexUser, request);
}

export function setContact(client: ApiClient, user: FlexUser, contact: boolean): Promise<FlexUserChangeResult> {
  return client.call(flexCalls.delegateUpdate, { flexUserId: user.flexUserId, delegateDivision: contact ? 1 : 0, lastUpdated: user.lastUpdated });
}

export function changeCard(client: ApiClient, user: FlexUser, cardNo: string, cardDeliveryDivision: number): Promise<FlexUserChangeResult> {
  return client.call(flexCalls.cardNoUpdate, { flexUserId: user.flexUserId, cardNo, cardDeliveryDivision, lastUpdated: user.lastUpdated });
}

export function removeUser(client: ApiClient, user: FlexUser): Promise<FlexUserChangeResult> {
  return client.call(flexCalls.flexUserDelete, { flexUserId: user.flexUserId, lastUpdated: user.lastUpdated });
}
