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
import { SCREEN_PERMISSIONS } from '../domain/permissions';
import type { ClerkDetail, ClerkFormFields, ClerkRegisterFields, ClerkRow } from './domain';

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

export interface ClerkListResponse {
  rows: ClerkRow[];
}

export interface BillingClerkListResponse extends ClerkListResponse {
  billingId: string;
  billingName: string;
}

export interface ClerkSearchQuery {
  userName?: string;
  sort?: string;
  sortOrder?: string;
}

export interface BillingClerkQuery {
  billingId: string;
}

export type ClerkRegisterRequest = ClerkRegisterFields;
export interface BillingClerkRegisterRequest extends ClerkRegisterFields {
  billingId: string;
}

export interface ClerkUpdateRequest extends ClerkFormFields {
  userId: string;
  lastUpdated: string;
}

export interface ClerkFieldChange {
  field: keyof ClerkFormFields;
  before: string;
  after: string;
}

export interface ClerkRegisterPreview {
  fields: Omit<ClerkRegisterFields, 'confirmationCode' | 'confirm'>;
  /** The department the clerk will look after (clerks of billing). */
  billingName: string | null;
  /** Where the password notice goes (null when it is not sent now). */
  noticeTo: string | null;
  message: string;
}

export interface ClerkRegisterResult {
  result: 'OK';
  userId: string;
  loginId: string;
  /** Address the password notice was mailed to, or null (later, or not sent). */
  noticeTo: string | null;
  message: string;
}

export interface ClerkUpdatePreview {
  userId: string;
  changes: ClerkFieldChange[];
  lastUpdated: string;
  message: string;
}

export interface ClerkUpdateResult {
  result: 'OK';
  clerk: ClerkDetail;
  message: string;
}

export interface ClerkDeleteRequest {
  userId: string;
  /** Clerks of billing: the department they are removed from (ignored for responsible persons). */
  billingId?: string;
  /** Required on delete; a stale value is refused with 409. */
  lastUpdated?: string;
}

export interface BillingClerkDeleteRequest extends ClerkDeleteRequest {
  billingId: string;
}

export interface ClerkDeletePreview {
  userId: string;
  userName: string;
  lastUpdated: string;
  message: string;
}

export interface ClerkDeleteResult {
  result: 'OK';
  userId: string;
  message: string;
}

export interface ClerkCodeChangeRequest {
  userId: string;
  newConfirmationCode: string;
  confirm: string;
  lastUpdated: string;
}

export interface ClerkMailSendRequest {
  userId: string;
  lastUpdated?: string;
}

export interface ClerkOkResult {
  result: 'OK';
  clerk: ClerkDetail;
  /** The address mailed (mailsend), or null. */
  mailedTo: string | null;
  message: string;
}

const base = '/api' as const;

