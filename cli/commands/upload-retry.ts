// Retries of the upload commands' reads: a GET that failed on the network or with a passing server trouble (429, 502,
// 503, 504) is tried again after 0.5, 1 and 2 seconds. Writes are never retried here (an upload POST sent twice
// could queue twice; the Idempotency-Key is the server's guard against a user who runs the command again).
import { isApiError } from '../../core/api/error';

const RETRIABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);
export const RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000];

export function isRetriable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.isNetworkError || (error.status !== undefined && RETRIABLE_STATUSES.has(error.status));
}

export async function withGetRetries<T>(read: () => Promise<T>, sleep: (ms: number) => Promise<void> = defaultSleep): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= RETRY_DELAYS_MS.length || !isRetriable(error)) throw error;
      await sleep(RETRY_DELAYS_MS[attempt]);
    }
  }
}

/** Waits `ms`; a signal that fires ends the wait at once (resolved: the caller looks at the signal). */
export function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
