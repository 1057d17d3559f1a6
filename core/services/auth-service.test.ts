// AuthService: login with the role check, role flags, code authentication and change outcomes, password
// change, password loss, logout and the sign-in page's session clearing.
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthService, ErrorService, ManualDownloadService, PermissionService, ToastService } from './contracts';
import { createTestKernel, makeUser, type TestKernel } from './test-support';
import { calls } from '../api/contract';
import { ApiError } from '../api/error';
import { isFieldValidationError, type FieldValidationError } from '../validation';
import { t } from '../i18n';

let kernel: TestKernel;
let auth: AuthService;
let errors: ErrorService;
let toasts: ToastService;

const apiError = (status: number, code: string) => new ApiError(code, code, { httpStatusCode: status, message: code, code });
const loginAnswer = () => ({ twoFactorExpiresAt: '2026-01-01T00:10:00.000Z' });

beforeEach(() => {
  kernel = createTestKernel();
  auth = kernel.services.get<AuthService>(AuthService);
  errors = kernel.services.get<ErrorService>(ErrorService);
  toasts = kernel.services.get<ToastService>(ToastService);
  kernel.client.on(calls.auth.logout, () => ({ result: 'OK' as const }));
  kernel.client.on(calls.auth.twoFactorLogout, () => ({ result: 'OK' as const }));
});

describe('AuthService.login', () => {
  it('posts the credentials; the user stays unknown and no success is told until the second factor', async () => {
    auth.setUser(makeUser({ corporationId: 'C777' }));
    kernel.client.on(calls.auth.login, () => loginAnswer());
    await auth.login('admin01', 'DemoPass2026');
    expect(kernel.client.calls[0]).toEqual({ id: 'auth.login', request: { loginId: 'admin01', password: 'DemoPass2026' } });
    // The answer carries nothing personal, so nothing of a previous user may linger either.
    expect(auth.user.value).toBeNull();
    expect(auth.selectedCorporationId.value).toBeNull();
    // The password alone is not a sign-in: the success message waits for the confirmation code.
    expect(toasts.toasts.value).toEqual([]);
  });

  it('the session user comes from the two-factor answer', async () => {
    const user = makeUser({ corporationId: 'C777' });
    kernel.client.on(calls.auth.login, () => loginAnswer());
    kernel.client.on(calls.auth.twoFactorAuth, () => ({ success: true, needToChange: false, userInfo: user }));
    await auth.login('admin01', 'DemoPass2026');
    await auth.authenticateCode('DemoCode2026');
    expect(auth.user.value).toBe(user);
    expect(auth.selectedCorporationId.value).toBe('C777');
    // The success message waits for a signed-in page (the shell greets), and is shown once.
    expect(toasts.toasts.value).toEqual([]);
    auth.greetSignedIn();
    auth.greetSignedIn();
    expect(toasts.toasts.value.map((x) => x.message)).toEqual([t('login.success')]);
    expect(t('login.success')).toBe('ログインに成功しました');
  });

  it('holds the success message while the password change holds the person, and gives it once they are through', async () => {
    kernel.client.on(calls.auth.login, () => loginAnswer());
    kernel.client.on(calls.auth.twoFactorAuth, () => ({ success: true, needToChange: false, userInfo: makeUser({ passwordResetFlg: 1 }) }));
    kernel.client.on(calls.auth.mypage, () => makeUser({ passwordResetFlg: 0 }));
    kernel.client.on(calls.auth.loginUser, () => makeUser({ passwordResetFlg: 0 }));
    await auth.login('admin01', 'DemoPass2026');
    await expect(auth.authenticateCode('DemoCode2026')).resolves.toBe('passwordChange');
    auth.greetSignedIn();
    expect(toasts.toasts.value).toEqual([]);
    await auth.changePassword('DemoPass2026', 'NewPass2026ab!', 'NewPass2026ab!');
    auth.greetSignedIn();
    expect(toasts.toasts.value.map((x) => x.message)).toEqual([t('login.success')]);
  });

  it('greets nobody without a completed sign-in', () => {
    auth.setUser(makeUser());
    auth.greetSignedIn();
    expect(toasts.toasts.value).toEqual([]);
  });

  it('passes server refusals through', async () => {
    kernel.client.fail(calls.auth.login, apiError(401, 'LOGIN_FAILED'));
    await expect(auth.login('admin01', 'wrong')).rejects.toMatchObject({ code: 'LOGIN_FAILED' });
    expect(auth.user.value).toBeNull();
  });
});

