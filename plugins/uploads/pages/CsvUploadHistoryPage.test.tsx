// The bulk operation history: rows with their status, the completion CSV of a finished upload, the cancel of a
// scheduled one after a confirmation, and the refusal when it has already started.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { uploadCalls } from '../../../core/uploads/calls';
import { ApiError } from '../../../core/api/error';
import { LIST_NO_DATA_TEXT } from '../../../core/domain/constants';
import { t } from '../../../core/i18n';
import { renderAppAt } from '../../../web/test-support/harness';
import { historyRow, uploadsKernel } from '../test-support';

const QUEUED = historyRow({
  transferHistoryId: '42', status: 'queued', statusLabel: 'キュー待ち', startDate: '2026/12/01', fileName: 'names.csv',
  kind: 'department-names', kindTitle: '部署名一括変更', uploadDivision: 4, cancellable: true, completionAvailable: false, organizationId: '5',
});
const FAILED = historyRow({
  transferHistoryId: '40', status: 'failed', statusLabel: 'エラー', errorCount: 3, appliedCount: 0, message: '3行にエラーがあったため反映しませんでした',
  failureReasons: [{ row: 2, column: 'メールアドレス', message: 'すでに登録されています' }, { row: 5, column: '部署名', message: '選択できない部署です' }],
});

function historyKernel(rows = [QUEUED, historyRow(), FAILED]) {
  const { kernel } = uploadsKernel();
  kernel.client.on(uploadCalls.history, () => ({ totalCount: rows.length, offset: 0, limit: 500, rows }));
  return kernel;
}

describe('CsvUploadHistoryPage', () => {
  it('lists the uploads with status, counts and what can be done with each', async () => {
    const kernel = historyKernel();
    renderAppAt(kernel, '/CsvUploadHistory');
    const table = await screen.findByRole('table', { name: t('uploadPages.history.label') });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('キュー待ち')).toBeTruthy();
    expect(within(rows[0]).getByRole('button', { name: t('uploadPages.history.cancelLabel', { id: '42' }) })).toBeTruthy();
    expect(within(rows[0]).queryByRole('button', { name: t('uploadPages.history.resultCsvLabel', { id: '42' }) })).toBeNull();
    expect(within(rows[1]).getByRole('button', { name: t('uploadPages.history.resultCsvLabel', { id: '41' }) })).toBeTruthy();
    expect(within(rows[1]).queryByRole('button', { name: t('uploadPages.history.cancelLabel', { id: '41' }) })).toBeNull();
    expect(within(rows[2]).getByText(t('uploadPages.history.failedRows', { count: '3' }))).toBeTruthy();
    expect(within(rows[2]).getByText('3行にエラーがあったため反映しませんでした')).toBeTruthy();
    // Why the apply failed, row by row, beside the result CSV; the rest is in the CSV.
    const reasons = within(rows[2]).getByRole('list', { name: t('uploadPages.history.reasonsLabel', { id: '40' }) });
    expect(within(reasons).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '2行目 メールアドレス: すでに登録されています', '5行目 部署名: 選択できない部署です', t('uploadPages.history.moreReasons', { count: '1' }),
    ]);
    expect(within(rows[1]).queryByRole('list')).toBeNull();
    expect(screen.getByText(t('common.count', { from: '1', to: '3', total: '3' }))).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === uploadCalls.history.id)?.request).toEqual({ offset: 0, limit: 500 });
  });

  it('shows 0 / 0 when nothing was uploaded', async () => {
    renderAppAt(historyKernel([]), '/CsvUploadHistory');
    expect(await screen.findByText(t('uploadPages.history.empty'))).toBeTruthy();
    expect(screen.getByText(LIST_NO_DATA_TEXT)).toBeTruthy();
  });

  it('downloads the completion CSV of an upload', async () => {
    const kernel = historyKernel();
    kernel.client.onDownload(uploadCalls.completionCsv, () => ({ fileName: 'completion-41.csv', contentType: 'text/csv', data: new Uint8Array([0x41]) }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/CsvUploadHistory');
    await user.click(await screen.findByRole('button', { name: t('uploadPages.history.resultCsvLabel', { id: '41' }) }));
    await waitFor(() => expect(kernel.client.calls.find((c) => c.id === uploadCalls.completionCsv.id)?.request).toEqual({ transferHistoryId: '41', transferDivision: 1 }));
  });

  it('cancels a scheduled upload after asking, with what the history showed, and reloads', async () => {
    const kernel = historyKernel();
    kernel.client.on(uploadCalls.cancel, ({ transferHistoryId }) => ({ result: 'OK' as const, transferHistoryId, status: 'cancelled' as const, message: '取り消しました（受付番号 42）' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/CsvUploadHistory');
    await user.click(await screen.findByRole('button', { name: t('uploadPages.history.cancelLabel', { id: '42' }) }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t('uploadPages.history.cancelQuestion', { kind: '部署名一括変更', fileName: 'names.csv', date: '2026/12/01' }))).toBeTruthy();
    expect(kernel.client.idsCalled()).not.toContain(uploadCalls.cancel.id);
    await user.click(within(dialog).getByRole('button', { name: t('uploadPages.history.cancelExecute') }));
    expect(await screen.findByText('取り消しました（受付番号 42）')).toBeTruthy();
    expect(kernel.client.calls.find((c) => c.id === uploadCalls.cancel.id)?.request).toEqual({ transferHistoryId: '42', organizationId: '5', startDate: '2026/12/01', division: 4 });
    await waitFor(() => expect(kernel.client.calls.filter((c) => c.id === uploadCalls.history.id)).toHaveLength(2));
  });

  it('says so when the upload has already started, and cancels nothing', async () => {
    const kernel = historyKernel();
    kernel.client.fail(uploadCalls.cancel, new ApiError('stale', 'CONFLICT', { httpStatusCode: 409, message: 'stale', code: 'CONFLICT' }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/CsvUploadHistory');
    await user.click(await screen.findByRole('button', { name: t('uploadPages.history.cancelLabel', { id: '42' }) }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t('uploadPages.history.cancelExecute') }));
    expect(await within(dialog).findByText(t('uploadPages.history.alreadyStarted'))).toBeTruthy();
    await waitFor(() => expect(kernel.client.calls.filter((c) => c.id === uploadCalls.history.id)).toHaveLength(2));
  });

  it('is in the side menu as 一括操作履歴（CSV）', async () => {
    renderAppAt(historyKernel(), '/CsvUploadHistory');
    expect((await screen.findAllByText(t('uploadPages.menu'))).length).toBeGreaterThan(0);
  });
});
