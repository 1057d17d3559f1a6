// The department detail call as the billing gate of spec 2.4 makes it (core/services/guards/billing-gate.ts): its
// route without its schemas. The gate runs on every page, the sign-in page included, which must not load the
// department calls' schemas (core/billing/calls.ts, TypeBox); billingCalls.detail is this route with them, so the
// two cannot disagree. The gate reads only whether the department is suspended.
import { defineCall } from '../api/call';

/** The detail also feeds the billing gate of every department-specific page (spec 2.4), so any of them may read it. */
export const DEPARTMENT_DETAIL_ROUTE = {
  id: 'billing.detail',
  method: 'GET',
  base: '/api',
  path: '/billing/:billingId',
  access: {
    codes: ['WFAC001', 'WFAC002', 'WFAC004', 'WFAC005', 'WFAD001', 'WFAD002', 'WFAD003', 'WFAD004', 'WFAF001', 'WFAF002', 'WFAF003', 'WFAF004', 'WFAF005'],
    level: 'read',
  },
} as const;

/** What the gate reads of the detail (the answer carries the whole DepartmentDetail). */
export interface DepartmentGateView {
  disableFlg: boolean;
}

export const departmentGateCall = defineCall<{ billingId: string }, DepartmentGateView>(DEPARTMENT_DETAIL_ROUTE);
