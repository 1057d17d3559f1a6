// HttpApiClient over a fake fetch: URLs, queries, bodies, authentication, errors, timeouts, downloads, loading.
import { describe, expect, it, vi } from 'vitest';
import { HttpApiClient } from './http-client';
import { defineCall } from './call';
import { calls } from './contract';
import { ApiError, ErrorCode, ErrorType, errorTypeOf } from './error';
import { uploadCalls } from '../uploads/calls';
import { t } from '../i18n';
import { ManualClock } from '../kernel/manual-clock';
import type { ApiConfig } from '../platform/tokens';
import type { LoadingService } from '../services/contracts';
import { signal } from '@preact/signals-core';

interface Seen {
  url: string;
  init: RequestInit;
}

function fakeFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    seen.push({ url, init: init ?? {} });
    return answer(url, init ?? {});
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
}

function setup(answer: (url: string, init: RequestInit) => Response | Promise<Response>, config: Partial<ApiConfig> = {}) {
  const { fetch, seen } = fakeFetch(answer);
  const clock = new ManualClock();
  const client = new HttpApiClient({ baseUrl: 'http://host:8080/', fetch, ...config }, undefined, clock);
  return { client, seen, clock };
}

function headersOf(seen: Seen): Record<string, string> {
  return seen.init.headers as Record<string, string>;
}

const search = defineCall<{ userName?: string; sOrganizationId?: string[]; deleteFlg?: boolean | null; offset?: number }, { ok: boolean }>({
  id: 'test.search', method: 'GET', base: '/api', path: '/users/tenant/users', access: 'session',
});
const detail = defineCall<{ id: string; extra?: string }, { id: string }>({
  id: 'test.detail', method: 'GET', base: '/api', path: '/corporations/:id', access: 'session',
});
const patchWithParam = defineCall<{ billingId: string; name: string }, { ok: boolean }>({
  id: 'test.patch', method: 'PATCH', base: '/api', path: '/billing/:billingId/update', access: 'session',
});
const asyncCall = defineCall<{ downloadFileId: string }, { valid: boolean }>({
  id: 'test.async', method: 'GET', base: '/asynchronousApi', path: '/downloadFile/valid', access: 'session',
});
const remove = defineCall<{ id: string; lastUpdated: string }, { ok: boolean }>({
  id: 'test.delete', method: 'DELETE', base: '/api', path: '/things/:id', access: 'session',
});

describe('HttpApiClient: requests', () => {
  it('builds the URL from the base URL, the call base and the path, and parses JSON', async () => {
    const { client, seen } = setup(() => json({ tokenAvailable: true }));
    const result = await client.call(calls.auth.twoFactorAuthCheck);
    expect(result).toEqual({ tokenAvailable: true });
    expect(seen[0].url).toBe('http://host:8080/api/twoFactorAuth/authCheck');
    expect(seen[0].init.method).toBe('GET');
    expect(seen[0].init.body).toBeUndefined();
    expect(seen[0].init.credentials).toBe('include');
  });

  it('uses the /asynchronousApi base when the call says so', async () => {
    const { client, seen } = setup(() => json({ valid: true }));
    await client.call(asyncCall, { downloadFileId: 'f1' });
    expect(seen[0].url).toBe('http://host:8080/asynchronousApi/downloadFile/valid?downloadFileId=f1');
  });

  it('turns a GET request object into the query: arrays comma-joined, undefined and null dropped', async () => {
    const { client, seen } = setup(() => json({ ok: true }));
    await client.call(search, { userName: '山田 太郎', sOrganizationId: ['B1', 'B2'], deleteFlg: null, offset: 0 });
    const url = new URL(seen[0].url);
    expect(url.pathname).toBe('/api/users/tenant/users');
    expect(url.searchParams.get('userName')).toBe('山田 太郎');
    expect(url.searchParams.get('sOrganizationId')).toBe('B1,B2');
    expect(url.searchParams.has('deleteFlg')).toBe(false);
    expect(url.searchParams.get('offset')).toBe('0');
  });

  it('fills :params and leaves them out of the query', async () => {
    const { client, seen } = setup(() => json({ id: 'c/1' }));
    await client.call(detail, { id: 'c/1', extra: 'x' });
    expect(seen[0].url).toBe('http://host:8080/api/corporations/c%2F1?extra=x');
  });

  it('fails before fetching when a path parameter is missing', async () => {
    const { client, seen } = setup(() => json({}));
    await expect(client.call(detail, { id: '' })).rejects.toThrow(/missing path parameter id/);
    expect(seen).toHaveLength(0);
  });

  it('treats DELETE like GET: the request object is the query', async () => {
    const { client, seen } = setup(() => json({ ok: true }));
    await client.call(remove, { id: '7', lastUpdated: '2026/01/01 10:00:00' });
    expect(seen[0].init.method).toBe('DELETE');
    expect(seen[0].init.body).toBeUndefined();
    expect(seen[0].url).toBe('http://host:8080/api/things/7?lastUpdated=2026%2F01%2F01+10%3A00%3A00');
  });

  it('sends other methods as a JSON body without the path parameters', async () => {
    const { client, seen } = setup(() => json({ ok: true }));
    await client.call(patchWithParam, { billingId: 'B9', name: '営業部' });
    expect(seen[0].url).toBe('http://host:8080/api/billing/B9/update');
    expect(seen[0].init.method).toBe('PATCH');
    expect(JSON.parse(String(seen[0].init.body))).toEqual({ name: '営業部' });
    expect(headersOf(seen[0])['Content-Type']).toBe('application/json');
  });

  it('sends an empty JSON object for a POST without a request', async () => {
    const { client, seen } = setup(() => json({ result: 'OK' }));
    await client.call(calls.auth.logout);
    expect(seen[0].init.body).toBe('{}');
  });

  it('adds options.query to any call', async () => {
    const { client, seen } = setup(() => json({}));
    await client.call(calls.auth.selectOrganization, { selectedOrganizationId: 'C2' }, { query: { selectedOrganizationId: 'C2', skip: undefined } });
    expect(seen[0].url).toBe('http://host:8080/api/users/tenant/selectedOrganization?selectedOrganizationId=C2');
    expect(JSON.parse(String(seen[0].init.body))).toEqual({ selectedOrganizationId: 'C2' });
  });

  it('answers undefined for an empty success body', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.call(calls.auth.logout)).resolves.toBeUndefined();
  });
});

