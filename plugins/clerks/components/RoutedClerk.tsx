// The clerk a detail or update route names ({clerkOfCorpId} or {clerkOfBillingId}, and ?billingId for a
// department clerk opened from a department): loaded once, with the spinner, the on-page refusal (403, 404) or
// the failed load (with 再読み込み) drawn here, and the page drawn only for a clerk that loaded.
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Spinner } from '@blueprintjs/core';
import type { ClerkDetail, ClerkKind } from '../../../core/clerks/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/clerks/load-messages';
import { RecordPending, useRecordCrumbs, useService } from '../../../web/kit';
import { CLERK_CALLS } from '../api';
import { ClerkLoadRefusal } from './ClerkLoadRefusal';
import { useClerkLoad } from './use-clerk-load';

export function RoutedClerk({ kind, children }: { kind: ClerkKind; children: (clerk: ClerkDetail, billingId: string | null) => ReactNode }) {
  const params = useParams();
  const [search] = useSearchParams();
  const userId = (kind === 'corp' ? params.clerkOfCorpId : params.clerkOfBillingId) ?? '';
  const client = useService<ApiClient>(ApiClient);
  const load = useClerkLoad(
    (signal) => client.call(CLERK_CALLS[kind].detail, { id: userId }, { signal }),
    [client, kind, userId],
    t(kind === 'corp' ? 'clerks.notFound.corp' : 'clerks.notFound.billing'),
  );
  const clerk = load.data;
  const billingId = search.get('billingId');
  // The trail names the clerk and, for a department clerk, the department the page was opened from (or their only one).
  const department = kind === 'billing' ? (clerk?.departments.find((d) => d.billingId === billingId) ?? clerk?.departments[0]) : undefined;
  useRecordCrumbs([
    clerk && { param: kind === 'corp' ? 'clerkOfCorpId' : 'clerkOfBillingId', value: userId, name: clerk.userName },
    department && { param: 'billingId', value: department.billingId, name: department.billingName },
  ]);
  if (load.loading && !load.data) return <Spinner className="twb-clerks__loading" />;
  if (load.refusal) return <ClerkLoadRefusal message={load.refusal} />;
  if (!load.data) return <RecordPending load={load} />;
  return <>{children(load.data, billingId)}</>;
}
