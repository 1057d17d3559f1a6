// The billing plugin's route ids and paths (spec 2.2), shared by its routes, pages, menu and tests.
import { billingDetailPath } from '../../core/services/guards';

export const BILLING_ROUTE = {
  info: 'billing.info',
  detail: 'billing.detail',
  historyDetail: 'billing.historyDetail',
  update: 'billing.update',
  register: 'billing.register',
  transfer: 'billing.transfer',
} as const;

export const BILLING_PATH = {
  info: '/Billing/Info',
  detail: '/Billing/Detail/:billingId',
  historyDetail: '/Billing/HistoryDetail/:applicationId',
  update: '/Billing/Update/:billingId',
  register: '/Billing/Register',
  // Not in spec 2.2 (the spec names the transfer, not its page): beside the department registration.
  transfer: '/Billing/Transfer',
} as const;

export { billingDetailPath };

export function billingUpdatePath(billingId: string): string {
  return `/Billing/Update/${encodeURIComponent(billingId)}`;
}

export function historyDetailPath(applicationId: string): string {
  return `/Billing/HistoryDetail/${encodeURIComponent(applicationId)}`;
}