describe('HttpApiClient: authentication', () => {
  it('sends the anti-forgery header on non-GET cookie calls', async () => {
    const { client, seen } = setup(() => json({}), { getCsrfToken: () => 'csrf-1' });
    await client.call(calls.auth.logout);
    expect(headersOf(seen[0])['X-CSRF-Token']).toBe('csrf-1');
    expect(headersOf(seen[0]).Authorization).toBeUndefined();
  });

  it('does not send the anti-forgery header on GET', async () => {
    const { client, seen } = setup(() => json({}), { getCsrfToken: () => 'csrf-1' });
    await client.call(calls.auth.loginUser);
    expect(headersOf(seen[0])['X-CSRF-Token']).toBeUndefined();
  });

  it('sends the configured bearer and then no anti-forgery header', async () => {
    const { client, seen } = setup(() => json({}), { getBearer: () => 'tok', getCsrfToken: () => 'csrf-1' });
    await client.call(calls.auth.logout);
    expect(headersOf(seen[0]).Authorization).toBe('Bearer tok');
    expect(headersOf(seen[0])['X-CSRF-Token']).toBeUndefined();
  });

  it('prefers options.bearer over the configured one', async () => {
    const { client, seen } = setup(() => json({}), { getBearer: () => 'session-token' });
    await client.call(calls.auth.twoFactorAuth, { confirmationCode: 'DemoCode2026' }, { bearer: 'two-factor-token' });
    expect(headersOf(seen[0]).Authorization).toBe('Bearer two-factor-token');
  });
});

