// The usage budget gates of spec 2.4: the display flags of the view permission, both alert choice flags closing
// the department budget detail and edit, the member budget edit open only while the cap stops or mails, and a
// failed detail load (refusal: home with the permission error; anything else: sign-in with "system").
import { beforeEach, describe, expect, it } from 'vitest';
import { calls } from '../../api/contract';
import { ApiError } from '../../api/error';
import type { LimitAmountBillingDetail } from '../../limit-amount/domain';
import type { ViewPermission } from '../../domain/entities';
import { AuthService, ErrorService, PermissionService } from '../contracts';
import { createTestKernel, makeUser, navigationContext, testRoute, type TestKernel } from '../test-support';
import { routeCondition } from './route-condition';
import { routeGuards } from './route-guards';
import { billingBudgetGate, departmentBudgetReachable, limitAmountBillingDisplay, limitAmountUserDisplay, userBudgetEditGate } from './limit-amount';

let kernel: TestKernel;
let errors: ErrorService;
const home = { allow: false, redirect: '/', permissionError: true };

function detail(flags: Partial<LimitAmountBillingDetail> = {}): LimitAmountBillingDetail {
  return {
    billingId: '5', billingName: '営業第一部', displayOrder: 5, disableFlg: false, limitAmount: 800_000, usageAmount: 1000,
    registrationFeeAmount: 0, registrationFeeChargeFlg: false, usageRate: 0.1, usageRateStatus: '1', serviceUsageStatus: '1',
    limitAmountForUser: 30_000, lastUpdated: '2026-11-01T00:00:00.000Z',
    limitAmountAlertChoiceFlg: false, limitFullAmountAlertChoiceFlg: false, limitAmountForUserAlertChoiceFlg: false,
    limitFullAmountForUserAlertDivision: 'STOP',
    period: { start: '2026-10-21', end: '2026-11-20', next: '2026-11-21' }, alerts: [], memberCount: 3, membersOverAlert: 0,
    membersOverLimit: 0, membersStopped: 0,
    ...flags,
  };
}

async function setFlags(flags: Partial<ViewPermission>): Promise<void> {
  const answer: ViewPermission = { limitAmounDisplayFlg: false, limitAmountUserDisplayFlg: false, flexContractExistFlg: false, availableFlexContractFlg: false, ...flags };
  kernel.client.on(calls.auth.viewPermission, () => answer);
  await kernel.services.get<PermissionService>(PermissionService).loadViewPermission();
}

beforeEach(() => {
  kernel = createTestKernel();
  errors = kernel.services.get<ErrorService>(ErrorService);
  kernel.services.get<AuthService>(AuthService).setUser(makeUser());
});

describe('display flags of the view permission', () => {
  const billingInfo = testRoute({ path: '/LimitAmountBilling/Info', when: limitAmountBillingDisplay });
  const userInfo = testRoute({ path: '/LimitAmountUser/Info', when: limitAmountUserDisplay });

  it('opens the department budget list only with limitAmounDisplayFlg', async () => {
    await setFlags({ limitAmounDisplayFlg: true });
    expect(routeCondition(navigationContext(kernel, billingInfo, '/LimitAmountBilling/Info'))).toBeUndefined();
    await setFlags({ limitAmountUserDisplayFlg: true });
    expect(routeCondition(navigationContext(kernel, billingInfo, '/LimitAmountBilling/Info'))).toEqual(home);
    expect(errors.permissionError.value).toBe(true);
  });

  it('opens the member budget list only with limitAmountUserDisplayFlg', async () => {
    await setFlags({ limitAmountUserDisplayFlg: true });
    expect(routeCondition(navigationContext(kernel, userInfo, '/LimitAmountUser/Info'))).toBeUndefined();
    await setFlags({ limitAmounDisplayFlg: true });
    expect(routeCondition(navigationContext(kernel, userInfo, '/LimitAmountUser/Info'))).toEqual(home);
  });

  it('denies while the view permission is absent', () => {
    expect(limitAmountBillingDisplay(kernel.services)).toBe(false);
    expect(limitAmountUserDisplay(kernel.services)).toBe(false);
  });
});

