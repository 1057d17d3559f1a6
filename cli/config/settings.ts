// Where twb talks to and where it keeps its token: --base-url / TWB_BASE_URL, TWB_CONFIG_DIR / ~/.config/twb.
import { join } from 'node:path';
import { t } from '../../core/i18n';
import { usageError } from '../io/cli-error';
import type { Env } from '../io/color';

export const DEFAULT_BASE_URL = 'http://localhost:8080';

/**
 * The canonical form of a base URL, also the key of the token store: scheme, host and port as URL normalises them
 * (lower-case host, default port dropped) and the path without trailing slashes.
 */
export function normalizeBaseUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw usageError(t('cli.config.badBaseUrl', { url: input }));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw usageError(t('cli.config.badBaseUrl', { url: input }));
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function resolveBaseUrl(flag: string | undefined, env: Env): string {
  const chosen = flag || env.TWB_BASE_URL || DEFAULT_BASE_URL;
  return normalizeBaseUrl(chosen);
}

export function resolveConfigDir(env: Env, homeDir: string): string {
  if (env.TWB_CONFIG_DIR) return env.TWB_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, 'twb');
  return join(homeDir, '.config', 'twb');
}
