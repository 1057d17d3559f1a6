// Turns a failed department call into what the page tells the person: a refusal (4xx) where they acted, a stale
// change (409) with a request to reload; outages (5xx, network) go to the shell's system-error banner.
import { isApiError, isStaleConflict } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import '../../../core/billing/load-messages';

export interface Refusal {
  message: string;
  stale: boolean;
}

export function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error) || !error.httpError || error.httpError.httpStatusCode >= 500) return null;
  if (isStaleConflict(error)) return { message: t('billing.op.conflict'), stale: true };
  return { message: error.message, stale: false };
}
