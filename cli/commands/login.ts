// `twb login`: password, then the confirmation code (changing it when required), then the initial password when it
// must change; the access token is stored for the base URL.
import { authCalls } from '../../core/auth/calls';
import type { ApiClient } from '../../core/api/client-types';
import { ErrorCode, isApiError } from '../../core/api/error';
import type { LoginUser } from '../../core/domain/entities';
import { isAllowedRoleType } from '../../core/domain/roles';
import { t } from '../../core/i18n';
import { authError } from '../io/cli-error';
import type { Output } from '../io/output';
import { configuredBaseUrl } from '../config/user-config';
import type { CliRuntime } from '../runtime';
import { apiClientFor, tokenStoreOf } from '../session';
import type { CommonOptions } from './common-options';
import { loginInputs, type LoginInputs } from './login-inputs';

export interface LoginOptions extends CommonOptions {
  loginId?: string;
}

/** How many times a person at a TTY may retype a value the server refuses as invalid. */
const VALIDATION_ATTEMPTS = 3;

/** The server refuses these roles itself; checking the finished sign-in too keeps a misconfigured server out. */
function assertServedRole(user: LoginUser | null | undefined): void {
  if (user && !isAllowedRoleType(user.role?.attributes?.roleType)) {
    throw authError(t('cli.login.notAllowedRole'), ErrorCode.LOGIN_INVALID);
  }
}

/** Runs `attempt`; at a TTY a 400 answer shows the server's field messages and asks again. */
async function withRetypes<T>(inputs: LoginInputs, output: Output, attempt: () => Promise<T>): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await attempt();
    } catch (error) {
      const retry = inputs.interactive && round < VALIDATION_ATTEMPTS && isApiError(error) && error.code === ErrorCode.VALIDATION;
      if (!retry) throw error;
      output.error(error.message);
      for (const [field, message] of Object.entries(error.httpError?.fields ?? {})) output.error(t('cli.error.field', { field, message }));
    }
  }
}

/** Ends a half-made sign-in on the server; failures here change nothing for the person. */
async function abandon(client: ApiClient, twoFactorToken: string, accessToken: string | undefined): Promise<void> {
  const quietly = (promise: Promise<unknown>): Promise<unknown> => promise.catch(() => undefined);
  if (accessToken) await quietly(client.call(authCalls.logout, {}, { bearer: accessToken }));
  else await quietly(client.call(authCalls.twoFactorLogout, {}, { bearer: twoFactorToken }));
}

interface SignedIn {
  accessToken: string;
  user: LoginUser;
}

/** The two-factor step and the forced changes that follow it. */
async function completeSignIn(
  client: ApiClient,
  twoFactorToken: string,
  inputs: LoginInputs,
  output: Output,
  code: string,
  currentPassword: string,
): Promise<SignedIn> {
  const auth = await client.call(authCalls.twoFactorAuth, { confirmationCode: code }, { bearer: twoFactorToken });
  if (!auth.success) throw authError(t('beforeLogin.error'), ErrorCode.TWO_FACTOR_FAILED);
  let accessToken = auth.accessToken;
  let user = auth.userInfo;
  try {
    if (auth.needToChange) {
      output.info(t('cli.login.codeChangeRequired'));
      const changed = await withRetypes(inputs, output, async () => {
        const newCode = await inputs.newConfirmationCode();
        return client.call(authCalls.twoFactorChange, { newConfirmationCode: newCode, confirm: newCode }, { bearer: twoFactorToken });
      });
      if (!changed.success) throw authError(t('beforeLogin.error'), ErrorCode.TWO_FACTOR_FAILED);
      output.success(t('cli.login.codeChanged'));
      accessToken = changed.accessToken;
      user = changed.userInfo;
    }
    if (!accessToken || !user) throw authError(t('cli.login.noAccessToken'), 'NO_ACCESS_TOKEN');
    assertServedRole(user);
    const bearer = accessToken;
    if (user.user.attributes.passwordResetFlg === 1) {
      output.info(t('cli.login.passwordChangeRequired'));
      user = await withRetypes(inputs, output, async () => {
        const password = await inputs.newPassword();
        // The password typed at sign-in (the initial or temporary one) is the current password.
        return client.call(authCalls.mypage, { currentPassword, password, confirm: password }, { bearer });
      });
      output.success(t('cli.login.passwordChanged'));
    }
    return { accessToken: bearer, user };
  } catch (error) {
    await abandon(client, twoFactorToken, accessToken);
    throw error;
  }
}

export async function runLogin(options: LoginOptions, runtime: CliRuntime, output: Output): Promise<void> {
  const baseUrl = await configuredBaseUrl(runtime, options.baseUrl);
  const store = tokenStoreOf(runtime);
  const inputs = loginInputs(runtime, runtime.env, options.loginId);

  const loginId = await inputs.loginId();
  const password = await inputs.password();
  // Without a terminal every value must be known before the first request, so a script fails before it signs in.
  const earlyCode = inputs.interactive ? undefined : await inputs.confirmationCode();

  const client = await apiClientFor(runtime, baseUrl, null);
  // The bearer channel: the two-factor token comes in the answer (no cookie), and only works as a bearer.
  const login = await client.call(authCalls.login, { loginId, password, channel: 'bearer' });
  if (!login.twoFactorToken) throw authError(t('cli.login.noAccessToken'), 'NO_ACCESS_TOKEN');
  const code = earlyCode ?? (await inputs.confirmationCode());
  const { accessToken, user } = await completeSignIn(client, login.twoFactorToken, inputs, output, code, password);

  const storage = await store.save(baseUrl, { token: accessToken, loginId: user.user.loginId });
  output.success(t('cli.login.done', { loginId: user.user.loginId, corporation: user.corporation.attributes.corporationName }));
  output.info(storage.kind === 'keyring' ? t('cli.login.storedInKeyring', { keyring: t(`cli.keyring.name.${storage.keyring}`), file: store.file }) : t('cli.login.stored', { file: store.file }));
  if (runtime.env.TWB_TOKEN) output.warn(t('cli.login.envTokenWins'));
  if (output.json) output.data({ baseUrl, tokenFile: store.file, tokenStorage: storage.kind === 'keyring' ? storage.keyring : 'file', user });
}
