// Routes of the clerks plugin: responsible persons under /Corp/ClerkOfCorp, department clerks under
// /Billing/ClerkOfBilling (the departments plugin links to the list of a department).
import type { ClerkKind } from '../../core/clerks/domain';

export const CLERKS_ROUTE = {
  corpInfo: 'clerks.corp-info',
  corpDetail: 'clerks.corp-detail',
  corpRegister: 'clerks.corp-register',
  corpUpdate: 'clerks.corp-update',
  billingInfo: 'clerks.billing-info',
  billingDetail: 'clerks.billing-detail',
  billingRegister: 'clerks.billing-register',
  billingUpdate: 'clerks.billing-update',
} as const;

export const CLERKS_PATH = {
  corpInfo: '/Corp/ClerkOfCorp/Info',
  corpDetail: '/Corp/ClerkOfCorp/Detail/:clerkOfCorpId',
  corpRegister: '/Corp/ClerkOfCorp/Register',
  corpUpdate: '/Corp/ClerkOfCorp/Update/:clerkOfCorpId',
  billingInfo: '/Billing/ClerkOfBilling/Info/:billingId',
  billingDetail: '/Billing/ClerkOfBilling/Detail/:clerkOfBillingId',
  billingRegister: '/Billing/ClerkOfBilling/Register/:billingId',
  billingUpdate: '/Billing/ClerkOfBilling/Update/:clerkOfBillingId',
} as const;

const id = (value: string) => encodeURIComponent(value);

/** The list of the kind (a department's list for clerks of billing). */
export function clerkListPath(kind: ClerkKind, billingId?: string | null): string {
  return kind === 'corp' ? CLERKS_PATH.corpInfo : `/Billing/ClerkOfBilling/Info/${id(billingId ?? '')}`;
}

/** The detail; a department clerk's detail remembers the department it was opened from (for delete). */
export function clerkDetailPath(kind: ClerkKind, userId: string, billingId?: string | null): string {
  if (kind === 'corp') return `/Corp/ClerkOfCorp/Detail/${id(userId)}`;
  return `/Billing/ClerkOfBilling/Detail/${id(userId)}${billingId ? `?billingId=${id(billingId)}` : ''}`;
}

export function clerkUpdatePath(kind: ClerkKind, userId: string, billingId?: string | null): string {
  if (kind === 'corp') return `/Corp/ClerkOfCorp/Update/${id(userId)}`;
  return `/Billing/ClerkOfBilling/Update/${id(userId)}${billingId ? `?billingId=${id(billingId)}` : ''}`;
}

export function clerkRegisterPath(kind: ClerkKind, billingId?: string | null): string {
  return kind === 'corp' ? CLERKS_PATH.corpRegister : `/Billing/ClerkOfBilling/Register/${id(billingId ?? '')}`;
}
