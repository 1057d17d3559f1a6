// Password change: the password rule (and, issue 36, easily guessed passwords refused), then home with a success toast.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../core/api/contract';
import { ApiError } from '../../../core/api/error';
import { AuthService, ToastService } from '../../../core/services/contracts';
import { createTestKernel, makeUser } from '../../../core/services/test-support';
import { t } from '../../../core/i18n';
import { renderWithServices } from '../../../web/test-support/harness';
import PassChangePage from './PassChangePage';

/** The inputs by name: both labels start alike, so the label text would not tell them apart. */
function fields() {
  const byName = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
  return { current: byName('currentPassword'), password: byName('password'), confirm: byName('confirm') };
}

describe('PassChangePage', () => {
  it('explains the forced change and refuses a password without digits', async () => {
    const kernel = createTestKernel();
    kernel.container.get<AuthService>(AuthService).setUser(makeUser({ passwordResetFlg: 1 }));
    const user = userEvent.setup();
    renderWithServices(kernel, <PassChangePage />, '/PassChange');
    expect(screen.getByText(t('auth.passChange.resetLead'))).toBeTruthy();
    await user.type(fields().current, 'TempPass2026x');
    await user.type(fields().password, 'lettersonlypassword');
    await user.type(fields().confirm, 'lettersonlypassword');
    await user.click(screen.getByRole('button', { name: t('auth.passChange.submit') }));
    expect(screen.getByRole('alert').textContent).toBe(t('validation.password', { min: 12, max: 32 }));
  });

  it('shows why the server refused an easily guessed password, and stays on the page', async () => {
    const kernel = createTestKernel();
    kernel.container.get<AuthService>(AuthService).setUser(makeUser({ passwordResetFlg: 1 }));
    const reason = t('validation.passwordCommon');
    kernel.client.fail(calls.auth.mypage, new ApiError(t('error.badRequest'), 'VALIDATION_ERROR', {
      httpStatusCode: 400, message: t('error.badRequest'), code: 'VALIDATION_ERROR', fields: { password: reason },
    }));
    const user = userEvent.setup();
    const { router } = renderWithServices(kernel, <PassChangePage />, '/PassChange');
    await user.type(fields().current, 'TempPass2026x');
    await user.type(fields().password, 'Password2026');
    await user.type(fields().confirm, 'Password2026');
    await user.click(screen.getByRole('button', { name: t('auth.passChange.submit') }));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/PassChange');
  });

  it('refuses a run with a digit or the login id in the password before asking the server', async () => {
    const kernel = createTestKernel();
    kernel.container.get<AuthService>(AuthService).setUser(makeUser({ passwordResetFlg: 1 }));
    const user = userEvent.setup();
    renderWithServices(kernel, <PassChangePage />, '/PassChange');
    await user.type(fields().current, 'TempPass2026x');
    await user.type(fields().password, 'abcdefghijk1');
    await user.type(fields().confirm, 'abcdefghijk1');
    await user.click(screen.getByRole('button', { name: t('auth.passChange.submit') }));
    expect(screen.getByRole('alert').textContent).toBe(t('validation.passwordSequence'));
    await user.clear(fields().password);
    await user.clear(fields().confirm);
    await user.type(fields().password, 'Admin01Tsukimi7');
    await user.type(fields().confirm, 'Admin01Tsukimi7');
    await user.click(screen.getByRole('button', { name: t('auth.passChange.submit') }));
    expect(screen.getByRole('alert').textContent).toBe(t('validation.passwordHasLoginId'));
    expect(kernel.client.calls).toEqual([]);
  });

  it('changes the password and goes home', async () => {
    const kernel = createTestKernel();
    const changed = makeUser();
    kernel.client.on(calls.auth.mypage, () => changed).on(calls.auth.loginUser, () => changed);
    const user = userEvent.setup();
    const { router } = renderWithServices(kernel, <PassChangePage />, '/PassChange');
    await user.type(fields().current, 'DemoPass2026');
    await user.type(fields().password, 'NewPassword2027');
    await user.type(fields().confirm, 'NewPassword2027');
    await user.click(screen.getByRole('button', { name: t('auth.passChange.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(kernel.client.calls.find((c) => c.id === 'auth.mypage')?.request).toEqual({
      currentPassword: 'DemoPass2026',
      password: 'NewPassword2027',
      confirm: 'NewPassword2027',
    });
    expect(kernel.container.get<ToastService>(ToastService).toasts.value.map((toast) => toast.message)).toContain(t('auth.passChange.done'));
  });

  it('asks for the current password, also on the forced first change, and sends nothing without it', async () => {
    const kernel = createTestKernel();
    kernel.container.get<AuthService>(AuthService).setUser(makeUser({ passwordResetFlg: 1 }));
    const user = userEvent.setup();
    renderWithServices(kernel, <PassChangePage />, '/PassChange');
    expect(screen.getByLabelText(t('auth.passChange.current'), { exact: false })).toBe(fields().current);
    await user.type(fields().password, 'NewPassword2027');
    await user.type(fields().confirm, 'NewPassword2027');
    await user.click(screen.getByRole('button', { name: t('auth.passChange.submit') }));
    expect(screen.getByRole('alert').textContent).toBe(t('validation.required'));
    expect(kernel.client.calls).toEqual([]);
  });

  it('offers a way out of the forced change: signing out ends the session and goes to the sign-in page', async () => {
    const kernel = createTestKernel();
    const auth = kernel.container.get<AuthService>(AuthService);
    auth.setUser(makeUser({ passwordResetFlg: 1 }));
    kernel.client.on(calls.auth.logout, () => ({ result: 'OK' as const })).on(calls.auth.twoFactorLogout, () => ({ result: 'OK' as const }));
    const user = userEvent.setup();
    const { router } = renderWithServices(kernel, <PassChangePage />, '/PassChange');
    await user.click(screen.getByRole('button', { name: t('shell.account.signOut') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(kernel.client.idsCalled()).toContain('auth.logout');
    expect(auth.user.value).toBeNull();
    expect(kernel.container.get<ToastService>(ToastService).toasts.value.map((toast) => toast.message)).toContain(t('shell.account.signedOut'));
  });
});
