// The password change form (spec 5: letters and digits mixed, half-width, 12-32, confirmation must match; issue 36:
// not easily guessed, core/validation/guessable-password.ts), shared
// by the /PassChange page and the account menu's dialog. The current password is asked everywhere, also on the
// forced first change, so a session left open cannot be used to take the account over.
import { AuthService } from '../../../core/services/contracts';
import { confirmMatch, guessablePassword, password, required, validateFields } from '../../../core/validation';
import { PASSWORD_MAX } from '../../../core/domain/constants';
import { t } from '../../../core/i18n';
import { FlowTextField, useService, useWriteFlow, type WriteFlow } from '../../../web/kit';

export interface PasswordValues {
  currentPassword: string;
  password: string;
  confirm: string;
}

export function usePasswordChangeFlow(onDone: () => void): WriteFlow<PasswordValues, unknown, void> {
  const auth = useService<AuthService>(AuthService);
  // The login id and the runs are checked here already; the common-password list only on the server (too large to send).
  const loginId = auth.user.value?.user.loginId;
  return useWriteFlow<PasswordValues, unknown, void>({
    initial: { currentPassword: '', password: '', confirm: '' },
    validate: (values) =>
      validateFields(values, {
        currentPassword: [required],
        password: [password, (v) => guessablePassword(v, { loginId })],
        confirm: [required, (v) => confirmMatch(v, values.password)],
      }),
    execute: (values) => auth.changePassword(values.currentPassword, values.password, values.confirm),
    onComplete: onDone,
  });
}

export function PasswordChangeFields({ flow }: { flow: WriteFlow<PasswordValues, unknown, void> }) {
  return (
    <>
      <FlowTextField flow={flow} name="currentPassword" label={t('auth.passChange.current')} type="password" autoComplete="current-password" required autoFocus maxLength={256} />
      <FlowTextField flow={flow} name="password" label={t('auth.passChange.password')} type="password" autoComplete="new-password" required maxLength={PASSWORD_MAX} />
      <FlowTextField flow={flow} name="confirm" label={t('auth.passChange.confirm')} type="password" autoComplete="new-password" required maxLength={PASSWORD_MAX} />
    </>
  );
}
