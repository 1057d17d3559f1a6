// The FLEX/BASE gates of spec 2.4: contract pages need flexDisplay, user pages also flexContractExistFlg, adding users
// also availableFlexContractFlg; a failed condition is a permission error and the way home.
import { beforeEach, describe, expect, it } from 'vitest';
import { calls } from '../../api/contract';
import type { ViewPermission } from '../../domain/entities';
import { AuthService, ErrorService, PermissionService } from '../contracts';
import { createTestKernel, makeUser, navigationContext, testRoute, type TestKernel } from '../test-support';
import { routeCondition } from './route-condition';
import { flexContractDisplay, flexUserAddable, flexUserDisplay } from './flex';

let kernel: TestKernel;
const home = { allow: false, redirect: '/', permissionError: true };
const contracts = testRoute({ path: '/FlexContract/Info', when: flexContractDisplay });
const users = testRoute({ path: '/FlexUser/Info', when: flexUserDisplay });
const added = testRoute({ path: '/FlexUser/Added', when: flexUserAddable });

async function signIn(flexBasicContractFlg: boolean, flags: Partial<ViewPermission>): Promise<void> {
  kernel.services.get<AuthService>(AuthService).setUser(makeUser({ flexBasicContractFlg }));
  const answer: ViewPermission = { limitAmounDisplayFlg: false, limitAmountUserDisplayFlg: false, flexContractExistFlg: false, availableFlexContractFlg: false, ...flags };
  kernel.client.on(calls.auth.viewPermission, () => answer);
  await kernel.services.get<PermissionService>(PermissionService).loadViewPermission();
}

const outcome = (route: typeof contracts) => routeCondition(navigationContext(kernel, route, route.path));

beforeEach(() => {
  kernel = createTestKernel();
});

describe('flex gates', () => {
  it('refuses every flex page without flexDisplay (no basic contract)', async () => {
    await signIn(false, { flexContractExistFlg: true, availableFlexContractFlg: true });
    for (const route of [contracts, users, added]) expect(outcome(route)).toEqual(home);
    expect(kernel.services.get<ErrorService>(ErrorService).permissionError.value).toBe(true);
  });

  it('opens the contract pages but not the user pages without a contract in force', async () => {
    await signIn(true, {});
    expect(outcome(contracts)).toBeUndefined();
    expect(outcome(users)).toEqual(home);
    expect(outcome(added)).toEqual(home);
  });

  it('opens the user list but not the addition without a free seat', async () => {
    await signIn(true, { flexContractExistFlg: true });
    expect(outcome(users)).toBeUndefined();
    expect(outcome(added)).toEqual(home);
    await signIn(true, { flexContractExistFlg: true, availableFlexContractFlg: true });
    expect(outcome(added)).toBeUndefined();
  });

  it('follows the flex menu rule: an unchanged initial password hides it', async () => {
    kernel.services.get<AuthService>(AuthService).setUser(makeUser({ passwordResetFlg: 1 }));
    expect(outcome(contracts)).toEqual(home);
  });
});
