// A yes/no question before an action with consequences (delete, cancel, sign out ...).
import type { ReactNode } from 'react';
import { Button, DialogBody, DialogFooter, type Intent } from '@blueprintjs/core';
import { t } from '../../core/i18n';
import { actionIntent, type ActionMeaning } from './action-meaning';
import { ModalDialog } from './ModalDialog';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** What the confirm button does: 'destructive' (delete, cancel, stop) draws it red. */
  meaning?: ActionMeaning;
  /** @deprecated Say the meaning instead; kept so that callers written before `meaning` still build. */
  intent?: Intent;
  /** While true the buttons are disabled, so a slow call cannot be sent twice. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { isOpen, title, children, busy = false, meaning = 'primary', intent, onConfirm, onCancel } = props;
  return (
    <ModalDialog isOpen={isOpen} title={title} onClose={onCancel} canOutsideClickClose={!busy} canEscapeKeyClose={!busy} className="twb-dialog">
      <DialogBody>{children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={props.cancelLabel ?? t('common.cancel')} onClick={onCancel} disabled={busy} />
            <Button text={props.confirmLabel ?? t('common.ok')} intent={intent ?? actionIntent(meaning)} onClick={onConfirm} loading={busy} />
          </>
        }
      />
    </ModalDialog>
  );
}
