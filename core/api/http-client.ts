// The admin API client over an injected fetch: builds URLs and bodies from the call contract, authenticates,
// times out, and turns every failure into an ApiError with a Japanese message.
import { inject, injectable, optional } from 'inversify';
import { errorTypeOfCall, fillPath, type CallDef, type HttpMethod } from './call';
import type { ApiClient, CallOptions, FileResponse } from './client-types';
import { ApiError, ErrorCode, ErrorType, type HttpErrorInfo } from './error';
import { parseContentDisposition } from './content-disposition';
import { ApiConfig, Clock } from '../platform/tokens';
import { systemClock } from '../kernel/system-clock';
import { LoadingService, type LoadingCall } from '../services/contracts';
import { REQUEST_TIMEOUT_MS } from '../domain/constants';
import { t, type MessageKey } from '../i18n';

/** Methods whose request object travels as the query string rather than a JSON body. */
const QUERY_METHODS: ReadonlySet<string> = new Set<HttpMethod>(['GET', 'DELETE']);

/** Japanese fallbacks for error answers that carry no usable JSON body (a proxy page, an empty 502 ...). */
const STATUS_MESSAGES: Readonly<Record<number, MessageKey>> = {
  400: 'error.badRequest',
  401: 'error.unauthenticated',
  403: 'error.permission',
  404: 'error.notFoundApi',
  409: 'error.conflict',
  429: 'error.tooManyRequests',
};
const STATUS_CODES: Readonly<Record<number, string>> = {
  400: ErrorCode.VALIDATION,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.PERMISSION,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  429: ErrorCode.TOO_MANY_REQUESTS,
};

/** Turns one value of a request object into its query-string form; undefined means "leave it out". */
function queryText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.filter((v) => v !== undefined && v !== null).map(String).join(',');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Appends every defined entry of `source` except the path parameters already used. */
function appendQuery(target: URLSearchParams, source: Record<string, unknown> | undefined, skip: ReadonlySet<string>): void {
  if (!source) return;
  for (const [key, value] of Object.entries(source)) {
    if (skip.has(key)) continue;
    const text = queryText(value);
    if (text !== undefined) target.append(key, text);
  }
}

