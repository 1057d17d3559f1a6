// The checkbox dialog of spec 2.5: a confirmation whose action stays disabled until the person ticks that they have
// read what will happen, for destructive bulk actions where one careless click would cost many records.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, Checkbox, DialogBody, DialogFooter } from '@blueprintjs/core';
import { t } from '../../core/i18n';
import { actionIntent, type ActionMeaning } from './action-meaning';
import { ModalDialog } from './ModalDialog';

export interface CheckboxConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  /** What the tick says the person has understood; a generic "I have checked" when absent. */
  checkboxLabel?: string;
  confirmLabel?: string;
  meaning?: ActionMeaning;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function CheckboxConfirmDialog(props: CheckboxConfirmDialogProps) {
  const { isOpen, title, children, busy = false, meaning = 'destructive', onConfirm, onCancel } = props;
  const [ticked, setTicked] = useState(false);
  const hintId = useId();
  // Every opening asks afresh: a tick given for an earlier question does not carry over.
  useEffect(() => {
    if (isOpen) setTicked(false);
  }, [isOpen]);
  return (
    <ModalDialog isOpen={isOpen} title={title} onClose={onCancel} canOutsideClickClose={!busy} canEscapeKeyClose={!busy} className="twb-dialog">
      <DialogBody>
        {children}
        <Checkbox
          className="twb-checkbox-dialog__tick"
          checked={ticked}
          disabled={busy}
          label={props.checkboxLabel ?? t('site.checkbox.defaultLabel')}
          onChange={(event) => setTicked(event.currentTarget.checked)}
        />
        {!ticked && (
          <p id={hintId} className="bp6-text-muted">
            {t('site.checkbox.required')}
          </p>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onCancel} disabled={busy} />
            <Button
              text={props.confirmLabel ?? t('common.ok')}
              intent={actionIntent(meaning)}
              disabled={!ticked}
              aria-describedby={ticked ? undefined : hintId}
              onClick={onConfirm}
              loading={busy}
            />
          </>
        }
      />
    </ModalDialog>
  );
}
