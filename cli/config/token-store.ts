// The access tokens of twb, one per base URL, in a JSON file only its owner can read (file 0600, folder 0700).
import { join } from 'node:path';
import { t } from '../../core/i18n';
import { errorDetail, failure } from '../io/cli-error';
import { readPrivateJson, writePrivateJson } from './private-file';
import { normalizeBaseUrl } from './settings';

export { DIR_MODE, FILE_MODE } from './private-file';
export const TOKEN_FILE_NAME = 'hosts.json';

export interface StoredCredential {
  token: string;
  loginId: string;
  savedAt: string;
}

interface TokenFile {
  version: 1;
  hosts: Record<string, StoredCredential>;
}

function isCredential(value: unknown): value is StoredCredential {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.token === 'string' && typeof record.loginId === 'string' && typeof record.savedAt === 'string';
}

export class TokenStore {
  readonly file: string;

  constructor(readonly dir: string) {
    this.file = join(dir, TOKEN_FILE_NAME);
  }

  async get(baseUrl: string): Promise<StoredCredential | null> {
    const hosts = await this.readHosts();
    return hosts[normalizeBaseUrl(baseUrl)] ?? null;
  }

  async save(baseUrl: string, credential: Omit<StoredCredential, 'savedAt'>, now = new Date()): Promise<void> {
    const hosts = await this.readHosts();
    hosts[normalizeBaseUrl(baseUrl)] = { ...credential, savedAt: now.toISOString() };
    await this.writeHosts(hosts);
  }

  /** Removes the token of one base URL; answers whether there was one. */
  async remove(baseUrl: string): Promise<boolean> {
    const hosts = await this.readHosts();
    const key = normalizeBaseUrl(baseUrl);
    if (!(key in hosts)) return false;
    delete hosts[key];
    await this.writeHosts(hosts);
    return true;
  }

  private async readHosts(): Promise<Record<string, StoredCredential>> {
    const parsed = await readPrivateJson(this.file, (detail) => failure(t('cli.config.unreadable', { file: this.file, detail }), 'CONFIG_UNREADABLE'));
    const hosts = (parsed as Partial<TokenFile> | null)?.hosts;
    const result: Record<string, StoredCredential> = {};
    if (hosts && typeof hosts === 'object') {
      for (const [key, value] of Object.entries(hosts)) if (isCredential(value)) result[key] = value;
    }
    return result;
  }

  /** Writes a fresh 0600 file beside the old one and renames it over, so the token is never briefly readable by others. */
  private async writeHosts(hosts: Record<string, StoredCredential>): Promise<void> {
    const content: TokenFile = { version: 1, hosts };
    try {
      await writePrivateJson(this.dir, this.file, content);
    } catch (error) {
      throw failure(t('cli.config.unwritable', { file: this.file, detail: errorDetail(error) }), 'CONFIG_UNWRITABLE');
    }
  }
}
