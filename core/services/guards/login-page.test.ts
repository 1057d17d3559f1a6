// The sign-in page rule: session cleared on the server, a pending manual carried into the login query.
import { beforeEach, describe, expect, it } from 'vitest';
import { signInPage } from './login-page';
import { AuthService, ManualDownloadService } from '../contracts';
import { createTestKernel, makeUser, navigationContext, testRoute, type TestKernel } from '../test-support';
import { calls } from '../../api/contract';
import { ApiError } from '../../api/error';

let kernel: TestKernel;
const login = testRoute({ id: 'auth.login', path: '/Login', access: 'login' });

beforeEach(() => {
  kernel = createTestKernel();
  kernel.client.on(calls.auth.logout, () => ({ result: 'OK' as const }));
  kernel.client.on(calls.auth.twoFactorLogout, () => ({ result: 'OK' as const }));
});

describe('signInPage', () => {
  it('clears the session (both logouts) and allows the page', async () => {
    kernel.services.get<AuthService>(AuthService).setUser(makeUser());
    await expect(signInPage(navigationContext(kernel, login, '/Login'))).resolves.toEqual({ allow: true });
    expect(kernel.client.idsCalled().sort()).toEqual(['auth.logout', 'auth.twoFactorLogout']);
    expect(kernel.services.get<AuthService>(AuthService).user.value).toBeNull();
  });

  it('still allows the page when clearing fails', async () => {
    kernel.client.fail(calls.auth.logout, new ApiError('x', 'ECONNABORTED'));
    await expect(signInPage(navigationContext(kernel, login, '/Login'))).resolves.toEqual({ allow: true });
  });

  it('puts a pending manual download into the login query', async () => {
    kernel.services.get<ManualDownloadService>(ManualDownloadService).setFromQuery(new URLSearchParams('manualName=faq&manualType=pdf'));
    await expect(signInPage(navigationContext(kernel, login, '/Login'))).resolves.toEqual({ allow: false, redirect: '/Login?manualName=faq&manualType=pdf' });
    expect(kernel.client.calls).toEqual([]);
  });

  it('does not redirect when the query already names a manual', async () => {
    kernel.services.get<ManualDownloadService>(ManualDownloadService).setFromQuery(new URLSearchParams('manualName=faq&manualType=pdf'));
    await expect(signInPage(navigationContext(kernel, login, '/Login?manualName=faq&manualType=pdf'))).resolves.toEqual({ allow: true });
  });
});
