// The clerk a detail or update route names ({clerkOfCorpId} or {clerkOfBillingId}, and ?billingId for a
// department clerk opened from a department): loaded once, with the spinner, the on-page refusal (403, 404) or
// the system error drawn here, and the page drawn only for a clerk that loaded.
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import type { ClerkDetail, ClerkKind } from '../../../core/clerks/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/clerks/load-messages';
import { useService } from '../../../web/kit';
import { CLERK_CALLS } from '../api';
import { ClerkLoadRefusal } from './ClerkLoadRefusal';
import { useClerkLoad } from './use-clerk-load';

export function RoutedClerk({ kind, children }: { kind: ClerkKind; children: (clerk: ClerkDetail, billingId: string | null) => ReactNode }) {
  const params = useParams();
  const [search] = useSearchParams();
  const userId = (kind === 'corp' ? params.clerkOfCorpId : params.clerkOfBillingId) ?? '';
  const client = useService<ApiClient>(ApiClient);
  const { data, loading, refusal } = useClerkLoad(
    (signal) => client.call(CLERK_CALLS[kind].detail, { id: userId }, { signal }),
    [client, kind, userId],
    t(kind === 'corp' ? 'clerks.notFound.corp' : 'clerks.notFound.billing'),
  );
  if (loading && !data) return <Spinner className="twb-clerks__loading" />;
  if (refusal) return <ClerkLoadRefusal message={refusal} />;
  if (!data) return <NonIdealState icon="error" description={t('error.system')} />;
  return <>{children(data, search.get('billingId'))}</>;
}
