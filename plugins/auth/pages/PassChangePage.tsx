// Password change (/PassChange): forced while the initial password is unchanged (passwordResetFlg 1),
// also open to any signed-in user; success goes home.
import '../auth.css';
import { useNavigate } from 'react-router';
import { Callout } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { AuthService, NavigationService, ToastService } from '../../../core/services/contracts';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RESET_FLAG_ON } from '../../../core/domain/constants';
import { t } from '../../../core/i18n';
import { WriteFlowView, useService } from '../../../web/kit';
import { PasswordChangeFields, usePasswordChangeFlow } from '../components/password-change';
import { SignOutLink } from '../components/SignOutLink';

export default function PassChangePage() {
  useSignals();
  const auth = useService<AuthService>(AuthService);
  const toasts = useService<ToastService>(ToastService);
  const navigation = useService<NavigationService>(NavigationService);
  const navigate = useNavigate();
  const flow = usePasswordChangeFlow(() => {
    toasts.show(t('auth.passChange.done'), 'success');
    void navigate(navigation.homePath());
  });
  const mustChange = auth.user.value?.user.attributes.passwordResetFlg === PASSWORD_RESET_FLAG_ON;

  return (
    <div className="twb-auth-form">
      {mustChange && (
        <Callout intent="warning" icon="key" className="twb-auth-form__error">
          {t('auth.passChange.resetLead')}
        </Callout>
      )}
      <p className="twb-auth-form__lead">{t('auth.passChange.lead', { min: PASSWORD_MIN, max: PASSWORD_MAX })}</p>
      <WriteFlowView
        flow={flow}
        showSteps={false}
        submitLabel={t('auth.passChange.submit')}
        completeText={t('auth.passChange.done')}
        renderInput={() => <PasswordChangeFields flow={flow} />}
      />
      {flow.step === 'input' && <SignOutLink />}
    </div>
  );
}
