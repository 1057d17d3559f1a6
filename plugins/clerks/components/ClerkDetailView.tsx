// The clerk detail of either kind, laid out as every detail page (kit DetailLayout): the name, every field, and in
// the action bar what this viewer may do — edit, change of the clerk's confirmation code, password notice
// (mailsend) and delete. Delete asks the server first (delete confirm call): a refusal (the only responsible
// person, the operator) is shown in the dialog, which then offers only to cancel, and nothing changes (kit
// ConfirmExecuteDialog, as the member operations). A person another corporation shares (sharedWithOtherCorporation)
// is shown read-only with the server's reason, and one's own confirmation code is changed from the account menu,
// which asks for the current code: the server refuses both here.
import '../clerks.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Callout } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { ClerkDeletePreview, ClerkDeleteResult, ClerkOkResult } from '../../../core/clerks/calls';
import type { ClerkDetail, ClerkKind } from '../../../core/clerks/domain';
import { SCREEN_PERMISSIONS } from '../../../core/domain/permissions';
import { ErrorService, PermissionService, ToastService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/clerks/load-messages';
import {
  CellTag, ConfirmExecuteDialog, DetailLayout, FlowDialogForm, FlowTextField, ModalDialog, formatDateTime, useService, useWriteFlow, type DetailAction, type DetailRow,
} from '../../../web/kit';
import { CLERK_CALLS } from '../api';
import { RoutedClerk } from './RoutedClerk';
import { AccountLockPanel } from './AccountLockPanel';
import { clerkListPath, clerkUpdatePath } from '../paths';
import { validateCode } from './clerk-form-values';

const PERMISSION = {
  corp: { update: SCREEN_PERMISSIONS['/Corp/ClerkOfCorp/Update/:clerkOfCorpId'], remove: SCREEN_PERMISSIONS['/Corp/ClerkOfCorp/Register'] },
  billing: { update: SCREEN_PERMISSIONS['/Billing/ClerkOfBilling/Update/:clerkOfBillingId'], remove: SCREEN_PERMISSIONS['/Billing/ClerkOfBilling/Register/:billingId'] },
} as const;

function detailRows(clerk: ClerkDetail, kind: ClerkKind): DetailRow[] {
  return [
    { label: t('clerks.field.loginId'), value: clerk.loginId },
    { label: t('clerks.field.corporation'), value: clerk.corporationName },
    ...(kind === 'billing' ? [{ label: t('clerks.field.departments'), value: clerk.departments.map((d) => d.billingName).join('、') }] : []),
    { label: t('clerks.field.userName'), value: clerk.userName },
    { label: t('clerks.field.userNameKana'), value: clerk.attributes.userNameKana },
    { label: t('clerks.field.mailAddress'), value: clerk.mailAddress ?? t('clerks.value.noMail') },
    { label: t('clerks.field.initialPassword'), value: clerk.initialPassword ? t('clerks.value.initialPassword') : t('clerks.value.passwordChanged') },
    { label: t('clerks.field.passwordNoticeTiming'), value: t(`clerks.timing.${clerk.passwordNoticeTiming}`) },
    { label: t('clerks.field.passwordNoticeSentAt'), value: clerk.passwordNoticeSentAt ?? t('clerks.value.notSent') },
    { label: t('clerks.field.noticeRecipient'), value: clerk.passwordNoticeRecipient ?? t('clerks.value.noMail') },
    { label: t('clerks.field.lastUpdated'), value: formatDateTime(clerk.lastUpdated) },
  ];
}

interface CodeValues { newConfirmationCode: string; confirm: string }

function CodeDialog({ kind, clerk, onClose, onDone }: { kind: ClerkKind; clerk: ClerkDetail; onClose: () => void; onDone: (c: ClerkDetail, message: string) => void }) {
  const client = useService<ApiClient>(ApiClient);
  const flow = useWriteFlow<CodeValues, never, ClerkOkResult>({
    initial: { newConfirmationCode: '', confirm: '' },
    validate: (values) => validateCode(values.newConfirmationCode, values.confirm, 'newConfirmationCode'),
    execute: (values) => client.call(CLERK_CALLS[kind].changeCode, { userId: clerk.userId, lastUpdated: clerk.lastUpdated, ...values }),
    // Spec 8: a responsible person or department clerk is an administrator; their code's registration failed.
    failureMessage: t('confirmationCode.registerFailed'),
    onComplete: (result) => onDone(result.clerk, result.message),
  });
  return (
    <ModalDialog isOpen title={t('clerks.detail.codeTitle')} onClose={onClose} className="twb-dialog">
      <FlowDialogForm flow={flow} lead={t('clerks.detail.codeLead', { name: clerk.userName })} submitLabel={t('common.update')} onClose={onClose}>
        <FlowTextField flow={flow} name="newConfirmationCode" type="password" label={t('clerks.field.newConfirmationCode')} required autoComplete="new-password" />
        <FlowTextField flow={flow} name="confirm" type="password" label={t('clerks.field.confirm')} required autoComplete="new-password" />
      </FlowDialogForm>
    </ModalDialog>
  );
}

type Open = null | 'code' | 'mailsend' | 'delete';

interface Allowed { canUpdate: boolean; canRemove: boolean; removeFrom: string | null; billingId: string | null }

/** The action bar (the kit orders it): edit, code change and notice for who may update, delete for who may remove. */
function clerkActions(kind: ClerkKind, clerk: ClerkDetail, allowed: Allowed, open: (which: Exclude<Open, null>) => void): DetailAction[] {
  const { canUpdate, canRemove, removeFrom, billingId } = allowed;
  const actions: DetailAction[] = [];
  if (canUpdate) actions.push({ id: 'edit', text: t('clerks.detail.edit'), meaning: 'primary', icon: 'edit', to: clerkUpdatePath(kind, clerk.userId, billingId) });
  if (canUpdate && !clerk.self) actions.push({ id: 'code', text: t('clerks.detail.changeCode'), meaning: 'neutral', icon: 'key', onClick: () => open('code') });
  if (canUpdate && clerk.initialPassword) {
    // Shown but greyed out while there is no one to send the notice to.
    actions.push({ id: 'mailsend', text: t('clerks.detail.mailsend'), meaning: 'neutral', icon: 'envelope', disabled: !clerk.passwordNoticeRecipient, onClick: () => open('mailsend') });
  }
  if (canRemove) {
    // A department clerk with several departments, opened without one, cannot be removed here (the notice says so).
    actions.push({ id: 'delete', text: t('clerks.detail.delete'), meaning: 'destructive', icon: 'trash', disabled: kind === 'billing' && !removeFrom, onClick: () => open('delete') });
  }
  return actions;
}

function Detail({ kind, initial, billingId }: { kind: ClerkKind; initial: ClerkDetail; billingId: string | null }) {
  useSignals();
  const client = useService<ApiClient>(ApiClient);
  const permissions = useService<PermissionService>(PermissionService);
  const toasts = useService<ToastService>(ToastService);
  const errors = useService<ErrorService>(ErrorService);
  const navigate = useNavigate();
  const [clerk, setClerk] = useState(initial);
  const [open, setOpen] = useState<Open>(null);
  // Each opening of the delete or notice dialog runs its confirm step afresh (the kit dialog's openKey).
  const [opening, setOpening] = useState(0);
  const calls = CLERK_CALLS[kind];
  // A department clerk is removed from one department: the one the list was opened from, or their only one.
  const removeFrom = kind === 'billing' ? (billingId ?? (clerk.departments.length === 1 ? clerk.departments[0].billingId : null)) : null;

  const openDialog = (which: 'mailsend' | 'delete') => {
    setOpening((n) => n + 1);
    setOpen(which);
  };
  const close = () => setOpen(null);
  /** After a 409: show the clerk as they are now, so the person acts on current data. */
  const reload = async () => {
    setOpen(null);
    try {
      setClerk(await client.call(calls.detail, { id: clerk.userId }));
    } catch (error) {
      errors.handle(error);
    }
  };

  const canUpdate = permissions.can(PERMISSION[kind].update) && !clerk.sharedWithOtherCorporation;
  const canRemove = permissions.can(PERMISSION[kind].remove);
  return (
    <>
      <DetailLayout
        className="twb-clerk-detail"
        heading={clerk.userName}
        status={clerk.self && <CellTag minimal intent="primary">{t('clerks.value.self')}</CellTag>}
        // Why an action is missing or refused, and the sign-in lock; the kit hides the place when all are absent.
        notice={(
          <>
            {clerk.editRefusal && <Callout intent="warning" icon="lock" role="status" className="twb-clerks__refusal">{clerk.editRefusal}</Callout>}
            {canUpdate && clerk.self && <Callout intent="none" className="twb-clerks__refusal">{t('clerks.refuse.ownCode')}</Callout>}
            {canRemove && clerk.deleteRefusal && clerk.deleteRefusal !== clerk.editRefusal && <Callout intent="warning" className="twb-clerks__refusal">{clerk.deleteRefusal}</Callout>}
            {canRemove && kind === 'billing' && !removeFrom && <Callout intent="none" className="twb-clerks__refusal">{t('clerks.detail.deleteNoDepartment')}</Callout>}
            <AccountLockPanel userId={clerk.userId} userName={clerk.userName} />
          </>
        )}
        sections={[{ rows: detailRows(clerk, kind) }]}
        actions={clerkActions(kind, clerk, { canUpdate, canRemove, removeFrom, billingId }, (which) => (which === 'code' ? setOpen('code') : openDialog(which)))}
        actionsLabel={t('common.actions')}
        footer={<Link to={clerkListPath(kind, removeFrom ?? clerk.departments[0]?.billingId)}>{t('clerks.detail.backToList')}</Link>}
      />
      {open === 'code' && (
        <CodeDialog kind={kind} clerk={clerk} onClose={() => setOpen(null)} onDone={(next, message) => { setClerk(next); setOpen(null); toasts.show(message, 'success', 'tick'); }} />
      )}
      <ConfirmExecuteDialog<ClerkDetail, ClerkOkResult>
        openKey={open === 'mailsend' ? opening : null}
        title={t('clerks.detail.mailsendTitle')}
        icon="envelope"
        // The notice has no confirm call: what is confirmed is the recipient shown on the page.
        confirm={() => Promise.resolve(clerk)}
        execute={(shown) => client.call(calls.mailSend, { userId: shown.userId, lastUpdated: shown.lastUpdated })}
        renderPreview={(shown) => <p>{t('clerks.detail.mailsendConfirm', { mail: shown.passwordNoticeRecipient ?? '' })}</p>}
        executeText={t('clerks.detail.mailsend')}
        conflictMessage={t('error.conflict')}
        onDone={(done) => {
          setClerk(done.clerk);
          close();
          toasts.show(done.message, 'success', 'tick');
        }}
        onClose={close}
        onReload={() => void reload()}
      />
      <ConfirmExecuteDialog<ClerkDeletePreview, ClerkDeleteResult>
        openKey={open === 'delete' ? opening : null}
        title={t('clerks.detail.deleteTitle')}
        icon="trash"
        meaning="destructive"
        // A responsible person leaves the corporation (their calls name no department); a clerk of billing leaves
        // removeFrom (the action is disabled while there is none).
        confirm={() => kind === 'corp'
          ? client.call(CLERK_CALLS.corp.deleteConfirm, { userId: clerk.userId })
          : client.call(CLERK_CALLS.billing.deleteConfirm, { userId: clerk.userId, billingId: removeFrom ?? '' })}
        execute={() => kind === 'corp'
          ? client.call(CLERK_CALLS.corp.delete, { userId: clerk.userId, lastUpdated: clerk.lastUpdated })
          : client.call(CLERK_CALLS.billing.delete, { userId: clerk.userId, billingId: removeFrom ?? '', lastUpdated: clerk.lastUpdated })}
        renderPreview={(preview) => <p>{preview.message}</p>}
        executeText={t('common.delete')}
        conflictMessage={t('error.conflict')}
        onDone={(done) => {
          close();
          toasts.show(done.message, 'success', 'tick');
          void navigate(clerkListPath(kind, removeFrom));
        }}
        onClose={close}
        onReload={() => void reload()}
      />
    </>
  );
}

export function ClerkDetailView({ kind }: { kind: ClerkKind }) {
  return <RoutedClerk kind={kind}>{(clerk, billingId) => <Detail key={clerk.userId} kind={kind} initial={clerk} billingId={billingId} />}</RoutedClerk>;
}
