// The account menu's confirmation code change: current code, new code and its confirmation, without leaving the page.

import { AuthService, ToastService } from '../../../core/services/contracts';
import { CONFIRMATION_CODE_MAX, CONFIRMATION_CODE_MIN } from '../../../core/domain/constants';
import { confirmationCode, confirmMatch, required, validateFields } from '../../../core/validation';
import { t } from '../../../core/i18n';
import { ModalDialog, FlowDialogForm, FlowTextField, useService, useWriteFlow, type AccountDialogProps } from '../../../web/kit';

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
    // Spec 8: the registration of the administrator's confirmation code failed (the reason follows it).
    failureMessage: t('confirmationCode.registerFailed'),
    onComplete: () => {
      toasts.show(t('auth.codeChange.done'), 'success');
      onClose();
    },
  });
  return (
    <FlowDialogForm
      flow={flow}
      lead={t('auth.codeChange.accountLead', { min: CONFIRMATION_CODE_MIN, max: CONFIRMATION_CODE_MAX })}
      submitLabel={t('auth.codeChange.submit')}
      onClose={onClose}
    >
      <FlowTextField flow={flow} name="confirmationCode" label={t('auth.codeChange.currentCode')} type="password" autoComplete="off" required autoFocus maxLength={CONFIRMATION_CODE_MAX} />
      <FlowTextField flow={flow} name="newConfirmationCode" label={t('auth.codeChange.newCode')} type="password" autoComplete="off" required maxLength={CONFIRMATION_CODE_MAX} />
      <FlowTextField flow={flow} name="confirm" label={t('auth.codeChange.confirm')} type="password" autoComplete="off" required maxLength={CONFIRMATION_CODE_MAX} />
    </FlowDialogForm>
  );
}

export default function ConfirmationCodeChangeDialog({ isOpen, onClose }: AccountDialogProps) {
  return (
    <ModalDialog isOpen={isOpen} title={t('auth.codeChange.title')} icon="shield" onClose={onClose} className="twb-dialog">
      {/* Mounted only while open, so every opening starts with empty fields. */}
      {isOpen && <ConfirmationCodeChangeForm onClose={onClose} />}
    </ModalDialog>
  );
}
