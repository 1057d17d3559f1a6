// `twb auth status` (who is signed in, on which server, for which corporation, where the token comes from and how old
// it is) and `twb auth token` (the token itself, for TWB_TOKEN in a CI job). Both answer exit 4 when not signed in,
// and status also when the server no longer knows the token, so a script can test the sign-in before its work.
import { authCalls } from '../../core/auth/calls';
import { t } from '../../core/i18n';
import { notSignedInError } from '../io/cli-error';
import { displayWidth } from './user-summary';
import { elapsedText } from '../io/progress';
import type { Output } from '../io/output';
import type { CliRuntime } from '../runtime';
import { resolveSession, signedInClient } from '../session';
import type { CommonOptions } from './common-options';
import { userRecord, userSummaryLines, type UserRecord } from './user-summary';

export interface AuthStatus extends UserRecord {
  /** env: TWB_TOKEN; store: what `twb login` stored (tokenFile lists it; tokenStorage says where the token is). */
  tokenSource: 'env' | 'store';
  tokenFile: string | null;
  /** file: the token is in tokenFile; secret-service / keychain: in that OS keyring; null for TWB_TOKEN. */
  tokenStorage: 'file' | 'secret-service' | 'keychain' | null;
  /** When `twb login` stored the token (ISO 8601); null for TWB_TOKEN, whose age twb cannot know. */
  tokenSavedAt: string | null;
  tokenAgeSeconds: number | null;
}

function labelled(rows: ReadonlyArray<[string, string]>): string[] {
  const width = Math.max(...rows.map(([label]) => displayWidth(label)));
  return rows.map(([label, value]) => `${label}${' '.repeat(width - displayWidth(label))}  ${value}`);
}

export async function runAuthStatus(options: CommonOptions, runtime: CliRuntime, output: Output, now = new Date()): Promise<void> {
  const session = await resolveSession(runtime, options.baseUrl);
  const client = await signedInClient(runtime, session);
  // The server is asked: a stored token it has forgotten (logged out elsewhere, expired) is not a sign-in (exit 4).
  const user = await client.call(authCalls.loginUser, {});
  const credential = session.credential;
  const stored = session.stored;
  const savedAt = stored?.savedAt ?? null;
  const storage = stored?.storage ?? null;
  const status: AuthStatus = {
    ...userRecord(user, session.baseUrl),
    tokenSource: credential?.source === 'env' ? 'env' : 'store',
    tokenFile: credential?.source === 'store' ? session.store.file : null,
    tokenStorage: storage === null ? null : storage.kind === 'keyring' ? storage.keyring : 'file',
    tokenSavedAt: savedAt,
    tokenAgeSeconds: savedAt === null ? null : Math.max(0, Math.round((now.getTime() - Date.parse(savedAt)) / 1000)),
  };
  if (output.json) return output.data(status);
  for (const line of userSummaryLines(user, session.baseUrl)) output.line(line);
  const token =
    storage === null
      ? t('cli.auth.status.fromEnv')
      : storage.kind === 'keyring'
        ? t('cli.auth.status.fromKeyring', { keyring: t(`cli.keyring.name.${storage.keyring}`) })
        : t('cli.auth.status.fromFile', { file: status.tokenFile ?? '' });
  const rows: Array<[string, string]> = [[t('cli.auth.status.token'), token]];
  if (status.tokenSavedAt !== null && status.tokenAgeSeconds !== null) {
    rows.push([t('cli.auth.status.savedAt'), t('cli.auth.status.age', { savedAt: status.tokenSavedAt, age: elapsedText(status.tokenAgeSeconds * 1000) })]);
  }
  for (const line of labelled(rows)) output.line(line);
  output.info(t('cli.auth.status.lifetime'));
}

/** The token on stdout and nothing else, so that `$(twb auth token)` is the token; a TTY is warned it is a secret. */
export async function runAuthToken(options: CommonOptions, runtime: CliRuntime, output: Output): Promise<void> {
  const session = await resolveSession(runtime, options.baseUrl);
  if (!session.credential) throw notSignedInError();
  if (runtime.stdout.isTTY) output.warn(t('cli.auth.token.secret'));
  output.line(session.credential.token);
}
