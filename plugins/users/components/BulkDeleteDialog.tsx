// Deleting the members chosen in the list (spec 7: PATCH /users/tenant/deleteConf {userIds}, then delete):
// the confirm call says who is deleted and what is cancelled or released, then one all-or-nothing delete.
import { HTMLTable } from '@blueprintjs/core';
import { memberCalls, type BulkDeleteConfirmResponse } from '../../../core/users/calls';
import { ApiClient } from '../../../core/platform/tokens';
import { t } from '../../../core/i18n';
import '../../../core/users/load-page-messages';
import { ConfirmExecuteDialog, useService } from '../../../web/kit';

export interface BulkDeleteDialogProps {
  userIds: readonly string[] | null;
  onDeleted: (message: string) => void;
  onClose: () => void;
  /** After a stale refusal: reload the list so that the selection is made on current data. */
  onReload: () => void;
}

export function BulkDeleteDialog({ userIds, onDeleted, onClose, onReload }: BulkDeleteDialogProps) {
  const client = useService<ApiClient>(ApiClient);
  return (
    <ConfirmExecuteDialog<BulkDeleteConfirmResponse, { message: string }>
      openKey={userIds}
      title={t('users.bulk.title')}
      icon="trash"
      className="twb-bulk-delete"
      confirm={() => client.call(memberCalls.bulkDeleteConfirm, { userIds: [...(userIds ?? [])] })}
      execute={(preview) =>
        // One all-or-nothing delete, each member with the lastUpdated the confirm call saw.
        client.call(memberCalls.delete, {
          id: preview.members.map((member) => member.userId).join(','),
          lastUpdated: preview.members.map((member) => member.lastUpdated).join(','),
        })
      }
      renderPreview={(preview) => <BulkDeletePreview preview={preview} />}
      executeText={t('users.bulk.execute')}
      meaning="destructive"
      conflictMessage={t('users.op.conflict')}
      onDone={(result) => onDeleted(result.message)}
      onClose={onClose}
      onReload={onReload}
    />
  );
}

function BulkDeletePreview({ preview }: { preview: BulkDeleteConfirmResponse }) {
  return (
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
  );
}
