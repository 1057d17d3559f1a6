// Password reset, route permission, view permission, route condition and the route's own guards.
import { beforeEach, describe, expect, it } from 'vitest';
import { passwordReset } from './password-reset';
import { routePermission } from './route-permission';
import { viewPermission } from './view-permission';
import { routeCondition } from './route-condition';
import { routeGuards } from './route-guards';
import { denyToHome } from './deny';
import { isRouteAvailable } from './route-availability';
import { AuthService, ErrorService, PermissionService } from '../contracts';
import { createTestKernel, makeUser, navigationContext, testRoute, type TestKernel } from '../test-support';
import { calls } from '../../api/contract';
import { ApiError } from '../../api/error';
import type { RouteGuard } from '../../kernel/plugin';

let kernel: TestKernel;
let errors: ErrorService;
let auth: AuthService;
const flags = { limitAmounDisplayFlg: true, limitAmountUserDisplayFlg: false, flexContractExistFlg: true, availableFlexContractFlg: false };
const userInfo = testRoute({ path: '/User/Info', permission: { codes: ['WFAG001'], level: 'read' } });
const home = { allow: false, redirect: '/', permissionError: true };

beforeEach(() => {
  kernel = createTestKernel();
  errors = kernel.services.get<ErrorService>(ErrorService);
  auth = kernel.services.get<AuthService>(AuthService);
  auth.setUser(makeUser());
});

describe('passwordReset', () => {
  it('sends every page to password change while passwordResetFlg is 1', () => {
    auth.setUser(makeUser({ passwordResetFlg: 1 }));
    expect(passwordReset(navigationContext(kernel, userInfo, '/User/Info'))).toEqual({ allow: false, redirect: '/PassChange' });
    expect(passwordReset(navigationContext(kernel, testRoute({ path: '/' }), '/'))).toEqual({ allow: false, redirect: '/PassChange' });
  });

  it('lets password change itself through', () => {
    auth.setUser(makeUser({ passwordResetFlg: 1 }));
    expect(passwordReset(navigationContext(kernel, testRoute({ path: '/PassChange' }), '/PassChange'))).toBeUndefined();
  });

  it('does nothing when the flag is off', () => {
    expect(passwordReset(navigationContext(kernel, userInfo, '/User/Info'))).toBeUndefined();
  });
});

describe('routePermission', () => {
  it('continues when the route needs nothing or the user has it', () => {
    expect(routePermission(navigationContext(kernel, testRoute(), '/Test/Page'))).toBeUndefined();
    expect(routePermission(navigationContext(kernel, userInfo, '/User/Info'))).toBeUndefined();
  });

  it('sets the permission error and goes home when the user lacks it', () => {
    auth.setUser(makeUser({ authorities: { WFAG001: 0 } }));
    expect(routePermission(navigationContext(kernel, userInfo, '/User/Info'))).toEqual(home);
    expect(errors.permissionError.value).toBe(true);
  });

  it('needs level 2 for write routes', () => {
    auth.setUser(makeUser({ authorities: { WFAG003: 1 } }));
    const register = testRoute({ path: '/User/Register', permission: { codes: ['WFAG003'], level: 'write' } });
    expect(routePermission(navigationContext(kernel, register, '/User/Register'))).toEqual(home);
  });
});

describe('denyToHome', () => {
  it('goes to sign-in instead of looping when home itself is denied', () => {
    expect(denyToHome(navigationContext(kernel, testRoute({ path: '/' }), '/'))).toEqual({ allow: false, redirect: '/Login', permissionError: true });
    expect(errors.permissionError.value).toBe(true);
  });
});

