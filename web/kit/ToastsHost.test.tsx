// The toasts host shows ToastService's toasts bottom right and drops each one when its 5000 ms are up.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastService } from '../../core/services/contracts';
import { createTestKernel } from '../../core/services/test-support';
import { TOAST_TIMEOUT_MS } from '../../core/domain/constants';
import { t } from '../../core/i18n';
import { renderWithServices } from '../test-support/harness';
import { ToastsHost } from './ToastsHost';

describe('ToastsHost', () => {
  // Blueprint's exit transition runs on window timers; the service's own timer runs on the kernel's ManualClock.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast and hides it after 5000 ms', async () => {
    const kernel = createTestKernel();
    renderWithServices(kernel, <ToastsHost />);
    const toasts = kernel.container.get<ToastService>(ToastService);

    act(() => void toasts.show(t('success.register'), 'success'));
    expect(screen.getByText(t('success.register'))).toBeTruthy();
    expect(document.querySelector('.twb-toaster')?.className).toContain('bp6-toast-container-bottom');

    act(() => kernel.clock.advance(TOAST_TIMEOUT_MS - 1));
    expect(screen.queryByText(t('success.register'))).toBeTruthy();

    act(() => kernel.clock.advance(1));
    await act(async () => void vi.runAllTimers());
    expect(screen.queryByText(t('success.register'))).toBeNull();
  });

  it('dismisses a toast from its close button', async () => {
    const kernel = createTestKernel();
    renderWithServices(kernel, <ToastsHost />);
    const toasts = kernel.container.get<ToastService>(ToastService);
    act(() => void toasts.show(t('corporation.switched')));
    act(() => (document.querySelector('.twb-toast button') as HTMLButtonElement).click());
    await act(async () => void vi.runAllTimers());
    expect(toasts.toasts.value).toHaveLength(0);
    expect(screen.queryByText(t('corporation.switched'))).toBeNull();
  });
});
