// The confirm dialog of an application's cancel (useApplicationCancel): the confirm call's message, anything the
// page adds about the application, and the destructive button, busy while the cancel is on its way.
import type { ReactNode } from 'react';
import { t } from '../../core/i18n';
import type { ApplicationCancelPreview } from '../../core/applications/calls';
import { ConfirmDialog } from './ConfirmDialog';
import type { ApplicationCancel } from './use-application-cancel';

export interface ApplicationCancelDialogProps {
  cancel: ApplicationCancel;
  /** The dialog's title and its button: the same words as the action that opened it. */
  label: string;
  /** What the page says of the application under the message (e.g. what it changes and from when). */
  details?: (preview: ApplicationCancelPreview) => ReactNode;
}

export function ApplicationCancelDialog({ cancel, label, details }: ApplicationCancelDialogProps) {
  return (
    <ConfirmDialog
      isOpen={cancel.preview !== null}
      title={label}
      meaning="destructive"
      busy={cancel.busy}
      confirmLabel={label}
      // The dismiss button says 閉じる: a キャンセル beside 申請を取り消す would read as a second way to cancel.
      cancelLabel={t('common.close')}
      onConfirm={() => void cancel.confirm()}
      onCancel={cancel.dismiss}
    >
      <p>{cancel.preview?.message}</p>
      {cancel.preview && details?.(cancel.preview)}
    </ConfirmDialog>
  );
}
