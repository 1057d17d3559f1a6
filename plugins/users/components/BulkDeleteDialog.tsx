// Deleting the members chosen in the list (spec 7: PATCH /users/tenant/deleteConf {userIds}, then delete):
// the confirm call says who is deleted and what is cancelled or released, then one all-or-nothing delete.
import { useEffect, useRef, useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, Spinner } from '@blueprintjs/core';
import { memberCalls, type BulkDeleteConfirmResponse } from '../../../core/api/calls-members';
import { ErrorService } from '../../../core/services/contracts';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import { useService } from '../../../web/kit';
import { refusalOf, type Refusal } from './refusal';

export interface BulkDeleteDialogProps {
  userIds: readonly string[] | null;
  onDeleted: (message: string) => void;
  onClose: () => void;
  /** After a stale refusal: reload the list so that the selection is made on current data. */
  onReload: () => void;
}

export function BulkDeleteDialog({ userIds, onDeleted, onClose, onReload }: BulkDeleteDialogProps) {
  const client = useService<ApiClient>(ApiClient);
  const errors = useService<ErrorService>(ErrorService);
  const [preview, setPreview] = useState<BulkDeleteConfirmResponse | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const isOpen = userIds !== null;
  // The confirm call runs once per opening, whatever function the parent passes on each render.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    setPreview(null);
    setRefusal(null);
    if (!userIds) return;
    let live = true;
    setBusy(true);
    client.call(memberCalls.bulkDeleteConfirm, { userIds: [...userIds] }).then(
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
    ).finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
  }, [userIds, client, errors]);

  const execute = async () => {
    if (!preview) return;
    setBusy(true);
    setRefusal(null);
    try {
      const result = await client.call(memberCalls.delete, {
        id: preview.members.map((member) => member.userId).join(','),
        lastUpdated: preview.members.map((member) => member.lastUpdated).join(','),
      });
      onDeleted(result.message);
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

  return (
    <Dialog isOpen={isOpen} title={t('users.bulk.title')} icon="trash" onClose={onClose} canOutsideClickClose={!busy} className="twb-dialog twb-bulk-delete">
      <DialogBody>
        {refusal && (
          <Callout intent="danger" role="alert" title={t('users.op.refused')} className="twb-op-refusal">
            <p className="twb-op-refusal__text">{refusal.message}</p>
            {refusal.stale && <Button size="small" icon="refresh" text={t('users.detail.reload')} onClick={onReload} />}
          </Callout>
        )}
        {!preview && busy && <Spinner size={24} />}
        {preview && (
          <>
            <p>{preview.message}</p>
            <div className="twb-bulk-delete__list">
              <HTMLTable compact striped>
                <tbody>
                  {preview.members.map((member) => (
                    <tr key={member.userId}>
                      <td>{member.userName}</td>
                      <td>{member.organizationName}</td>
                      <td>{member.cancelReservationCount > 0 ? t('users.bulk.rowReservations', { count: member.cancelReservationCount }) : ''}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
            <p className="twb-bulk-delete__summary">{t('users.bulk.note')}</p>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} disabled={busy && preview !== null} />
            <Button intent="danger" text={t('users.bulk.execute')} disabled={!preview || refusal?.stale === true} loading={busy && preview !== null} onClick={() => void execute()} />
          </>
        }
      />
    </Dialog>
  );
}
