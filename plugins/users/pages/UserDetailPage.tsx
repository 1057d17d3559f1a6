// Member detail (/User/Detail/{userId}, WFAG002 read), laid out as every detail page (kit DetailLayout): the
// name and status flags, every field, and the operations this viewer may perform on this member (computed by the
// server) in the action bar; each runs confirm then execute and ends with the checkmark toast (spec 2.5).
import '../users.css';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Callout, type IconName } from '@blueprintjs/core';
import { ApprovalDivision, type MemberDetail, type MemberOperation } from '../../../core/users/domain';
import { ToastService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import '../../../core/users/load-page-messages';
import { DetailLayout, RecordPending, formatDateTime, useRecordCrumbs, useService, type ActionMeaning, type DetailAction, type DetailRow } from '../../../web/kit';
import { DETAIL_OPERATIONS, type DetailOperation } from '../api';
import { USERS_PATH, memberUpdatePath } from '../paths';
import { MemberStatusTags } from '../components/MemberStatusTags';
import { OperationDialog } from '../components/OperationDialog';
import { useMember } from '../components/use-member';

// Colours by meaning (kit action-meaning): delete and suspend stop the member, so they are red like their dialogs.
const OPERATION_LOOK: Record<MemberOperation, { icon: IconName; meaning: ActionMeaning }> = {
  approve: { icon: 'endorsed', meaning: 'primary' },
  permit: { icon: 'play', meaning: 'primary' },
  suspend: { icon: 'pause', meaning: 'destructive' },
  passwordReset: { icon: 'key', meaning: 'neutral' },
  reservationUnlock: { icon: 'unlock', meaning: 'neutral' },
  delete: { icon: 'trash', meaning: 'destructive' },
  update: { icon: 'edit', meaning: 'primary' },
  restore: { icon: 'undo', meaning: 'primary' },
};

const dash = (value: string | null | undefined) => (value ? value : t('users.value.empty'));

function detailRows(member: MemberDetail): DetailRow[] {
  return [
    { label: t('users.field.userId'), value: member.userId },
    { label: t('users.field.loginId'), value: member.loginId },
    { label: t('users.field.corporationName'), value: member.corporationName },
    { label: t('users.field.sOrganizationId'), value: member.organizationName },
    { label: t('users.field.userName'), value: member.userName },
    { label: t('users.field.userNameKana'), value: member.userNameKana },
    { label: t('users.field.userCode'), value: dash(member.userCode) },
    { label: t('users.field.mailAddress'), value: dash(member.mailAddress) },
    { label: t('users.field.tenantRemakes'), value: <span className="twb-pre-line">{dash(member.tenantRemakes)}</span> },
    { label: t('users.field.mailDelivery'), value: member.mailDeliveryFlg ? t('users.value.mailDeliveryOn') : t('users.value.mailDeliveryOff') },
    { label: t('users.field.flexPermission'), value: member.flexContractPermissionFlg ? t('users.value.flexPermitted') : t('users.value.flexNotPermitted') },
    {
      label: t('users.field.approvalDivision'),
      value: member.approvalDivision === ApprovalDivision.UNAPPROVED ? t('users.status.unapproved') : t('users.status.approved'),
    },
    { label: t('users.field.passwordResetFlg'), value: member.passwordResetFlg ? t('users.value.passwordUnchanged') : t('users.value.passwordChanged') },
    { label: t('users.field.serviceUsage'), value: member.serviceUsage ? t('users.status.suspended') : t('users.status.inUse') },
    { label: t('users.field.deleteFlg'), value: member.deleteFlg ? t('users.value.deleted') : t('users.value.notDeleted') },
    { label: t('users.field.reservationStopFlg'), value: member.reservationStopFlg ? t('users.value.reservationStopped') : t('users.value.reservationFree') },
    { label: t('users.field.flexContractFlg'), value: member.flexContractFlg ? t('users.value.flexYes') : t('users.value.flexNo') },
    {
      label: t('users.field.flexRegistrations'),
      value:
        member.flexRegistrations.length === 0 ? (
          t('users.value.empty')
        ) : (
          <ul className="twb-member-detail__flex">
            {member.flexRegistrations.map((flex) => (
              <li key={flex.flexUserId}>
                {t('users.value.flexRegistration', { contract: flex.contractName, kind: flex.serviceKind })}
                {flex.delegateDivision === 1 && ` ${t('users.value.delegate')}`}
                {flex.cardNo && ` ${t('users.value.cardNo', { cardNo: flex.cardNo })}`}
              </li>
            ))}
          </ul>
        ),
    },
    { label: t('users.field.futureReservationCount'), value: t('users.value.reservationCount', { count: member.futureReservationCount }) },
    { label: t('users.field.createdAt'), value: formatDateTime(member.createdAt) },
    { label: t('users.field.lastUpdated'), value: formatDateTime(member.lastUpdated) },
  ];
}

/**
 * The operations the server allows on this member, for the kit's action bar: the update and restore pages, and
 * the steps run here through their confirm dialog (the kit orders them: primary first, destructive last).
 */
function operationActions(member: MemberDetail, onOperation: (operation: DetailOperation) => void): DetailAction[] {
  const allowed = new Set(member.allowedOperations);
  const pages = (['update', 'restore'] as const).filter((division) => allowed.has(division)).map((division) => ({
    id: division, text: t(`users.op.${division}`), ...OPERATION_LOOK[division], to: memberUpdatePath(division, member.userId),
  }));
  const steps = DETAIL_OPERATIONS.filter((operation) => allowed.has(operation)).map((operation) => ({
    id: operation, text: t(`users.op.${operation}`), ...OPERATION_LOOK[operation], onClick: () => onOperation(operation),
  }));
  return [...pages, ...steps];
}

/** Under the action bar: that there is nothing to do, or why the password cannot be reissued; null when neither. */
function operationsNote(member: MemberDetail, none: boolean): ReactNode {
  const allowed = new Set(member.allowedOperations);
  // Reissue is only possible while the initial password is unchanged (spec 5): say so instead of hiding it silently.
  const passwordNote = !member.deleteFlg && !member.passwordResetFlg && !allowed.has('passwordReset') && allowed.has('update');
  if (!none && !passwordNote) return null;
  return (
    <>
      {none && <p>{t('users.detail.noOperations')}</p>}
      {passwordNote && <p>{t('users.detail.passwordChangedNote')}</p>}
    </>
  );
}

export default function UserDetailPage() {
  const { userId = '' } = useParams();
  const toasts = useService<ToastService>(ToastService);
  const loaded = useMember(userId);
  const { member, refusal, setMember, reload } = loaded;
  useRecordCrumbs([member && { param: 'userId', value: userId, name: member.userName }]);
  const [operation, setOperation] = useState<DetailOperation | null>(null);

  const close = useCallback(() => setOperation(null), []);
  const done = (message: string, next: MemberDetail | null) => {
    setOperation(null);
    toasts.show(message, 'success', 'tick');
    // The execute answer carries the member as it is now; a delete answers none, so it is read again.
    if (next) setMember(next);
    else reload();
  };
  const reloadAfterRefusal = () => {
    setOperation(null);
    reload();
  };

  if (refusal) {
    return (
      <div className="twb-member-detail">
        <Callout intent="warning" icon="lock" role="alert">{refusal}</Callout>
        <p className="twb-member-detail__back"><Link to={USERS_PATH.info}>{t('users.detail.backToList')}</Link></p>
      </div>
    );
  }
  if (!member) return <RecordPending load={loaded} className="twb-member-loading" />;

  const actions = operationActions(member, setOperation);
  return (
    <>
      <DetailLayout
        className="twb-member-detail"
        heading={member.userName}
        // The kana reads the name: next to it, before the status tags.
        status={(
          <>
            <span className="twb-member-detail__kana">{member.userNameKana}</span>
            <MemberStatusTags status={member.status} large />
          </>
        )}
        // The server offers no operation on a member another corporation shares (allowedOperations is empty); say why.
        notice={member.editRefusal && <Callout intent="warning" icon="lock" role="status">{member.editRefusal}</Callout>}
        sections={[{ rows: detailRows(member) }]}
        actions={actions}
        actionsLabel={t('users.detail.operations')}
        actionsNote={operationsNote(member, actions.length === 0)}
        footer={<Link to={USERS_PATH.info}>{t('users.detail.backToList')}</Link>}
      />
      <OperationDialog operation={operation} member={member} onDone={done} onClose={close} onReload={reloadAfterRefusal} />
    </>
  );
}
