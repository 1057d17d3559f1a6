import { mkdtemp, mkdir, readFile, rm, stat, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CliError } from '../io/cli-error';
import { ExitCode } from '../io/exit-codes';
import { normalizeBaseUrl, resolveBaseUrl, resolveConfigDir } from './settings';
import { TokenStore } from './token-store';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'twb-store-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const mode = async (path: string): Promise<number> => (await stat(path)).mode & 0o777;

describe('TokenStore', () => {
  it('creates the folder 0700 and the file 0600', async () => {
    const store = new TokenStore(join(root, 'nested', 'twb'));
    await store.save('http://localhost:8080', { token: 'secret-1', loginId: 'admin01' });
    expect(await mode(store.dir)).toBe(0o700);
    expect(await mode(store.file)).toBe(0o600);
    expect(await store.get('http://localhost:8080')).toMatchObject({ token: 'secret-1', loginId: 'admin01' });
  });

  it('keeps the file 0600 when it existed with wider rights, and tightens its own folder', async () => {
    const dir = join(root, 'twb');
    await mkdir(dir, { mode: 0o755 });
    await chmod(dir, 0o755);
    const store = new TokenStore(dir);
    await writeFile(store.file, '{"version":1,"hosts":{}}', { mode: 0o644 });
    await chmod(store.file, 0o644);
    await store.save('http://localhost:8080', { token: 'secret-2', loginId: 'admin01' });
    expect(await mode(store.file)).toBe(0o600);
    expect(await mode(dir)).toBe(0o700);
  });

  it('keys tokens by the normalised base URL', async () => {
    const store = new TokenStore(root);
    await store.save('http://LOCALHOST:8080/', { token: 'local', loginId: 'admin01' });
    await store.save('https://twb.example.com:443/tenant/', { token: 'remote', loginId: 'clerk01' });
    expect((await store.get('http://localhost:8080'))?.token).toBe('local');
    expect((await store.get('https://twb.example.com/tenant'))?.token).toBe('remote');
    expect(await store.get('http://localhost:9090')).toBeNull();
    const file = JSON.parse(await readFile(store.file, 'utf8')) as { hosts: Record<string, unknown> };
    expect(Object.keys(file.hosts).sort()).toEqual(['http://localhost:8080', 'https://twb.example.com/tenant']);
  });

  it('removes one base URL and leaves the others', async () => {
    const store = new TokenStore(root);
    await store.save('http://a.example:8080', { token: 'a', loginId: 'x' });
    await store.save('http://b.example:8080', { token: 'b', loginId: 'y' });
    expect(await store.remove('http://a.example:8080/')).toBe(true);
    expect(await store.remove('http://a.example:8080')).toBe(false);
    expect(await store.get('http://a.example:8080')).toBeNull();
    expect((await store.get('http://b.example:8080'))?.token).toBe('b');
  });

  it('answers nothing when no file exists, and exit 1 for a damaged file', async () => {
    const store = new TokenStore(join(root, 'missing'));
    expect(await store.get('http://localhost:8080')).toBeNull();
    await mkdir(store.dir, { recursive: true });
    await writeFile(store.file, '{not json');
    const error = await store.get('http://localhost:8080').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(ExitCode.FAILURE);
    expect((error as CliError).message).toContain(store.file);
  });
});

describe('settings', () => {
  it('normalises base URLs and refuses what is not http(s)', () => {
    expect(normalizeBaseUrl('http://localhost:8080/')).toBe('http://localhost:8080');
    expect(normalizeBaseUrl('https://Example.COM:443/admin/')).toBe('https://example.com/admin');
    expect(() => normalizeBaseUrl('ftp://example.com')).toThrow(CliError);
    expect(() => normalizeBaseUrl('localhost:8080')).toThrow(/接続先URL/);
  });

  it('takes the flag, then TWB_BASE_URL, then the default', () => {
    expect(resolveBaseUrl('http://flag:1', { TWB_BASE_URL: 'http://env:2' })).toBe('http://flag:1');
    expect(resolveBaseUrl(undefined, { TWB_BASE_URL: 'http://env:2' })).toBe('http://env:2');
    expect(resolveBaseUrl(undefined, {})).toBe('http://localhost:8080');
  });

  it('puts the store in TWB_CONFIG_DIR, else XDG_CONFIG_HOME/twb, else ~/.config/twb', () => {
    expect(resolveConfigDir({ TWB_CONFIG_DIR: '/x/twb', XDG_CONFIG_HOME: '/y' }, '/home/me')).toBe('/x/twb');
    expect(resolveConfigDir({ XDG_CONFIG_HOME: '/y' }, '/home/me')).toBe('/y/twb');
    expect(resolveConfigDir({}, '/home/me')).toBe('/home/me/.config/twb');
  });
});
