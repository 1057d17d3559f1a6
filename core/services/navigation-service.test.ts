// NavigationService.beforeNavigate: the rules of spec 2.4 run in the spec's order for each kind of route.
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthService, ErrorService, ManualDownloadService, NavigationService, PermissionService } from './contracts';
import { rulesFor, COMMON_RULES, ACCESS_RULES } from './guards';
import { createTestKernel, makeUser, testRoute, type TestKernel } from './test-support';
import { calls } from '../api/contract';
import { ApiError } from '../api/error';
import type { RouteDef } from '../kernel/plugin';

let kernel: TestKernel;
let navigation: NavigationService;
let errors: ErrorService;
const flags = { limitAmounDisplayFlg: false, limitAmountUserDisplayFlg: true, flexContractExistFlg: true, availableFlexContractFlg: true };
const userInfo = testRoute({ id: 'users.info', path: '/User/Info', permission: { codes: ['WFAG001'], level: 'read' } });

const go = (route: RouteDef, href: string, params: Record<string, string> = {}) =>
  navigation.beforeNavigate(route, new URL(href, 'http://localhost'), params);

beforeEach(() => {
  kernel = createTestKernel();
  navigation = kernel.services.get<NavigationService>(NavigationService);
  errors = kernel.services.get<ErrorService>(ErrorService);
  kernel.client.on(calls.auth.loginUser, () => makeUser());
  kernel.client.on(calls.auth.viewPermission, () => flags);
  kernel.client.on(calls.auth.logout, () => ({ result: 'OK' as const }));
  kernel.client.on(calls.auth.twoFactorLogout, () => ({ result: 'OK' as const }));
});

describe('rule order', () => {
  it('runs the common rules first, then the rules of the access kind in the spec order', () => {
    expect(COMMON_RULES.map((rule) => rule.name)).toEqual(['recordHistory', 'clearErrors', 'reloadManualDownload']);
    expect(rulesFor('session').map((rule) => rule.name)).toEqual([
      'recordHistory', 'clearErrors', 'reloadManualDownload',
      'sessionCheck', 'passwordReset', 'routePermission', 'viewPermission', 'routeCondition', 'departmentGate', 'routeGuards',
    ]);
    expect(ACCESS_RULES.login.map((rule) => rule.name)).toEqual(['signInPage']);
    expect(ACCESS_RULES.anonymous.map((rule) => rule.name)).toEqual(['anonymousPage']);
    expect(ACCESS_RULES.twoFactor.map((rule) => rule.name)).toEqual(['twoFactorToken']);
    expect(rulesFor()).toEqual(rulesFor('session'));
  });
});

