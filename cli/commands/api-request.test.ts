import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliError } from '../io/cli-error';
import { buildApiRequest, normalizeApiPath, parseMethod, parseQueryPairs, readDataArgument } from './api-request';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'twb-api-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const stdinWith = (text: string): PassThrough => {
  const stream = new PassThrough();
  stream.end(text);
  return stream;
};

function usageFailure(run: () => unknown): CliError {
  try {
    run();
  } catch (error) {
    if (error instanceof CliError) return error;
    throw error;
  }
  throw new Error('expected a usage error');
}

describe('normalizeApiPath', () => {
  it.each([
    ['/users/loginUser', '/api/users/loginUser'],
    ['users/loginUser', '/api/users/loginUser'],
    ['/api/users/loginUser', '/api/users/loginUser'],
    ['api/users/loginUser', '/api/users/loginUser'],
    ['/asynchronousApi/downloadFile/valid', '/asynchronousApi/downloadFile/valid'],
    ['/apiary/x', '/api/apiary/x'],
    ['/users//loginUser', '/api/users/loginUser'],
    ['/api', '/api'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeApiPath(input).path).toBe(expected);
  });

  it('splits a query string off the path', () => {
    expect(normalizeApiPath('/manual/download?manualName=a&manualType=b')).toEqual({
      path: '/api/manual/download',
      query: { manualName: 'a', manualType: 'b' },
    });
  });

  it('refuses full URLs and empty paths', () => {
    expect(usageFailure(() => normalizeApiPath('http://evil.example/api/x')).exitCode).toBe(2);
    expect(usageFailure(() => normalizeApiPath('')).exitCode).toBe(2);
    expect(usageFailure(() => normalizeApiPath('//evil.example/x')).exitCode).toBe(2);
  });
});

describe('method and query', () => {
  it('accepts methods in any case and refuses others', () => {
    expect(parseMethod('get')).toBe('GET');
    expect(parseMethod('Patch')).toBe('PATCH');
    expect(usageFailure(() => parseMethod('FETCH')).message).toContain('FETCH');
  });

  it('parses key=value pairs, keeping = inside values', () => {
    expect(parseQueryPairs(['a=1', 'b=x=y', 'a=2', 'empty='])).toEqual({ a: '2', b: 'x=y', empty: '' });
    expect(usageFailure(() => parseQueryPairs(['novalue'])).exitCode).toBe(2);
    expect(usageFailure(() => parseQueryPairs(['=x'])).exitCode).toBe(2);
  });
});

describe('--data', () => {
  it('parses inline JSON', async () => {
    expect(await readDataArgument('{"keyword":"会員"}', stdinWith(''))).toEqual({ keyword: '会員' });
  });

  it('reads @file (with or without a BOM) and @- from stdin', async () => {
    const file = join(dir, 'body.json');
    await writeFile(file, '\uFEFF{"password":"Abcdefgh1234","confirm":"Abcdefgh1234"}');
    expect(await readDataArgument(`@${file}`, stdinWith(''))).toEqual({ password: 'Abcdefgh1234', confirm: 'Abcdefgh1234' });
    expect(await readDataArgument('@-', stdinWith('[1,2]'))).toEqual([1, 2]);
  });

  it('refuses unreadable files and invalid JSON with exit 2', async () => {
    const missing = await readDataArgument(`@${join(dir, 'missing.json')}`, stdinWith('')).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(CliError);
    expect((missing as CliError).exitCode).toBe(2);
    const bad = await readDataArgument('{oops', stdinWith('')).catch((e: unknown) => e);
    expect((bad as CliError).exitCode).toBe(2);
    expect((bad as CliError).message).toContain('--data');
  });
});

describe('buildApiRequest', () => {
  it('combines path query and -q pairs, -q winning', async () => {
    const request = await buildApiRequest({ method: 'get', path: 'news/infoList?offset=0&limit=5', query: ['limit=10'] }, stdinWith(''));
    expect(request).toEqual({ method: 'GET', path: '/api/news/infoList', query: { offset: '0', limit: '10' } });
  });

  it('carries a JSON body for writes and refuses one for GET and DELETE', async () => {
    const request = await buildApiRequest({ method: 'POST', path: '/menu/keywordSearchHistory', data: '{"keyword":"x"}' }, stdinWith(''));
    expect(request.body).toEqual({ keyword: 'x' });
    const refused = await buildApiRequest({ method: 'GET', path: '/x', data: '{}' }, stdinWith('')).catch((e: unknown) => e);
    expect((refused as CliError).exitCode).toBe(2);
  });
});
