// Turns the arguments of `twb api` into a request: method, path under /api or /asynchronousApi, query, JSON body.
import { readFile } from 'node:fs/promises';
import type { HttpMethod } from '../../core/api/call';
import { t } from '../../core/i18n';
import { usageError } from '../io/cli-error';
import type { InputStream } from '../io/streams';
import { fileReadError } from '../io/file-errors';

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Methods whose request travels in the query; the client sends no body with them. */
const BODYLESS: ReadonlySet<HttpMethod> = new Set<HttpMethod>(['GET', 'DELETE']);
const BASES = ['/api', '/asynchronousApi'] as const;

export interface ApiRequest {
  method: HttpMethod;
  /** Path including its base, without query string. */
  path: string;
  query: Record<string, string>;
  body?: unknown;
}

export function parseMethod(input: string): HttpMethod {
  const upper = input.toUpperCase();
  const method = METHODS.find((m) => m === upper);
  if (!method) throw usageError(t('cli.api.badMethod', { method: input }));
  return method;
}

/**
 * `/users/loginUser`, `users/loginUser` and `/api/users/loginUser` all mean `/api/users/loginUser`;
 * `/asynchronousApi/...` is kept as it is. A query string in the path is split off into `query`.
 */
export function normalizeApiPath(input: string): { path: string; query: Record<string, string> } {
  const trimmed = input.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) {
    throw usageError(t('cli.api.badPath', { path: input }));
  }
  const [rawPath, search = ''] = splitOnce(trimmed, '?');
  let path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  path = path.replace(/\/{2,}/g, '/');
  const hasBase = BASES.some((base) => path === base || path.startsWith(`${base}/`));
  if (!hasBase) path = `/api${path === '/' ? '' : path}`;
  return { path, query: Object.fromEntries(new URLSearchParams(search)) };
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

/** `-q key=value` pairs; later ones win; the value may itself contain `=`. */
export function parseQueryPairs(pairs: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw usageError(t('cli.api.badQuery', { value: pair }));
    query[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return query;
}

/** Header names a caller may not set with -H: the session's bearer, and what fetch computes itself. */
const RESERVED_HEADERS: ReadonlySet<string> = new Set(['authorization', 'content-length', 'host']);

/** `-H 'Name: value'` pairs (as curl and gh api take them); a later one of the same name wins. */
export function parseHeaders(pairs: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf(':');
    const name = at > 0 ? pair.slice(0, at).trim() : '';
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw usageError(t('cli.api.badHeader', { value: pair }));
    if (RESERVED_HEADERS.has(name.toLowerCase())) throw usageError(t('cli.api.reservedHeader', { name }));
    headers[name] = pair.slice(at + 1).trim();
  }
  return headers;
}

async function readAll(stream: InputStream): Promise<string> {
  stream.setEncoding('utf8');
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/** `--data JSON`, `--data @file` or `--data @-` (stdin), parsed as JSON. */
export async function readDataArgument(data: string, stdin: InputStream): Promise<unknown> {
  let text = data;
  if (data.startsWith('@')) {
    const file = data.slice(1);
    try {
      text = file === '-' ? await readAll(stdin) : await readFile(file, 'utf8');
    } catch (error) {
      throw fileReadError(file, error);
    }
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch (error) {
    throw usageError(t('cli.api.badJson', { detail: error instanceof Error ? error.message : String(error) }));
  }
}

export interface ApiArguments {
  method: string;
  path: string;
  data?: string;
  query?: readonly string[];
}

export async function buildApiRequest(args: ApiArguments, stdin: InputStream): Promise<ApiRequest> {
  const method = parseMethod(args.method);
  const { path, query: pathQuery } = normalizeApiPath(args.path);
  const query = { ...pathQuery, ...parseQueryPairs(args.query ?? []) };
  if (args.data === undefined) return { method, path, query };
  if (BODYLESS.has(method)) throw usageError(t('cli.api.dataWithoutBody', { method }));
  return { method, path, query, body: await readDataArgument(args.data, stdin) };
}
