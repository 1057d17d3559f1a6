// One operation on a member, confirm then execute (spec 4: every write has a confirm call and then an
// execute call): the confirm call's answer says what will happen (reservations cancelled, FLEX/BASE
// registrations released, who is mailed); OK runs it with the lastUpdated the confirm call saw.
import { useEffect, useRef, useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import type { MemberOperationPreview } from '../../../core/api/calls-members';
import type { MemberDetail } from '../../../core/domain/member';
import { ErrorService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import { formatDateTime, useService } from '../../../web/kit';
import { executeOperation, previewOperation, type DetailOperation } from '../api';
import { refusalOf, type Refusal } from './refusal';

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
  const errors = useService<ErrorService>(ErrorService);
  const [preview, setPreview] = useState<MemberOperationPreview | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  // The confirm call runs once per opening, with the member as it was when the button was pressed.
  const memberRef = useRef(member);
  memberRef.current = member;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    setPreview(null);
    setRefusal(null);
    if (!operation) return;
    let live = true;
    setBusy(true);
    previewOperation(client, operation, memberRef.current)
      .then(
        (answer) => live && setPreview(answer),
        (error: unknown) => {
          if (!live) return;
          const refused = refusalOf(error);
          if (refused) setRefusal(refused);
          else {
            errors.handle(error);
            closeRef.current();
          }
        },
      )
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
  }, [operation, client, errors]);

  const execute = async () => {
    if (!operation || !preview) return;
    setBusy(true);
    setRefusal(null);
    try {
      const result = await executeOperation(client, operation, memberRef.current, preview);
      onDone(result.message, result.member);
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) setRefusal(refused);
      else {
        errors.handle(error);
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  const name = operation ? t(`users.op.${operation}`) : '';
  const intent = operation === 'delete' || operation === 'suspend' ? 'danger' : 'primary';
  return (
    <Dialog
      isOpen={operation !== null}
      title={t('users.op.title', { operation: name })}
      onClose={onClose}
      canOutsideClickClose={!busy}
      canEscapeKeyClose={!busy}
      className="twb-dialog"
    >
      <DialogBody>
        {refusal && (
          <Callout intent="danger" role="alert" title={t('users.op.refused')} className="twb-op-refusal">
            <p className="twb-op-refusal__text">{refusal.message}</p>
            {refusal.stale && <Button size="small" icon="refresh" text={t('users.detail.reload')} onClick={onReload} />}
          </Callout>
        )}
        {!preview && !refusal && busy && <Spinner size={24} />}
        {operation && preview && <PreviewBody operation={operation} preview={preview} />}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} disabled={busy && preview !== null} />
            {preview && !refusal?.stale && (
              <Button intent={intent} text={t('users.op.execute', { operation: name })} loading={busy} onClick={() => void execute()} />
            )}
          </>
        }
      />
    </Dialog>
  );
}
