// The upload POST of `twb upload submit`: the multipart body built here and streamed in chunks, so the progress bar
// can follow the bytes sent (fetch reports no upload progress of a FormData body). Sent once, never retried; it
// carries an Idempotency-Key so that running the same command again after a lost answer finds the same job.
import { createHash, randomBytes } from 'node:crypto';
import type { UploadResponse } from '../../core/uploads/calls';
import { uploadCalls } from '../../core/uploads/calls';
import { httpErrorFrom, networkError } from '../api-client';
import { REQUEST_TIMEOUT_MS } from '../../core/domain/constants';

const CHUNK = 64 * 1024;

export interface UploadPost {
  baseUrl: string;
  token: string;
  query: Record<string, string>;
  fileName: string;
  data: Uint8Array;
  idempotencyKey: string;
  onProgress?: (sent: number, total: number) => void;
  /** Ctrl-C: stops the request (UploadInterrupted is thrown). */
  signal?: AbortSignal;
}

/** The request was stopped by the caller's signal (not a network failure). */
export class UploadInterrupted extends Error {
  constructor() {
    super('upload interrupted');
    this.name = 'UploadInterrupted';
  }
}

/** The same file, kind, options and day give the same key; anything else a new one. */
export function idempotencyKeyOf(data: Uint8Array, query: Record<string, string>, today: string): string {
  const hash = createHash('sha256');
  hash.update(data);
  hash.update(JSON.stringify(Object.entries(query).sort()));
  hash.update(today);
  return `twb-${hash.digest('hex').slice(0, 48)}`;
}

function multipartBody(fileName: string, data: Uint8Array, onProgress?: (sent: number, total: number) => void) {
  const boundary = `----twb${randomBytes(12).toString('hex')}`;
  const safeName = fileName.replace(/["\r\n\\]/g, '_');
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${safeName}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const total = head.length + data.length + tail.length;
  let offset = 0;
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(head);
        sent += head.length;
      } else if (offset < data.length) {
        const chunk = data.subarray(offset, offset + CHUNK);
        offset += chunk.length;
        sent += chunk.length;
        controller.enqueue(chunk);
      } else {
        controller.enqueue(tail);
        sent += tail.length;
        controller.close();
      }
      onProgress?.(sent, total);
    },
  });
  return { stream, total, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function postUpload(fetchImpl: typeof fetch, post: UploadPost): Promise<UploadResponse> {
  const body = multipartBody(post.fileName, post.data, post.onProgress);
  const url = `${post.baseUrl.replace(/\/+$/, '')}${uploadCalls.upload.base}${uploadCalls.upload.path}?${new URLSearchParams(post.query)}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${post.token}`,
        'Content-Type': body.contentType,
        'Content-Length': String(body.total),
        'Idempotency-Key': post.idempotencyKey,
      },
      body: body.stream,
      signal: post.signal ? AbortSignal.any([post.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]) : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      // A streamed request body (undici and Node's fetch require it).
      duplex: 'half',
    } as RequestInit);
  } catch {
    if (post.signal?.aborted) throw new UploadInterrupted();
    throw networkError();
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    if (post.signal?.aborted) throw new UploadInterrupted();
    throw networkError();
  }
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // keep the text
  }
  if (!response.ok) throw new UploadHttpError(httpErrorFrom(response.status, parsed), parsed);
  return parsed as UploadResponse;
}

/** A refused upload with the server's body kept (an invalid file's problems are in it). */
export class UploadHttpError extends Error {
  constructor(
    readonly apiError: ReturnType<typeof httpErrorFrom>,
    readonly body: unknown,
  ) {
    super(apiError.message);
    this.name = 'UploadHttpError';
  }
}
