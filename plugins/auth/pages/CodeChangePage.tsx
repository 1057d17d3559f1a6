// Confirmation code change at sign-in (/CodeChange), required when the code must be replaced
// (needToChange); the outcome leads to password change, home, or back to sign-in (spec 4).
import '../auth.css';
import { useNavigate } from 'react-router';
import { AuthService, NavigationService, ToastService, type CodeChangeOutcome } from '../../../core/services/contracts';
import { confirmationCode, confirmMatch, required, validateFields } from '../../../core/validation';
import { CONFIRMATION_CODE_MAX, CONFIRMATION_CODE_MIN } from '../../../core/domain/constants';
import { t } from '../../../core/i18n';
import { FlowTextField, WriteFlowView, useService, useWriteFlow } from '../../../web/kit';
import { pathOfOutcome } from '../outcome-paths';
import { SignOutLink } from '../components/SignOutLink';

interface CodeValues {
  newConfirmationCode: string;
  confirm: string;
}

export default function CodeChangePage() {
  const auth = useService<AuthService>(AuthService);
  const toasts = useService<ToastService>(ToastService);
  const navigation = useService<NavigationService>(NavigationService);
  const navigate = useNavigate();
  const flow = useWriteFlow<CodeValues, unknown, CodeChangeOutcome>({
    initial: { newConfirmationCode: '', confirm: '' },
    validate: (values) =>
      validateFields(values, {
        newConfirmationCode: [required, (v) => confirmationCode(v)],
        confirm: [required, (v) => confirmMatch(v, values.newConfirmationCode)],
      }),
    execute: (values) => auth.changeCode(values.newConfirmationCode, values.confirm),
    // Spec 8: the registration of the administrator's confirmation code failed.
    failureMessage: t('confirmationCode.registerFailed'),
    onComplete: (outcome) => {
      if (outcome !== 'login') toasts.show(t('auth.codeChange.done'), 'success');
      void navigate(pathOfOutcome(outcome, navigation.homePath()));
    },
  });

  return (
    <div className="twb-auth-form">
      <p className="twb-auth-form__lead">{t('auth.codeChange.lead', { min: CONFIRMATION_CODE_MIN, max: CONFIRMATION_CODE_MAX })}</p>
      <WriteFlowView
        flow={flow}
        showSteps={false}
        submitLabel={t('auth.codeChange.submit')}
        completeText={t('auth.codeChange.done')}
        renderInput={() => (
          <>
            <FlowTextField flow={flow} name="newConfirmationCode" label={t('auth.codeChange.newCode')} type="password" autoComplete="new-password" required autoFocus maxLength={CONFIRMATION_CODE_MAX} />
            <FlowTextField flow={flow} name="confirm" label={t('auth.codeChange.confirm')} type="password" autoComplete="new-password" required maxLength={CONFIRMATION_CODE_MAX} />
          </>
        )}
      />
      {flow.step === 'input' && <SignOutLink />}
    </div>
  );
}
