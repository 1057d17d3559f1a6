// The two-factor rule: code authentication checks authCheck, code change checks changeCheck.
import { beforeEach, describe, expect, it } from 'vitest';
import { twoFactorToken } from './two-factor-token';
import { ErrorService } from '../contracts';
import { createTestKernel, navigationContext, testRoute, type TestKernel } from '../test-support';
import { calls } from '../../api/contract';
import { ApiError } from '../../api/error';

let kernel: TestKernel;
const codeAuth = testRoute({ id: 'auth.codeAuth', path: '/CodeAuth', access: 'twoFactor' });
const codeChange = testRoute({ id: 'auth.codeChange', path: '/CodeChange', access: 'twoFactor' });

beforeEach(() => {
  kernel = createTestKernel();
});

describe('twoFactorToken', () => {
  it('allows code authentication when authCheck reports the token available', async () => {
    kernel.client.on(calls.auth.twoFactorAuthCheck, () => ({ tokenAvailable: true }));
    await expect(twoFactorToken(navigationContext(kernel, codeAuth, '/CodeAuth'))).resolves.toEqual({ allow: true });
    expect(kernel.client.idsCalled()).toEqual(['auth.twoFactorAuthCheck']);
  });

  it('checks changeCheck for code change', async () => {
    kernel.client.on(calls.auth.twoFactorChangeCheck, () => ({ tokenAvailable: true }));
    await expect(twoFactorToken(navigationContext(kernel, codeChange, '/CodeChange'))).resolves.toEqual({ allow: true });
    expect(kernel.client.idsCalled()).toEqual(['auth.twoFactorChangeCheck']);
  });

  it('sends an unavailable token to sign-in with the before-login error', async () => {
    kernel.client.on(calls.auth.twoFactorAuthCheck, () => ({ tokenAvailable: false }));
    await expect(twoFactorToken(navigationContext(kernel, codeAuth, '/CodeAuth'))).resolves.toEqual({ allow: false, redirect: '/Login' });
    expect(kernel.services.get<ErrorService>(ErrorService).beforeLoginError.value).toBe('error');
  });

  it('sends a failed check to sign-in with the before-login error', async () => {
    kernel.client.fail(calls.auth.twoFactorChangeCheck, new ApiError('x', 'ECONNABORTED'));
    await expect(twoFactorToken(navigationContext(kernel, codeChange, '/CodeChange'))).resolves.toEqual({ allow: false, redirect: '/Login' });
    expect(kernel.services.get<ErrorService>(ErrorService).beforeLoginError.value).toBe('error');
  });
});
