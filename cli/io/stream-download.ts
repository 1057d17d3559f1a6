// A file call's answer streamed to disk (or stdout) without holding it in memory: core's client reads a download into
// one Uint8Array, fine for a page, not for a year of invoice lines. The file is written beside its target under a
// temporary name and renamed into place, so an interrupted download never leaves a truncated file under the real name.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { CallDef } from '../../core/api/call';
import { parseContentDisposition } from '../../core/api/content-disposition';
import { REQUEST_TIMEOUT_MS } from '../../core/domain/constants';
import { httpErrorFrom, networkError } from '../api-client';
import { fileWriteError, isFileSystemError } from './file-errors';

export interface FileCall {
  baseUrl: string;
  token: string;
  def: CallDef<unknown, unknown>;
  /** The query of a GET, the JSON body of a POST; undefined values are left out. */
  request: Record<string, string | number | undefined>;
}

/** An answered file call whose body has not been read yet. */
export interface OpenDownload {
  response: Response;
  fileName: string | null;
  contentType: string;
}

function defined(request: FileCall['request']): Record<string, string> {
  return Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
}

/**
 * Sends the call and checks the status; a refusal (JSON, as every error of the API) becomes the ApiError the rest of
 * the CLI reports. Separate from reading the body so that only this part is retried: once bytes have gone to stdout, a
 * second attempt would repeat them.
 */
export async function openDownload(fetchImpl: typeof fetch, call: FileCall): Promise<OpenDownload> {
  const params = defined(call.request);
  const isGet = call.def.method === 'GET';
  const query = isGet ? `?${new URLSearchParams(params)}` : '';
  const url = `${call.baseUrl.replace(/\/+$/, '')}${call.def.base}${call.def.path}${query}`;
  const headers: Record<string, string> = { Accept: '*/*', Authorization: `Bearer ${call.token}` };
  if (!isGet) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: call.def.method,
      headers,
      body: isGet ? undefined : JSON.stringify(call.request),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // not JSON (a proxy's page): the client's fallback message per status applies
    }
    throw httpErrorFrom(response.status, body);
  }
  return {
    response,
    fileName: parseContentDisposition(response.headers.get('content-disposition')),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
  };
}

function bodyOf(download: OpenDownload): Readable {
  const body = download.response.body;
  return body ? Readable.fromWeb(body as unknown as WebReadableStream<Uint8Array>) : Readable.from([]);
}

/** Counts the bytes that pass, for the report. */
function counter(): { bytes: () => number; pass: (source: Readable) => AsyncGenerator<Buffer> } {
  let bytes = 0;
  return {
    bytes: () => bytes,
    pass: async function* (source: Readable) {
      for await (const chunk of source) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        bytes += buffer.length;
        yield buffer;
      }
    },
  };
}

/** Writes the body to `target` through a temporary file in the same folder (a rename is atomic only within one file system). */
export async function saveDownload(download: OpenDownload, target: string): Promise<number> {
  const temporary = join(dirname(target), `.${basename(target)}.${process.pid}-${randomBytes(4).toString('hex')}.part`);
  const count = counter();
  const file = createWriteStream(temporary, { flags: 'wx' });
  try {
    await pipeline(bodyOf(download), count.pass, file);
    await rename(temporary, target);
  } catch (error) {
    // A body that breaks at once fails the pipeline while the file is still being opened: removed before the stream
    // has closed, the temporary file would be created after its removal and left behind.
    if (!file.closed) await once(file, 'close').catch(() => undefined);
    await rm(temporary, { force: true });
    // A file system error names its path (no such folder, no permission): said in Japanese with the target's path
    // (not the temporary one). Anything else broke the body mid-way (connection lost, timeout) and is the network's
    // failure, reported like any other.
    if (isFileSystemError(error)) throw fileWriteError(target, dirname(target), error);
    throw networkError();
  }
  return count.bytes();
}

/** Pipes the body to stdout (-o -); stdout is not closed, so messages can still follow on stderr. */
export async function pipeDownload(download: OpenDownload, stdout: NodeJS.WritableStream): Promise<number> {
  const count = counter();
  await pipeline(bodyOf(download), count.pass, stdout, { end: false });
  return count.bytes();
}