describe('NavigationService.beforeNavigate', () => {
  it('allows a protected page after session, permission and view permission, recording history', async () => {
    await expect(go(userInfo, '/User/Info?offset=0')).resolves.toEqual({ allow: true });
    expect(kernel.client.idsCalled()).toEqual(['auth.loginUser', 'auth.viewPermission']);
    await go(userInfo, '/User/Info?offset=500');
    expect(navigation.history.value).toEqual({ previousUrl: '/User/Info?offset=0', nextUrl: '/User/Info?offset=500' });
  });

  it('clears the errors of the previous page', async () => {
    errors.setMessage('前の画面のエラー');
    await go(userInfo, '/User/Info');
    expect(errors.systemError.value).toBe(false);
    expect(errors.message.value).toBeNull();
  });

  it('lets anonymous pages through without any call', async () => {
    await expect(go(testRoute({ path: '/PassLost', access: 'anonymous' }), '/PassLost')).resolves.toEqual({ allow: true });
    expect(kernel.client.calls).toEqual([]);
  });

  it('clears the session on the sign-in page and checks nothing else', async () => {
    await expect(go(testRoute({ path: '/Login', access: 'login' }), '/Login')).resolves.toEqual({ allow: true });
    expect(kernel.client.idsCalled().sort()).toEqual(['auth.logout', 'auth.twoFactorLogout']);
  });

  it('checks the two-factor token on code pages', async () => {
    kernel.client.on(calls.auth.twoFactorAuthCheck, () => ({ tokenAvailable: false }));
    await expect(go(testRoute({ path: '/CodeAuth', access: 'twoFactor' }), '/CodeAuth')).resolves.toEqual({ allow: false, redirect: '/Login' });
    expect(errors.beforeLoginError.value).toBe('error');
  });

  it('carries home manual parameters through a failed session check to sign-in, and back again', async () => {
    kernel.client.fail(calls.auth.loginUser, new ApiError('x', 'UNAUTHENTICATED', { httpStatusCode: 401, message: 'x', code: 'UNAUTHENTICATED' }));
    const home = testRoute({ id: 'home.index', path: '/', permission: { codes: ['WFAZ006'], level: 'write' } });
    await expect(go(home, '/?manualName=faq&manualType=pdf')).resolves.toEqual({ allow: false, redirect: '/Login?manualName=faq&manualType=pdf' });
    // A reload of the sign-in page without the query: the pending manual comes back from storage into the query.
    await expect(go(testRoute({ path: '/Login', access: 'login' }), '/Login')).resolves.toEqual({ allow: false, redirect: '/Login?manualName=faq&manualType=pdf' });
    expect(kernel.services.get<ManualDownloadService>(ManualDownloadService).queryParams()).toEqual({ manualName: 'faq', manualType: 'pdf' });
  });

  it('sends a user with passwordResetFlg 1 to password change before any permission check', async () => {
    kernel.client.on(calls.auth.loginUser, () => makeUser({ passwordResetFlg: 1, authorities: {} }));
    await expect(go(userInfo, '/User/Info')).resolves.toEqual({ allow: false, redirect: '/PassChange' });
    expect(errors.permissionError.value).toBe(false);
  });

  it('denies a missing permission before loading the view permission', async () => {
    kernel.client.on(calls.auth.loginUser, () => makeUser({ authorities: {} }));
    await expect(go(userInfo, '/User/Info')).resolves.toEqual({ allow: false, redirect: '/', permissionError: true });
    expect(kernel.client.idsCalled()).toEqual(['auth.loginUser']);
    expect(errors.permissionError.value).toBe(true);
  });

  it('evaluates the route condition with the freshly loaded view permission', async () => {
    const limitUserInfo = testRoute({
      path: '/LimitAmountUser/Info',
      permission: { codes: ['WFAF004'], level: 'read' },
      when: (services) => services.get<PermissionService>(PermissionService).viewPermission.value?.limitAmountUserDisplayFlg === true,
    });
    await expect(go(limitUserInfo, '/LimitAmountUser/Info')).resolves.toEqual({ allow: true });
    const limitBillingInfo = {
      ...limitUserInfo,
      path: '/LimitAmountBilling/Info',
      when: (services: Parameters<NonNullable<RouteDef['when']>>[0]) => services.get<PermissionService>(PermissionService).viewPermission.value?.limitAmounDisplayFlg === true,
    };
    await expect(go(limitBillingInfo, '/LimitAmountBilling/Info')).resolves.toEqual({ allow: false, redirect: '/', permissionError: true });
  });

  it("runs the route's own guards last, with the route params", async () => {
    const seen: Array<string | undefined> = [];
    const route = testRoute({ path: '/Billing/Update/:billingId', permission: { codes: ['WFAC005'], level: 'write' }, guards: [(ctx) => { seen.push(ctx.params.billingId); return { allow: true }; }] });
    await expect(go(route, '/Billing/Update/B7', { billingId: 'B7' })).resolves.toEqual({ allow: true });
    expect(seen).toEqual(['B7']);
  });

  it('keeps the session user after the check', async () => {
    await go(userInfo, '/User/Info');
    expect(kernel.services.get<AuthService>(AuthService).user.value).not.toBeNull();
  });

  it('answers / as the home path', () => {
    expect(navigation.homePath()).toBe('/');
  });
});
