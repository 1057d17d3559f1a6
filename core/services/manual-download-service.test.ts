// ManualDownloadService: query, session-storage mirror, restore rule, redirect parameters and download.
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualDownloadService } from './contracts';
import { MANUAL_DOWNLOAD_STORAGE_KEY, manualParamsIn } from './manual-download-service';
import { createTestKernel, type TestKernel } from './test-support';
import { calls } from '../api/contract';
import { ApiError } from '../api/error';
import { t } from '../i18n';

let kernel: TestKernel;
let manual: ManualDownloadService;
const file = { fileName: '責任者マニュアル.pdf', contentType: 'application/pdf', data: new Uint8Array([1, 2]) };

beforeEach(() => {
  kernel = createTestKernel();
  manual = kernel.services.get<ManualDownloadService>(ManualDownloadService);
});

const query = (text: string) => new URLSearchParams(text);

describe('ManualDownloadService', () => {
  it('reads manualName and manualType from the query and mirrors them into session storage', () => {
    manual.setFromQuery(query('manualName=faq&manualType=pdf'));
    expect(manual.state.value).toEqual({ downloadFlg: true, manualName: 'faq', manualType: 'pdf' });
    expect(JSON.parse(kernel.storage.getItem(MANUAL_DOWNLOAD_STORAGE_KEY) ?? 'null')).toEqual({ downloadFlg: true, manualName: 'faq', manualType: 'pdf' });
  });

  it('ignores a query without a manual name and defaults the type to pdf', () => {
    manual.setFromQuery(query('manualType=pdf'));
    expect(manual.state.value.downloadFlg).toBe(false);
    expect(manualParamsIn(query('manualName=faq'))).toEqual({ manualName: 'faq', manualType: 'pdf' });
    expect(manualParamsIn(query(''))).toBeNull();
  });

  it('restores from storage when a download was flagged and none is set', () => {
    kernel.storage.setItem(MANUAL_DOWNLOAD_STORAGE_KEY, JSON.stringify({ downloadFlg: true, manualName: 'user-guide', manualType: 'pdf' }));
    manual.restoreFromStorage();
    expect(manual.state.value).toEqual({ downloadFlg: true, manualName: 'user-guide', manualType: 'pdf' });
  });

  it('does not restore when the stored download is not flagged', () => {
    kernel.storage.setItem(MANUAL_DOWNLOAD_STORAGE_KEY, JSON.stringify({ downloadFlg: false, manualName: 'user-guide', manualType: 'pdf' }));
    manual.restoreFromStorage();
    expect(manual.state.value.downloadFlg).toBe(false);
  });

  it('does not restore over a download already set', () => {
    manual.setFromQuery(query('manualName=faq&manualType=pdf'));
    kernel.storage.setItem(MANUAL_DOWNLOAD_STORAGE_KEY, JSON.stringify({ downloadFlg: true, manualName: 'user-guide', manualType: 'pdf' }));
    manual.restoreFromStorage();
    expect(manual.state.value.manualName).toBe('faq');
  });

  it('survives damaged storage', () => {
    kernel.storage.setItem(MANUAL_DOWNLOAD_STORAGE_KEY, '{not json');
    manual.restoreFromStorage();
    expect(manual.state.value.downloadFlg).toBe(false);
  });

  it('answers the query parameters to carry through a redirect', () => {
    expect(manual.queryParams()).toEqual({});
    manual.setFromQuery(query('manualName=faq&manualType=pdf'));
    expect(manual.queryParams()).toEqual({ manualName: 'faq', manualType: 'pdf' });
  });

  it('clears the state and the storage', () => {
    manual.setFromQuery(query('manualName=faq&manualType=pdf'));
    manual.clear();
    expect(manual.state.value).toEqual({ downloadFlg: false, manualName: null, manualType: null });
    expect(kernel.storage.getItem(MANUAL_DOWNLOAD_STORAGE_KEY)).toBeNull();
  });

  it('downloads the pending manual through the client and then clears it', async () => {
    kernel.client.onDownload(calls.auth.manualDownload, () => file);
    manual.setFromQuery(query('manualName=responsible-person-guide&manualType=pdf'));
    const result = await manual.download();
    expect(kernel.client.calls).toEqual([{ id: 'manual.download', request: { manualName: 'responsible-person-guide', manualType: 'pdf' } }]);
    expect(result).toEqual(file);
    expect(manual.state.value.downloadFlg).toBe(false);
  });

  it('downloads a named manual without touching the pending one, naming the file when the server did not', async () => {
    kernel.client.onDownload(calls.auth.manualDownload, () => ({ ...file, fileName: null }));
    manual.setFromQuery(query('manualName=faq&manualType=pdf'));
    const result = await manual.download('user-guide', 'pdf');
    expect(result.fileName).toBe('user-guide.pdf');
    expect(manual.state.value.manualName).toBe('faq');
  });

  it('refuses to download when nothing is pending or named', async () => {
    await expect(manual.download()).rejects.toThrow(t('manual.downloadFailed'));
  });

  it('keeps the pending manual when the download fails', async () => {
    kernel.client.fail(calls.auth.manualDownload, new ApiError('x', 'NOT_FOUND', { httpStatusCode: 404, message: 'x', code: 'NOT_FOUND' }));
    manual.setFromQuery(query('manualName=faq&manualType=pdf'));
    await expect(manual.download()).rejects.toBeInstanceOf(ApiError);
    expect(manual.state.value.downloadFlg).toBe(true);
  });
});
