// Who the clerks kind's delete option (spec 4) concerns: every responsible person of the corporation (its own and
// those who also administer it) and every department clerk of it, except the uploader. A file uploaded with the
// option lists who the clerks are afterwards, so a row naming one of these people, or the uploader, keeps that
// person's account instead of registering a new one. Validation (lookups, with what its rules read of each person:
// core/csv ExistingClerk) and the apply step both read this list.
import type { ExistingClerk } from '../../core/csv/kind';
import { RoleType } from '../../core/domain/roles';
import type { Row, SqlExecutor } from '../db/database';
import { corporationsAdministeredBy, reachedCorporationsSql } from '../clerks/account-reach';
import { RESPONSIBLE_OF_CORPORATION } from '../clerks/clerk-rows';
import type { MemberViewer } from '../users/viewer';

export type ClerkInScope = ExistingClerk;

interface ScopeRow extends Row {
  id: number;
  login_id: string;
  role_type: number;
  corporation_id: number;
  user_last_name: string;
  user_first_name: string;
  user_last_name_kana: string;
  user_first_name_kana: string;
  mail_address: string | null;
  departments: string[] | string | null;
  shared: boolean;
  only_here: boolean;
}

/**
 * The uploader and everyone the option removes, by id. `shared`: the account reaches a corporation the uploader does
 * not administer (account-reach.ts, the rule of every change of someone else's account); `only_here`: every
 * department the person looks after is a living one of this corporation, so removing them from those leaves none.
 */
export async function clerksInScope(db: SqlExecutor, viewer: MemberViewer): Promise<ClerkInScope[]> {
  const administered = await corporationsAdministeredBy(db, viewer);
  const rows = await db.query<ScopeRow>(
    `select u.id, u.login_id, u.role_type, u.corporation_id, u.user_last_name, u.user_first_name, u.user_last_name_kana, u.user_first_name_kana,
            u.mail_address,
            array(select d.billing_name from clerk_departments cd join departments d on d.id = cd.department_id
                   where cd.user_id = u.id and d.corporation_id = $1 and not d.delete_flg order by d.display_order, d.id) as departments,
            exists (select 1 from (${reachedCorporationsSql('u.id')}) reach where not (reach.corporation_id = any($2::int[]))) as shared,
            not exists (select 1 from clerk_departments cd join departments d on d.id = cd.department_id
                         where cd.user_id = u.id and not (d.corporation_id = $1 and not d.delete_flg)) as only_here
       from users u
      where (${RESPONSIBLE_OF_CORPORATION})
         or (u.role_type = ${RoleType.CLERK_IN_BILLING} and not u.delete_flg and u.corporation_id = $1)
      order by u.id`,
    [viewer.corporationId, administered],
  );
  return rows.map((r): ClerkInScope => {
    const kind = r.role_type === RoleType.CLERK_IN_CORPORATION ? 'corp' : 'billing';
    const departments = typeof r.departments === 'string' ? parseTextArray(r.departments) : (r.departments ?? []);
    const ownCorporation = r.corporation_id === viewer.corporationId;
    return {
      userId: r.id,
      loginId: r.login_id,
      kind,
      userLastName: r.user_last_name,
      userFirstName: r.user_first_name,
      userLastNameKana: r.user_last_name_kana,
      userFirstNameKana: r.user_first_name_kana,
      mail: r.mail_address ?? '',
      departments: kind === 'billing' ? departments : [],
      uploader: r.id === viewer.userId,
      shared: r.shared,
      ownCorporation: kind === 'corp' && ownCorporation,
      // A responsible person of this corporation is deleted; one of another only loses the link. A department clerk
      // is deleted once no department is left (clerks/changes.ts removeDepartmentClerk).
      retiredWhenRemoved: kind === 'corp' ? ownCorporation : r.only_here,
    };
  });
}

/** A text[] some drivers hand over as its literal ({a,"b c"}). */
function parseTextArray(literal: string): string[] {
  const inner = literal.replace(/^\{|\}$/g, '');
  if (inner === '') return [];
  const out: string[] = [];
  for (const match of inner.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)) out.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]);
  return out;
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
  return (await clerksInScope(db, viewer)).filter((c) => !c.uploader && !keptLoginIds.has(c.loginId.toLowerCase()));
}
