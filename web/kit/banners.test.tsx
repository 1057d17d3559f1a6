// The system-error banner (dismissed by a click) and the permission-error callout (consumed on arrival).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorService } from '../../core/services/contracts';
import { createTestKernel } from '../../core/services/test-support';
import { t } from '../../core/i18n';
import { ApiError, ErrorCode, ErrorType } from '../../core/api/error';
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
    // A message set without a type is a common error (4).
    expect(screen.getByRole('heading', { name: t('error.banner.typedTitle', { kind: t('error.type.4') }) })).toBeTruthy();
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

  it('names the kind of error in its headline (spec 3/8 error types), from the error handled', () => {
    const kernel = createTestKernel();
    const errors = kernel.container.get<ErrorService>(ErrorService);
    renderWithServices(kernel, <SystemErrorBanner />);
    const failedWrite = new ApiError(t('error.system'), ErrorCode.SYSTEM, { httpStatusCode: 500, message: t('error.system'), code: ErrorCode.SYSTEM }, ErrorType.EDIT);
    act(() => errors.handle(failedWrite));
    expect(screen.getByRole('heading', { name: '編集エラーが発生しました' })).toBeTruthy();
    act(() => errors.resetAll());
    act(() => errors.handle(new ApiError(t('error.network'), ErrorCode.NETWORK, undefined, ErrorType.UPLOAD)));
    expect(screen.getByRole('heading', { name: 'アップロードエラーが発生しました' })).toBeTruthy();
    act(() => errors.resetAll());
    act(() => errors.handle(new TypeError('x')));
    expect(screen.getByRole('heading', { name: '共通エラーが発生しました' })).toBeTruthy();
    expect(errors.errorType.value).toBe(ErrorType.COMMON);
  });

  it('falls back to the generic system message', () => {
    const kernel = createTestKernel();
    kernel.container.get<ErrorService>(ErrorService).setSystemError(true);
    renderWithServices(kernel, <SystemErrorBanner />);
    expect(screen.getByRole('alert').textContent).toContain(t('error.system'));
    expect(screen.getByRole('heading', { name: t('error.banner.title') })).toBeTruthy();
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
