// A thin progress bar at the very top while LoadingService counts requests in flight (spec 4, Loading).
import { ProgressBar } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { LoadingService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { useService } from '../../kit';

export function BusyIndicator() {
  useSignals();
  const loading = useService<LoadingService>(LoadingService);
  if (!loading.busy.value) return null;
  return (
    <div className="twb-busy" role="progressbar" aria-label={t('common.busy')} aria-busy="true">
      <ProgressBar intent="primary" stripes={false} />
    </div>
  );
}
