// One operation on a member, confirm then execute (spec 4: every write has a confirm call and then an
// execute call): the confirm call's answer says what will happen (reservations cancelled, FLEX/BASE
// registrations released, who is mailed); OK runs it with the lastUpdated the confirm call saw.
import { Callout } from '@blueprintjs/core';
import type { MemberOperationPreview } from '../../../core/users/calls';
import type { MemberDetail } from '../../../core/users/domain';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/users/load-page-messages';
import { ConfirmExecuteDialog, formatDateTime, useService } from '../../../web/kit';
import { executeOperation, previewOperation, type DetailOperation } from '../api';

export interface OperationDialogProps {
  operation: DetailOperation | null;
  member: MemberDetail;
  onDone: (message: string, member: MemberDetail | null) => void;
  onClose: () => void;
  onReload: () => void;
}

/** Reservations listed in the dialog before "and n more". */
const SHOWN_RESERVATIONS = 5;

function PreviewBody({ operation, preview }: { operation: DetailOperation; preview: MemberOperationPreview }) {
  const shown = preview.cancelReservations.slice(0, SHOWN_RESERVATIONS);
  const more = preview.cancelReservationCount - shown.length;
  return (
    <div className="twb-op-dialog">
      <p>{preview.message}</p>
      {operation === 'suspend' && (
        <Callout intent="warning" icon="warning-sign" className="twb-op-dialog__notice">
          {t('users.op.suspendNotice')}
        </Callout>
      )}
      {(operation === 'suspend' || operation === 'delete') && (
        <div className="twb-op-dialog__notice">
          <p>{preview.cancelReservationCount > 0 ? t('users.op.cancelReservations', { count: preview.cancelReservationCount }) : t('users.op.noReservations')}</p>
          {shown.length > 0 && (
            <ul className="twb-op-dialog__list">
              {shown.map((reservation) => (
                <li key={reservation.reservationId}>
                  {formatDateTime(reservation.startDate)} {reservation.facilityName}
                </li>
              ))}
              {more > 0 && <li>{t('users.op.moreReservations', { count: more })}</li>}
            </ul>
          )}
        </div>
      )}
      {preview.releaseFlexRegistrations.length > 0 && (
        <p className="twb-op-dialog__notice">
          {t('users.op.releaseFlex', {
            contracts: preview.releaseFlexRegistrations
              .map((flex) => t('users.value.flexRegistration', { contract: flex.contractName, kind: flex.serviceKind }))
              .join(t('users.listSeparator')),
          })}
        </p>
      )}
      {preview.mailTo && <p className="twb-op-dialog__notice">{t('users.op.mailTo', { mail: preview.mailTo })}</p>}
    </div>
  );
}

export function OperationDialog({ operation, member, onDone, onClose, onReload }: OperationDialogProps) {
  const client = useService<ApiClient>(ApiClient);
  const name = operation ? t(`users.op.${operation}`) : '';
  return (
    <ConfirmExecuteDialog<MemberOperationPreview, { message: string; member: MemberDetail | null }>
      openKey={operation}
      title={t('users.op.title', { operation: name })}
      confirm={() => previewOperation(client, operation as DetailOperation, member)}
      execute={(preview) => executeOperation(client, operation as DetailOperation, member, preview)}
      renderPreview={(preview) => operation && <PreviewBody operation={operation} preview={preview} />}
      executeText={t('users.op.execute', { operation: name })}
      meaning={operation === 'delete' || operation === 'suspend' ? 'destructive' : 'primary'}
      conflictMessage={t('users.op.conflict')}
      onDone={(result) => onDone(result.message, result.member)}
      onClose={onClose}
      onReload={onReload}
    />
  );
}
