// The account menu's password change dialog: the /PassChange form without leaving the current page.
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { ToastService } from '../../../core/services/contracts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../core/domain/constants';
import { t } from '../../../core/i18n';
import { useService, type AccountDialogProps } from '../../../web/kit';
import { PasswordChangeFields, usePasswordChangeFlow } from './password-change';

function PasswordChangeForm({ onClose }: { onClose: () => void }) {
  const toasts = useService<ToastService>(ToastService);
  const flow = usePasswordChangeFlow(() => {
    toasts.show(t('auth.passChange.done'), 'success');
    onClose();
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flow.submitInput();
      }}
    >
      <DialogBody>
        <p>{t('auth.passChange.lead', { min: PASSWORD_MIN, max: PASSWORD_MAX })}</p>
        {flow.formError && (
          <Callout intent="danger" role="alert" className="twb-flow__form-error">
            {flow.formError}
          </Callout>
        )}
        <PasswordChangeFields flow={flow} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} disabled={flow.busy} />
            <Button type="submit" intent="primary" text={t('auth.passChange.submit')} loading={flow.busy} />
          </>
        }
      />
    </form>
  );
}

export default function PasswordChangeDialog({ isOpen, onClose }: AccountDialogProps) {
  return (
    <Dialog isOpen={isOpen} title={t('auth.passChange.title')} icon="key" onClose={onClose} className="twb-dialog">
      {/* Mounted only while open, so every opening starts with empty fields. */}
      {isOpen && <PasswordChangeForm onClose={onClose} />}
    </Dialog>
  );
}
