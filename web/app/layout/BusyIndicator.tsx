// Shows that the workbench is waiting: a thin bar at the very top while LoadingService counts requests in flight
// (spec 4, Loading) or while a page change runs its navigation checks (their calls are the ones spec 4 leaves out of
// the counter, so a slow server would otherwise show nothing after a menu click); after a moment a "読み込み中…"
// label joins it, so a wait of seconds is never silent.
import { ProgressBar } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useNavigation } from 'react-router';
import { LoadingService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { useService } from '../../kit';

export function BusyIndicator() {
  useSignals();
  const loading = useService<LoadingService>(LoadingService);
  const navigating = useNavigation().state !== 'idle';
  if (!loading.busy.value && !navigating) return null;
  return (
    <div className="twb-busy" role="progressbar" aria-label={t('common.busy')} aria-busy="true">
      {/* Blueprint's bar is a progressbar of its own, nameless inside the named one: only the wrapper is announced. */}
      <div aria-hidden="true">
        <ProgressBar intent="primary" stripes={false} />
      </div>
      <span className="twb-busy__label" aria-hidden="true">{t('common.loading')}</span>
    </div>
  );
}
