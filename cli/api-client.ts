// Builds core's HttpApiClient for the CLI: undici's fetch, the base URL and the bearer token of the session.
// Loaded lazily by the commands that call the API, so `twb --help` pays for neither undici nor inversify.
import 'reflect-metadata';
import { HttpApiClient } from '../core/api/http-client';
import type { ApiClient } from '../core/api/client-types';

/** The ApiError of a non-2xx answer to a raw call, built the way the client builds its own. */
export { httpErrorFrom, networkError } from '../core/api/http-client';

export interface CliApiClientOptions {
  baseUrl: string;
  /** The access token, or null before sign-in (two-factor calls pass their token per call). */
  bearer: string | null;
  fetch: typeof fetch;
  timeoutMs?: number;
}

export function createCliApiClient(options: CliApiClientOptions): ApiClient {
  return new HttpApiClient({
    baseUrl: options.baseUrl,
    getBearer: () => options.bearer,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  });
}
