// Spec 4's 「ログインに成功しました」 is said when the person reaches a signed-in page: home after the code, not the
// password change that still holds them (it comes once they are through).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '../../core/api/contract';
import { ToastService } from '../../core/services/contracts';
import { makeUser, type TestKernel } from '../../core/services/test-support';
import { t } from '../../core/i18n';
import { renderAppAt, signedInKernel } from '../../web/test-support/harness';

const SLOW = { timeout: 15_000 };

function toastMessages(kernel: TestKernel): string[] {
  return kernel.container.get<ToastService>(ToastService).toasts.value.map((toast) => toast.message);
}

async function enterCode(kernel: TestKernel, passwordResetFlg: number) {
  kernel.client
    .on(calls.auth.twoFactorAuthCheck, () => ({ tokenAvailable: true }))
    .on(calls.auth.twoFactorAuth, () => ({ success: true, needToChange: false, userInfo: makeUser({ passwordResetFlg }) }));
  const user = userEvent.setup();
  const rendered = renderAppAt(kernel, '/CodeAuth');
  await user.type(await screen.findByLabelText(new RegExp(t('auth.codeAuth.code')), {}, SLOW), 'DemoCode2026');
  await user.click(screen.getByRole('button', { name: t('auth.codeAuth.submit') }));
  return { user, ...rendered };
}

describe('sign-in success message', () => {
  it('is said on arriving home after the code', async () => {
    const kernel = signedInKernel();
    await enterCode(kernel, 0);
    expect(await screen.findByRole('heading', { name: t('home.title') }, SLOW)).toBeTruthy();
    await waitFor(() => expect(toastMessages(kernel)).toEqual([t('login.success')]));
  });

  it('is not said on the password change that holds the person, and is said once they reach home', async () => {
    const kernel = signedInKernel({ passwordResetFlg: 1 });
    const { user, router } = await enterCode(kernel, 1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/PassChange'), SLOW);
    await screen.findByRole('button', { name: t('auth.passChange.submit') }, SLOW);
    expect(toastMessages(kernel)).not.toContain(t('login.success'));

    const through = makeUser({ passwordResetFlg: 0 });
    kernel.client.on(calls.auth.mypage, () => through).on(calls.auth.loginUser, () => through);
    const field = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
    await user.type(field('currentPassword'), 'TempPass2026x');
    await user.type(field('password'), 'NewPass2026ab!');
    await user.type(field('confirm'), 'NewPass2026ab!');
    await user.click(screen.getByRole('button', { name: t('auth.passChange.submit') }));
    expect(await screen.findByRole('heading', { name: t('home.title') }, SLOW)).toBeTruthy();
    await waitFor(() => expect(toastMessages(kernel)).toContain(t('login.success')));
  });
});
