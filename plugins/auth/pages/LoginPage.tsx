// The sign-in page (/Login): login id and password, the before-login error that sent the user here,
// the server's refusal (invalid, locked); success goes on to the confirmation code.
import '../auth.css';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { AuthService, ErrorService, ManualDownloadService, type BeforeLoginError } from '../../../core/services/contracts';
import { isApiError } from '../../../core/api/error';
import { required, validateFields } from '../../../core/validation';
import { t, type MessageKey } from '../../../core/i18n';
import { FormField, useService, type FieldErrors } from '../../../web/kit';
import { AuthPaths, withQuery } from '../paths';

const BEFORE_LOGIN_MESSAGES: Record<BeforeLoginError, MessageKey> = {
  networkError: 'beforeLogin.networkError',
  invalid: 'beforeLogin.invalid',
  error: 'beforeLogin.error',
  system: 'beforeLogin.system',
};

interface LoginValues {
  loginId: string;
  password: string;
}

export default function LoginPage() {
  useSignals();
  const auth = useService<AuthService>(AuthService);
  const errors = useService<ErrorService>(ErrorService);
  const manual = useService<ManualDownloadService>(ManualDownloadService);
  const navigate = useNavigate();
  const ids = { loginId: useId(), password: useId() };
  const [values, setValues] = useState<LoginValues>({ loginId: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<LoginValues>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Set once the server has accepted the password: from then on the form belongs to a finished step and stays
  // unusable until the code page replaces it (what is typed meanwhile would go nowhere).
  const [passed, setPassed] = useState(false);

  const beforeLogin = errors.beforeLoginError.value;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(values, { loginId: [required], password: [required] });
    setFieldErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setRefusal(null);
    try {
      await auth.login(values.loginId.trim(), values.password);
      setPassed(true);
      await navigate(withQuery(AuthPaths.codeAuth, manual.queryParams()));
    } catch (error) {
      // The server's own words (wrong password, locked account, too many attempts) are what the user needs.
      if (isApiError(error) && error.httpError && error.httpError.httpStatusCode < 500) setRefusal(error.message);
      else errors.handle(error);
      setValues((previous) => ({ ...previous, password: '' }));
    } finally {
      setBusy(false);
    }
  };

  const message = refusal ?? (beforeLogin ? t(BEFORE_LOGIN_MESSAGES[beforeLogin]) : null);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="twb-auth-form">
      <p className="twb-auth-form__lead">{t('auth.login.lead')}</p>
      {message && (
        <Callout intent="danger" role="alert" className="twb-auth-form__error">
          {message}
        </Callout>
      )}
      <FormField label={t('auth.login.loginId')} htmlFor={ids.loginId} required error={fieldErrors.loginId}>
        <InputGroup
          id={ids.loginId}
          name="loginId"
          autoComplete="username"
          autoFocus
          disabled={passed}
          value={values.loginId}
          onValueChange={(loginId) => setValues((previous) => ({ ...previous, loginId }))}
          size="large"
        />
      </FormField>
      <FormField label={t('auth.login.password')} htmlFor={ids.password} required error={fieldErrors.password}>
        <InputGroup
          id={ids.password}
          name="password"
          type="password"
          autoComplete="current-password"
          disabled={passed}
          value={values.password}
          onValueChange={(password) => setValues((previous) => ({ ...previous, password }))}
          size="large"
        />
      </FormField>
      <Button type="submit" intent="primary" size="large" fill loading={busy || passed} text={t('auth.login.submit')} />
      <p className="twb-auth-form__links">
        <Link to={AuthPaths.passLost}>{t('auth.login.passLost')}</Link>
      </p>
    </form>
  );
}