describe('viewPermission', () => {
  it('loads the view permission for protected routes', async () => {
    kernel.client.on(calls.auth.viewPermission, () => flags);
    await expect(viewPermission(navigationContext(kernel, userInfo, '/User/Info'))).resolves.toBeUndefined();
    expect(kernel.services.get<PermissionService>(PermissionService).viewPermission.value).toEqual(flags);
  });

  it('skips routes without permission', async () => {
    await expect(viewPermission(navigationContext(kernel, testRoute(), '/Test/Page'))).resolves.toBeUndefined();
    expect(kernel.client.calls).toEqual([]);
  });

  it('sends a failed load to sign-in with before-login system', async () => {
    kernel.client.fail(calls.auth.viewPermission, new ApiError('x', 'SYSTEM_ERROR', { httpStatusCode: 500, message: 'x', code: 'SYSTEM_ERROR' }));
    await expect(viewPermission(navigationContext(kernel, userInfo, '/User/Info'))).resolves.toEqual({ allow: false, redirect: '/Login' });
    expect(errors.beforeLoginError.value).toBe('system');
  });

  it('keeps a signed-in user on the page when the server cannot be reached', async () => {
    kernel.client.fail(calls.auth.viewPermission, new ApiError('x', 'ECONNABORTED'));
    await expect(viewPermission(navigationContext(kernel, userInfo, '/User/Info'))).resolves.toBeUndefined();
    expect(errors.beforeLoginError.value).toBeNull();
    expect(errors.systemError.value).toBe(true);
  });

  it('treats an absent view permission as a permission error', async () => {
    kernel.client.on(calls.auth.viewPermission, () => null as unknown as typeof flags);
    await expect(viewPermission(navigationContext(kernel, userInfo, '/User/Info'))).resolves.toEqual(home);
    expect(errors.permissionError.value).toBe(true);
  });
});

describe('routeCondition', () => {
  it('continues when the condition holds or there is none', () => {
    expect(routeCondition(navigationContext(kernel, testRoute({ when: () => true }), '/Test/Page'))).toBeUndefined();
    expect(routeCondition(navigationContext(kernel, testRoute(), '/Test/Page'))).toBeUndefined();
  });

  it('denies with a permission error when it does not', () => {
    const flex = testRoute({ when: (services) => services.get<PermissionService>(PermissionService).flexDisplay.value });
    auth.setUser(makeUser({ flexBasicContractFlg: false }));
    expect(routeCondition(navigationContext(kernel, flex, '/FlexContract/Info'))).toEqual(home);
    expect(errors.permissionError.value).toBe(true);
  });
});

describe('routeGuards', () => {
  it('runs the guards in order and continues when all allow', async () => {
    const order: string[] = [];
    const a: RouteGuard = () => { order.push('a'); return { allow: true }; };
    const b: RouteGuard = async () => { order.push('b'); return { allow: true }; };
    await expect(routeGuards(navigationContext(kernel, testRoute({ guards: [a, b] }), '/Test/Page'))).resolves.toBeUndefined();
    expect(order).toEqual(['a', 'b']);
  });

  it('stops at the first refusal and passes its redirect on', async () => {
    const ran: string[] = [];
    const toDetail: RouteGuard = (ctx) => ({ allow: false, redirect: `/Billing/Detail/${ctx.params.billingId}` });
    const never: RouteGuard = () => { ran.push('never'); return { allow: true }; };
    const route = testRoute({ guards: [toDetail, never] });
    await expect(routeGuards(navigationContext(kernel, route, '/Billing/Update/B1', { billingId: 'B1' }))).resolves.toEqual({ allow: false, redirect: '/Billing/Detail/B1' });
    expect(ran).toEqual([]);
    expect(errors.permissionError.value).toBe(false);
  });

  it('sets the permission error when a guard says so', async () => {
    const denied: RouteGuard = () => ({ allow: false, redirect: '/', permissionError: true });
    await routeGuards(navigationContext(kernel, testRoute({ guards: [denied] }), '/Test/Page'));
    expect(errors.permissionError.value).toBe(true);
  });
});

describe('isRouteAvailable (menu and guard agree)', () => {
  it('needs both the permission and the condition', () => {
    auth.setUser(makeUser({ authorities: { WFAG001: 1 } }));
    expect(isRouteAvailable(userInfo, kernel.services)).toBe(true);
    expect(isRouteAvailable({ ...userInfo, when: () => false }, kernel.services)).toBe(false);
    auth.setUser(makeUser({ authorities: {} }));
    expect(isRouteAvailable(userInfo, kernel.services)).toBe(false);
  });
});
