// The sign-in page: the before-login error, the server's refusal, and success on to the confirmation code.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../core/api/contract';
import { ApiError, ErrorCode } from '../../../core/api/error';
import { ErrorService, ManualDownloadService } from '../../../core/services/contracts';
import { createTestKernel } from '../../../core/services/test-support';
import { t } from '../../../core/i18n';
import { renderAppAt, renderWithServices, signedInKernel } from '../../../web/test-support/harness';
import LoginPage from './LoginPage';

const locked = () =>
  new ApiError(t('login.locked', { count: 10 }), ErrorCode.ACCOUNT_LOCKED, { httpStatusCode: 401, message: t('login.locked', { count: 10 }), code: ErrorCode.ACCOUNT_LOCKED });

describe('LoginPage', () => {
  it.each(['networkError', 'invalid', 'error', 'system'] as const)('shows the before-login error %s', (kind) => {
    const kernel = createTestKernel();
    kernel.container.get<ErrorService>(ErrorService).setBeforeLoginError(kind);
    renderWithServices(kernel, <LoginPage />, '/Login');
    expect(screen.getByRole('alert').textContent).toBe(t(`beforeLogin.${kind}`));
  });

  it('asks for both fields before calling the server', async () => {
    const kernel = createTestKernel();
    const user = userEvent.setup();
    renderWithServices(kernel, <LoginPage />, '/Login');
    await user.click(screen.getByRole('button', { name: t('auth.login.submit') }));
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([t('validation.required'), t('validation.required')]);
    expect(kernel.client.calls).toHaveLength(0);
  });

  it("shows the server's refusal (a locked account)", async () => {
    const kernel = createTestKernel();
    kernel.client.fail(calls.auth.login, locked());
    const user = userEvent.setup();
    renderWithServices(kernel, <LoginPage />, '/Login');
    await user.type(screen.getByLabelText(new RegExp(t('auth.login.loginId'))), 'admin01');
    await user.type(screen.getByLabelText(new RegExp(t('auth.login.password'))), 'WrongPass2026');
    await user.click(screen.getByRole('button', { name: t('auth.login.submit') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('login.locked', { count: 10 }));
  });

  it('goes on to the confirmation code, keeping a pending manual in the query', async () => {
    const kernel = createTestKernel();
    kernel.client.on(calls.auth.login, () => ({ twoFactorExpiresAt: '2026-11-21T00:10:00Z' }));
    kernel.container.get<ManualDownloadService>(ManualDownloadService).setFromQuery(new URLSearchParams('manualName=faq&manualType=pdf'));
    const user = userEvent.setup();
    const { router } = renderWithServices(kernel, <LoginPage />, '/Login');
    await user.type(screen.getByLabelText(new RegExp(t('auth.login.loginId'))), ' admin01 ');
    await user.type(screen.getByLabelText(new RegExp(t('auth.login.password'))), 'DemoPass2026');
    await user.click(screen.getByRole('button', { name: t('auth.login.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/CodeAuth'));
    expect(router.state.location.search).toBe('?manualName=faq&manualType=pdf');
    expect(kernel.client.calls[0].request).toEqual({ loginId: 'admin01', password: 'DemoPass2026' });
  });

  it('leaves the form unusable once the password is accepted, while the code page is still on its way', async () => {
    const kernel = signedInKernel();
    let answerCheck: (answer: { tokenAvailable: boolean }) => void = () => undefined;
    kernel.client
      .on(calls.auth.login, () => ({ twoFactorExpiresAt: '2026-11-21T00:10:00Z' }))
      // The code page's token check keeps the page change waiting.
      .on(calls.auth.twoFactorAuthCheck, () => new Promise((resolve) => { answerCheck = resolve; }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Login');
    const loginId = (await screen.findByLabelText(new RegExp(t('auth.login.loginId')))) as HTMLInputElement;
    const password = screen.getByLabelText(new RegExp(t('auth.login.password'))) as HTMLInputElement;
    await user.type(loginId, 'admin01');
    await user.type(password, 'DemoPass2026');
    await user.click(screen.getByRole('button', { name: t('auth.login.submit') }));
    await waitFor(() => expect(kernel.client.calls.some((c) => c.id === calls.auth.twoFactorAuthCheck.id)).toBe(true));
    await waitFor(() => expect(loginId.disabled).toBe(true));
    expect(password.disabled).toBe(true);
    await user.type(password, 'x');
    expect(password.value).toBe('DemoPass2026');
    answerCheck({ tokenAvailable: true });
    expect(await screen.findByRole('heading', { name: t('auth.codeAuth.title') })).toBeTruthy();
  });
});
