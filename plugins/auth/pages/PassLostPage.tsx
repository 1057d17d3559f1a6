// Password lost (/PassLost): login id and mail address; the server mails a temporary password.
import '../auth.css';
import { Link } from 'react-router';
import { AuthService } from '../../../core/services/contracts';
import { mail, maxLength, required, validateFields } from '../../../core/validation';
import { t } from '../../../core/i18n';
import { FlowTextField, WriteFlowView, useService, useWriteFlow } from '../../../web/kit';
import { AuthPaths } from '../paths';

/** Spec 5: a mail address is at most 254 characters. */
const MAIL_MAX = 254;

export default function PassLostPage() {
  const auth = useService<AuthService>(AuthService);
  const flow = useWriteFlow({
    initial: { userid: '', mail: '' },
    validate: (values) =>
      validateFields(values, { userid: [required], mail: [required, mail, (v) => maxLength(v, MAIL_MAX)] }),
    execute: (values) => auth.lostPassword(values.userid.trim(), values.mail.trim()),
    refusalMessage: t('passLost.failed'),
  });

  const backToLogin = <Link to={AuthPaths.login}>{t('auth.backToLogin')}</Link>;
  return (
    <div className="twb-auth-form">
      <p className="twb-auth-form__lead">{t('auth.passLost.lead')}</p>
      <WriteFlowView
        flow={flow}
        showSteps={false}
        submitLabel={t('auth.passLost.submit')}
        completeText={t('auth.passLost.done')}
        completeActions={backToLogin}
        renderInput={() => (
          <>
            <FlowTextField flow={flow} name="userid" label={t('auth.passLost.userid')} required autoComplete="username" autoFocus />
            <FlowTextField flow={flow} name="mail" label={t('auth.passLost.mail')} required type="email" autoComplete="email" />
          </>
        )}
      />
      {flow.step === 'input' && <p className="twb-auth-form__links">{backToLogin}</p>}
    </div>
  );
}
