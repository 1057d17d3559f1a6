// The account menu's password change dialog (issue 36): the server's reason for refusing an easily guessed password
// shows beside the field and the dialog stays open; a good password closes it with the success toast.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calls } from '../../../core/api/contract';
import { ApiError } from '../../../core/api/error';
import { AuthService, ToastService } from '../../../core/services/contracts';
import { createTestKernel, makeUser } from '../../../core/services/test-support';
import { t } from '../../../core/i18n';
import { renderWithServices } from '../../../web/test-support/harness';
import PasswordChangeDialog from './PasswordChangeDialog';

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;

describe('PasswordChangeDialog', () => {
  it('shows the server refusal of a listed password and stays open; a good password closes it', async () => {
    const kernel = createTestKernel();
    kernel.container.get<AuthService>(AuthService).setUser(makeUser());
    const reason = t('validation.passwordCommon');
    kernel.client.fail(calls.auth.mypage, new ApiError(t('error.badRequest'), 'VALIDATION_ERROR', {
      httpStatusCode: 400, message: t('error.badRequest'), code: 'VALIDATION_ERROR', fields: { password: reason },
    }));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithServices(kernel, <PasswordChangeDialog isOpen onClose={onClose} />, '/');
    await user.type(input('currentPassword'), 'DemoPass2026');
    await user.type(input('password'), 'Sakura20262026');
    await user.type(input('confirm'), 'Sakura20262026');
    await user.click(screen.getByRole('button', { name: t('auth.passChange.submit') }));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    const changed = makeUser();
    kernel.client.on(calls.auth.mypage, () => changed).on(calls.auth.loginUser, () => changed);
    await user.clear(input('password'));
    await user.clear(input('confirm'));
    await user.type(input('password'), 'Tsukimi4Dango2027');
    await user.type(input('confirm'), 'Tsukimi4Dango2027');
    await user.click(screen.getByRole('button', { name: t('auth.passChange.submit') }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(kernel.container.get<ToastService>(ToastService).toasts.value.map((toast) => toast.message)).toContain(t('auth.passChange.done'));
  });
});
