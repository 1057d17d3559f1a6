// The billing gate of spec 2.4: a department in use lets the page show; a suspended one goes to its detail without
// leaving the permission error set; an unreadable one goes home with it; a failed fetch is the before-login
// "system" error. A page about several departments opens while one of them is in use.
import { beforeEach, describe, expect, it } from 'vitest';
import { billingCalls } from '../../billing/calls';
import { ApiError } from '../../api/error';
import type { DepartmentDetail } from '../../billing/domain';
import { ErrorService } from '../contracts';
import { createTestKernel, navigationContext, testRoute, type TestKernel } from '../test-support';
import { departmentGate, departmentParam } from './billing-gate';

let kernel: TestKernel;
beforeEach(() => {
  kernel = createTestKernel();
});

const department = (billingId: string, disableFlg: boolean) => ({ billingId, disableFlg }) as DepartmentDetail;
const route = testRoute({ path: '/Billing/Update/:billingId', departments: departmentParam() });
const contextFor = (billingId: string) => navigationContext(kernel, route, `/Billing/Update/${billingId}`, { billingId });
const errors = () => kernel.services.get<ErrorService>(ErrorService);

describe('departmentGate', () => {
  it('lets a department in use through, asking for its detail', async () => {
    kernel.client.on(billingCalls.detail, ({ billingId }) => department(billingId, false));
    expect(await departmentGate(contextFor('5'))).toBeUndefined();
    expect(kernel.client.calls).toEqual([{ id: billingCalls.detail.id, request: { billingId: '5' } }]);
    expect(errors().permissionError.value).toBe(false);
  });

  it('sends a suspended department to its detail, leaving no permission error behind', async () => {
    kernel.client.on(billingCalls.detail, ({ billingId }) => department(billingId, true));
    expect(await departmentGate(contextFor('5'))).toEqual({ allow: false, redirect: '/Billing/Detail/5' });
    expect(errors().permissionError.value).toBe(false);
  });

  it.each([403, 404, 400])('sends a department answered %i home with the permission error', async (status) => {
    kernel.client.fail(billingCalls.detail, new ApiError('x', 'X', { httpStatusCode: status, message: 'x', code: 'X' }));
    expect(await departmentGate(contextFor('99'))).toEqual({ allow: false, redirect: '/', permissionError: true });
    expect(errors().permissionError.value).toBe(true);
  });

  it('signs out with the system error when the detail cannot be fetched', async () => {
    kernel.client.fail(billingCalls.detail, new ApiError('timeout', 'ECONNABORTED'));
    expect(await departmentGate(contextFor('5'))).toEqual({ allow: false, redirect: '/Login' });
    expect(errors().beforeLoginError.value).toBe('system');
  });

  it('does nothing for a route that names no department', async () => {
    const plain = testRoute({ path: '/User/Info' });
    expect(await departmentGate(navigationContext(kernel, plain, '/User/Info'))).toBeUndefined();
    expect(kernel.client.calls).toEqual([]);
  });

  it('opens a page about several departments while one is in use, else goes to the first one', async () => {
    const several = testRoute({ path: '/Billing/ClerkOfBilling/Detail/:clerkOfBillingId', departments: () => ['5', '6'] });
    const ctx = () => navigationContext(kernel, several, '/Billing/ClerkOfBilling/Detail/30', { clerkOfBillingId: '30' });
    kernel.client.on(billingCalls.detail, ({ billingId }) => department(billingId, billingId === '5'));
    expect(await departmentGate(ctx())).toBeUndefined();
    kernel.client.on(billingCalls.detail, ({ billingId }) => department(billingId, true));
    expect(await departmentGate(ctx())).toEqual({ allow: false, redirect: '/Billing/Detail/5' });
  });
});
