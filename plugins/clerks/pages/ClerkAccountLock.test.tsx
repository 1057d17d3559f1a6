// The sign-in lock on the clerk detail page: 「ロック中」 shown while locked, 「ロック解除」 with a confirmation for a
// 責任者 who may lift it, no button for one who may not, nothing at all for an unlocked person.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authCalls } from '../../../core/auth/calls';
import { clerkCalls } from '../../../core/clerks/calls';
import { t } from '../../../core/i18n';
import { renderAppAt, signedInKernel } from '../../../web/test-support/harness';
import { clerkDetail } from '../test-support';

const LOCKED_CLERK = clerkDetail({ userId: '11', loginId: 'clerk05', userName: '竹内\u3000彩' });
const UNTIL = '2026-11-21T01:30:00.000Z';

describe('clerk detail: account lock', () => {
  it('shows 「ロック中」 and unlocks after the confirmation', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client
      .on(clerkCalls.corpDetail, () => LOCKED_CLERK)
      .on(authCalls.accountLockStatus, () => ({ locked: true, lockedUntil: UNTIL, canUnlock: true }))
      .on(authCalls.accountUnlock, () => ({ result: 'OK' as const }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Detail/11');
    expect(await screen.findByText(t('auth.accountLock.locked'), {})).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === authCalls.accountLockStatus.id)?.request).toEqual({ userId: '11' });
    await user.click(screen.getByRole('button', { name: t('auth.accountLock.unlock') }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(t('auth.accountLock.confirm', { name: LOCKED_CLERK.userName }));
    expect(kernel.client.calls.some((c) => c.id === authCalls.accountUnlock.id)).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: t('auth.accountLock.unlock') }));
    expect(await screen.findByText(t('auth.accountLock.done'))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === authCalls.accountUnlock.id)?.request).toEqual({ userId: '11' });
    await waitFor(() => expect(screen.queryByText(t('auth.accountLock.locked'))).toBeNull());
  });

  it('cancelling the confirmation unlocks nothing', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client
      .on(clerkCalls.corpDetail, () => LOCKED_CLERK)
      .on(authCalls.accountLockStatus, () => ({ locked: true, lockedUntil: UNTIL, canUnlock: true }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Detail/11');
    await user.click(await screen.findByRole('button', { name: t('auth.accountLock.unlock') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kernel.client.calls.some((c) => c.id === authCalls.accountUnlock.id)).toBe(false);
    expect(screen.getByText(t('auth.accountLock.locked'))).toBeTruthy();
  });

  it('shows the lock without the button when the viewer may not lift it, and nothing when not locked', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client
      .on(clerkCalls.corpDetail, () => LOCKED_CLERK)
      .on(authCalls.accountLockStatus, () => ({ locked: true, lockedUntil: UNTIL, canUnlock: false }));
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Detail/11');
    expect(await screen.findByText(t('auth.accountLock.locked'), {})).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('auth.accountLock.unlock') })).toBeNull();
  });

  it('shows nothing for a person who is not locked', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client
      .on(clerkCalls.corpDetail, () => LOCKED_CLERK)
      .on(authCalls.accountLockStatus, () => ({ locked: false, lockedUntil: null, canUnlock: true }));
    renderAppAt(kernel, '/Corp/ClerkOfCorp/Detail/11');
    expect(await screen.findByText('clerk05', {})).toBeTruthy();
    await waitFor(() => expect(kernel.client.calls.some((c) => c.id === authCalls.accountLockStatus.id)).toBe(true));
    expect(screen.queryByText(t('auth.accountLock.locked'))).toBeNull();
    expect(screen.queryByRole('button', { name: t('auth.accountLock.unlock') })).toBeNull();
  });
});
