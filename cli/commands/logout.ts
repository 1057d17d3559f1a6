// `twb logout`: ends the session on the server (POST /login/logout) and removes the stored token.
import { authCalls } from '../../core/auth/calls';
import { ErrorCode, isApiError } from '../../core/api/error';
import { t } from '../../core/i18n';
import type { Output } from '../io/output';
import type { CliRuntime } from '../runtime';
import { resolveSession, signedInClient } from '../session';
import type { CommonOptions } from './common-options';

export async function runLogout(options: CommonOptions, runtime: CliRuntime, output: Output): Promise<void> {
  const session = await resolveSession(runtime, options.baseUrl);
  const client = await signedInClient(runtime, session);
  try {
    await client.call(authCalls.logout, {});
  } catch (error) {
    // A session the server already forgot is as logged out as it gets; anything else is worth reporting.
    if (!(isApiError(error) && error.code === ErrorCode.UNAUTHENTICATED)) throw error;
  }
  // TWB_TOKEN names its own session: the stored token (if any) belongs to another one and stays.
  const removed = session.credential?.source === 'store' ? await session.store.remove(session.baseUrl) : false;
  output.success(t('cli.logout.done'));
  if (session.credential?.source === 'env') output.warn(t('cli.logout.envTokenRemains'));
  if (output.json) output.data({ baseUrl: session.baseUrl, loggedOut: true, storedTokenRemoved: removed });
}
