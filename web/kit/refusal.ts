// Turns a failed write into what the page tells the person: a refusal (4xx) is shown where they acted, a stale
// change (409) asks them to reload; outages (5xx, network) are not refusals and go to the shell's banner.
import { isApiError, isStaleConflict } from '../../core/api/error';

export interface Refusal {
  message: string;
  /** The record changed since it was shown: nothing was overwritten; reloading shows the current state. */
  stale: boolean;
}

/** `conflictMessage` names what changed underneath ("この会員は…"), so the reload advice fits the page. */
export function refusalOf(error: unknown, conflictMessage: string): Refusal | null {
  if (!isApiError(error) || !error.httpError || error.httpError.httpStatusCode >= 500) return null;
  if (isStaleConflict(error)) return { message: conflictMessage, stale: true };
  // A server may name the refused record's field with the same words as the message: say them once.
  const fields = error.httpError.fields ? Object.values(error.httpError.fields).filter((text) => text !== error.message) : [];
  return { message: fields.length > 0 ? `${error.message}\n${fields.join('\n')}` : error.message, stale: false };
}
