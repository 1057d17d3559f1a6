// Confirmation code entry routes by the outcome of AuthService.authenticateCode (spec 4).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../core/api/contract';
import { ApiError, ErrorCode } from '../../../core/api/error';
import type { TwoFactorAuthResponse } from '../../../core/auth/calls';
import { ErrorService } from '../../../core/services/contracts';
import { createTestKernel, makeUser } from '../../../core/services/test-support';
import { t } from '../../../core/i18n';
import { renderWithServices } from '../../../web/test-support/harness';
import CodeAuthPage from './CodeAuthPage';

async function submitCode(answer: () => TwoFactorAuthResponse | Promise<TwoFactorAuthResponse>) {
  const kernel = createTestKernel();
  kernel.client.on(calls.auth.twoFactorAuth, answer);
  const user = userEvent.setup();
  const rendered = renderWithServices(kernel, <CodeAuthPage />, '/CodeAuth');
  await user.type(screen.getByLabelText(new RegExp(t('auth.codeAuth.code'))), 'DemoCode2026');
  await user.click(screen.getByRole('button', { name: t('auth.codeAuth.submit') }));
  return { kernel, ...rendered };
}

describe('CodeAuthPage', () => {
  it('goes to code change when the code must be changed', async () => {
    const { router } = await submitCode(() => ({ success: true, needToChange: true, userInfo: null }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/CodeChange'));
  });

  it('goes to password change while the initial password is unchanged', async () => {
    const { router } = await submitCode(() => ({ success: true, needToChange: false, userInfo: makeUser({ passwordResetFlg: 1 }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/PassChange'));
  });

  it('goes home otherwise', async () => {
    const { router } = await submitCode(() => ({ success: true, needToChange: false, userInfo: makeUser() }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes back to sign-in with the code error when the attempt is over', async () => {
    const { router, kernel } = await submitCode(() => ({ success: false, needToChange: false, userInfo: null }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(kernel.container.get<ErrorService>(ErrorService).beforeLoginError.value).toBe('error');
  });

  it('stays and shows the message of a wrong code', async () => {
    const message = t('beforeLogin.error');
    const { router } = await submitCode(() => {
      throw new ApiError(message, ErrorCode.TWO_FACTOR_FAILED, { httpStatusCode: 401, message, code: ErrorCode.TWO_FACTOR_FAILED });
    });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(router.state.location.pathname).toBe('/CodeAuth');
  });
});
