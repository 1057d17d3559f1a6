// The access tokens of twb, one per base URL. The list of them (login id, when saved, where the token is) is a JSON
// file only its owner can read (file 0600, folder 0700); the token itself is in the OS keyring where one answers
// (cli/config/keyring.ts), else in that file.
import { join } from 'node:path';
import { t } from '../../core/i18n';
import { authError, errorDetail, failure } from '../io/cli-error';
import type { Keyring, KeyringKind } from './keyring';
import { readPrivateJson, writePrivateJson } from './private-file';
import { normalizeBaseUrl } from './settings';

export { DIR_MODE, FILE_MODE } from './private-file';
export const TOKEN_FILE_NAME = 'hosts.json';

/** Where a stored token is: the keyring named, or the token file itself. */
export type TokenStorage = { kind: 'file' } | { kind: 'keyring'; keyring: KeyringKind };

export interface StoredCredential {
  token: string;
  loginId: string;
  savedAt: string;
  storage: TokenStorage;
}

/** One base URL's entry in the file: the token itself, or the keyring that holds it. */
interface HostEntry {
  token?: string;
  keyring?: KeyringKind;
  loginId: string;
  savedAt: string;
}

interface TokenFile {
  version: 1;
  hosts: Record<string, HostEntry>;
}

function isEntry(value: unknown): value is HostEntry {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  const holdsToken = typeof record.token === 'string' || record.keyring === 'secret-service' || record.keyring === 'keychain';
  return holdsToken && typeof record.loginId === 'string' && typeof record.savedAt === 'string';
}

export class TokenStore {
  readonly file: string;

  /** `keyring`: the OS keyring to keep tokens in (platformKeyring), or null for the file only. */
  constructor(
    readonly dir: string,
    private readonly keyring: Keyring | null = null,
  ) {
    this.file = join(dir, TOKEN_FILE_NAME);
  }

  /**
   * The stored credential of one base URL, or null when none is stored. An entry whose keyring no longer gives its
   * token (removed there, or the keyring cannot be opened now) is a failed sign-in (exit 4) that says so.
   */
  async get(baseUrl: string): Promise<StoredCredential | null> {
    const hosts = await this.readHosts();
    const key = normalizeBaseUrl(baseUrl);
    const entry = hosts[key];
    if (!entry) return null;
    const { loginId, savedAt } = entry;
    if (entry.token !== undefined) return { token: entry.token, loginId, savedAt, storage: { kind: 'file' } };
    const keyring = entry.keyring as KeyringKind;
    const token = this.keyring?.kind === keyring ? await this.keyring.get(key) : null;
    if (token === null) throw authError(t('cli.keyring.unreadable', { baseUrl: key }), 'KEYRING_UNREADABLE');
    return { token, loginId, savedAt, storage: { kind: 'keyring', keyring } };
  }

  /** Keeps the token in the keyring when it takes it, else in the file; answers where it went. */
  async save(baseUrl: string, credential: { token: string; loginId: string }, now = new Date()): Promise<TokenStorage> {
    const hosts = await this.readHosts();
    const key = normalizeBaseUrl(baseUrl);
    const previous = hosts[key];
    const savedAt = now.toISOString();
    const inKeyring = this.keyring !== null && (await this.keyring.set(key, credential.token));
    hosts[key] = inKeyring
      ? { keyring: this.keyring!.kind, loginId: credential.loginId, savedAt }
      : { token: credential.token, loginId: credential.loginId, savedAt };
    await this.writeHosts(hosts);
    // A token the keyring kept from an earlier sign-in is not left behind when this one went to the file.
    if (!inKeyring && previous?.keyring && this.keyring) await this.keyring.delete(key);
    return inKeyring ? { kind: 'keyring', keyring: this.keyring!.kind } : { kind: 'file' };
  }

  /** Removes the token of one base URL (from the keyring too); answers whether there was one. */
  async remove(baseUrl: string): Promise<boolean> {
    const hosts = await this.readHosts();
    const key = normalizeBaseUrl(baseUrl);
    const entry = hosts[key];
    if (!entry) return false;
    delete hosts[key];
    await this.writeHosts(hosts);
    if (entry.keyring && this.keyring) await this.keyring.delete(key);
    return true;
  }

  private async readHosts(): Promise<Record<string, HostEntry>> {
    const parsed = await readPrivateJson(this.file, (detail) => failure(t('cli.config.unreadable', { file: this.file, detail }), 'CONFIG_UNREADABLE'));
    const hosts = (parsed as Partial<TokenFile> | null)?.hosts;
    const result: Record<string, HostEntry> = {};
    if (hosts && typeof hosts === 'object') {
      for (const [key, value] of Object.entries(hosts)) if (isEntry(value)) result[key] = value;
    }
    return result;
  }

  /** Writes a fresh 0600 file beside the old one and renames it over, so the token is never briefly readable by others. */
  private async writeHosts(hosts: Record<string, HostEntry>): Promise<void> {
    const content: TokenFile = { version: 1, hosts };
    try {
      await writePrivateJson(this.dir, this.file, content);
    } catch (error) {
      throw failure(t('cli.config.unwritable', { file: this.file, detail: errorDetail(error) }), 'CONFIG_UNWRITABLE');
    }
  }
}
