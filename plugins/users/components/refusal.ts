// Turns a failed member call into what the page tells the person: a refusal (4xx) is shown where they acted,
// a stale change (409) asks them to reload; outages (5xx, network) go to the shell's system-error banner.
import { ErrorCode, isApiError } from '../../../core/api/error';
import { t } from '../../../core/i18n';

export interface Refusal {
  message: string;
  /** The member changed since it was shown: nothing was overwritten; reloading shows the current state. */
  stale: boolean;
}

export function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error) || !error.httpError || error.httpError.httpStatusCode >= 500) return null;
  if (error.httpError.httpStatusCode === 409 || error.code === ErrorCode.CONFLICT) return { message: t('users.op.conflict'), stale: true };
  const fields = error.httpError.fields ? Object.values(error.httpError.fields) : [];
  return { message: fields.length > 0 ? `${error.message}\n${fields.join('\n')}` : error.message, stale: false };
}