describe('department budget detail and edit gate', () => {
  const route = testRoute({ path: '/LimitAmountBilling/Detail/:billingId', guards: [billingBudgetGate] });
  const go = () => routeGuards(navigationContext(kernel, route, '/LimitAmountBilling/Detail/5', { billingId: '5' }));

  it('lets the page open when at most one alert choice flag is set, loading the department of the URL', async () => {
    kernel.client.on(calls.limitAmount.detail, () => detail({ limitAmountAlertChoiceFlg: true }));
    await expect(go()).resolves.toBeUndefined();
    expect(kernel.client.calls.find((c) => c.id === calls.limitAmount.detail.id)?.request).toEqual({ id: '5' });
  });

  it('denies with the permission error when both alert choice flags are set', async () => {
    kernel.client.on(calls.limitAmount.detail, () => detail({ limitAmountAlertChoiceFlg: true, limitFullAmountAlertChoiceFlg: true }));
    await expect(go()).resolves.toEqual(home);
    expect(errors.permissionError.value).toBe(true);
  });

  it('denies a department the server refuses (another clerk’s, or none)', async () => {
    kernel.client.fail(calls.limitAmount.detail, new ApiError('x', 'PERMISSION', { httpStatusCode: 403, message: 'x', code: 'PERMISSION' }));
    await expect(go()).resolves.toEqual(home);
  });

  it('sends a failed load to sign-in with before-login system', async () => {
    kernel.client.fail(calls.limitAmount.detail, new ApiError('x', 'SYSTEM_ERROR', { httpStatusCode: 500, message: 'x', code: 'SYSTEM_ERROR' }));
    await expect(go()).resolves.toEqual({ allow: false, redirect: '/Login' });
    expect(errors.beforeLoginError.value).toBe('system');
  });
});

describe('member budget edit gate', () => {
  const route = testRoute({ path: '/LimitAmountUser/Edit/:billingId', guards: [userBudgetEditGate] });
  const go = () => routeGuards(navigationContext(kernel, route, '/LimitAmountUser/Edit/5', { billingId: '5' }));

  it('opens while the member alert flag is off, whatever the division', async () => {
    kernel.client.on(calls.limitAmount.detail, () => detail({ limitFullAmountForUserAlertDivision: 'NONE' }));
    await expect(go()).resolves.toBeUndefined();
  });

  it('opens with the flag set while the cap stops or mails', async () => {
    for (const division of ['STOP', 'MAIL_ONLY'] as const) {
      kernel.client.on(calls.limitAmount.detail, () => detail({ limitAmountForUserAlertChoiceFlg: true, limitFullAmountForUserAlertDivision: division }));
      await expect(go()).resolves.toBeUndefined();
    }
  });

  it('denies with the flag set and a cap that does nothing', async () => {
    kernel.client.on(calls.limitAmount.detail, () => detail({ limitAmountForUserAlertChoiceFlg: true, limitFullAmountForUserAlertDivision: 'NONE' }));
    await expect(go()).resolves.toEqual(home);
    expect(errors.permissionError.value).toBe(true);
  });
});

describe('department budget settings gate', () => {
  const route = testRoute({ path: '/Billing/LimitAmount/:billingId', guards: [departmentBudgetReachable] });
  const go = () => routeGuards(navigationContext(kernel, route, '/Billing/LimitAmount/4', { billingId: '4' }));

  it('opens for a reachable department whatever its alert settings', async () => {
    kernel.client.on(calls.limitAmount.detail, () => detail({ limitAmountAlertChoiceFlg: true, limitFullAmountAlertChoiceFlg: true }));
    await expect(go()).resolves.toBeUndefined();
  });

  it('denies a department the server refuses', async () => {
    kernel.client.fail(calls.limitAmount.detail, new ApiError('x', 'NOT_FOUND', { httpStatusCode: 404, message: 'x', code: 'NOT_FOUND' }));
    await expect(go()).resolves.toEqual(home);
    expect(errors.permissionError.value).toBe(true);
  });
});
