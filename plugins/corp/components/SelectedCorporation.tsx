// The corporation chosen in the header, loaded for the company pages (detail and update), again whenever the
// header switches it; the spinner, the "no corporation" state and a failed load (with 再読み込み) are drawn here.
import type { ReactNode } from 'react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { Corporation } from '../../../core/domain/entities';
import { AuthService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/corp/load-messages';
import { RecordPending, loadFailed, useLoadedData, useService } from '../../../web/kit';
import { fetchCorporation } from '../api';

export function SelectedCorporation({ children }: { children: (corporation: Corporation) => ReactNode }) {
  useSignals();
  const auth = useService<AuthService>(AuthService);
  const client = useService<ApiClient>(ApiClient);
  const corporationId = auth.selectedCorporationId.value;
  const load = useLoadedData(
    (signal) => (corporationId ? fetchCorporation(client, corporationId, signal) : Promise.resolve(null)),
    [client, corporationId],
  );
  if (!corporationId) return <NonIdealState icon="office" description={t('corp.detail.noCorporation')} />;
  const { data, loading } = load;
  if (loading && !data) return <Spinner className="twb-corp-loading" />;
  // After a failed load the corporation shown could be the one the header has just switched away from.
  if (!data || loadFailed(load)) return <RecordPending load={load} className="twb-corp-loading" />;
  return <>{children(data)}</>;
}
