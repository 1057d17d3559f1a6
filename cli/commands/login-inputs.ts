// The values `twb login` needs, each from its flag or environment variable, else from a prompt on a TTY.
// Secrets never come from flags: TWB_PASSWORD, TWB_CONFIRMATION_CODE, TWB_NEW_CONFIRMATION_CODE, TWB_NEW_PASSWORD.
import { t, type MessageKey } from '../../core/i18n';
import { confirmationCode as confirmationCodeRule, password as passwordRule } from '../../core/validation/credentials';
import { messageOf, type Validator } from '../../core/validation/types';
import { usageError } from '../io/cli-error';
import { canPrompt, promptLine, promptNewSecret, promptSecret, type PromptRequest, type PromptStreams } from '../io/prompt';
import type { Env } from '../io/color';

export const LoginEnv = {
  PASSWORD: 'TWB_PASSWORD',
  CONFIRMATION_CODE: 'TWB_CONFIRMATION_CODE',
  NEW_CONFIRMATION_CODE: 'TWB_NEW_CONFIRMATION_CODE',
  NEW_PASSWORD: 'TWB_NEW_PASSWORD',
} as const;

export interface LoginInputs {
  /** True when values missing from flags and environment can be asked for. */
  readonly interactive: boolean;
  loginId(): Promise<string>;
  password(): Promise<string>;
  confirmationCode(): Promise<string>;
  newConfirmationCode(): Promise<string>;
  newPassword(): Promise<string>;
}

function request(label: MessageKey, what: MessageKey, hint: string): PromptRequest {
  return { label: t(label), what: t(what), hint };
}

function envHint(name: string): string {
  return t('cli.hint.env', { name });
}

/** How many times a person at a TTY may retype a new secret that breaks the rules. */
const RULE_ATTEMPTS = 3;

export function loginInputs(streams: PromptStreams, env: Env, loginIdFlag: string | undefined): LoginInputs {
  const interactive = canPrompt(streams);
  const fromEnv = (name: string): string | undefined => (env[name] === '' ? undefined : env[name]);
  const secret = async (name: string, label: MessageKey, what: MessageKey): Promise<string> =>
    fromEnv(name) ?? promptSecret(streams, request(label, what, envHint(name)));
  /** A new secret, checked against the same rule the web form and the server apply before it is sent. */
  const newSecret = async (name: string, label: MessageKey, again: MessageKey, what: MessageKey, rule: Validator): Promise<string> => {
    const given = fromEnv(name);
    if (given !== undefined) {
      const broken = rule(given);
      if (broken) throw usageError(`${t(what)} (${name}): ${messageOf(broken)}`);
      return given;
    }
    for (let attempt = 1; ; attempt++) {
      const typed = await promptNewSecret(streams, request(label, what, envHint(name)), request(again, what, envHint(name)));
      const broken = rule(typed);
      if (!broken) return typed;
      if (attempt >= RULE_ATTEMPTS) throw usageError(messageOf(broken));
      streams.stderr.write(`${messageOf(broken)}\n`);
    }
  };

  return {
    interactive,
    loginId: async () => {
      const flag = loginIdFlag?.trim();
      if (flag) return flag;
      if (loginIdFlag !== undefined) throw usageError(t('cli.prompt.empty', { what: t('cli.value.loginId') }));
      return promptLine(streams, request('cli.prompt.loginId', 'cli.value.loginId', t('cli.hint.loginId')));
    },
    password: () => secret(LoginEnv.PASSWORD, 'cli.prompt.password', 'cli.value.password'),
    confirmationCode: () => secret(LoginEnv.CONFIRMATION_CODE, 'cli.prompt.confirmationCode', 'cli.value.confirmationCode'),
    newConfirmationCode: () =>
      newSecret(
        LoginEnv.NEW_CONFIRMATION_CODE,
        'cli.prompt.newConfirmationCode',
        'cli.prompt.newConfirmationCodeAgain',
        'cli.value.newConfirmationCode',
        (value) => confirmationCodeRule(value),
      ),
    newPassword: () =>
      newSecret(LoginEnv.NEW_PASSWORD, 'cli.prompt.newPassword', 'cli.prompt.newPasswordAgain', 'cli.value.newPassword', passwordRule),
  };
}
