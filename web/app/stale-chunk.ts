// After a deployment the old page chunks are gone; a failed chunk import means the document is stale.
// Reloading fetches the new build, but at most once a minute (spec 8) so a real outage cannot loop.
import type { Clock, KeyValueStorage } from '../../core/platform/tokens';

const LAST_RELOAD_KEY = 'twb.staleChunkReloadAt';
export const STALE_CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** The messages browsers and Vite give when a dynamically imported module cannot be fetched. */
const STALE_CHUNK_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
];

export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.name} ${error.message}`;
  return STALE_CHUNK_PATTERNS.some((pattern) => pattern.test(text));
}

export interface StaleChunkReloader {
  /** Whether a reload is allowed now (none in the last minute); changes nothing. */
  due(): boolean;
  /** Reloads unless it already did within the last minute; returns whether it reloads. */
  reloadOnce(): boolean;
}

export function createStaleChunkReloader(storage: KeyValueStorage, clock: Clock, reload: () => void): StaleChunkReloader {
  const due = (): boolean => {
    const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 'NaN');
    return !Number.isFinite(last) || clock.now() - last >= STALE_CHUNK_RELOAD_INTERVAL_MS;
  };
  return {
    due,
    reloadOnce() {
      if (!due()) return false;
      storage.setItem(LAST_RELOAD_KEY, String(clock.now()));
      reload();
      return true;
    },
  };
}
