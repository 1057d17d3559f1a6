// The generic error page (spec 2.1, 8): message, error type (spec 3/8: reading, editing, uploading or common) and
// code (500 unless known), a home link on a 404,
// and a single automatic reload when the failure was a stale page chunk after a deployment.
import { useEffect, useMemo } from 'react';
import { Link, useRouteError } from 'react-router';
import { Button, Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { Clock, KeyValueStorage } from '../../core/platform/tokens';
import { NavigationService } from '../../core/services/contracts';
import { t } from '../../core/i18n';
import { useService } from '../kit';
import { errorTypeLabel } from '../../core/api/error-type-label';
import { errorInfo } from './error-info';
import { createStaleChunkReloader, isStaleChunkError } from './stale-chunk';

export function ErrorView({ error }: { error: unknown }) {
  const storage = useService<KeyValueStorage>(KeyValueStorage);
  const clock = useService<Clock>(Clock);
  const navigation = useService<NavigationService>(NavigationService);
  const stale = isStaleChunkError(error);
  const reloader = useMemo(() => createStaleChunkReloader(storage, clock, () => window.location.reload()), [storage, clock]);
  // Decided during render, done in an effect: rendering stays free of side effects.
  const reloading = stale && reloader.due();

  useEffect(() => {
    if (reloading) reloader.reloadOnce();
  }, [reloading, reloader]);

  useEffect(() => {
    document.title = t('error.page.title');
  }, []);

  if (reloading) {
    return <NonIdealState className="twb-error-page" icon={<Spinner size={40} />} title={t('error.chunkReload')} />;
  }
  const { code, message, type } = errorInfo(error);
  return (
    <NonIdealState
      className="twb-error-page"
      icon={code === 404 ? 'search' : 'error'}
      title={t('error.page.title')}
      description={
        <>
          <p className="twb-error-page__message">{message}</p>
          <p className="twb-error-page__type">{t('error.page.type', { kind: errorTypeLabel(type) })}</p>
          <p className="twb-error-page__code">{t('error.page.code', { code })}</p>
        </>
      }
      action={
        code === 404 ? (
          <Link to={navigation.homePath()} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>{t('error.page.home')}</Link>
        ) : (
          <Button icon="refresh" text={t('shell.error.reload')} onClick={() => window.location.reload()} />
        )
      }
    />
  );
}

export function ErrorPage() {
  return <ErrorView error={useRouteError()} />;
}
