// The credentials of one base URL (--base-url, TWB_BASE_URL, twb config, default; TWB_TOKEN first, then the token store) and an API client that carries them.
import type { ApiClient } from '../core/api/client-types';
import { notSignedInError } from './io/cli-error';
import { resolveConfigDir } from './config/settings';
import { configuredBaseUrl } from './config/user-config';
import { TokenStore } from './config/token-store';
import type { CliRuntime } from './runtime';

export type TokenSource = 'env' | 'store';

export interface Credential {
  token: string;
  source: TokenSource;
}

export interface SessionContext {
  baseUrl: string;
  store: TokenStore;
  credential: Credential | null;
}

export async function resolveSession(runtime: CliRuntime, baseUrlFlag: string | undefined): Promise<SessionContext> {
  const baseUrl = await configuredBaseUrl(runtime, baseUrlFlag);
  const store = new TokenStore(resolveConfigDir(runtime.env, runtime.homeDir));
  const envToken = runtime.env.TWB_TOKEN;
  if (envToken) return { baseUrl, store, credential: { token: envToken, source: 'env' } };
  const stored = await store.get(baseUrl);
  return { baseUrl, store, credential: stored ? { token: stored.token, source: 'store' } : null };
}

export async function apiClientFor(runtime: CliRuntime, baseUrl: string, bearer: string | null): Promise<ApiClient> {
  const [{ createCliApiClient }, fetchImpl] = await Promise.all([import('./api-client'), runtime.loadFetch()]);
  return createCliApiClient({ baseUrl, bearer, fetch: fetchImpl });
}

/** The client of a signed-in session; not signed in (no TWB_TOKEN, nothing stored) is exit 4. */
export async function signedInClient(runtime: CliRuntime, session: SessionContext): Promise<ApiClient> {
  if (!session.credential) throw notSignedInError();
  return apiClientFor(runtime, session.baseUrl, session.credential.token);
}
