// Every call of the admin API, in one table: the server registers a handler for each, the client calls them by name.
import { checkedAuthCalls } from '../auth/checked-calls';
import { newsCalls } from '../home/calls';
import { corporationCalls } from '../corp/calls';
import { memberCalls } from '../users/calls';
import { clerkCalls } from '../clerks/calls';
import { billingCalls } from '../billing/calls';
import { applicationCalls } from '../applications/calls';
import { limitAmountCalls } from '../limit-amount/calls';
import { uploadCalls } from '../uploads/calls';
import { reservationCalls } from '../reservations/calls';
import { usageCalls } from '../usage/calls';
import { chargeCalls } from '../charges/calls';
import { flexCalls } from '../flex/calls';
import { siteCalls } from '../site/calls';
import { paymentCalls } from '../payment/calls';
// new:feature inserts imports above this line
import type { CallDef } from './call';

export const calls = {
  auth: checkedAuthCalls,
  news: newsCalls,
  corporation: corporationCalls,
  members: memberCalls,
  clerks: clerkCalls,
  billing: billingCalls,
  applications: applicationCalls,
  limitAmount: limitAmountCalls,
  uploads: uploadCalls,
  reservations: reservationCalls,
  usage: usageCalls,
  charges: chargeCalls,
  flex: flexCalls,
  site: siteCalls,
  payment: paymentCalls,
  // new:feature inserts above this line
} as const;

export function allCalls(): CallDef[] {
  return Object.values(calls).flatMap((group) => Object.values(group) as CallDef[]);
}
