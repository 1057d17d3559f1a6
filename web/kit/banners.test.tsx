// The system-error banner (dismissed by a click) and the permission-error callout (consumed on arrival).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorService } from '../../core/services/contracts';
import { createTestKernel } from '../../core/services/test-support';
import { t } from '../../core/i18n';
import { renderWithServices } from '../test-support/harness';
import { SystemErrorBanner } from './SystemErrorBanner';
import { PermissionErrorCallout } from './PermissionErrorCallout';

describe('SystemErrorBanner', () => {
  it('shows the message of a system error and disappears when clicked', async () => {
    const kernel = createTestKernel();
    const errors = kernel.container.get<ErrorService>(ErrorService);
    const user = userEvent.setup();
    renderWithServices(kernel, <SystemErrorBanner />);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => errors.setMessage(t('error.network')));
    expect(screen.getByRole('alert').textContent).toContain(t('error.network'));
    // A headline says what happened; the click-to-close hint is not the headline.
    expect(screen.getByRole('heading', { name: t('error.banner.title') })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t('common.dismiss') })).toBeNull();

    await user.click(screen.getByRole('alert'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errors.systemError.value).toBe(false);
  });

  it('closes from its button too (keyboard users)', async () => {
    const kernel = createTestKernel();
    const errors = kernel.container.get<ErrorService>(ErrorService);
    errors.setSystemError(true);
    const user = userEvent.setup();
    renderWithServices(kernel, <SystemErrorBanner />);
    screen.getByRole('button', { name: t('common.close') }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errors.systemError.value).toBe(false);
  });

  it('falls back to the generic system message', () => {
    const kernel = createTestKernel();
    kernel.container.get<ErrorService>(ErrorService).setSystemError(true);
    renderWithServices(kernel, <SystemErrorBanner />);
    expect(screen.getByRole('alert').textContent).toContain(t('error.system'));
  });
});

describe('PermissionErrorCallout', () => {
  it('tells a denied user and consumes the flag', () => {
    const kernel = createTestKernel();
    const errors = kernel.container.get<ErrorService>(ErrorService);
    errors.setPermissionError(true);
    renderWithServices(kernel, <PermissionErrorCallout />);
    expect(screen.getByRole('alert').textContent).toBe(t('error.permission'));
    expect(errors.permissionError.value).toBe(false);
  });

  it('shows nothing without a denial', () => {
    renderWithServices(createTestKernel(), <PermissionErrorCallout />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
