// `twb whoami`: the signed-in user from GET /users/loginUser, as text or (--json) as one flat record (the server's
// whole answer, with every permission code, is `twb api GET /users/loginUser`).
import { authCalls } from '../../core/auth/calls';
import type { Output } from '../io/output';
import type { CliRuntime } from '../runtime';
import { resolveSession, signedInClient } from '../session';
import type { CommonOptions } from './common-options';
import { userRecord, userSummaryLines } from './user-summary';

export async function runWhoami(options: CommonOptions, runtime: CliRuntime, output: Output): Promise<void> {
  const session = await resolveSession(runtime, options.baseUrl);
  const client = await signedInClient(runtime, session);
  const user = await client.call(authCalls.loginUser, {});
  if (output.json) output.data(userRecord(user, session.baseUrl));
  else for (const line of userSummaryLines(user, session.baseUrl)) output.line(line);
}
