// The way out of the first-sign-in pages (code change, password change): sign out, back to the sign-in page.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@blueprintjs/core';
import { AuthService, ToastService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { useService } from '../../../web/kit';
import { AuthPaths } from '../paths';

export function SignOutLink() {
  const auth = useService<AuthService>(AuthService);
  const toasts = useService<ToastService>(ToastService);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    setBusy(true);
    // Ends both the session (password change) and a pending two-factor sign-in (code change); a failure does not
    // keep the person here, since the sign-in page clears the cookies itself.
    await auth.clearSession();
    toasts.show(t('shell.account.signedOut'), 'primary');
    await navigate(AuthPaths.login);
  };

  return (
    <p className="twb-auth-form__links twb-auth-form__sign-out">
      <span>{t('auth.signOutLead')}</span>
      <Button variant="minimal" intent="primary" icon="log-out" loading={busy} text={t('shell.account.signOut')} onClick={() => void signOut()} />
    </p>
  );
}
