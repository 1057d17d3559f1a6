// Confirmation code change at sign-in: the code rules (10-32 half-width alphanumerics, confirmation) and outcomes.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../core/api/contract';
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
