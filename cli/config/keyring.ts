// The OS keyring, reached through the command-line tool each OS ships for it, so that twb (one folder of JavaScript)
// carries no native module: `secret-tool` (libsecret: the Secret Service of GNOME Keyring and KWallet) on Linux and
// the BSDs, `/usr/bin/security` (the login Keychain) on macOS. Windows has no such tool: twb keeps the 0600 file there.
//
// A keyring that is absent, locked without a way to unlock it (a server, a CI runner without a desktop session), or
// that does not answer within KEYRING_TIMEOUT_MS counts as no keyring: the token store falls back to its file. The
// token never appears in a command line (other users can read those): it is written to the tool's standard input.
import { spawn } from 'node:child_process';
import { t } from '../../core/i18n';
import { usageError } from '../io/cli-error';
import type { Env } from '../io/color';

export type KeyringKind = 'secret-service' | 'keychain';

export interface Keyring {
  readonly kind: KeyringKind;
  /** Stores `secret` for `account`; answers false when the keyring could not take it (the caller falls back). */
  set(account: string, secret: string): Promise<boolean>;
  /** The secret of `account`, or null when there is none or the keyring cannot be read now. */
  get(account: string): Promise<string | null>;
  /** Removes the secret of `account`; a keyring that cannot be reached is left as it is. */
  delete(account: string): Promise<void>;
}

/** The service name twb's entries carry in the keyring (shown by Seahorse, Keychain Access). */
export const KEYRING_SERVICE = 'twb-cli';
/** A desktop keyring may ask its user to unlock it; a job without anyone to answer must not wait for that. */
export const KEYRING_TIMEOUT_MS = 3000;

interface ToolResult {
  status: number | null;
  stdout: string;
}

/** Runs `command`, feeding `input`; null when it cannot be started or does not finish within the time allowed. */
function runTool(command: string, args: readonly string[], input: string, env: Env): Promise<ToolResult | null> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: ToolResult | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(command, args, { env: env as NodeJS.ProcessEnv, stdio: ['pipe', 'pipe', 'ignore'] });
    } catch {
      return finish(null);
    }
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(null);
    }, KEYRING_TIMEOUT_MS);
    let stdout = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.on('error', () => finish(null));
    child.on('close', (status) => finish({ status, stdout }));
    // A tool that exits before reading its input closes the pipe under us; that is its answer, not ours to report.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(input);
  });
}

/** libsecret's tool: attributes name the entry; `store` reads the secret from standard input when it is not a TTY. */
export function secretServiceKeyring(env: Env): Keyring {
  const attributes = (account: string): string[] => ['service', KEYRING_SERVICE, 'account', account];
  return {
    kind: 'secret-service',
    async set(account, secret) {
      const result = await runTool('secret-tool', ['store', '--label', `twb (${account})`, ...attributes(account)], secret, env);
      return result?.status === 0;
    },
    async get(account) {
      const result = await runTool('secret-tool', ['lookup', ...attributes(account)], '', env);
      const secret = result?.status === 0 ? result.stdout.replace(/\r?\n$/, '') : '';
      return secret === '' ? null : secret;
    },
    async delete(account) {
      await runTool('secret-tool', ['clear', ...attributes(account)], '', env);
    },
  };
}

/** A value for one argument of `security -i`'s command line: double-quoted, with `\` and `"` escaped. */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/**
 * macOS's Keychain tool. The entry is written through its interactive mode (`security -i`, the command read from
 * standard input), so the token is not in the process list as `add-generic-password -w <token>` would put it.
 */
export function keychainKeyring(env: Env, tool = '/usr/bin/security'): Keyring {
  return {
    kind: 'keychain',
    async set(account, secret) {
      const line = ['add-generic-password', '-U', '-s', quoted(KEYRING_SERVICE), '-a', quoted(account), '-l', quoted(`twb (${account})`), '-w', quoted(secret)];
      const result = await runTool(tool, ['-i'], `${line.join(' ')}\n`, env);
      // `security -i` exits 0 even when its command failed: the entry is only trusted once it reads back.
      return result?.status === 0 && (await this.get(account)) === secret;
    },
    async get(account) {
      const result = await runTool(tool, ['find-generic-password', '-s', KEYRING_SERVICE, '-a', account, '-w'], '', env);
      const secret = result?.status === 0 ? result.stdout.replace(/\r?\n$/, '') : '';
      return secret === '' ? null : secret;
    },
    async delete(account) {
      await runTool(tool, ['delete-generic-password', '-s', KEYRING_SERVICE, '-a', account], '', env);
    },
  };
}

/**
 * The keyring twb uses on this platform, or null when it keeps tokens in its file only: TWB_KEYRING=off, Windows, or
 * an unknown platform. Whether the keyring answers is found out when it is used (a failed store falls back to the file).
 */
export function platformKeyring(env: Env, platform: NodeJS.Platform = process.platform): Keyring | null {
  const setting = (env.TWB_KEYRING ?? '').trim().toLowerCase();
  if (setting === 'off') return null;
  if (setting !== '' && setting !== 'auto') throw usageError(t('cli.keyring.badSetting', { value: env.TWB_KEYRING ?? '' }));
  if (platform === 'darwin') return keychainKeyring(env);
  if (platform === 'linux' || platform === 'freebsd' || platform === 'openbsd' || platform === 'netbsd') return secretServiceKeyring(env);
  return null;
}
