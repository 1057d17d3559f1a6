// The account menu's confirmation code change: current code, new code and its confirmation, without leaving the page.
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { AuthService, ToastService } from '../../../core/services/contracts';
import { CONFIRMATION_CODE_MAX, CONFIRMATION_CODE_MIN } from '../../../core/domain/constants';
import { confirmationCode, confirmMatch, required, validateFields } from '../../../core/validation';
import { t } from '../../../core/i18n';
import { FlowTextField, useService, useWriteFlow, type AccountDialogProps } from '../../../web/kit';

interface CodeValues {
  confirmationCode: string;
  newConfirmationCode: string;
  confirm: string;
}

function ConfirmationCodeChangeForm({ onClose }: { onClose: () => void }) {
  const auth = useService<AuthService>(AuthService);
  const toasts = useService<ToastService>(ToastService);
  const flow = useWriteFlow<CodeValues, unknown, void>({
    initial: { confirmationCode: '', newConfirmationCode: '', confirm: '' },
    validate: (values) =>
      validateFields(values, {
        confirmationCode: [required],
        newConfirmationCode: [required, (v) => confirmationCode(v)],
        confirm: [required, (v) => confirmMatch(v, values.newConfirmationCode)],
      }),
    execute: (values) => auth.changeOwnConfirmationCode(values.confirmationCode, values.newConfirmationCode, values.confirm),
    onComplete: () => {
      toasts.show(t('auth.codeChange.done'), 'success');
      onClose();
    },
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
        <p>{t('auth.codeChange.accountLead', { min: CONFIRMATION_CODE_MIN, max: CONFIRMATION_CODE_MAX })}</p>
        {flow.formError && (
          <Callout intent="danger" role="alert" className="twb-flow__form-error">
            {flow.formError}
          </Callout>
        )}
        <FlowTextField flow={flow} name="confirmationCode" label={t('auth.codeChange.currentCode')} type="password" autoComplete="off" required autoFocus maxLength={CONFIRMATION_CODE_MAX} />
        <FlowTextField flow={flow} name="newConfirmationCode" label={t('auth.codeChange.newCode')} type="password" autoComplete="off" required maxLength={CONFIRMATION_CODE_MAX} />
        <FlowTextField flow={flow} name="confirm" label={t('auth.codeChange.confirm')} type="password" autoComplete="off" required maxLength={CONFIRMATION_CODE_MAX} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} disabled={flow.busy} />
            <Button type="submit" intent="primary" text={t('auth.codeChange.submit')} loading={flow.busy} />
          </>
        }
      />
    </form>
  );
}

export default function ConfirmationCodeChangeDialog({ isOpen, onClose }: AccountDialogProps) {
  return (
    <Dialog isOpen={isOpen} title={t('auth.codeChange.title')} icon="shield" onClose={onClose} className="twb-dialog">
      {/* Mounted only while open, so every opening starts with empty fields. */}
      {isOpen && <ConfirmationCodeChangeForm onClose={onClose} />}
    </Dialog>
  );
}
