// The billing gate of spec 2.4: a department in use lets the page show; a suspended one goes to its detail with
// the permission error; an unreadable one goes home; a failed fetch is the before-login "system" error.
import { beforeEach, describe, expect, it } from 'vitest';
import { billingCalls } from '../../billing/calls';
import { ApiError } from '../../api/error';
import type { DepartmentDetail } from '../../billing/domain';
import { ErrorService } from '../contracts';
import { createTestKernel, navigationContext, testRoute, type TestKernel } from '../test-support';
import { billingGate } from './billing-gate';
import { routeGuards } from './route-guards';

let kernel: TestKernel;
beforeEach(() => {
  kernel = createTestKernel();
});

const department = (disableFlg: boolean) => ({ billingId: '5', disableFlg }) as DepartmentDetail;
const route = testRoute({ path: '/Billing/Update/:billingId', guards: [billingGate()] });
const contextFor = (billingId: string) => navigationContext(kernel, route, `/Billing/Update/${billingId}`, { billingId });
const errors = () => kernel.services.get<ErrorService>(ErrorService);

describe('billingGate', () => {
  it('lets a department in use through, asking for its detail', async () => {
    kernel.client.on(billingCalls.detail, () => department(false));
    expect(await routeGuards(contextFor('5'))).toBeUndefined();
    expect(kernel.client.calls).toEqual([{ id: billingCalls.detail.id, request: { billingId: '5' } }]);
    expect(errors().permissionError.value).toBe(false);
  });

  it('sends a suspended department to its detail with the permission error', async () => {
    kernel.client.on(billingCalls.detail, () => department(true));
    expect(await routeGuards(contextFor('5'))).toEqual({ allow: false, redirect: '/Billing/Detail/5', permissionError: true });
    expect(errors().permissionError.value).toBe(true);
  });

  it.each([403, 404, 400])('sends a department answered %i home with the permission error', async (status) => {
    kernel.client.fail(billingCalls.detail, new ApiError('x', 'X', { httpStatusCode: status, message: 'x', code: 'X' }));
    expect(await routeGuards(contextFor('99'))).toEqual({ allow: false, redirect: '/', permissionError: true });
    expect(errors().permissionError.value).toBe(true);
  });

  it('signs out with the system error when the detail cannot be fetched', async () => {
    kernel.client.fail(billingCalls.detail, new ApiError('timeout', 'ECONNABORTED'));
    expect(await routeGuards(contextFor('5'))).toEqual({ allow: false, redirect: '/Login' });
    expect(errors().beforeLoginError.value).toBe('system');
  });
});
