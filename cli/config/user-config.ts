// `twb config`: the defaults kept beside the token (config.json, 0600 in the same folder): the base URL, the encoding
// of the CSV files twb saves and the folder downloads go to without -o. A flag wins, then the environment variable,
// then this file, then the built-in default: a CI job's environment is never overridden by a file on the machine.
import { join, resolve } from 'node:path';
import { t } from '../../core/i18n';
import { errorDetail, failure, usageError } from '../io/cli-error';
import { ENCODING_NAMES, fileEncodingOption } from '../io/encoding-option';
import type { CliRuntime } from '../runtime';
import { readPrivateJson, writePrivateJson } from './private-file';
import { DEFAULT_BASE_URL, normalizeBaseUrl, resolveConfigDir } from './settings';

export const SETTINGS_FILE_NAME = 'config.json';
export const SETTING_KEYS = ['base-url', 'encoding', 'output-dir'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export type Settings = Partial<Record<SettingKey, string>>;

/** The environment variable of each setting (it wins over the file). */
export const SETTING_ENV: Readonly<Record<SettingKey, string>> = { 'base-url': 'TWB_BASE_URL', encoding: 'TWB_ENCODING', 'output-dir': 'TWB_OUTPUT_DIR' };
const DEFAULTS: Readonly<Settings> = { 'base-url': DEFAULT_BASE_URL, encoding: 'utf-8' };

export function settingKey(key: string): SettingKey {
  const found = SETTING_KEYS.find((known) => known === key);
  if (!found) throw usageError(t('cli.config.unknownKey', { key }));
  return found;
}

/** The value as stored: a base URL in its canonical form, an encoding by its one spelling, a folder as an absolute path. */
export function normalizeSetting(key: SettingKey, value: string): string {
  if (key === 'base-url') return normalizeBaseUrl(value);
  if (key === 'encoding') return ENCODING_NAMES[fileEncodingOption(value)];
  if (value.trim() === '') throw usageError(t('cli.config.badOutputDir'));
  return resolve(value.trim());
}

export class SettingsStore {
  readonly file: string;

  constructor(readonly dir: string) {
    this.file = join(dir, SETTINGS_FILE_NAME);
  }

  static of(runtime: Pick<CliRuntime, 'env' | 'homeDir'>): SettingsStore {
    return new SettingsStore(resolveConfigDir(runtime.env, runtime.homeDir));
  }

  async all(): Promise<Settings> {
    const parsed = await readPrivateJson(this.file, (detail) => failure(t('cli.config.unreadableFile', { file: this.file, detail }), 'CONFIG_UNREADABLE'));
    const stored = (parsed as { settings?: Record<string, unknown> } | null)?.settings ?? {};
    return Object.fromEntries(SETTING_KEYS.filter((key) => typeof stored[key] === 'string').map((key) => [key, stored[key] as string]));
  }

  async set(key: SettingKey, value: string): Promise<void> {
    await this.write({ ...(await this.all()), [key]: value });
  }

  /** Removes a setting; answers whether there was one. */
  async unset(key: SettingKey): Promise<boolean> {
    const settings = await this.all();
    if (settings[key] === undefined) return false;
    delete settings[key];
    await this.write(settings);
    return true;
  }

  private async write(settings: Settings): Promise<void> {
    try {
      await writePrivateJson(this.dir, this.file, { version: 1, settings });
    } catch (error) {
      throw failure(t('cli.config.settingsUnwritable', { file: this.file, detail: errorDetail(error) }), 'CONFIG_UNWRITABLE');
    }
  }
}

export type SettingSource = 'flag' | 'env' | 'file' | 'default';

export interface EffectiveSetting {
  value: string | undefined;
  source: SettingSource;
}

/** A setting as a command uses it: the flag, else its environment variable, else the file, else the default. */
export async function effectiveSetting(runtime: Pick<CliRuntime, 'env' | 'homeDir'>, key: SettingKey, flag?: string): Promise<EffectiveSetting> {
  if (flag !== undefined && flag !== '') return { value: flag, source: 'flag' };
  const fromEnv = runtime.env[SETTING_ENV[key]];
  if (fromEnv) return { value: fromEnv, source: 'env' };
  const fromFile = (await SettingsStore.of(runtime).all())[key];
  if (fromFile !== undefined) return { value: fromFile, source: 'file' };
  return { value: DEFAULTS[key], source: 'default' };
}

/** The base URL of a run (--base-url, TWB_BASE_URL, config, default), in its canonical form. */
export async function configuredBaseUrl(runtime: Pick<CliRuntime, 'env' | 'homeDir'>, flag: string | undefined): Promise<string> {
  return normalizeBaseUrl((await effectiveSetting(runtime, 'base-url', flag)).value ?? DEFAULT_BASE_URL);
}

/** The --encoding of a file twb saves: the option, TWB_ENCODING, config, else utf-8. */
export async function configuredEncoding(runtime: Pick<CliRuntime, 'env' | 'homeDir'>, flag: string | undefined): Promise<string> {
  return (await effectiveSetting(runtime, 'encoding', flag)).value ?? 'utf-8';
}

/** The folder a download goes to without -o (TWB_OUTPUT_DIR, config), with the trailing / that names a folder; or undefined. */
export async function configuredOutputDir(runtime: Pick<CliRuntime, 'env' | 'homeDir'>): Promise<string | undefined> {
  const { value } = await effectiveSetting(runtime, 'output-dir');
  return value === undefined ? undefined : `${value.replace(/[/\\]+$/, '')}/`;
}
