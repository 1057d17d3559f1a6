// How a session user reads on the terminal: login id, name, role (責任者 / 部署担当者), corporation.
import type { LoginUser } from '../../core/domain/entities';
import { RoleType } from '../../core/domain/roles';
import { t } from '../../core/i18n';

export function roleLabel(roleType: number): string {
  if (roleType === RoleType.CLERK_IN_CORPORATION) return t('cli.role.3');
  if (roleType === RoleType.CLERK_IN_BILLING) return t('cli.role.4');
  return t('cli.role.other', { roleType });
}

/** Label/value lines, labels padded so the values line up. */
export function userSummaryLines(user: LoginUser, baseUrl: string): string[] {
  const rows: Array<[string, string]> = [
    [t('cli.whoami.loginId'), user.user.loginId],
    [t('cli.whoami.name'), user.user.userName],
    [t('cli.whoami.role'), roleLabel(user.role.attributes.roleType)],
    [t('cli.whoami.corporation'), user.corporation.attributes.corporationName],
  ];
  if (user.organizationName) rows.push([t('cli.whoami.organization'), user.organizationName]);
  rows.push([t('cli.whoami.baseUrl'), baseUrl]);
  const width = Math.max(...rows.map(([label]) => displayWidth(label)));
  return rows.map(([label, value]) => `${label}${' '.repeat(width - displayWidth(label))}  ${value}`);
}

/** Columns a text takes in a terminal: East Asian wide and full-width characters take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      (code >= 0x20000 && code <= 0x3fffd);
    width += wide ? 2 : 1;
  }
  return width;
}

/** The session user as one flat record (whoami, auth status --json): what a script asks, not the 48 permission codes. */
export interface UserRecord {
  loginId: string;
  userName: string;
  roleType: number;
  role: string;
  corporationId: string;
  corporationName: string;
  organizationName: string;
  baseUrl: string;
}

export function userRecord(user: LoginUser, baseUrl: string): UserRecord {
  return {
    loginId: user.user.loginId,
    userName: user.user.userName,
    roleType: user.role.attributes.roleType,
    role: roleLabel(user.role.attributes.roleType),
    corporationId: user.corporation.id,
    corporationName: user.corporation.attributes.corporationName,
    organizationName: user.organizationName ?? '',
    baseUrl,
  };
}
