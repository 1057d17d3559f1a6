import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chargeCalls } from '../../core/charges/calls';
import type { CallDef } from '../../core/api/call';
import { isApiError } from '../../core/api/error';
import { openDownload, saveDownload, type FileCall } from './stream-download';
import { CliError } from './cli-error';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'twb-stream-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const call = (def: CallDef<unknown, unknown>, request: FileCall['request']): FileCall => ({ baseUrl: 'http://api.test/', token: 'tok', def, request });

/** A body that yields its chunks, then fails if asked to. */
function body(chunks: string[], failAtEnd = false): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(new TextEncoder().encode(chunks[i++]));
      else if (failAtEnd) controller.error(new TypeError('terminated'));
      else controller.close();
    },
  });
}

describe('openDownload', () => {
  it('sends a GET as a query with the bearer and a POST as JSON, leaving out what is undefined', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response('x', { headers: { 'content-type': 'application/pdf', 'content-disposition': "attachment; filename*=UTF-8''%E8%AB%8B%E6%B1%82%E6%9B%B8.pdf" } });
    }) as unknown as typeof fetch;
    const open = await openDownload(fetchImpl, call(chargeCalls.invoice as CallDef<unknown, unknown>, { month: '2026/11', chargeClientId: undefined }));
    expect(seen[0].url).toBe('http://api.test/api/charge/invoice?month=2026%2F11');
    expect(seen[0].init.headers).toMatchObject({ Authorization: 'Bearer tok' });
    expect([open.fileName, open.contentType]).toEqual(['請求書.pdf', 'application/pdf']);
    await openDownload(fetchImpl, call(chargeCalls.csv as CallDef<unknown, unknown>, { month: '2026/11', encoding: 'cp932' }));
    expect(seen[1].url).toBe('http://api.test/api/charge/csv');
    expect([seen[1].init.method, JSON.parse(String(seen[1].init.body))]).toEqual(['POST', { month: '2026/11', encoding: 'cp932' }]);
  });

  it('turns a refusal into the ApiError of the server\'s message and status, and a failed fetch into a network error', async () => {
    const refusal = (async () => new Response(JSON.stringify({ message: '対象月の請求明細はありません', code: 'NOT_FOUND' }), {
      status: 404, headers: { 'content-type': 'application/json' },
    })) as unknown as typeof fetch;
    const error = await openDownload(refusal, call(chargeCalls.excel as CallDef<unknown, unknown>, { month: '2026/12' })).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.message]).toEqual([404, '対象月の請求明細はありません']);
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const network = await openDownload(down, call(chargeCalls.excel as CallDef<unknown, unknown>, { month: '2026/11' })).catch((e: unknown) => e);
    expect(isApiError(network) && network.isNetworkError).toBe(true);
  });
});

describe('saveDownload', () => {
  const opened = (stream: ReadableStream<Uint8Array>) => ({ response: new Response(stream), fileName: null, contentType: 'text/csv' });

  it('writes the whole body under the target name and counts its bytes', async () => {
    const target = join(dir, 'a.csv');
    expect(await saveDownload(opened(body(['abc', 'デ'])), target)).toBe(6);
    expect(await readFile(target, 'utf8')).toBe('abcデ');
    expect(await readdir(dir)).toEqual(['a.csv']);
  });

  it('leaves neither a partial file nor its temporary file when the body breaks, and keeps an older file as it was', async () => {
    const target = join(dir, 'a.csv');
    await saveDownload(opened(body(['old'])), target);
    const error = await saveDownload(opened(body(['new', 'er'], true)), target).catch((e: unknown) => e);
    expect(isApiError(error) && error.isNetworkError).toBe(true);
    expect(await readdir(dir)).toEqual(['a.csv']);
    expect(await readFile(target, 'utf8')).toBe('old');
  });

  it('reports a folder that does not exist in Japanese with the target and its folder (exit 1), never ENOENT', async () => {
    const target = join(dir, 'missing', 'a.csv');
    const error = await saveDownload(opened(body(['x'])), target).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(1);
    expect((error as CliError).message).toBe(`${target} に保存できません。フォルダ ${join(dir, 'missing')} がありません`);
  });

  it('reports a target that is a folder', async () => {
    const error = await saveDownload(opened(body(['x'])), dir).catch((e: unknown) => e);
    expect((error as CliError).message).toBe(`${dir} はフォルダです。保存するファイルの名前を指定してください`);
  });
});
