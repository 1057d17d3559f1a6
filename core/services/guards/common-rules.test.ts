// The three rules run before every page change: URL history, clearing errors, reloading manual parameters.
import { beforeEach, describe, expect, it } from 'vitest';
import { recordHistory } from './record-history';
import { clearErrors } from './clear-errors';
import { reloadManualDownload } from './reload-manual-download';
import { ErrorService, ManualDownloadService } from '../contracts';
import { MANUAL_DOWNLOAD_STORAGE_KEY } from '../manual-download-service';
import { createTestKernel, navigationContext, testRoute, type TestKernel } from '../test-support';

let kernel: TestKernel;
beforeEach(() => {
  kernel = createTestKernel();
});

describe('recordHistory', () => {
  it('records from and to, moving the last target to previous', () => {
    const ctx = navigationContext(kernel, testRoute(), '/User/Info?offset=0');
    expect(recordHistory(ctx)).toBeUndefined();
    expect(ctx.history.value).toEqual({ previousUrl: null, nextUrl: '/User/Info?offset=0' });
    const next = { ...navigationContext(kernel, testRoute(), '/User/Detail/U1'), history: ctx.history };
    recordHistory(next);
    expect(ctx.history.value).toEqual({ previousUrl: '/User/Info?offset=0', nextUrl: '/User/Detail/U1' });
  });
});

describe('clearErrors', () => {
  it('resets system and client errors and the message', () => {
    const errors = kernel.services.get<ErrorService>(ErrorService);
    errors.setMessage('x');
    errors.setClientError(true);
    errors.setPermissionError(true);
    expect(clearErrors(navigationContext(kernel, testRoute(), '/'))).toBeUndefined();
    expect([errors.systemError.value, errors.clientError.value, errors.message.value]).toEqual([false, false, null]);
    expect(errors.permissionError.value).toBe(true);
  });
});

describe('reloadManualDownload', () => {
  it('takes the manual parameters from the query', () => {
    const manual = kernel.services.get<ManualDownloadService>(ManualDownloadService);
    expect(reloadManualDownload(navigationContext(kernel, testRoute(), '/?manualName=faq&manualType=pdf'))).toBeUndefined();
    expect(manual.state.value).toEqual({ downloadFlg: true, manualName: 'faq', manualType: 'pdf' });
  });

  it('else restores them from storage (a reload)', () => {
    kernel.storage.setItem(MANUAL_DOWNLOAD_STORAGE_KEY, JSON.stringify({ downloadFlg: true, manualName: 'user-guide', manualType: 'pdf' }));
    reloadManualDownload(navigationContext(kernel, testRoute(), '/User/Info'));
    expect(kernel.services.get<ManualDownloadService>(ManualDownloadService).queryParams()).toEqual({ manualName: 'user-guide', manualType: 'pdf' });
  });

  it('leaves nothing pending when neither has any', () => {
    reloadManualDownload(navigationContext(kernel, testRoute(), '/User/Info'));
    expect(kernel.services.get<ManualDownloadService>(ManualDownloadService).queryParams()).toEqual({});
  });
});
