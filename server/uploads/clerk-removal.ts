// Who the clerks kind's delete option (spec 4) concerns: every responsible person of the corporation (its own and
// those who also administer it) and every department clerk of it, except the uploader. A file uploaded with the
// option lists who the clerks are afterwards, so a row naming one of these people, or the uploader, keeps that
// person's account instead of registering a new one. Validation (lookups) and the apply step both read this list.
import type { ClerkKind } from '../../core/domain/clerk';
import { RoleType } from '../../core/domain/roles';
import type { Row, SqlExecutor } from '../db/database';
import { RESPONSIBLE_OF_CORPORATION } from '../clerks/clerk-rows';
import type { MemberViewer } from '../members/viewer';

export interface ClerkInScope {
  id: number;
  loginId: string;
  kind: ClerkKind;
  /** The current address, '' for none. */
  mail: string;
}

interface ScopeRow extends Row {
  id: number;
  login_id: string;
  role_type: number;
  mail_address: string | null;
}

/** The uploader and everyone the option removes, by id. */
export async function clerksInScope(db: SqlExecutor, viewer: MemberViewer): Promise<ClerkInScope[]> {
  const rows = await db.query<ScopeRow>(
    `select u.id, u.login_id, u.role_type, u.mail_address from users u
      where (${RESPONSIBLE_OF_CORPORATION})
         or (u.role_type = ${RoleType.CLERK_IN_BILLING} and not u.delete_flg and u.corporation_id = $1)
      order by u.id`,
    [viewer.corporationId],
  );
  return rows.map((r) => ({ id: r.id, loginId: r.login_id, kind: r.role_type === RoleType.CLERK_IN_CORPORATION ? 'corp' : 'billing', mail: r.mail_address ?? '' }));
}

/**
 * Who a file uploaded with the option may keep, by lower-cased login id (login ids are unique regardless of case):
 * the people the option removes and the uploader.
 */
export async function keepableClerks(db: SqlExecutor, viewer: MemberViewer): Promise<Map<string, ClerkInScope>> {
  return new Map((await clerksInScope(db, viewer)).map((c) => [c.loginId.toLowerCase(), c]));
}

/** The people the option removes: everyone in scope but the uploader and those the file keeps (lower-cased login ids). */
export async function clerksToRemove(db: SqlExecutor, viewer: MemberViewer, keptLoginIds: ReadonlySet<string>): Promise<ClerkInScope[]> {
  return (await clerksInScope(db, viewer)).filter((c) => c.id !== viewer.userId && !keptLoginIds.has(c.loginId.toLowerCase()));
}
