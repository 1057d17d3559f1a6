// The XMLHttpRequest sender: the URL with its query, the anti-forgery header of a cookie session (or the bearer),
// the upload progress, and the answer's status and body; no answer at all is the network error.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/error';
import type { ApiConfig } from '../../core/platform/tokens';
import { XhrUploadTransport } from './upload-transport';

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  timeout = 0;
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
}

const config = (extra: Partial<ApiConfig> = {}): ApiConfig => ({ baseUrl: '', fetch: () => Promise.reject(new Error('unused')), getCsrfToken: () => 'csrf-1', ...extra });

afterEach(() => vi.unstubAllGlobals());

describe('XhrUploadTransport', () => {
  it('posts the form with the query and the anti-forgery header, reports progress and answers status and body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const form = new FormData();
    const sent = new XhrUploadTransport(config()).send({ path: '/api/transfer/upload/', query: { corporationId: '1', uploadDivision: '8' }, form, onProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/transfer/upload/?corporationId=1&uploadDivision=8');
    expect(xhr.headers['X-CSRF-Token']).toBe('csrf-1');
    expect(xhr.headers.Authorization).toBeUndefined();
    expect(xhr.body).toBe(form);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.status = 200;
    xhr.responseText = '{"transferHistoryId":"9"}';
    xhr.onload?.();
    expect(await sent).toEqual({ status: 200, body: { transferHistoryId: '9' } });
    expect(progress).toEqual([0.25, 1]);
  });

  it('sends the bearer instead when the platform has one, and hands back a refusal as it came', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const sent = new XhrUploadTransport(config({ getBearer: () => 'tok' })).send({ path: '/api/x', query: {}, form: new FormData(), onProgress: () => undefined });
    const xhr = FakeXhr.last;
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect(xhr.headers['X-CSRF-Token']).toBeUndefined();
    xhr.status = 403;
    xhr.responseText = '{"message":"権限がありません","code":"PERMISSION_DENIED"}';
    xhr.onload?.();
    expect(await sent).toEqual({ status: 403, body: { message: '権限がありません', code: 'PERMISSION_DENIED' } });
  });

  it('fails with the network error when no answer comes', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const sent = new XhrUploadTransport(config()).send({ path: '/api/x', query: {}, form: new FormData(), onProgress: () => undefined });
    FakeXhr.last.onerror?.();
    await expect(sent).rejects.toBeInstanceOf(ApiError);
    await expect(sent).rejects.toMatchObject({ code: 'ECONNABORTED' });
  });
});
