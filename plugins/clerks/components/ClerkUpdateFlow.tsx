// Clerk update, input -> confirm -> complete (update confirm call, then update call) with the lastUpdated the
// page loaded; a stale copy is refused by the server (409) and shown above the form. A person another corporation
// shares cannot be changed here (the server answers 403): the page says why instead of offering the form.
import { Link } from 'react-router';
import { Callout } from '@blueprintjs/core';
import type { ClerkUpdatePreview, ClerkUpdateResult } from '../../../core/clerks/calls';
import type { ClerkDetail, ClerkKind } from '../../../core/clerks/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/clerks/load-messages';
import { WriteFlowView, useService, useWriteFlow } from '../../../web/kit';
import { CLERK_CALLS } from '../api';
import { RoutedClerk } from './RoutedClerk';
import { ClerkLoadRefusal } from './ClerkLoadRefusal';
import { clerkDetailPath } from '../paths';
import { ClerkConfirm, ClerkForm, clerkConfirmRows } from './ClerkForm';
import { clerkFieldsOf, clerkValuesOf, validateClerkForm, type ClerkFormValues } from './clerk-form-values';

function UpdateFlow({ kind, clerk, billingId }: { kind: ClerkKind; clerk: ClerkDetail; billingId: string | null }) {
  const client = useService<ApiClient>(ApiClient);
  const calls = CLERK_CALLS[kind];
  const request = (values: ClerkFormValues) => ({ ...clerkFieldsOf(values), userId: clerk.userId, lastUpdated: clerk.lastUpdated });
  const flow = useWriteFlow<ClerkFormValues, ClerkUpdatePreview, ClerkUpdateResult>({
    initial: clerkValuesOf(clerk),
    validate: (values) => validateClerkForm(values, kind, false),
    confirm: (values) => client.call(calls.updateConfirm, request(values)),
    execute: (values) => client.call(calls.update, request(values)),
  });
  const title = t(kind === 'corp' ? 'clerks.corp.update.title' : 'clerks.billing.update.title');
  return (
    <WriteFlowView
      flow={flow}
      renderInput={() => <ClerkForm flow={flow} kind={kind} registering={false} />}
      renderConfirm={() => (
        <>
          {/* The step already asks to confirm; only "nothing changed" is worth saying on top of it. */}
          {flow.confirmation && flow.confirmation.changes.length === 0 && (
            <Callout intent="warning" className="twb-clerks__note">{flow.confirmation.message}</Callout>
          )}
          <ClerkConfirm rows={clerkConfirmRows(flow.values, false, null)} ariaLabel={title} />
        </>
      )}
      executeLabel={t('common.update')}
      completeText={t('clerks.update.complete')}
      completeActions={<Link to={clerkDetailPath(kind, clerk.userId, billingId)} className="bp6-button bp6-intent-primary twb-link-button">{t('clerks.register.toDetail')}</Link>}
    />
  );
}

export function ClerkUpdateFlow({ kind }: { kind: ClerkKind }) {
  return (
    <RoutedClerk kind={kind}>
      {(clerk, billingId) => (clerk.editRefusal ? <ClerkLoadRefusal message={clerk.editRefusal} /> : <UpdateFlow kind={kind} clerk={clerk} billingId={billingId} />)}
    </RoutedClerk>
  );
}
