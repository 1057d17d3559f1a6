import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CliError } from '../io/cli-error';
import { ExitCode } from '../io/exit-codes';
import { fakeKeyringTools, type FakeKeyringTools } from '../testing/fake-keyring-tools';
import { KEYRING_SERVICE, keychainKeyring, platformKeyring, secretServiceKeyring, type Keyring } from './keyring';
import { TokenStore } from './token-store';

const BASE = 'http://localhost:8080';
const TOKEN = 'tok_6f1d0c2b9a7e4f3d8c1b';

let tools: FakeKeyringTools;
let configDir: string;
beforeEach(async () => {
  tools = await fakeKeyringTools();
  configDir = await mkdtemp(join(tmpdir(), 'twb-keyring-store-'));
});
afterEach(async () => {
  await tools.dispose();
  await rm(configDir, { recursive: true, force: true });
});

const hostsFile = async (store: TokenStore): Promise<Record<string, Record<string, unknown>>> =>
  (JSON.parse(await readFile(store.file, 'utf8')) as { hosts: Record<string, Record<string, unknown>> }).hosts;

describe.each([
  ['secret-tool (Secret Service)', (env: Record<string, string>): Keyring => secretServiceKeyring(env)],
  ['security (macOS Keychain)', (env: Record<string, string>): Keyring => keychainKeyring(env, tools.securityPath)],
])('the keyring through %s', (_name, make) => {
  it('stores, reads back and removes a secret, which never appears on a command line', async () => {
    const keyring = make(tools.env());
    expect(await keyring.set(BASE, TOKEN)).toBe(true);
    expect(await tools.entries()).toEqual({ [`${KEYRING_SERVICE}/${BASE}`]: TOKEN });
    expect(await keyring.get(BASE)).toBe(TOKEN);
    expect(await keyring.get('http://other.example')).toBeNull();
    await keyring.delete(BASE);
    expect(await keyring.get(BASE)).toBeNull();
    const calls = await tools.calls();
    expect(calls.length).toBeGreaterThan(3);
    for (const call of calls) expect(call).not.toContain(TOKEN);
  });

  it('a locked keyring takes nothing and gives nothing', async () => {
    const keyring = make(tools.env('locked'));
    expect(await keyring.set(BASE, TOKEN)).toBe(false);
    expect(await keyring.get(BASE)).toBeNull();
  });
});

describe('a keyring that cannot be reached', () => {
  it('a missing tool is no keyring', async () => {
    const keyring = secretServiceKeyring({ PATH: configDir });
    expect(await keyring.set(BASE, TOKEN)).toBe(false);
    expect(await keyring.get(BASE)).toBeNull();
  });

  it('a tool that never answers (a keyring waiting to be unlocked) is given up after the timeout', async () => {
    const keyring = secretServiceKeyring(tools.env('hang'));
    const started = Date.now();
    expect(await keyring.set(BASE, TOKEN)).toBe(false);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('platformKeyring', () => {
  it('chooses the tool of the platform, none on Windows or with TWB_KEYRING=off', () => {
    expect(platformKeyring({}, 'linux')?.kind).toBe('secret-service');
    expect(platformKeyring({ TWB_KEYRING: 'auto' }, 'darwin')?.kind).toBe('keychain');
    expect(platformKeyring({}, 'win32')).toBeNull();
    expect(platformKeyring({ TWB_KEYRING: 'off' }, 'linux')).toBeNull();
    expect(platformKeyring({ TWB_KEYRING: 'OFF' }, 'darwin')).toBeNull();
  });

  it('refuses any other setting as a usage error in Japanese', () => {
    const error = (() => {
      try {
        platformKeyring({ TWB_KEYRING: 'yes' }, 'linux');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(ExitCode.USAGE);
    expect((error as CliError).message).toContain('TWB_KEYRING');
  });
});

describe('TokenStore with a keyring', () => {
  it('keeps the token in the keyring and only the login id and time in the file', async () => {
    const store = new TokenStore(configDir, secretServiceKeyring(tools.env()));
    expect(await store.save(BASE, { token: TOKEN, loginId: 'admin01' })).toEqual({ kind: 'keyring', keyring: 'secret-service' });
    const entry = (await hostsFile(store))[BASE];
    expect(entry).toMatchObject({ keyring: 'secret-service', loginId: 'admin01' });
    expect(entry).not.toHaveProperty('token');
    expect(await readFile(store.file, 'utf8')).not.toContain(TOKEN);
    expect(await store.get(BASE)).toMatchObject({ token: TOKEN, loginId: 'admin01', storage: { kind: 'keyring', keyring: 'secret-service' } });

    expect(await store.remove(BASE)).toBe(true);
    expect(await tools.entries()).toEqual({});
    expect(await store.get(BASE)).toBeNull();
  });

  it('falls back to the 0600 file when the keyring is locked', async () => {
    await new TokenStore(configDir, secretServiceKeyring(tools.env())).save(BASE, { token: 'earlier', loginId: 'admin01' });
    const store = new TokenStore(configDir, secretServiceKeyring(tools.env('locked')));
    expect(await store.save(BASE, { token: TOKEN, loginId: 'admin01' })).toEqual({ kind: 'file' });
    expect((await hostsFile(store))[BASE]).toMatchObject({ token: TOKEN, loginId: 'admin01' });
    expect(await store.get(BASE)).toMatchObject({ token: TOKEN, storage: { kind: 'file' } });
  });

  it('a token the keyring no longer has is a sign-in to make again (exit 4), said in Japanese', async () => {
    const store = new TokenStore(configDir, secretServiceKeyring(tools.env()));
    await store.save(BASE, { token: TOKEN, loginId: 'admin01' });
    await secretServiceKeyring(tools.env()).delete(BASE);
    const error = await store.get(BASE).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(ExitCode.AUTH);
    expect((error as CliError).message).toMatch(/キーリング.*twb login/);
  });

  it('without a keyring (TWB_KEYRING=off) an entry the keyring holds is not read from elsewhere', async () => {
    await new TokenStore(configDir, secretServiceKeyring(tools.env())).save(BASE, { token: TOKEN, loginId: 'admin01' });
    const error = await new TokenStore(configDir, null).get(BASE).catch((caught: unknown) => caught);
    expect((error as CliError).exitCode).toBe(ExitCode.AUTH);
  });
});