describe('AuthService role flags', () => {
  it('sets isClerkInCorp for roleType 3 and isClerkInBilling for 4', () => {
    auth.setUser(makeUser({ roleType: 3 }));
    expect([auth.isClerkInCorp.value, auth.isClerkInBilling.value]).toEqual([true, false]);
    auth.setUser(makeUser({ roleType: 4 }));
    expect([auth.isClerkInCorp.value, auth.isClerkInBilling.value]).toEqual([false, true]);
    auth.setUser(null);
    expect([auth.isClerkInCorp.value, auth.isClerkInBilling.value]).toEqual([false, false]);
    expect(auth.selectedCorporationId.value).toBeNull();
  });
});

describe('AuthService.checkSession', () => {
  it('reads the session user and stores it', async () => {
    const user = makeUser();
    kernel.client.on(calls.auth.loginUser, () => user);
    await expect(auth.checkSession()).resolves.toBe(user);
    expect(auth.user.value).toBe(user);
  });

  it('throws the ApiError of a failed check', async () => {
    kernel.client.fail(calls.auth.loginUser, apiError(401, 'UNAUTHENTICATED'));
    await expect(auth.checkSession()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('AuthService.authenticateCode outcomes', () => {
  it('success with needToChange leads to code change', async () => {
    kernel.client.on(calls.auth.twoFactorAuth, () => ({ success: true, needToChange: true, userInfo: null }));
    await expect(auth.authenticateCode('DemoCode2026')).resolves.toBe('codeChange');
    expect(kernel.client.calls[0].request).toEqual({ confirmationCode: 'DemoCode2026' });
    // The session starts only with the new code: no success message yet.
    expect(toasts.toasts.value).toEqual([]);
  });

  it('success without change and with the password-reset flag leads to password change', async () => {
    kernel.client.on(calls.auth.twoFactorAuth, () => ({ success: true, needToChange: false, userInfo: makeUser({ passwordResetFlg: 1 }) }));
    await expect(auth.authenticateCode('DemoCode2026')).resolves.toBe('passwordChange');
    expect(auth.user.value?.user.attributes.passwordResetFlg).toBe(1);
  });

  it('success without change and without the flag leads home', async () => {
    kernel.client.on(calls.auth.twoFactorAuth, () => ({ success: true, needToChange: false, userInfo: makeUser() }));
    await expect(auth.authenticateCode('DemoCode2026')).resolves.toBe('home');
  });

  it('reads the session user when the answer carries none', async () => {
    kernel.client.on(calls.auth.twoFactorAuth, () => ({ success: true, needToChange: false, userInfo: null }));
    kernel.client.on(calls.auth.loginUser, () => makeUser({ passwordResetFlg: 1 }));
    await expect(auth.authenticateCode('DemoCode2026')).resolves.toBe('passwordChange');
  });

  it('any other result leads to login with the before-login error', async () => {
    kernel.client.on(calls.auth.twoFactorAuth, () => ({ success: false, needToChange: false, userInfo: null }));
    await expect(auth.authenticateCode('bad')).resolves.toBe('login');
    expect(errors.beforeLoginError.value).toBe('error');
    expect(toasts.toasts.value).toEqual([]);
  });

  it('an unavailable two-factor token leads to login', async () => {
    kernel.client.fail(calls.auth.twoFactorAuth, apiError(401, 'TWO_FACTOR_TOKEN_UNAVAILABLE'));
    await expect(auth.authenticateCode('DemoCode2026')).resolves.toBe('login');
    expect(errors.beforeLoginError.value).toBe('error');
  });

  it('other failures (a wrong code, the network) are thrown for the page to show', async () => {
    kernel.client.fail(calls.auth.twoFactorAuth, apiError(401, 'TWO_FACTOR_FAILED'));
    await expect(auth.authenticateCode('bad')).rejects.toMatchObject({ code: 'TWO_FACTOR_FAILED' });
  });
});

describe('AuthService.changeCode outcomes', () => {
  it('validates the new code and its confirmation before calling', async () => {
    const error = (await auth.changeCode('short', 'other').catch((e: unknown) => e)) as FieldValidationError;
    expect(isFieldValidationError(error)).toBe(true);
    expect(Object.keys(error.fields).sort()).toEqual(['confirm', 'newConfirmationCode']);
    expect(kernel.client.calls).toEqual([]);
  });

  it('the reset flag set leads to password change', async () => {
    kernel.client.on(calls.auth.twoFactorChange, () => ({ success: true, userInfo: makeUser({ passwordResetFlg: 1 }) }));
    await expect(auth.changeCode('NewCode2026ab', 'NewCode2026ab')).resolves.toBe('passwordChange');
    expect(kernel.client.calls[0].request).toEqual({ newConfirmationCode: 'NewCode2026ab', confirm: 'NewCode2026ab' });
    // Held at the password change: no success message there.
    auth.greetSignedIn();
    expect(toasts.toasts.value).toEqual([]);
  });

  it('the flag clear leads home', async () => {
    kernel.client.on(calls.auth.twoFactorChange, () => ({ success: true, userInfo: makeUser({ passwordResetFlg: 0 }) }));
    await expect(auth.changeCode('NewCode2026ab', 'NewCode2026ab')).resolves.toBe('home');
  });

  it('any other result leads to login', async () => {
    kernel.client.on(calls.auth.twoFactorChange, () => ({ success: false, userInfo: null }));
    await expect(auth.changeCode('NewCode2026ab', 'NewCode2026ab')).resolves.toBe('login');
    expect(errors.beforeLoginError.value).toBe('error');
  });
});

describe('AuthService.changePassword', () => {
  it('validates first: required, rule, and the confirmation', async () => {
    for (const [current, password, confirm, fields] of [
      ['', '', '', ['confirm', 'currentPassword', 'password']],
      ['OldPass2026x', 'short1', 'short1', ['password']],
      ['OldPass2026x', 'onlyletterslong', 'onlyletterslong', ['password']],
      ['OldPass2026x', 'GoodPass2026x', 'GoodPass2026y', ['confirm']],
      ['', 'GoodPass2026x', 'GoodPass2026x', ['currentPassword']],
    ] as const) {
      const error = (await auth.changePassword(current, password, confirm).catch((e: unknown) => e)) as FieldValidationError;
      expect(Object.keys(error.fields).sort()).toEqual([...fields]);
    }
    expect(kernel.client.calls).toEqual([]);
  });

  it('puts the new password and then refreshes the user', async () => {
    kernel.client.on(calls.auth.mypage, () => makeUser());
    kernel.client.on(calls.auth.loginUser, () => makeUser({ passwordResetFlg: 0, userId: 'U-refreshed' }));
    auth.setUser(makeUser({ passwordResetFlg: 1 }));
    await auth.changePassword('OldPass2026x', 'GoodPass2026x', 'GoodPass2026x');
    expect(kernel.client.idsCalled()).toEqual(['auth.mypage', 'auth.loginUser']);
    expect(kernel.client.calls[0].request).toEqual({ currentPassword: 'OldPass2026x', password: 'GoodPass2026x', confirm: 'GoodPass2026x' });
    expect(auth.user.value?.user.userId).toBe('U-refreshed');
  });
});

describe('AuthService.changeOwnConfirmationCode', () => {
  it('validates first: the current code is required, the new one follows the rule, the confirmation matches', async () => {
    for (const [current, next, confirm, fields] of [
      ['', '', '', ['confirm', 'confirmationCode', 'newConfirmationCode']],
      ['DemoCode2026', 'short1', 'short1', ['newConfirmationCode']],
      ['DemoCode2026', 'コード全角ですよ１２３', 'コード全角ですよ１２３', ['newConfirmationCode']],
      ['DemoCode2026', 'NewCode20261', 'NewCode20262', ['confirm']],
    ] as const) {
      const error = (await auth.changeOwnConfirmationCode(current, next, confirm).catch((e: unknown) => e)) as FieldValidationError;
      expect(Object.keys(error.fields).sort()).toEqual([...fields]);
    }
    expect(kernel.client.calls).toEqual([]);
  });

  it('sends the current code, the new code and the confirmation', async () => {
    kernel.client.on(calls.auth.changeMyConfirmationCode, () => ({ result: 'OK' as const }));
    await auth.changeOwnConfirmationCode('DemoCode2026', 'NewCode20261', 'NewCode20261');
    expect(kernel.client.calls).toEqual([
      { id: 'auth.changeMyConfirmationCode', request: { confirmationCode: 'DemoCode2026', newConfirmationCode: 'NewCode20261', confirm: 'NewCode20261' } },
    ]);
  });
});

describe('AuthService.lostPassword', () => {
  it('posts the user id and the mail address', async () => {
    kernel.client.on(calls.auth.lost, () => ({ result: 'OK' as const }));
    await auth.lostPassword('admin01', 'admin01@example.co.jp');
    expect(kernel.client.calls).toEqual([{ id: 'auth.lost', request: { userid: 'admin01', mail: 'admin01@example.co.jp' } }]);
  });
});

describe('AuthService.logout and clearSession', () => {
  it('logout posts /login/logout and clears the user, the permissions and every error', async () => {
    const permissions = kernel.services.get<PermissionService>(PermissionService);
    const manual = kernel.services.get<ManualDownloadService>(ManualDownloadService);
    kernel.client.on(calls.auth.viewPermission, () => ({ limitAmounDisplayFlg: true, limitAmountUserDisplayFlg: true, flexContractExistFlg: true, availableFlexContractFlg: true }));
    auth.setUser(makeUser());
    await permissions.loadViewPermission();
    manual.setFromQuery(new URLSearchParams('manualName=faq'));
    errors.setPermissionError(true);
    errors.setMessage('x');
    await auth.logout();
    expect(kernel.client.idsCalled()).toContain('auth.logout');
    expect(auth.user.value).toBeNull();
    expect(permissions.viewPermission.value).toBeNull();
    expect(errors.permissionError.value).toBe(false);
    expect(errors.systemError.value).toBe(false);
    expect(manual.state.value.downloadFlg).toBe(false);
  });

  it('logout clears local state even when the server is unreachable', async () => {
    kernel.client.fail(calls.auth.logout, new ApiError('x', 'ECONNABORTED'));
    auth.setUser(makeUser());
    await expect(auth.logout()).rejects.toBeInstanceOf(ApiError);
    expect(auth.user.value).toBeNull();
  });

  it('clearSession posts both logouts and ignores their failures', async () => {
    kernel.client.fail(calls.auth.logout, apiError(500, 'SYSTEM_ERROR'));
    kernel.client.fail(calls.auth.twoFactorLogout, new ApiError('x', 'ECONNABORTED'));
    auth.setUser(makeUser());
    await expect(auth.clearSession()).resolves.toBeUndefined();
    expect(kernel.client.idsCalled().sort()).toEqual(['auth.logout', 'auth.twoFactorLogout']);
    expect(auth.user.value).toBeNull();
  });
});
