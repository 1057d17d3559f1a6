// `twb config get [key]`, `twb config set <key> <value>`, `twb config unset <key>`: the defaults kept beside the token
// (cli/config/user-config.ts). `get` without a key shows every setting with the value in force and where it comes from.
import { t } from '../../core/i18n';
import { padColumns } from '../io/columns';
import type { Output } from '../io/output';
import type { CliRuntime } from '../runtime';
import { SETTING_ENV, SETTING_KEYS, SettingsStore, effectiveSetting, normalizeSetting, settingKey, type EffectiveSetting, type SettingKey } from '../config/user-config';

function sourceText(key: SettingKey, setting: EffectiveSetting, file: string): string {
  if (setting.source === 'env') return t('cli.config.source.env', { name: SETTING_ENV[key] });
  if (setting.source === 'file') return t('cli.config.source.file', { file });
  return t('cli.config.source.default');
}

export async function runConfigGet(key: string | undefined, runtime: CliRuntime, output: Output): Promise<void> {
  const store = SettingsStore.of(runtime);
  const keys = key === undefined ? [...SETTING_KEYS] : [settingKey(key)];
  const rows = await Promise.all(keys.map(async (k) => ({ key: k, ...(await effectiveSetting(runtime, k)) })));
  if (output.json) {
    return output.data(key === undefined ? rows.map((row) => ({ ...row, value: row.value ?? null })) : { ...rows[0], value: rows[0].value ?? null });
  }
  if (key !== undefined) {
    // One value alone on stdout, so that `$(twb config get base-url)` is the value.
    if (rows[0].value === undefined) return output.info(t('cli.config.notSet', { key }));
    return output.line(rows[0].value);
  }
  output.line(`${padColumns(t('cli.config.column.key'), 12)}${padColumns(t('cli.config.column.value'), 40)}${t('cli.config.column.source')}`);
  for (const row of rows) output.line(`${padColumns(row.key, 12)}${padColumns(row.value ?? '-', 40)}${sourceText(row.key, row, store.file)}`);
}

export async function runConfigSet(keyText: string, valueText: string, runtime: CliRuntime, output: Output): Promise<void> {
  const key = settingKey(keyText);
  const value = normalizeSetting(key, valueText);
  const store = SettingsStore.of(runtime);
  await store.set(key, value);
  output.success(t('cli.config.saved', { key, value, file: store.file }));
  if (runtime.env[SETTING_ENV[key]]) output.warn(t('cli.config.envWins', { name: SETTING_ENV[key] }));
}

export async function runConfigUnset(keyText: string, runtime: CliRuntime, output: Output): Promise<void> {
  const key = settingKey(keyText);
  const removed = await SettingsStore.of(runtime).unset(key);
  output.success(t(removed ? 'cli.config.removed' : 'cli.config.notSet', { key }));
}
