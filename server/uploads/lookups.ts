// The database lookups of core/csv (CsvLookups) for one corporation and uploader, loaded once per validation so
// that the per-row checks stay synchronous: departments by name and id, members by id (with their address and, for
// the Keep warning, their data as the Download step writes it), login ids in use, the corporation's permitted mail
// domains and, with the clerks kind's delete option, the clerks a row may keep.
import type { CsvLookups } from '../../core/csv/kind';
import type { Row, SqlExecutor } from '../db/database';
import { forEachRowInPages } from '../db/paged-rows';
import { permittedMailDomainsOf } from '../members/member-form';
import type { MemberViewer } from '../members/viewer';
import { keepableClerks, type ClerkInScope } from './clerk-removal';
import { currentMemberValues } from './templates';

interface DepartmentNameRow extends Row {
  id: number;
  billing_name: string;
}

export interface UploadLookups extends CsvLookups {
  /** The id of the reachable living department with this exact name. */
  departmentIdByName(name: string): number | undefined;
  /** The existing clerk a row of a delete-option file keeps (keptClerkKind), with their id. */
  keptClerk(loginId: string): ClerkInScope | undefined;
}

export interface LookupOptions {
  /** The clerks kind's delete option: the login ids of the people it removes, and the uploader's, are not in use. */
  deleteExisting: boolean;
  /** Load what only the kinds' warnings read (the members' data for the Keep warning); the apply step needs none. */
  warnings?: boolean;
}

export async function loadLookups(db: SqlExecutor, viewer: MemberViewer, options: LookupOptions): Promise<UploadLookups> {
  const departments = await db.query<DepartmentNameRow>(
    'select id, billing_name from departments where corporation_id = $1 and not delete_flg and id = any($2::int[])',
    [viewer.corporationId, [...viewer.departmentIds]],
  );
  const byName = new Map(departments.map((d) => [d.billing_name, d.id]));
  const departmentIds = new Set(departments.map((d) => d.id));
  // A name waiting in a registration application is taken too (billing/department-form nameTaken).
  const pending = await db.query<{ name: string }>(
    "select contents->>'billingName' as name from applications where corporation_id = $1 and division = 1 and status = 1",
    [viewer.corporationId],
  );
  const pendingNames = new Set(pending.map((p) => p.name));
  // The large reads in pages (paged-rows.ts): a company may have tens of thousands of members.
  // The maps are filled a page per event-loop turn: built at once from 100,000 rows, they held the server 0.1 s.
  const memberMails = new Map<number, string>();
  await forEachRowInPages<{ id: number; mail: string | null }>(db, (after, limit) =>
    `select id, mail_address as mail from users where corporation_id = $1 and role_type is null and department_id = any($2::int[])
        and id > ${after} order by id limit ${limit}`,
  [viewer.corporationId, [...viewer.departmentIds]], (m) => memberMails.set(m.id, m.mail ?? ''));
  const memberData = options.warnings ? await currentMemberValues(db, viewer) : new Map<number, Record<string, string>>();
  const permittedMailDomains = await permittedMailDomainsOf(db, viewer.corporationId);
  // Every login id in use, those written ahead by another corporation's upload (hidden until it applies) included.
  const loginIds = new Set<string>();
  await forEachRowInPages<{ id: number; login: string }>(db, (after, limit) =>
    `select id, lower(login_id) as login from user_rows where id > ${after} order by id limit ${limit}`, [], (l) => loginIds.add(l.login));
  const keepable = options.deleteExisting ? await keepableClerks(db, viewer) : new Map<string, ClerkInScope>();
  const keptClerk = (loginId: string): ClerkInScope | undefined => keepable.get(loginId.toLowerCase());
  return {
    departmentIdByName: (name) => byName.get(name),
    departmentNameExists: (name) => byName.has(name) || pendingNames.has(name),
    departmentIdExists: (billingId) => departmentIds.has(Number(billingId)),
    memberIdExists: (userId) => memberMails.has(Number(userId)),
    memberMail: (userId) => memberMails.get(Number(userId)),
    currentMember: (userId) => memberData.get(Number(userId)),
    permittedMailDomains,
    keptClerkMail: (loginId) => keptClerk(loginId)?.mail,
    loginIdInUse: (loginId) => loginIds.has(loginId.toLowerCase()) && keptClerk(loginId) === undefined,
    keptClerkKind: (loginId) => keptClerk(loginId)?.kind,
    keptClerk,
  };
}
