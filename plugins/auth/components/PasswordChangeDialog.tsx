// The account menu's password change dialog: the /PassChange form without leaving the current page.

import { ToastService } from '../../../core/services/contracts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../core/domain/constants';
import { t } from '../../../core/i18n';
import { ModalDialog, FlowDialogForm, useService, type AccountDialogProps } from '../../../web/kit';
import { PasswordChangeFields, usePasswordChangeFlow } from './password-change';

function PasswordChangeForm({ onClose }: { onClose: () => void }) {
  const toasts = useService<ToastService>(ToastService);
  const flow = usePasswordChangeFlow(() => {
    toasts.show(t('auth.passChange.done'), 'success');
    onClose();
  });
  return (
    <FlowDialogForm flow={flow} lead={t('auth.passChange.lead', { min: PASSWORD_MIN, max: PASSWORD_MAX })} submitLabel={t('auth.passChange.submit')} onClose={onClose}>
      <PasswordChangeFields flow={flow} />
    </FlowDialogForm>
  );
}

export default function PasswordChangeDialog({ isOpen, onClose }: AccountDialogProps) {
  return (
    <ModalDialog isOpen={isOpen} title={t('auth.passChange.title')} icon="key" onClose={onClose} className="twb-dialog">
      {/* Mounted only while open, so every opening starts with empty fields. */}
      {isOpen && <PasswordChangeForm onClose={onClose} />}
    </ModalDialog>
  );
}
