// Confirmation code entry (/CodeAuth), the second sign-in step; the outcome decides the next page:
// code change, password change, home, or back to sign-in (spec 4).
import '../auth.css';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { AuthService, ErrorService, ManualDownloadService, NavigationService } from '../../../core/services/contracts';
import { isApiError } from '../../../core/api/error';
import { messageOf, required } from '../../../core/validation';
import { t } from '../../../core/i18n';
import { FormField, useService } from '../../../web/kit';
import { AuthPaths, withQuery } from '../paths';
import { pathOfOutcome } from '../outcome-paths';

export default function CodeAuthPage() {
  const auth = useService<AuthService>(AuthService);
  const errors = useService<ErrorService>(ErrorService);
  const manual = useService<ManualDownloadService>(ManualDownloadService);
  const navigation = useService<NavigationService>(NavigationService);
  const navigate = useNavigate();
  const id = useId();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = required(code);
    setFieldError(missing ? messageOf(missing) : null);
    if (missing) return;
    setBusy(true);
    setRefusal(null);
    try {
      const outcome = await auth.authenticateCode(code.trim());
      const next = pathOfOutcome(outcome, navigation.homePath());
      // A manual link that started the sign-in is downloaded by home once the user arrives there.
      await navigate(outcome === 'home' ? withQuery(next, manual.queryParams()) : next);
    } catch (error) {
      if (isApiError(error) && error.httpError && error.httpError.httpStatusCode < 500) setRefusal(error.message);
      else errors.handle(error);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="twb-auth-form">
      <p className="twb-auth-form__lead">{t('auth.codeAuth.lead')}</p>
      {refusal && (
        <Callout intent="danger" role="alert" className="twb-auth-form__error">
          {refusal}
        </Callout>
      )}
      <FormField label={t('auth.codeAuth.code')} htmlFor={id} required error={fieldError}>
        <InputGroup id={id} name="confirmationCode" type="password" autoComplete="one-time-code" autoFocus value={code} onValueChange={setCode} size="large" />
      </FormField>
      <Button type="submit" intent="primary" size="large" fill loading={busy} text={t('auth.codeAuth.submit')} />
      <p className="twb-auth-form__links">
        <Link to={AuthPaths.login}>{t('auth.backToLogin')}</Link>
      </p>
    </form>
  );
}
