// Spec 6 mail-delivery options: whether a member receives the mails that are not about their own sign-in
// (users.mail_delivery, migration 021; server/mail/outbox.ts applies it to every mail). Set with the member update
// (field mailDeliveryFlg: true receives, false does not) on the member update and registration and by the members
// CSV's メール配信 column (core/csv/kinds/members.ts), shown on the member detail and in the downloaded list.
import { t } from '../../core/i18n';
import { validationFailed } from '../http/http-error';
import type { Input } from '../http/input';

export const MAIL_DELIVERY_FIELD = 'mailDeliveryFlg';

/**
 * The choice sent with an update or a registration: undefined when absent (an update keeps it, a new member receives),
 * true or false (also as 'true'/'false', '1'/'0'); anything else is refused with a Japanese 400 on the field.
 */
export function readMailDeliveryChoice(input: Input): boolean | undefined {
  const value = input[MAIL_DELIVERY_FIELD];
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  throw validationFailed({ [MAIL_DELIVERY_FIELD]: t('members.validation.mailDelivery') });
}