function withoutKeys(source: Record<string, unknown>, skip: ReadonlySet<string>): Record<string, unknown> {
  if (skip.size === 0) return source;
  return Object.fromEntries(Object.entries(source).filter(([key]) => !skip.has(key)));
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function isJson(contentType: string | null): boolean {
  return contentType !== null && /[/+]json\b/i.test(contentType);
}

/** The server's error body if it has the documented shape. */
function readErrorBody(body: unknown): { message: string; code: string; fields?: Record<string, string> } | null {
  const record = asRecord(body);
  if (!record || typeof record.message !== 'string' || record.message === '') return null;
  const code = typeof record.code === 'string' ? record.code : '';
  const fields = asRecord(record.fields) as Record<string, string> | undefined;
  return fields ? { message: record.message, code, fields } : { message: record.message, code };
}

/** Builds the ApiError of a non-2xx answer, preferring the server's own message and code; `errorType` of the call. */
export function httpErrorFrom(status: number, body: unknown, errorType: ErrorType = ErrorType.COMMON): ApiError {
  const parsed = readErrorBody(body);
  const isSystem = status >= 500;
  const fallbackKey: MessageKey = isSystem ? 'error.system' : (STATUS_MESSAGES[status] ?? 'error.system');
  const fallbackCode = isSystem ? ErrorCode.SYSTEM : (STATUS_CODES[status] ?? ErrorCode.SYSTEM);
  const info: HttpErrorInfo = {
    httpStatusCode: status,
    message: parsed?.message ?? t(fallbackKey),
    code: parsed?.code || fallbackCode,
  };
  if (parsed?.fields) info.fields = parsed.fields;
  return new ApiError(info.message, info.code, info, errorType);
}

export function networkError(errorType: ErrorType = ErrorType.COMMON): ApiError {
  return new ApiError(t('error.network'), ErrorCode.NETWORK, undefined, errorType);
}

interface PreparedRequest {
  url: string;
  init: RequestInit;
}

@injectable()
export class HttpApiClient implements ApiClient {
  private readonly clock: Clock;

  constructor(
    @inject(ApiConfig) private readonly config: ApiConfig,
    @inject(LoadingService) @optional() private readonly loading?: LoadingService,
    @inject(Clock) @optional() clock?: Clock,
  ) {
    // Without a bound Clock (a CLI built without the kernel) real timers do.
    this.clock = clock ?? systemClock;
  }

  async call<Req, Res>(def: CallDef<Req, Res>, request?: Req, options?: CallOptions): Promise<Res> {
    if (def.file) return (await this.download(def, request, options)) as Res;
    const prepared = this.prepare(def, request, options, 'application/json');
    const { status, body } = await this.send(def, prepared, options?.signal, readBody);
    if (status < 200 || status >= 300) throw httpErrorFrom(status, body, errorTypeOfCall(def));
    return body as Res;
  }

  async download<Req>(def: CallDef<Req, unknown>, request?: Req, options?: CallOptions): Promise<FileResponse> {
    const prepared = this.prepare(def, request, options, '*/*');
    const result = await this.send(def, prepared, options?.signal, async (response) => {
      // An error answer to a file call is still JSON; only a success is the file itself.
      if (!response.ok) return { kind: 'error' as const, body: await readBody(response) };
      const data = new Uint8Array(await response.arrayBuffer());
      return {
        kind: 'file' as const,
        file: {
          fileName: parseContentDisposition(response.headers.get('content-disposition')),
          contentType: response.headers.get('content-type') ?? 'application/octet-stream',
          data,
        },
      };
    });
    if (result.body.kind === 'error') throw httpErrorFrom(result.status, result.body.body, errorTypeOfCall(def));
    return result.body.file;
  }

  async raw(method: string, path: string, body?: unknown, options?: CallOptions): Promise<{ status: number; body: unknown }> {
    const upper = method.toUpperCase();
    const query = new URLSearchParams();
    appendQuery(query, options?.query, new Set());
    const hasBody = body !== undefined && !QUERY_METHODS.has(upper);
    const prepared: PreparedRequest = {
      url: this.url(path, query),
      init: {
        method: upper,
        headers: this.headers(upper, hasBody, 'application/json', options),
        body: hasBody ? JSON.stringify(body) : undefined,
        credentials: 'include',
      },
    };
    return this.send(undefined, prepared, options?.signal, readBody);
  }

  private prepare<Req>(def: CallDef<Req, unknown>, request: Req | undefined, options: CallOptions | undefined, accept: string): PreparedRequest {
    const fields = asRecord(request) ?? {};
    const { path, used } = fillPath(def.path, fields);
    const query = new URLSearchParams();
    if (def.multipart) return this.prepareMultipart(def, path, used, fields, options, accept);
    const inQuery = QUERY_METHODS.has(def.method);
    if (inQuery) appendQuery(query, fields, used);
    appendQuery(query, options?.query, new Set());
    const body = inQuery ? undefined : JSON.stringify(withoutKeys(fields, used));
    return {
      url: this.url(def.base + path, query),
      init: {
        method: def.method,
        headers: this.headers(def.method, body !== undefined, accept, options),
        body,
        credentials: 'include',
      },
    };
  }

  /** A multipart call: `file` is the form part named "file", every other field travels in the query. */
  private prepareMultipart(def: CallDef<unknown, unknown>, path: string, used: Set<string>, fields: Record<string, unknown>, options: CallOptions | undefined, accept: string): PreparedRequest {
    const query = new URLSearchParams();
    appendQuery(query, fields, new Set([...used, 'file']));
    appendQuery(query, options?.query, new Set());
    const form = new FormData();
    const file = fields.file;
    if (file instanceof Blob) form.append('file', file, (file as Blob & { name?: string }).name ?? 'upload.csv');
    // The browser sets the multipart Content-Type with its boundary itself.
    const headers = this.headers(def.method, false, accept, options);
    return { url: this.url(def.base + path, query), init: { method: def.method, headers, body: form, credentials: 'include' } };
  }

  private url(path: string, query: URLSearchParams): string {
    const base = this.config.baseUrl.replace(/\/+$/, '');
    const search = query.toString();
    return `${base}${path}${search ? `?${search}` : ''}`;
  }

  private headers(method: string, hasBody: boolean, accept: string, options: CallOptions | undefined): Record<string, string> {
    const headers: Record<string, string> = { ...options?.headers, Accept: accept };
    if (hasBody) headers['Content-Type'] = 'application/json';
    const bearer = options?.bearer ?? this.config.getBearer?.() ?? null;
    if (bearer) {
      headers.Authorization = `Bearer ${bearer}`;
    } else if (method !== 'GET') {
      // Cookie-authenticated writes must echo the anti-forgery cookie; bearer callers are exempt.
      const csrf = this.config.getCsrfToken?.() ?? null;
      if (csrf) headers['X-CSRF-Token'] = csrf;
    }
    return headers;
  }

  /** Runs one fetch under the loading counter and the timeout, and reads the answer with `read`. */
  private async send<T>(
    call: LoadingCall | undefined,
    prepared: PreparedRequest,
    callerSignal: AbortSignal | undefined,
    read: (response: Response) => Promise<T>,
  ): Promise<{ status: number; body: T }> {
    const end = this.loading?.begin(call);
    const timeout = new AbortController();
    const timer = this.clock.setTimeout(() => timeout.abort(), this.config.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout.signal]) : timeout.signal;
    try {
      const response = await this.config.fetch(prepared.url, { ...prepared.init, signal });
      return { status: response.status, body: await read(response) };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // A cancellation the caller asked for is not a failure to report; hand back the caller's own reason.
      if (callerSignal?.aborted && !timeout.signal.aborted) throw callerSignal.reason;
      throw networkError(call !== undefined && typeof call === 'object' && 'method' in call ? errorTypeOfCall(call as CallDef) : ErrorType.COMMON);
    } finally {
      this.clock.clearTimeout(timer);
      end?.();
    }
  }
}

/** Reads an answer body: JSON when declared (or when it parses), text otherwise, undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  if (isJson(response.headers.get('content-type'))) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}
