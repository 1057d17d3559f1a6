// The clerks plugin's calls, chosen by clerk kind (isomorphic: the CLI may use them too).
import type { ApiClient } from '../../core/api/client-types';
import { clerkCalls } from '../../core/clerks/calls';
import type { ClerkKind } from '../../core/clerks/domain';

export const CLERK_CALLS = {
  corp: {
    detail: clerkCalls.corpDetail, registerConfirm: clerkCalls.corpRegisterConfirm, register: clerkCalls.corpRegister,
    updateConfirm: clerkCalls.corpUpdateConfirm, update: clerkCalls.corpUpdate, deleteConfirm: clerkCalls.corpDeleteConfirm,
    delete: clerkCalls.corpDelete, changeCode: clerkCalls.corpChangeCode, mailSend: clerkCalls.corpMailSend,
  },
  billing: {
    detail: clerkCalls.billingDetail, registerConfirm: clerkCalls.billingRegisterConfirm, register: clerkCalls.billingRegister,
    updateConfirm: clerkCalls.billingUpdateConfirm, update: clerkCalls.billingUpdate, deleteConfirm: clerkCalls.billingDeleteConfirm,
    delete: clerkCalls.billingDelete, changeCode: clerkCalls.billingChangeCode, mailSend: clerkCalls.billingMailSend,
  },
} as const satisfies Record<ClerkKind, unknown>;

/** Every clerk of the kind (a department's for clerks of billing); the page filters and sorts them. */
export async function fetchClerks(client: ApiClient, kind: ClerkKind, billingId: string | null, signal?: AbortSignal) {
  if (kind === 'corp') {
    const response = await client.call(clerkCalls.corpList, {}, { signal });
    return { rows: response.rows, billingName: null };
  }
  const response = await client.call(clerkCalls.billingList, { billingId: billingId ?? '' }, { signal });
  return { rows: response.rows, billingName: response.billingName };
}
