// The password change form (spec 5: letters and digits mixed, half-width, 12-32, confirmation must match),
// shared by the /PassChange page and the account menu's dialog.
import { AuthService } from '../../../core/services/contracts';
import { confirmMatch, password, required, validateFields } from '../../../core/validation';
import { PASSWORD_MAX } from '../../../core/domain/constants';
import { t } from '../../../core/i18n';
import { FlowTextField, useService, useWriteFlow, type WriteFlow } from '../../../web/kit';

export interface PasswordValues {
  password: string;
  confirm: string;
}

export function usePasswordChangeFlow(onDone: () => void): WriteFlow<PasswordValues, unknown, void> {
  const auth = useService<AuthService>(AuthService);
  return useWriteFlow<PasswordValues, unknown, void>({
    initial: { password: '', confirm: '' },
    validate: (values) =>
      validateFields(values, { password: [password], confirm: [required, (v) => confirmMatch(v, values.password)] }),
    execute: (values) => auth.changePassword(values.password, values.confirm),
    onComplete: onDone,
  });
}

export function PasswordChangeFields({ flow }: { flow: WriteFlow<PasswordValues, unknown, void> }) {
  return (
    <>
      <FlowTextField flow={flow} name="password" label={t('auth.passChange.password')} type="password" autoComplete="new-password" required autoFocus maxLength={PASSWORD_MAX} />
      <FlowTextField flow={flow} name="confirm" label={t('auth.passChange.confirm')} type="password" autoComplete="new-password" required maxLength={PASSWORD_MAX} />
    </>
  );
}