export const clerkCalls = {
  corpList: defineCall<Record<string, never>, ClerkListResponse>({ id: 'clerks.corpList', method: 'GET', base, path: '/users/tenant/clerkOfCorp/list', access: corpRead }),
  corpSearch: defineCall<ClerkSearchQuery, ClerkListResponse>({ id: 'clerks.corpSearch', method: 'GET', base, path: '/users/tenant/clerkOfCorp/search', access: corpList }),
  corpDetail: defineCall<{ id: string }, ClerkDetail>({ id: 'clerks.corpDetail', method: 'GET', base, path: '/users/tenant/clerkOfCorp/detail', access: corpRead }),
  corpRegisterConfirm: defineCall<ClerkRegisterRequest, ClerkRegisterPreview>({ id: 'clerks.corpRegisterConfirm', method: 'PATCH', base, path: '/users/tenant/clerkOfCorp/register/confirm', access: corpRegister }),
  corpRegister: defineCall<ClerkRegisterRequest, ClerkRegisterResult>({ id: 'clerks.corpRegister', method: 'PATCH', base, path: '/users/tenant/clerkOfCorp/register', access: corpRegister }),
  corpUpdateConfirm: defineCall<ClerkUpdateRequest, ClerkUpdatePreview>({ id: 'clerks.corpUpdateConfirm', method: 'PATCH', base, path: '/users/tenant/clerkOfCorp/update/confirm', access: corpUpdate }),
  corpUpdate: defineCall<ClerkUpdateRequest, ClerkUpdateResult>({ id: 'clerks.corpUpdate', method: 'PATCH', base, path: '/users/tenant/clerkOfCorp/update', access: corpUpdate }),
  corpDeleteConfirm: defineCall<ClerkDeleteRequest, ClerkDeletePreview>({ id: 'clerks.corpDeleteConfirm', method: 'PATCH', base, path: '/users/tenant/clerkOfCorp/delete/confirm', access: corpRegister }),
  corpDelete: defineCall<ClerkDeleteRequest, ClerkDeleteResult>({ id: 'clerks.corpDelete', method: 'PATCH', base, path: '/users/tenant/clerkOfCorp/delete', access: corpRegister }),
  corpChangeCode: defineCall<ClerkCodeChangeRequest, ClerkOkResult>({ id: 'clerks.corpChangeCode', method: 'PATCH', base, path: '/users/tenant/clerkOfCorp/confirmationCode', access: corpUpdate }),
  corpMailSend: defineCall<ClerkMailSendRequest, ClerkOkResult>({ id: 'clerks.corpMailSend', method: 'PATCH', base, path: '/users/tenant/clerkOfCorp/mailsend', access: corpUpdate }),

  billingList: defineCall<BillingClerkQuery, BillingClerkListResponse>({ id: 'clerks.billingList', method: 'GET', base, path: '/users/tenant/clerkOfBilling/list', access: billingRead }),
  billingSearch: defineCall<BillingClerkQuery & ClerkSearchQuery, BillingClerkListResponse>({ id: 'clerks.billingSearch', method: 'GET', base, path: '/users/tenant/clerkOfBilling/search', access: billingList }),
  billingDetail: defineCall<{ id: string }, ClerkDetail>({ id: 'clerks.billingDetail', method: 'GET', base, path: '/users/tenant/clerkOfBilling/detail', access: billingRead }),
  billingRegisterConfirm: defineCall<BillingClerkRegisterRequest, ClerkRegisterPreview>({ id: 'clerks.billingRegisterConfirm', method: 'PATCH', base, path: '/users/tenant/clerkOfBilling/register/confirm', access: billingRegister }),
  billingRegister: defineCall<BillingClerkRegisterRequest, ClerkRegisterResult>({ id: 'clerks.billingRegister', method: 'PATCH', base, path: '/users/tenant/clerkOfBilling/register', access: billingRegister }),
  billingUpdateConfirm: defineCall<ClerkUpdateRequest, ClerkUpdatePreview>({ id: 'clerks.billingUpdateConfirm', method: 'PATCH', base, path: '/users/tenant/clerkOfBilling/update/confirm', access: billingUpdate }),
  billingUpdate: defineCall<ClerkUpdateRequest, ClerkUpdateResult>({ id: 'clerks.billingUpdate', method: 'PATCH', base, path: '/users/tenant/clerkOfBilling/update', access: billingUpdate }),
  billingDeleteConfirm: defineCall<BillingClerkDeleteRequest, ClerkDeletePreview>({ id: 'clerks.billingDeleteConfirm', method: 'PATCH', base, path: '/users/tenant/clerkOfBilling/delete/confirm', access: billingRegister }),
  billingDelete: defineCall<BillingClerkDeleteRequest, ClerkDeleteResult>({ id: 'clerks.billingDelete', method: 'PATCH', base, path: '/users/tenant/clerkOfBilling/delete', access: billingRegister }),
  billingChangeCode: defineCall<ClerkCodeChangeRequest, ClerkOkResult>({ id: 'clerks.billingChangeCode', method: 'PATCH', base, path: '/users/tenant/clerkOfBilling/confirmationCode', access: billingUpdate }),
  billingMailSend: defineCall<ClerkMailSendRequest, ClerkOkResult>({ id: 'clerks.billingMailSend', method: 'PATCH', base, path: '/users/tenant/clerkOfBilling/mailsend', access: billingUpdate }),
};
