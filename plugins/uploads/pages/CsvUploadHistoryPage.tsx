// The bulk operation history (/CsvUploadHistory, WFAH001 read): every upload of the chosen corporation, newest first,
// with its status, the completion CSV (a result per row) of a finished upload, and the cancel of a scheduled one
// (confirm first; an upload that has started is refused by the server and the refusal is shown).
import '../uploads.css';
import { useState } from 'react';
import { Button, Callout, HTMLTable, Spinner, type Intent } from '@blueprintjs/core';
import type { UploadHistoryRow, UploadStatus } from '../../../core/uploads/calls';
import { LIST_NO_DATA_TEXT } from '../../../core/domain/constants';
import { ErrorService, ToastService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/uploads/load-page-messages';
import { ConfirmDialog, ListPager, LoadFailureNote, formatNumber, loadFailed, pageCountOf, refusalOf, saveFile, useLoadedData, useService } from '../../../web/kit';
import { cancelUpload, downloadCompletionCsv, fetchHistory } from '../api';
import { CellTag } from '../../../web/kit/CellTag';

const PAGE_SIZE = 500;

const STATUS_INTENT: Readonly<Record<UploadStatus, Intent>> = {
  queued: 'primary',
  applying: 'warning',
  applied: 'success',
  failed: 'danger',
  cancelled: 'none',
};

export default function CsvUploadHistoryPage() {
  const client = useService<ApiClient>(ApiClient);
  const errors = useService<ErrorService>(ErrorService);
  const toasts = useService<ToastService>(ToastService);
  const [page, setPage] = useState(1);
  const history = useLoadedData((signal) => fetchHistory(client, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }, signal), [client, page]);
  const [cancelling, setCancelling] = useState<UploadHistoryRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const rows = history.data?.rows ?? [];
  const total = history.data?.totalCount ?? 0;

  const download = async (row: UploadHistoryRow) => {
    setDownloading(row.transferHistoryId);
    try {
      const file = await downloadCompletionCsv(client, row);
      saveFile({ fileName: file.fileName ?? `completion-${row.transferHistoryId}.csv`, data: file.data, contentType: file.contentType });
    } catch (error) {
      const refused = refusalOf(error, t('error.conflict'));
      if (refused) toasts.show(refused.message, 'danger', 'error');
      else errors.handle(error);
    } finally {
      setDownloading(null);
    }
  };

  const closeCancel = () => {
    setCancelling(null);
    setRefusal(null);
  };

  const cancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    setRefusal(null);
    try {
      const message = await cancelUpload(client, cancelling);
      setCancelling(null);
      toasts.show(message || t('uploadPages.history.cancelled'), 'success', 'tick');
      history.reload();
    } catch (error) {
      // A 409 means the upload changed underneath (it started, or was rescheduled): it can no longer be cancelled.
      const refused = refusalOf(error, t('uploadPages.history.alreadyStarted'));
      if (refused) {
        setRefusal(refused.message);
        history.reload();
      } else {
        setCancelling(null);
        errors.handle(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="twb-uploads">
      <div className="twb-uploads__history-toolbar">
        <p>{t('uploadPages.history.lead')}</p>
        <Button icon="refresh" text={t('uploadPages.history.reload')} onClick={history.reload} />
      </div>
      {/* A failed load counts nothing: "0 / 0" would claim there is no history. */}
      <p className="twb-data-list__counter">
        {!history.data && loadFailed(history) ? '' : total === 0 ? LIST_NO_DATA_TEXT : t('common.count', { from: formatNumber((page - 1) * PAGE_SIZE + 1), to: formatNumber((page - 1) * PAGE_SIZE + rows.length), total: formatNumber(total) })}
      </p>
      <LoadFailureNote load={history} shown={history.data !== undefined} what="list" />
      {history.loading && !history.data && <Spinner size={24} />}
      {history.data && rows.length === 0 && <Callout>{t('uploadPages.history.empty')}</Callout>}
      {rows.length > 0 && (
        <div className="twb-uploads__history">
          <HTMLTable compact striped aria-label={t('uploadPages.history.label')}>
            <thead>
              <tr>
                <th scope="col">{t('uploadPages.history.column.receivedAt')}</th>
                <th scope="col">{t('uploadPages.history.column.kind')}</th>
                <th scope="col">{t('uploadPages.history.column.fileName')}</th>
                <th scope="col">{t('uploadPages.history.column.rows')}</th>
                <th scope="col">{t('uploadPages.history.column.startDate')}</th>
                <th scope="col">{t('uploadPages.history.column.status')}</th>
                <th scope="col">{t('uploadPages.history.column.uploader')}</th>
                <th scope="col">{t('uploadPages.history.column.result')}</th>
                <th scope="col">{t('uploadPages.history.column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.transferHistoryId}>
                  <td>{row.uploadedAt}</td>
                  <td>{row.kindTitle}</td>
                  <td className="twb-uploads__file-name">{row.fileName}</td>
                  <td className="twb-uploads__number">{formatNumber(row.rowCount)}</td>
                  <td>{row.startDate}</td>
                  <td>
                    <CellTag intent={STATUS_INTENT[row.status]} minimal={row.status === 'cancelled'}>
                      {row.statusLabel}
                    </CellTag>
                    {row.errorCount > 0 && <span className="twb-uploads__failed-rows">{t('uploadPages.history.failedRows', { count: formatNumber(row.errorCount) })}</span>}
                    {row.message && row.status === 'failed' && <p className="twb-uploads__row-message">{row.message}</p>}
                    {row.failureReasons.length > 0 && (
                      <ul className="twb-uploads__reasons" aria-label={t('uploadPages.history.reasonsLabel', { id: row.transferHistoryId })}>
                        {row.failureReasons.map((r) => (
                          <li key={`${r.row}:${r.column}:${r.message}`}>{t('uploadPages.history.reason', { row: r.row, column: r.column, message: r.message })}</li>
                        ))}
                        {row.errorCount > row.failureReasons.length && (
                          <li className="twb-uploads__reasons-more">{t('uploadPages.history.moreReasons', { count: formatNumber(row.errorCount - row.failureReasons.length) })}</li>
                        )}
                      </ul>
                    )}
                  </td>
                  <td>{row.uploadedByName}</td>
                  <td>
                    {row.completionAvailable && (
                      <Button
                        size="small"
                        icon="download"
                        text={t('uploadPages.history.resultCsv')}
                        aria-label={t('uploadPages.history.resultCsvLabel', { id: row.transferHistoryId })}
                        loading={downloading === row.transferHistoryId}
                        onClick={() => void download(row)}
                      />
                    )}
                  </td>
                  <td>
                    {row.cancellable && (
                      <Button
                        size="small"
                        intent="danger"
                        variant="outlined"
                        text={t('uploadPages.history.cancel')}
                        aria-label={t('uploadPages.history.cancelLabel', { id: row.transferHistoryId })}
                        onClick={() => setCancelling(row)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {total > PAGE_SIZE && <ListPager page={page} pageCount={pageCountOf(total, PAGE_SIZE)} onChange={setPage} />}
      <ConfirmDialog
        isOpen={cancelling !== null}
        title={t('uploadPages.history.cancelTitle')}
        meaning="destructive"
        confirmLabel={t('uploadPages.history.cancelExecute')}
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={closeCancel}
      >
        {cancelling && <p>{t('uploadPages.history.cancelQuestion', { kind: cancelling.kindTitle, fileName: cancelling.fileName, date: cancelling.startDate })}</p>}
        {refusal && (
          <Callout intent="danger" role="alert" title={t('common.refused')}>
            {refusal}
          </Callout>
        )}
      </ConfirmDialog>
    </div>
  );
}
