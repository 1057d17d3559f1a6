// The generic error page: code (500 unless known) and message, a home link on a 404, and the stale-chunk reload.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ErrorCode, ErrorType } from '../../core/api/error';
import { createTestKernel } from '../../core/services/test-support';
import { ManualClock } from '../../core/kernel/manual-clock';
import { MemoryStorage } from '../../core/kernel/memory-storage';
import { t } from '../../core/i18n';
import { App } from './App';
import { ErrorPage } from './ErrorPage';
import { errorInfo } from './error-info';
import { createStaleChunkReloader, isStaleChunkError, STALE_CHUNK_RELOAD_INTERVAL_MS } from './stale-chunk';

function renderFailingRoute(failure: () => never) {
  const kernel = createTestKernel();
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/broken', loader: failure, element: <p>never</p>, errorElement: <ErrorPage /> },
    ],
    { initialEntries: ['/broken'] },
  );
  render(<App services={kernel.container} router={router} />);
}

describe('ErrorPage', () => {
  it('shows the code, the not-found message and a home link on a 404', async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByText(t('error.page.code', { code: 404 }))).toBeTruthy();
    expect(screen.getByText(t('error.notFound'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('error.page.home') }).getAttribute('href')).toBe('/');
  });

  it('defaults to 500 with the system message and offers no home link', async () => {
    renderFailingRoute(() => {
      throw new TypeError('x is undefined');
    });
    expect(await screen.findByText(t('error.page.code', { code: 500 }))).toBeTruthy();
    expect(screen.getByText(t('error.system'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: t('error.page.home') })).toBeNull();
    expect(screen.getByRole('button', { name: t('shell.error.reload') })).toBeTruthy();
    // Not an API error: the common type (4).
    expect(screen.getByText(t('error.page.type', { kind: t('error.type.4') }))).toBeTruthy();
  });

  it('names the type the error was raised with (spec 3/8): a failed read is an information error', async () => {
    renderFailingRoute(() => {
      throw new ApiError(t('error.system'), ErrorCode.SYSTEM, { httpStatusCode: 503, message: t('error.system'), code: ErrorCode.SYSTEM }, ErrorType.INFO);
    });
    expect(await screen.findByText(t('error.page.type', { kind: '参照エラー' }))).toBeTruthy();
    expect(screen.getByText(t('error.page.code', { code: 503 }))).toBeTruthy();
  });
});

describe('errorInfo', () => {
  it('keeps the code and message of an API error', () => {
    const error = new ApiError(t('error.conflict'), ErrorCode.CONFLICT, { httpStatusCode: 409, message: t('error.conflict'), code: ErrorCode.CONFLICT });
    expect(errorInfo(error)).toEqual({ code: 409, message: t('error.conflict'), type: ErrorType.COMMON });
    const upload = new ApiError('x', ErrorCode.NETWORK, undefined, ErrorType.UPLOAD);
    expect(errorInfo(upload).type).toBe(ErrorType.UPLOAD);
  });

  it('treats a network failure as 500', () => {
    expect(errorInfo(new ApiError(t('error.network'), ErrorCode.NETWORK)).code).toBe(500);
  });
});

describe('stale chunk reload', () => {
  it('recognises the failed dynamic import messages of the browsers', () => {
    expect(isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/HomePage-x.js'))).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('something else'))).toBe(false);
  });

  it('reloads at most once per minute', () => {
    const clock = new ManualClock(1_000_000);
    const reload = vi.fn();
    const reloader = createStaleChunkReloader(new MemoryStorage(), clock, reload);
    expect(reloader.reloadOnce()).toBe(true);
    expect(reloader.reloadOnce()).toBe(false);
    clock.advance(STALE_CHUNK_RELOAD_INTERVAL_MS - 1);
    expect(reloader.due()).toBe(false);
    clock.advance(1);
    expect(reloader.reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
