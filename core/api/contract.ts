// Every call of the admin API, in one table: the server registers a handler for each, the client calls them by name.
import { authCalls } from './calls-auth';
import { newsCalls } from './calls-news';
import { corporationCalls } from './calls-corporation';
import { memberCalls } from './calls-members';
import { clerkCalls } from './calls-clerks';
import { billingCalls } from './calls-billing';
import { applicationCalls } from './calls-applications';
import { limitAmountCalls } from './calls-limit-amount';
import { uploadCalls } from './calls-uploads';
import { reservationCalls } from './calls-reservations';
import { usageCalls } from './calls-usage';
import { chargeCalls } from './calls-charges';
import { flexCalls } from './calls-flex';
import { siteCalls } from './calls-site';
import { paymentCalls } from './calls-payment';
import type { CallDef } from './call';

export const calls = {
  auth: authCalls,
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
} as const;

export function allCalls(): CallDef[] {
  return Object.values(calls).flatMap((group) => Object.values(group) as CallDef[]);
}
