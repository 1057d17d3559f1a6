// Sends a multipart upload with progress (spec 7 POST /transfer/upload/). fetch reports no upload progress in the
// browsers in use, so this is XMLHttpRequest, authenticated the way the API client does it (core/api/http-client):
// a bearer token when the platform has one, else the session cookie plus the anti-forgery header on the write.
// Every answer comes back with its status and parsed body (api.ts reads them); no answer at all is the API client's
// network error.
import { inject, injectable } from 'inversify';
import { networkError } from '../../core/api/http-client';
import { ErrorType } from '../../core/api/error';
import { REQUEST_TIMEOUT_MS } from '../../core/domain/constants';
import { ApiConfig } from '../../core/platform/tokens';

export interface UploadAnswer {
  status: number;
  body: unknown;
}

export interface UploadRequest {
  /** The path under the origin, base included (/api/transfer/upload/). */
  path: string;
  query: Record<string, string>;
  form: FormData;
  /** Bytes sent so far as a fraction of the request (0 to 1). */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The token and interface of the sender, replaced by a scripted one in page tests. */
export const UploadTransport = Symbol('UploadTransport');
export interface UploadTransport {
  /** Resolves with the status and parsed body of any answer; rejects with the network ApiError when none came. */
  send(request: UploadRequest): Promise<UploadAnswer>;
}

function parseAnswer(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

@injectable()
export class XhrUploadTransport implements UploadTransport {
  constructor(@inject(ApiConfig) private readonly config: ApiConfig) {}

  send(request: UploadRequest): Promise<UploadAnswer> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const search = new URLSearchParams(request.query).toString();
      xhr.open('POST', `${this.config.baseUrl.replace(/\/+$/, '')}${request.path}${search ? `?${search}` : ''}`);
      xhr.timeout = this.config.timeoutMs ?? REQUEST_TIMEOUT_MS;
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      const bearer = this.config.getBearer?.() ?? null;
      if (bearer) xhr.setRequestHeader('Authorization', `Bearer ${bearer}`);
      else {
        const csrf = this.config.getCsrfToken?.() ?? null;
        if (csrf) xhr.setRequestHeader('X-CSRF-Token', csrf);
      }
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) request.onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) request.onProgress(1);
        resolve({ status: xhr.status, body: parseAnswer(xhr.responseText) });
      };
      xhr.onerror = () => reject(networkError(ErrorType.UPLOAD));
      xhr.ontimeout = () => reject(networkError(ErrorType.UPLOAD));
      xhr.onabort = () => reject(request.signal?.reason ?? networkError(ErrorType.UPLOAD));
      request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      // The browser sets the multipart Content-Type with its boundary itself.
      xhr.send(request.form);
    });
  }
}
