// The Japanese name of a roleType, and the organization name said beside it.
// The Japanese name of a roleType the site serves (responsible person, department clerk); empty for any other.
import { isMessageKey, t } from '../../core/i18n';
import type { LoginUser } from '../../core/domain/entities';
import { RoleType } from '../../core/domain/roles';

export function roleLabel(roleType: number | null | undefined): string {
  const key = `shell.account.role.${roleType}`;
  return isMessageKey(key) ? t(key) : '';
}

/**
 * The organization a signed-in person acts for, the one name the greeting and the account menu show: a department
 * clerk's reach is their department, so theirs; a responsible person acts for the corporation being viewed (which
 * changes with the corporation switch), so its name, never the department their account happens to belong to.
 */
export function actingOrganizationName(user: LoginUser): string {
  if (user.role.attributes.roleType === RoleType.CLERK_IN_BILLING && user.organizationName) return user.organizationName;
  return user.corporation.attributes.corporationName;
}
