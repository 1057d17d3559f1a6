// How far an export has come (use-async-export, use-direct-export): a progress bar while the server makes the
// file, then the file name once the download has started, that there was nothing to export, or why it failed.
import { Button, Callout, ProgressBar } from '@blueprintjs/core';
import { DOWNLOAD_POLL_MS } from '../../core/domain/constants';
import { t } from '../../core/i18n';
import type { AsyncExportState } from './use-async-export';

export interface ExportView {
  state: AsyncExportState;
  dismiss: () => void;
  /** Stops a background export while the server makes the file (direct exports have nothing to stop). */
  cancel?: () => void;
}

export function ExportProgress({ exporter, pollMs = DOWNLOAD_POLL_MS }: { exporter: ExportView; pollMs?: number }) {
  const { state } = exporter;
  if (state.phase === 'idle') return null;
  if (state.phase === 'failed') {
    return (
      <Callout intent="danger" role="alert" className="twb-export-progress" title={t('list.export.failed')}>
        <p>{state.message}</p>
        <Button size="small" text={t('common.close')} onClick={exporter.dismiss} />
      </Callout>
    );
  }
  if (state.phase === 'empty') {
    return (
      <Callout intent="warning" role="status" className="twb-export-progress" icon="info-sign">
        <span>{state.message}</span>
        <Button size="small" variant="minimal" text={t('common.close')} onClick={exporter.dismiss} />
      </Callout>
    );
  }
  if (state.phase === 'done') {
    return (
      <Callout intent="success" role="status" className="twb-export-progress" icon="tick-circle">
        <span>{t('list.export.done', { fileName: state.fileName })}</span>
        <Button size="small" variant="minimal" text={t('common.close')} onClick={exporter.dismiss} />
      </Callout>
    );
  }
  const preparing = state.phase === 'preparing';
  // The first check is made at once, so the time waited is one interval per check after it.
  const seconds = preparing ? Math.round((Math.max(0, state.checks - 1) * pollMs) / 1000) : 0;
  return (
    <Callout intent="primary" role="status" className="twb-export-progress" icon="export">
      <div className="twb-export-progress__row">
        <span>
          {preparing ? t('list.export.preparing', { seconds }) : t('list.export.downloading')}
        </span>
        {preparing && exporter.cancel && <Button size="small" text={t('list.export.cancel')} onClick={exporter.cancel} />}
      </div>
      <ProgressBar
        intent="primary"
        value={preparing && state.progress !== undefined ? state.progress : undefined}
        aria-label={t('list.export.progress')}
      />
    </Callout>
  );
}