describe('HttpApiClient: errors', () => {
  it('carries the server JSON error body in httpError', async () => {
    const { client } = setup(() => json({ message: '入力内容に誤りがあります。', code: 'VALIDATION_ERROR', fields: { password: '必須項目です' } }, 400));
    const error = await client.call(calls.auth.mypage, { currentPassword: '', password: '', confirm: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.httpError).toEqual({ httpStatusCode: 400, message: '入力内容に誤りがあります。', code: 'VALIDATION_ERROR', fields: { password: '必須項目です' } });
    expect(apiError.message).toBe('入力内容に誤りがあります。');
    expect(apiError.code).toBe('VALIDATION_ERROR');
    expect(apiError.status).toBe(400);
    expect(apiError.isNetworkError).toBe(false);
  });

  it.each([500, 503])('falls back to the Japanese system message for %i without a JSON body', async (status) => {
    const { client } = setup(() => new Response('<html>Service Unavailable</html>', { status, headers: { 'content-type': 'text/html' } }));
    const error = (await client.call(calls.auth.loginUser).catch((e: unknown) => e)) as ApiError;
    expect(error.httpError).toEqual({ httpStatusCode: status, message: t('error.system'), code: ErrorCode.SYSTEM });
  });

  it('keeps the server message of a JSON 500', async () => {
    const { client } = setup(() => json({ message: 'サーバー内部エラー', code: 'SYSTEM_ERROR' }, 500));
    const error = (await client.call(calls.auth.loginUser).catch((e: unknown) => e)) as ApiError;
    expect(error.httpError?.message).toBe('サーバー内部エラー');
  });

  it.each([
    [401, 'error.unauthenticated', ErrorCode.UNAUTHENTICATED],
    [403, 'error.permission', ErrorCode.PERMISSION],
    [404, 'error.notFoundApi', ErrorCode.NOT_FOUND],
    [409, 'error.conflict', ErrorCode.CONFLICT],
    [429, 'error.tooManyRequests', ErrorCode.TOO_MANY_REQUESTS],
    [400, 'error.badRequest', ErrorCode.VALIDATION],
    [418, 'error.system', ErrorCode.SYSTEM],
  ] as const)('falls back to a Japanese message for a non-JSON %i', async (status, key, code) => {
    const { client } = setup(() => new Response('nope', { status, headers: { 'content-type': 'text/plain' } }));
    const error = (await client.call(calls.auth.loginUser).catch((e: unknown) => e)) as ApiError;
    expect(error.httpError).toEqual({ httpStatusCode: status, message: t(key), code });
  });

  it('falls back when a JSON error body lacks a message', async () => {
    const { client } = setup(() => json({ error: 'x' }, 502));
    const error = (await client.call(calls.auth.loginUser).catch((e: unknown) => e)) as ApiError;
    expect(error.httpError).toEqual({ httpStatusCode: 502, message: t('error.system'), code: ErrorCode.SYSTEM });
  });

  it('turns a network failure into ECONNABORTED with the network message and no httpError', async () => {
    const { client } = setup(() => { throw new TypeError('fetch failed'); });
    const error = (await client.call(calls.auth.loginUser).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('ECONNABORTED');
    expect(error.message).toBe(t('error.network'));
    expect(error.httpError).toBeUndefined();
    expect(error.isNetworkError).toBe(true);
  });

  it('times out after 600000 ms by default with ECONNABORTED', async () => {
    let seenSignal: AbortSignal | undefined;
    const { client, clock } = setup((_url, init) => new Promise<Response>((_resolve, reject) => {
      seenSignal = init.signal ?? undefined;
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const pending = client.call(calls.auth.loginUser).catch((e: unknown) => e);
    await Promise.resolve();
    clock.advance(599_999);
    expect(seenSignal?.aborted).toBe(false);
    clock.advance(1);
    const error = (await pending) as ApiError;
    expect(error.code).toBe('ECONNABORTED');
    expect(error.message).toBe(t('error.network'));
    expect(error.httpError).toBeUndefined();
  });

  it('honours ApiConfig.timeoutMs and clears the timer after an answer', async () => {
    const { client, clock } = setup(() => json({}), { timeoutMs: 10 });
    await client.call(calls.auth.loginUser);
    expect(clock.pending()).toBe(0);
  });

  it("rethrows the caller's own abort reason rather than a network error", async () => {
    const controller = new AbortController();
    const { client } = setup((_url, init) => new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const pending = client.call(calls.auth.loginUser, undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort(new Error('left the page'));
    expect(((await pending) as Error).message).toBe('left the page');
  });
});

describe('HttpApiClient: error types (spec 3/8)', () => {
  it('marks a failed read 1 (info), a failed write 2 (edit) and a failed upload 3, answers and outages alike', async () => {
    const refused = setup(() => json({ message: '失敗しました', code: 'X' }, 500)).client;
    expect(((await refused.call(detail, { id: '1' }).catch((e: unknown) => e)) as ApiError).errorType).toBe(ErrorType.INFO);
    expect(((await refused.call(patchWithParam, { billingId: '5', name: 'x' }).catch((e: unknown) => e)) as ApiError).errorType).toBe(ErrorType.EDIT);
    expect(((await refused.download(calls.auth.manualDownload, { manualName: 'x', manualType: 'pdf' }).catch((e: unknown) => e)) as ApiError).errorType).toBe(ErrorType.INFO);
    const file = new File(['a'], 'a.csv');
    expect(((await refused.call(uploadCalls.upload, { corporationId: '1', uploadDivision: 4, file }).catch((e: unknown) => e)) as ApiError).errorType).toBe(ErrorType.UPLOAD);
    const offline = setup(() => { throw new TypeError('fetch failed'); }).client;
    expect(((await offline.call(remove, { id: '1', lastUpdated: 'L' }).catch((e: unknown) => e)) as ApiError).errorType).toBe(ErrorType.EDIT);
  });

  it('calls anything else common (4), and a call can say what its failures are', async () => {
    expect(errorTypeOf(new TypeError('x'))).toBe(ErrorType.COMMON);
    expect(new ApiError('x', 'X').errorType).toBe(ErrorType.COMMON);
    const readingPost = defineCall<{ q: string }, unknown>({ id: 'test.readingPost', method: 'POST', base: '/api', path: '/search', access: 'session', errorType: ErrorType.INFO });
    const { client } = setup(() => json({ message: 'x', code: 'X' }, 400));
    expect(((await client.call(readingPost, { q: 'a' }).catch((e: unknown) => e)) as ApiError).errorType).toBe(ErrorType.INFO);
  });
});

describe('HttpApiClient: downloads', () => {
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);

  it('returns the file name (filename* preferred), the content type and the bytes', async () => {
    const { client, seen } = setup(() => new Response(pdf, {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="manual.pdf"; filename*=UTF-8''${encodeURIComponent('責任者マニュアル.pdf')}`,
      },
    }));
    const file = await client.download(calls.auth.manualDownload, { manualName: 'responsible-person-guide', manualType: 'pdf' });
    expect(file.fileName).toBe('責任者マニュアル.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect([...file.data]).toEqual([...pdf]);
    expect(seen[0].url).toBe('http://host:8080/api/manual/download?manualName=responsible-person-guide&manualType=pdf');
    expect(headersOf(seen[0]).Accept).toBe('*/*');
  });

  it('answers a FileResponse from call() for file calls', async () => {
    const { client } = setup(() => new Response(pdf, { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="a b.pdf"' } }));
    const file = await client.call(calls.auth.manualDownload, { manualName: 'faq', manualType: 'pdf' });
    expect(file).toMatchObject({ fileName: 'a b.pdf', contentType: 'application/pdf' });
  });

  it('answers a null file name without Content-Disposition', async () => {
    const { client } = setup(() => new Response(pdf));
    const file = await client.download(calls.auth.manualDownload, { manualName: 'faq', manualType: 'pdf' });
    expect(file.fileName).toBeNull();
  });

  it('raises the JSON error of a failed download', async () => {
    const { client } = setup(() => json({ message: 'マニュアルのダウンロードに失敗しました。', code: 'NOT_FOUND' }, 404));
    const error = (await client.download(calls.auth.manualDownload, { manualName: 'x', manualType: 'pdf' }).catch((e: unknown) => e)) as ApiError;
    expect(error.httpError).toMatchObject({ httpStatusCode: 404, code: 'NOT_FOUND' });
  });
});

describe('HttpApiClient: raw', () => {
  it('answers status and body without throwing on HTTP errors', async () => {
    const { client, seen } = setup(() => json({ message: 'x', code: 'NOT_FOUND' }, 404), { getCsrfToken: () => 'c' });
    const result = await client.raw('post', '/api/nowhere', { a: 1 }, { query: { q: 'v' } });
    expect(result).toEqual({ status: 404, body: { message: 'x', code: 'NOT_FOUND' } });
    expect(seen[0].url).toBe('http://host:8080/api/nowhere?q=v');
    expect(seen[0].init.method).toBe('POST');
    expect(seen[0].init.body).toBe('{"a":1}');
    expect(headersOf(seen[0])['X-CSRF-Token']).toBe('c');
  });

  it('still raises ECONNABORTED on a network failure', async () => {
    const { client } = setup(() => { throw new TypeError('fetch failed'); });
    await expect(client.raw('GET', '/api/users/loginUser')).rejects.toMatchObject({ code: 'ECONNABORTED' });
  });
});

describe('HttpApiClient: loading counter', () => {
  function fakeLoading() {
    const events: string[] = [];
    const loading: LoadingService = {
      count: signal(0),
      busy: signal(false),
      isIgnored: () => false,
      begin: (id) => {
        events.push(`begin ${typeof id === 'string' ? id : id?.id}`);
        return () => events.push(`end ${typeof id === 'string' ? id : id?.id}`);
      },
    };
    return { loading, events };
  }

  it('brackets each call with begin(def.id) and its end, also on failure', async () => {
    const { loading, events } = fakeLoading();
    let fail = false;
    const { fetch } = fakeFetch(() => {
      if (fail) throw new TypeError('down');
      return json({});
    });
    const client = new HttpApiClient({ baseUrl: '', fetch }, loading, new ManualClock());
    await client.call(calls.auth.loginUser);
    fail = true;
    await client.call(calls.auth.logout).catch(() => undefined);
    expect(events).toEqual(['begin auth.loginUser', 'end auth.loginUser', 'begin auth.logout', 'end auth.logout']);
  });

  it('works without a loading service or a clock (the CLI)', async () => {
    const { fetch } = fakeFetch(() => json({ ok: 1 }));
    const client = new HttpApiClient({ baseUrl: 'http://x', fetch });
    await expect(client.call(calls.auth.loginUser)).resolves.toEqual({ ok: 1 });
  });
});
