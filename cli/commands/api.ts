// `twb api <METHOD> <path>`: any call of the admin API with the stored credentials, the answer as JSON on stdout.
import { httpErrorFrom } from '../api-client';
import type { Output } from '../io/output';
import type { CliRuntime } from '../runtime';
import { resolveSession, signedInClient } from '../session';
import { buildApiRequest, type ApiArguments } from './api-request';
import type { CommonOptions } from './common-options';

export interface ApiOptions extends CommonOptions {
  data?: string;
  query?: string[];
}

function writeBody(body: unknown, runtime: CliRuntime, output: Output): void {
  if (body === undefined) return;
  if (typeof body === 'string') runtime.stdout.write(body.endsWith('\n') ? body : `${body}\n`);
  else output.data(body);
}

export async function runApi(method: string, path: string, options: ApiOptions, runtime: CliRuntime, output: Output): Promise<void> {
  const args: ApiArguments = { method, path, data: options.data, query: options.query };
  const request = await buildApiRequest(args, runtime.stdin);
  const session = await resolveSession(runtime, options.baseUrl);
  const client = await signedInClient(runtime, session);
  const answer = await client.raw(request.method, request.path, request.body, { query: request.query });
  if (answer.status >= 200 && answer.status < 300) {
    writeBody(answer.body, runtime, output);
    return;
  }
  // The server's message goes to stderr; with --json its code, status and fields also go to stdout.
  throw httpErrorFrom(answer.status, answer.body);
}
