// The Japanese name of a roleType the site serves (responsible person, department clerk); empty for any other.
import { isMessageKey, t } from '../../core/i18n';

export function roleLabel(roleType: number | null | undefined): string {
  const key = `shell.account.role.${roleType}`;
  return isMessageKey(key) ? t(key) : '';
}
