// The shell layout in real Chromium: the header stays fixed at the top, a 1024 px window does not scroll sideways,
// the root font is 14 px, and toasts sit bottom right within 20rem.
import './shell.css';
import '../kit/kit.css';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastService } from '../../core/services/contracts';
import { t } from '../../core/i18n';
import { renderAppAt, signedInKernel } from '../test-support/harness';

describe('shell layout in Chromium', () => {
  afterEach(() => window.scrollTo(0, 0));

  it('keeps the header fixed at the top and the body at least 1000 px wide (a 1024 px window less its scrollbar)', async () => {
    renderAppAt(signedInKernel({ roleType: 3 }), '/');
    await screen.findByRole('region', { name: t('home.news.title') });

    const header = document.querySelector('.twb-header') as HTMLElement;
    expect(getComputedStyle(header).position).toBe('fixed');
    expect(getComputedStyle(document.body).minWidth).toBe('1000px');
    expect(getComputedStyle(document.documentElement).fontSize).toBe('14px');

    // Make the page taller than the window, scroll, and the header is still at the very top.
    document.body.style.height = '4000px';
    window.scrollTo(0, 600);
    expect(header.getBoundingClientRect().top).toBe(0);
    const main = document.querySelector('.twb-shell__main') as HTMLElement;
    expect(main.getBoundingClientRect().top).toBeLessThan(0);
    const sideNav = document.querySelector('.twb-sidenav') as HTMLElement;
    expect(sideNav.getBoundingClientRect().top).toBe(header.getBoundingClientRect().height);
    document.body.style.height = '';
  });

  it('starts a page reached by a link at the top', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    const { router, unmount } = renderAppAt(kernel, '/');
    await screen.findByRole('region', { name: t('home.news.title') });
    document.body.style.height = '4000px';
    window.scrollTo(0, 600);
    expect(window.scrollY).toBe(600);
    await act(() => router.navigate('/User/Info'));
    await expect.poll(() => window.scrollY).toBe(0);
    document.body.style.height = '';
    unmount();
  });

  it('puts toasts bottom right, at most 20rem wide', async () => {
    const kernel = signedInKernel();
    renderAppAt(kernel, '/');
    await screen.findByRole('region', { name: t('home.news.title') });
    act(() => void kernel.container.get<ToastService>(ToastService).show(t('flex.extraFeeWarning'), 'warning'));
    const toast = (await screen.findByText(t('flex.extraFeeWarning'))).closest('.bp6-toast') as HTMLElement;
    const box = toast.getBoundingClientRect();
    expect(box.width).toBeLessThanOrEqual(20 * 14);
    expect(window.innerWidth - box.right).toBeLessThan(40);
    expect(window.innerHeight - box.bottom).toBeLessThan(40);
  });
});
