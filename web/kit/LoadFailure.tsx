// What a list or a record page shows when its load failed (a 500, no answer): it says so and offers 再読み込み,
// instead of an empty result ("0 / 0", no match) or an empty page that would claim there is nothing. The system
// banner says why (core/services/error-service.ts); these say what it means for what is on the page.
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { isApiError } from '../../core/api/error';
import { t } from '../../core/i18n';

/** The last load of what a page shows, as useLoadedData and useRecord answer it. */
export interface LoadState {
  /** The last load's failure, null (or undefined) once one succeeded. */
  error: unknown;
  reload: () => void;
  loading?: boolean;
}

export function loadFailed(load: LoadState | undefined): boolean {
  return load !== undefined && load.error !== null && load.error !== undefined;
}

/**
 * A failure that says nothing about the record (a 5xx, no answer), unlike the server's refusal (400, 403, 404), which a
 * page tells as "not found" or "no permission": only an outage is worth 再読み込み.
 */
export function loadOutage(load: LoadState): boolean {
  if (!loadFailed(load)) return false;
  const status = isApiError(load.error) ? load.error.status : undefined;
  return status !== 400 && status !== 403 && status !== 404;
}

function ReloadButton({ load }: { load: LoadState }) {
  return <Button icon="refresh" text={t('common.reload')} loading={load.loading} onClick={load.reload} />;
}

/** In place of what could not be loaded at all: the failure and 再読み込み. */
export function LoadFailedState({ load, message, className }: { load: LoadState; message: string; className?: string }) {
  return (
    <NonIdealState
      className={['twb-load-failed', className].filter(Boolean).join(' ')}
      icon="error"
      description={<span role="alert">{message}</span>}
      action={<ReloadButton load={load} />}
    />
  );
}

/** Above what an earlier load brought, after a later one failed: it is not current; 再読み込み. */
export function StaleDataCallout({ load, message }: { load: LoadState; message: string }) {
  return (
    <Callout intent="warning" icon="warning-sign" className="twb-load-stale">
      <span role="alert">{message}</span>
      <div className="twb-load-stale__action"><ReloadButton load={load} /></div>
    </Callout>
  );
}

const MESSAGES = {
  list: { failed: 'list.loadFailed', stale: 'list.loadFailedStale' },
  detail: { failed: 'detail.loadFailed', stale: 'detail.loadFailedStale' },
} as const;

/**
 * For a part of a page fed by its own load (a list drawn by hand, totals, cards): nothing while the load is fine;
 * after a failure, the failure with 再読み込み when nothing was loaded yet (`shown` false), or the stale warning over
 * what an earlier load brought.
 */
export function LoadFailureNote({ load, shown, what }: { load: LoadState; shown: boolean; what: keyof typeof MESSAGES }) {
  if (!loadFailed(load)) return null;
  return shown
    ? <StaleDataCallout load={load} message={t(MESSAGES[what].stale)} />
    : <LoadFailedState load={load} message={t(MESSAGES[what].failed)} />;
}

/**
 * A record page's stand-in while it has no record to draw: a spinner while loading, the failure with 再読み込み
 * after a failed load, nothing otherwise (a refusal, 403 or 404, is the page's own to tell).
 */
export function RecordPending({ load, className }: { load: LoadState & { loading: boolean }; className?: string }) {
  if (load.loading) return <Spinner className={className} />;
  return loadFailed(load) ? <LoadFailedState load={load} message={t('detail.loadFailed')} /> : null;
}
