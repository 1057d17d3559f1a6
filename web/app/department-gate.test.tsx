// The billing gate of spec 2.4 over the app's real routes: every page about a department (its path names the
// department or one of its clerks) declares the departments it is about, so that none can be registered without the
// gate; and each of them, opened for a suspended department, lands on that department's detail with no
// permission error left set (the detail itself says the department is suspended).
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { billingCalls } from '../../core/billing/calls';
import { clerkCalls } from '../../core/clerks/calls';
import { ErrorService } from '../../core/services/contracts';
import type { RouteDef } from '../../core/kernel/plugin';
import { departmentDetail } from '../../plugins/billing/test-support';
import { clerkDetail } from '../../plugins/clerks/test-support';
import { renderAppAt, signedInKernel } from '../test-support/harness';
import { webPlugins } from './plugins';

const ALL_ROUTES: readonly RouteDef[] = webPlugins.flatMap((plugin) => plugin.routes ?? []);

/** The department's detail is where the gate sends the person: it shows a suspended department itself. */
const NOT_GATED = new Set(['/Billing/Detail/:billingId']);

const aboutDepartment = (route: RouteDef) => /:(billingId|clerkOfBillingId)\b/.test(route.path) && !NOT_GATED.has(route.path);
const GATED = ALL_ROUTES.filter(aboutDepartment);

/** A concrete URL of the route: department 5, clerk 30. */
function urlOf(route: RouteDef): string {
  return route.path.replace(':billingId', '5').replace(':clerkOfBillingId', '30');
}

function suspendedKernel() {
  const kernel = signedInKernel({ roleType: 3 });
  kernel.client
    .on(billingCalls.detail, ({ billingId }) => departmentDetail({ billingId, disableFlg: true, allowedOperations: ['usageResume'] }))
    .on(clerkCalls.billingDetail, () => clerkDetail({ userId: '30', departments: [{ billingId: '5', billingName: 'Sales One' }] }));
  return kernel;
}

describe('the billing gate on every department page', () => {
  it('is declared by every route whose path names a department or a department clerk', () => {
    expect(GATED.filter((route) => !route.departments).map((route) => route.path)).toEqual([]);
    // The pages found missing it before (issue 36) are among those enumerated.
    expect(GATED.map((route) => route.path)).toEqual(expect.arrayContaining([
      '/Billing/ClerkOfBilling/Detail/:clerkOfBillingId',
      '/Billing/ClerkOfBilling/Update/:clerkOfBillingId',
      '/LimitAmountBilling/Detail/:billingId',
      '/LimitAmountBilling/Edit/:billingId',
      '/LimitAmountUser/Edit/:billingId',
    ]));
  });

  it.each(GATED.map((route) => [route.path, route] as const))('%s sends a suspended department to its detail', async (_path, route) => {
    const kernel = suspendedKernel();
    const { router } = renderAppAt(kernel, urlOf(route));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Billing/Detail/5'));
    expect(kernel.services.get<ErrorService>(ErrorService).permissionError.value).toBe(false);
  });

  it.each([
    ['/Billing/ClerkOfBilling/Detail/30?billingId=5'],
    ['/Billing/ClerkOfBilling/Update/30?billingId=5'],
  ])('%s: the department the clerk page was opened from decides', async (url) => {
    const kernel = suspendedKernel();
    const { router } = renderAppAt(kernel, url);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Billing/Detail/5'));
    // Named in the URL, the department is asked for directly, without loading the clerk first.
    expect(kernel.client.idsCalled()).not.toContain(clerkCalls.billingDetail.id);
  });
});
