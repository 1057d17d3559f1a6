// The real Clock (wall time and the host's timers), bound by default when a platform supplies none.
import type { Clock } from '../platform/tokens';

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
