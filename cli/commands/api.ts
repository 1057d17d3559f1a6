// `twb api <METHOD> <path>`: any call of the admin API with the stored credentials, as gh api. A JSON answer is printed
// indented (or narrowed by --json fields / --jq); any other answer (a PDF, a CSV in CP932, an xlsx) is written byte for
// byte to stdout or to -o, never decoded as text. -i prints the status line and the headers first; --paginate follows
// the offset/limit pages of a list call and prints them as one answer; --list prints the calls of the contract and
// --describe one call (its fields, answer and statuses, as the OpenAPI document at /api/openapi.json tells them).
import { REQUEST_TIMEOUT_MS } from '../../core/domain/constants';
import { httpErrorFrom, networkError } from '../api-client';
import { t } from '../../core/i18n';
import { notSignedInError, usageError } from '../io/cli-error';
import type { Output } from '../io/output';
import { pipeDownload, saveDownload, type OpenDownload } from '../io/stream-download';
import type { CliRuntime } from '../runtime';
import { resolveSession } from '../session';
import { buildApiRequest, parseHeaders, type ApiArguments, type ApiRequest } from './api-request';
import { isPage, mergePages, nextPageRequest, type Page } from './api-paginate';
import type { CommonOptions } from './common-options';
import { runApiDescribe, runApiList } from './api-list';

export interface ApiOptions extends CommonOptions {
  data?: string;
  query?: string[];
  header?: string[];
  include?: boolean;
  paginate?: boolean;
  output?: string;
  list?: boolean;
  describe?: string;
}

interface Sender {
  send(request: ApiRequest): Promise<Response>;
}

function isJsonType(contentType: string | null): boolean {
  return contentType !== null && /[/+]json\b/i.test(contentType);
}

/** The answer's status line and headers as `curl -i` and `gh api -i` print them. */
function headerBlock(response: Response): string {
  const lines = [`HTTP/1.1 ${response.status} ${response.statusText}`.trimEnd()];
  response.headers.forEach((value, name) => lines.push(`${name}: ${value}`));
  return `${lines.join('\n')}\n\n`;
}

function urlOf(baseUrl: string, request: ApiRequest): string {
  const search = new URLSearchParams(request.query).toString();
  return `${baseUrl.replace(/\/+$/, '')}${request.path}${search ? `?${search}` : ''}`;
}

function senderFor(fetchImpl: typeof fetch, baseUrl: string, token: string, extraHeaders: Record<string, string>): Sender {
  return {
    async send(request) {
      const hasBody = request.body !== undefined;
      // The -H headers come last: a caller may ask for another Accept; the bearer is the session's and stays.
      const headers: Record<string, string> = { Accept: '*/*', ...extraHeaders, Authorization: `Bearer ${token}` };
      if (hasBody) headers['Content-Type'] = 'application/json';
      try {
        return await fetchImpl(urlOf(baseUrl, request), {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch {
        throw networkError();
      }
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function failWith(response: Response): Promise<never> {
  // Every refusal of the API is JSON; a proxy's page is not, and gets the client's message for its status.
  throw httpErrorFrom(response.status, isJsonType(response.headers.get('content-type')) ? await readJson(response) : undefined);
}

/** Writes a file answer byte for byte: streamed to -o (through a temporary file renamed into place) or to stdout. */
async function writeFileAnswer(response: Response, options: ApiOptions, runtime: CliRuntime, output: Output): Promise<void> {
  const download: OpenDownload = { response, fileName: null, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
  if (options.output === undefined || options.output === '-') {
    await pipeDownload(download, runtime.stdout as unknown as NodeJS.WritableStream);
    return;
  }
  const bytes = await saveDownload(download, options.output);
  output.success(t('uploads.cli.saved', { file: options.output, bytes }));
}

function writeJsonAnswer(body: unknown, options: ApiOptions, runtime: CliRuntime, output: Output): void {
  if (body === undefined) return;
  if (typeof body === 'string') {
    runtime.stdout.write(body.endsWith('\n') ? body : `${body}\n`);
    return;
  }
  if (options.output !== undefined && options.output !== '-') throw usageError(t('cli.api.outputForFileOnly'));
  output.data(body);
}

async function runPaginated(first: ApiRequest, sender: Sender, options: ApiOptions, runtime: CliRuntime, output: Output): Promise<void> {
  const pages: Page[] = [];
  let request: ApiRequest | null = first;
  while (request) {
    const response = await sender.send(request);
    if (options.include) runtime.stdout.write(headerBlock(response));
    if (!response.ok) await failWith(response);
    const body = await readJson(response);
    if (!isPage(body)) {
      // Not a list of pages: its one answer is the whole answer.
      if (pages.length === 0) return writeJsonAnswer(body, options, runtime, output);
      break;
    }
    pages.push(body);
    request = nextPageRequest(request, body);
  }
  writeJsonAnswer(mergePages(pages), options, runtime, output);
}

export async function runApi(method: string | undefined, path: string | undefined, options: ApiOptions, runtime: CliRuntime, output: Output): Promise<void> {
  if (options.list) return runApiList(output);
  // `--describe GET /corporations/:id` leaves the path as the first argument: the words together name the call.
  if (options.describe !== undefined) return runApiDescribe([options.describe, method ?? '', path ?? ''], output);
  if (method === undefined || path === undefined) throw usageError(t('cli.api.methodAndPathRequired'));
  const args: ApiArguments = { method, path, data: options.data, query: options.query };
  const request = await buildApiRequest(args, runtime.stdin);
  const extraHeaders = parseHeaders(options.header ?? []);
  const session = await resolveSession(runtime, options.baseUrl);
  if (!session.credential) throw notSignedInError();
  const sender = senderFor(await runtime.loadFetch(), session.baseUrl, session.credential.token, extraHeaders);
  if (options.paginate) return runPaginated(request, sender, options, runtime, output);
  const response = await sender.send(request);
  if (options.include) runtime.stdout.write(headerBlock(response));
  if (!response.ok) await failWith(response);
  if (isJsonType(response.headers.get('content-type'))) writeJsonAnswer(await readJson(response), options, runtime, output);
  else await writeFileAnswer(response, options, runtime, output);
}
