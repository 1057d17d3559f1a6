// Clerk registration, input -> confirm -> complete (register confirm call, then register call): a responsible
// person, or a department clerk of the department in the path.
import { Link } from 'react-router';
import { Button } from '@blueprintjs/core';
import type { ClerkRegisterPreview, ClerkRegisterResult } from '../../../core/clerks/calls';
import type { ClerkKind } from '../../../core/clerks/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/clerks/load-messages';
import { WriteFlowView, useService, useWriteFlow } from '../../../web/kit';
import { CLERK_CALLS } from '../api';
import { clerkDetailPath, clerkListPath } from '../paths';
import { ClerkConfirm, ClerkForm, clerkConfirmRows } from './ClerkForm';
import { EMPTY_CLERK_FORM, registerFieldsOf, validateClerkForm, type ClerkFormValues } from './clerk-form-values';

export function ClerkRegisterFlow({ kind, billingId }: { kind: ClerkKind; billingId: string | null }) {
  const client = useService<ApiClient>(ApiClient);
  const calls = CLERK_CALLS[kind];
  const request = (values: ClerkFormValues) => ({ ...registerFieldsOf(values), billingId: billingId ?? '' });
  const flow = useWriteFlow<ClerkFormValues, ClerkRegisterPreview, ClerkRegisterResult>({
    initial: EMPTY_CLERK_FORM,
    validate: (values) => validateClerkForm(values, kind, true),
    confirm: (values) => client.call(calls.registerConfirm, request(values)),
    execute: (values) => client.call(calls.register, request(values)),
  });
  const result = flow.result;
  const title = t(kind === 'corp' ? 'clerks.corp.register.title' : 'clerks.billing.register.title');
  return (
    <WriteFlowView
      flow={flow}
      renderInput={() => <ClerkForm flow={flow} kind={kind} registering />}
      renderConfirm={() => (
        <>
          {flow.confirmation?.message && <p>{flow.confirmation.message}</p>}
          <ClerkConfirm rows={clerkConfirmRows(flow.values, true, flow.confirmation?.billingName ?? null)} ariaLabel={title} />
        </>
      )}
      executeLabel={t('common.register')}
      completeText={
        result
          ? result.noticeTo
            ? t('clerks.register.completeNotice', { loginId: result.loginId, mail: result.noticeTo })
            : t('clerks.register.complete', { loginId: result.loginId })
          : ''
      }
      completeActions={
        <>
          {result && <Link to={clerkDetailPath(kind, result.userId, billingId)} className="bp6-button bp6-intent-primary twb-link-button">{t('clerks.register.toDetail')}</Link>}
          <Button text={t('clerks.register.another')} onClick={flow.restart} />
          <Link to={clerkListPath(kind, billingId)} className="bp6-button twb-link-button">{t('clerks.detail.backToList')}</Link>
        </>
      }
    />
  );
}
