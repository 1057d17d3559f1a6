// The session rule: a valid session continues; failures set networkError or invalid and go to sign-in.
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionCheck } from './session-check';
import { AuthService, ErrorService, ManualDownloadService } from '../contracts';
import { createTestKernel, makeUser, navigationContext, testRoute, type TestKernel } from '../test-support';
import { calls } from '../../api/contract';
import { ApiError } from '../../api/error';
import { t } from '../../i18n';

let kernel: TestKernel;
let errors: ErrorService;
const page = testRoute({ path: '/User/Info' });
const unauthenticated = new ApiError('x', 'UNAUTHENTICATED', { httpStatusCode: 401, message: 'x', code: 'UNAUTHENTICATED' });

beforeEach(() => {
  kernel = createTestKernel();
  errors = kernel.services.get<ErrorService>(ErrorService);
});

describe('sessionCheck', () => {
  it('continues with the session user stored', async () => {
    kernel.client.on(calls.auth.loginUser, () => makeUser({ userId: 'U5' }));
    await expect(sessionCheck(navigationContext(kernel, page, '/User/Info'))).resolves.toBeUndefined();
    expect(kernel.services.get<AuthService>(AuthService).user.value?.user.userId).toBe('U5');
  });

  it('sets networkError on a network failure or timeout and goes to sign-in', async () => {
    kernel.client.fail(calls.auth.loginUser, new ApiError('x', 'ECONNABORTED'));
    await expect(sessionCheck(navigationContext(kernel, page, '/User/Info'))).resolves.toEqual({ allow: false, redirect: '/Login' });
    expect(errors.beforeLoginError.value).toBe('networkError');
  });

  it('keeps a signed-in user on the page through an outage, with the banner, instead of sending them to sign-in', async () => {
    kernel.services.get<AuthService>(AuthService).setUser(makeUser({ userId: 'U5' }));
    kernel.client.fail(calls.auth.loginUser, new ApiError('x', 'ECONNABORTED'));
    await expect(sessionCheck(navigationContext(kernel, page, '/User/Info'))).resolves.toBeUndefined();
    expect(errors.beforeLoginError.value).toBeNull();
    expect(errors.systemError.value).toBe(true);
    expect(errors.message.value).toBe(t('error.network'));

    const unavailable = new ApiError('x', 'SYSTEM_ERROR', { httpStatusCode: 503, message: 'x', code: 'SYSTEM_ERROR' });
    kernel.client.fail(calls.auth.loginUser, unavailable);
    await expect(sessionCheck(navigationContext(kernel, page, '/User/Info'))).resolves.toBeUndefined();
    // A session the server refuses still goes to sign-in.
    kernel.client.fail(calls.auth.loginUser, unauthenticated);
    await expect(sessionCheck(navigationContext(kernel, page, '/User/Info'))).resolves.toEqual({ allow: false, redirect: '/Login' });
    expect(errors.beforeLoginError.value).toBe('invalid');
  });

  it('sets invalid on any other failure', async () => {
    kernel.client.fail(calls.auth.loginUser, unauthenticated);
    await expect(sessionCheck(navigationContext(kernel, page, '/User/Info'))).resolves.toEqual({ allow: false, redirect: '/Login' });
    expect(errors.beforeLoginError.value).toBe('invalid');
  });

  it('keeps the manual parameters in the sign-in query', async () => {
    kernel.client.fail(calls.auth.loginUser, unauthenticated);
    kernel.services.get<ManualDownloadService>(ManualDownloadService).setFromQuery(new URLSearchParams('manualName=faq&manualType=pdf'));
    await expect(sessionCheck(navigationContext(kernel, testRoute({ path: '/' }), '/?manualName=faq&manualType=pdf')))
      .resolves.toEqual({ allow: false, redirect: '/Login?manualName=faq&manualType=pdf' });
  });

  it('resets the before-login error when the authentication cookie is absent', async () => {
    kernel.presence.hasAuthCookie = false;
    errors.setBeforeLoginError('system');
    kernel.client.fail(calls.auth.loginUser, unauthenticated);
    await expect(sessionCheck(navigationContext(kernel, page, '/User/Info'))).resolves.toEqual({ allow: false, redirect: '/Login' });
    expect(errors.beforeLoginError.value).toBeNull();
  });

  it('still reports a network failure without the cookie', async () => {
    kernel.presence.hasAuthCookie = false;
    kernel.client.fail(calls.auth.loginUser, new ApiError('x', 'ECONNABORTED'));
    await sessionCheck(navigationContext(kernel, page, '/User/Info'));
    expect(errors.beforeLoginError.value).toBe('networkError');
  });
});
