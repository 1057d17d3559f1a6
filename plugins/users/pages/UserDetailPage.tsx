// Member detail (/User/Detail/{userId}, WFAG002 read): every field, the status flags, and the operations
// this viewer may perform on this member (computed by the server) as buttons; each runs confirm then execute
// and ends with the checkmark toast (spec 2.5).
import '../users.css';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Callout, Card, H3, H5, NonIdealState, Spinner, type IconName } from '@blueprintjs/core';
import { ApprovalDivision, type MemberDetail, type MemberOperation } from '../../../core/domain/member';
import { ToastService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import '../../../core/i18n/load/users';
import { DetailTable, actionIntent, formatDateTime, useService, type ActionMeaning, type DetailRow } from '../../../web/kit';
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
  update: { icon: 'edit', meaning: 'neutral' },
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

function OperationButtons({ member, onOperation }: { member: MemberDetail; onOperation: (operation: DetailOperation) => void }) {
  const navigate = useNavigate();
  const allowed = new Set(member.allowedOperations);
  const buttons = DETAIL_OPERATIONS.filter((operation) => allowed.has(operation));
  // Reissue is only possible while the initial password is unchanged (spec 5): say so instead of hiding it silently.
  const passwordNote = !member.deleteFlg && !member.passwordResetFlg && !allowed.has('passwordReset') && allowed.has('update');
  const none = buttons.length === 0 && !allowed.has('update') && !allowed.has('restore');
  return (
    <Card className="twb-member-detail__ops" compact>
      <H5>{t('users.detail.operations')}</H5>
      {none ? (
        <p className="twb-member-detail__note">{t('users.detail.noOperations')}</p>
      ) : (
        <div className="twb-member-detail__buttons">
          {allowed.has('update') && (
            <Button icon={OPERATION_LOOK.update.icon} text={t('users.op.update')} onClick={() => void navigate(memberUpdatePath('update', member.userId))} />
          )}
          {allowed.has('restore') && (
            <Button
              icon={OPERATION_LOOK.restore.icon}
              intent={actionIntent(OPERATION_LOOK.restore.meaning)}
              text={t('users.op.restore')}
              onClick={() => void navigate(memberUpdatePath('restore', member.userId))}
            />
          )}
          {buttons.map((operation) => (
            <Button
              key={operation}
              icon={OPERATION_LOOK[operation].icon}
              intent={actionIntent(OPERATION_LOOK[operation].meaning)}
              variant={OPERATION_LOOK[operation].meaning === 'destructive' ? 'outlined' : 'solid'}
              text={t(`users.op.${operation}`)}
              onClick={() => onOperation(operation)}
            />
          ))}
        </div>
      )}
      {passwordNote && <p className="twb-member-detail__note">{t('users.detail.passwordChangedNote')}</p>}
    </Card>
  );
}

export default function UserDetailPage() {
  const { userId = '' } = useParams();
  const toasts = useService<ToastService>(ToastService);
  const { member, loading, refusal, setMember, reload } = useMember(userId);
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
  if (!member) return loading ? <Spinner className="twb-member-loading" /> : <NonIdealState icon="person" description={t('users.detail.notFound')} />;

  return (
    <div className="twb-member-detail">
      <Card className="twb-member-detail__head" compact>
        <div>
          <H3 className="twb-member-detail__name">{member.userName}</H3>
          <div className="twb-member-detail__kana">{member.userNameKana}</div>
          <MemberStatusTags status={member.status} large />
        </div>
      </Card>
      {/* The server offers no operation on a member another corporation shares (allowedOperations is empty); say why. */}
      {member.editRefusal && <Callout intent="warning" icon="lock" role="status" className="twb-member-detail__refusal">{member.editRefusal}</Callout>}
      <OperationButtons member={member} onOperation={setOperation} />
      <DetailTable rows={detailRows(member)} ariaLabel={t('users.detail.title')} />
      <p className="twb-member-detail__back"><Link to={USERS_PATH.info}>{t('users.detail.backToList')}</Link></p>
      <OperationDialog operation={operation} member={member} onDone={done} onClose={close} onReload={reloadAfterRefusal} />
    </div>
  );
}
