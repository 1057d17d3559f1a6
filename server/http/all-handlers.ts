// Every handler of the server, keyed by call id; registerCalls refuses to boot if the contract has a call without one.
import type { HandlerMap } from './call-context';
import { accountLockHandlers } from '../auth/account-lock-routes';
import { applicationHandlers } from '../applications/routes';
import { authHandlers } from '../auth/routes';
import { clerkHandlers } from '../clerks/routes';
import { billingHandlers } from '../billing/routes';
import { corporationHandlers } from '../corp/routes';
import { manualHandlers } from '../site/manual-routes';
import { siteHandlers } from '../site/routes';
import { memberHandlers } from '../users/routes';
import { memberExportHandlers } from '../users/export-routes';
import { menuHandlers } from '../auth/menu-routes';
import { myConfirmationCodeHandlers } from '../auth/my-confirmation-code-routes';
import { newsHandlers } from '../home/routes';
import { viewPermissionHandlers } from '../auth/view-permission-routes';
import { limitAmountHandlers } from '../limit-amount/routes';
import { uploadHandlers } from '../uploads/routes';
import { reservationHandlers } from '../reservations/routes';
import { usageHandlers } from '../usage/routes';
import { chargeHandlers } from '../charges/routes';
import { flexHandlers } from '../flex/routes';
import { paymentHandlers } from '../payment/routes';
// new:feature inserts imports above this line

export function allHandlers(): HandlerMap {
  const groups = [
    accountLockHandlers,
    applicationHandlers,
    authHandlers,
    billingHandlers,
    clerkHandlers,
    corporationHandlers,
    limitAmountHandlers,
    manualHandlers,
    memberHandlers,
    memberExportHandlers,
    menuHandlers,
    myConfirmationCodeHandlers,
    newsHandlers,
    uploadHandlers,
    viewPermissionHandlers,
    reservationHandlers,
    usageHandlers,
    flexHandlers,
    siteHandlers,
    chargeHandlers,
    paymentHandlers,
    // new:feature inserts above this line
  ];
  const merged: Record<string, HandlerMap[string]> = {};
  for (const group of groups) {
    for (const [id, fn] of Object.entries(group)) {
      if (merged[id]) throw new Error(`server/http/all-handlers: two handlers for call ${id}`);
      merged[id] = fn;
    }
  }
  return merged;
}
