// The credentials of one base URL (--base-url, TWB_BASE_URL, twb config, default; TWB_TOKEN first, then the token store) and an API client that carries them.
import type { ApiClient } from '../core/api/client-types';
import { notSignedInError } from './io/cli-error';
import { resolveConfigDir } from './config/settings';
import { configuredBaseUrl } from './config/user-config';
import { platformKeyring } from './config/keyring';
import { TokenStore, type StoredCredential } from './config/token-store';
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
  /** The stored credential the session uses (when it saved, where the token is); null with TWB_TOKEN or none. */
  stored: StoredCredential | null;
}

/** The token store of this runtime's config folder, with the OS keyring unless TWB_KEYRING=off. */
export function tokenStoreOf(runtime: CliRuntime): TokenStore {
  return new TokenStore(resolveConfigDir(runtime.env, runtime.homeDir), platformKeyring(runtime.env));
}

export async function resolveSession(runtime: CliRuntime, baseUrlFlag: string | undefined): Promise<SessionContext> {
  const baseUrl = await configuredBaseUrl(runtime, baseUrlFlag);
  const store = tokenStoreOf(runtime);
  const envToken = runtime.env.TWB_TOKEN;
  if (envToken) return { baseUrl, store, credential: { token: envToken, source: 'env' }, stored: null };
  const stored = await store.get(baseUrl);
  return { baseUrl, store, credential: stored ? { token: stored.token, source: 'store' } : null, stored };
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
