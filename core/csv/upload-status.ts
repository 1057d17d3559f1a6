// The Japanese name of an upload's state (反映待ち, 反映中 ...): one wording for the history screen, the server's
// answers and `twb upload`.
import { t, type MessageKey } from '../i18n';
import '../uploads/load-messages';

const STATUS_KEYS: Readonly<Record<string, MessageKey>> = {
  queued: 'uploads.status.queued',
  applying: 'uploads.status.applying',
  applied: 'uploads.status.applied',
  failed: 'uploads.status.failed',
  cancelled: 'uploads.status.cancelled',
};

/** The status's Japanese name; an unknown status (a newer server) as it is. */
export function uploadStatusName(status: string): string {
  const key = STATUS_KEYS[status];
  return key ? t(key) : status;
}
