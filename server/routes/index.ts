// Every handler of the server, keyed by call id; registerCalls refuses to boot if the contract has a call without one.
import type { HandlerMap } from '../http/call-context';
import { accountLockHandlers } from './account-lock';
import { applicationHandlers } from './applications';
import { authHandlers } from './auth';
import { clerkHandlers } from './clerks';
import { billingHandlers } from './billing';
import { corporationHandlers } from './corporation';
import { manualHandlers } from './manual';
import { siteHandlers } from './site';
import { memberHandlers } from './members';
import { memberExportHandlers } from './members-export';
import { menuHandlers } from './menu';
import { myConfirmationCodeHandlers } from './my-confirmation-code';
import { newsHandlers } from './news';
import { viewPermissionHandlers } from './view-permission';
import { limitAmountHandlers } from './limit-amount';
import { uploadHandlers } from './uploads';
import { reservationHandlers } from './reservations';
import { usageHandlers } from './usage';
import { chargeHandlers } from './charges';
import { flexHandlers } from './flex';
import { paymentHandlers } from './payment';

export function allHandlers(): HandlerMap {
  const groups = [accountLockHandlers, applicationHandlers, authHandlers, billingHandlers, clerkHandlers, corporationHandlers, limitAmountHandlers, manualHandlers, memberHandlers, memberExportHandlers, menuHandlers, myConfirmationCodeHandlers, newsHandlers, uploadHandlers, viewPermissionHandlers, reservationHandlers, usageHandlers, flexHandlers, siteHandlers, chargeHandlers, paymentHandlers];
  const merged: Record<string, HandlerMap[string]> = {};
  for (const group of groups) {
    for (const [id, fn] of Object.entries(group)) {
      if (merged[id]) throw new Error(`server/routes: two handlers for call ${id}`);
      merged[id] = fn;
    }
  }
  return merged;
}
