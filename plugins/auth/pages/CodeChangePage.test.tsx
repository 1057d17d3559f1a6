// Confirmation code change at sign-in: the code rules (10-32 half-width alphanumerics, confirmation) and outcomes.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../core/api/contract';
import { ApiError, ErrorCode } from '../../../core/api/error';
import { createTestKernel, makeUser } from '../../../core/services/test-support';
import { t } from '../../../core/i18n';
import { renderWithServices } from '../../../web/test-support/harness';
import CodeChangePage from './CodeChangePage';

/** The inputs by name: both labels start alike, so the label text would not tell them apart. */
function fields() {
  const byName = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
  return { code: byName('newConfirmationCode'), confirm: byName('confirm') };
}

describe('CodeChangePage', () => {
  it('refuses a short or non-alphanumeric code and a mismatched confirmation', async () => {
    const kernel = createTestKernel();
    const user = userEvent.setup();
    renderWithServices(kernel, <CodeChangePage />, '/CodeChange');
    await user.type(fields().code, 'short');
    await user.type(fields().confirm, 'other');
    await user.click(screen.getByRole('button', { name: t('auth.codeChange.submit') }));
    const messages = screen.getAllByRole('alert').map((el) => el.textContent);
    expect(messages).toEqual([t('validation.confirmationCode', { min: 10, max: 32 }), t('validation.mismatch')]);
    expect(kernel.client.calls).toHaveLength(0);
  });

  it('goes to password change when the reset flag is set', async () => {
    const kernel = createTestKernel();
    kernel.client.on(calls.auth.twoFactorChange, () => ({ success: true, userInfo: makeUser({ passwordResetFlg: 1 }) }));
    const user = userEvent.setup();
    const { router } = renderWithServices(kernel, <CodeChangePage />, '/CodeChange');
    await user.type(fields().code, 'NewCode20260');
    await user.type(fields().confirm, 'NewCode20260');
    await user.click(screen.getByRole('button', { name: t('auth.codeChange.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/PassChange'));
  });

  // Spec 8: 管理者確認コードの登録に失敗しました。 whenever the server does not register the code.
  async function submitRefused(error: ApiError) {
    const kernel = createTestKernel();
    kernel.client.fail(calls.auth.twoFactorChange, error);
    const user = userEvent.setup();
    const rendered = renderWithServices(kernel, <CodeChangePage />, '/CodeChange');
    await user.type(fields().code, 'NewCode20260');
    await user.type(fields().confirm, 'NewCode20260');
    await user.click(screen.getByRole('button', { name: t('auth.codeChange.submit') }));
    return { kernel, ...rendered };
  }

  it('says the registration failed, with the server\'s field messages, when the server refuses the code', async () => {
    const message = t('validation.confirmationCode', { min: 10, max: 32 });
    const { router } = await submitRefused(new ApiError(t('error.badRequest'), ErrorCode.VALIDATION, {
      httpStatusCode: 400, message: t('error.badRequest'), code: ErrorCode.VALIDATION, fields: { newConfirmationCode: message },
    }));
    expect(await screen.findByText(t('confirmationCode.registerFailed'))).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/CodeChange');
  });

  it('says the registration failed, then the reason, when the server refuses it as a whole', async () => {
    await submitRefused(new ApiError('この確認コードは使用できません。', 'REFUSED', { httpStatusCode: 400, message: 'この確認コードは使用できません。', code: 'REFUSED' }));
    const callout = await screen.findByText((_content, element) => element?.classList.contains('twb-flow__form-error') === true);
    expect(callout.textContent).toBe(`${t('confirmationCode.registerFailed')}\nこの確認コードは使用できません。`);
  });

  it('says the registration failed when the call fails (an outage also goes to the banner)', async () => {
    await submitRefused(new ApiError(t('error.system'), ErrorCode.SYSTEM, { httpStatusCode: 500, message: t('error.system'), code: ErrorCode.SYSTEM }));
    expect(await screen.findByText(t('confirmationCode.registerFailed'))).toBeTruthy();
  });

  it('offers a way out: signing out ends the pending sign-in and goes to the sign-in page', async () => {
    const kernel = createTestKernel();
    kernel.client.on(calls.auth.logout, () => ({ result: 'OK' as const })).on(calls.auth.twoFactorLogout, () => ({ result: 'OK' as const }));
    const user = userEvent.setup();
    const { router } = renderWithServices(kernel, <CodeChangePage />, '/CodeChange');
    await user.click(screen.getByRole('button', { name: t('shell.account.signOut') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(kernel.client.idsCalled()).toEqual(expect.arrayContaining(['auth.twoFactorLogout', 'auth.logout']));
    expect(kernel.client.idsCalled()).not.toContain('auth.twoFactorChange');
  });
});
