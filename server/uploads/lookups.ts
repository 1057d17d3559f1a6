// The database lookups of core/csv (CsvLookups) for one corporation, uploader and kind, loaded once per validation so
// that the per-row checks stay synchronous. They are the facts the kinds' rules read, so that the dry run, the
// validation of a real upload and the apply's own validation refuse what the apply's domain code would refuse
// (issue 28): departments with their state and what their deletion depends on, pending registration names, the
// corporation's auto approval setting; for members, each member's state and whether their account is shared with a
// corporation the uploader does not administer (account-reach.ts); the addresses in use (members and clerks, asked
// for the file's addresses after its last row); login
// ids in use and the clerks the delete option concerns (clerks); the permitted mail domains; the FLEX/BASE contracts'
// contact persons (members: a file may not delete a contract's last one). Each kind loads only what
// its rules read (a department file does not read 100,000 members).
import type { CsvLookups, DepartmentFacts, MemberFacts, UploadKind } from '../../core/csv/kind';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Row, SqlExecutor } from '../db/database';
import { forEachRowInPages } from '../db/paged-rows';
import { isoDay } from '../billing/department-form';
import { DEPARTMENT_COLUMNS, DEPARTMENT_FROM, type DepartmentRow } from '../billing/department-rows';
import { activeFlexChargeSql, deleteStateOf } from '../billing/operations';
import { corporationsAdministeredBy, reachedCorporationsSql } from '../clerks/account-reach';
import { permittedMailDomainsOf } from '../users/member-form';
import { operationStateOf, type MemberState } from '../users/operations';
import type { MemberViewer } from '../users/viewer';
import { contractContacts } from '../flex/contact-rule';
import { clerksInScope, type ClerkInScope } from './clerk-removal';
import { currentMemberValues } from './templates';

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
  /** The time the checks are for (a FLEX/BASE contract in force on its day blocks a department's deletion). */
  now: Date;
}

async function departmentFacts(db: SqlExecutor, viewer: MemberViewer, now: Date): Promise<DepartmentFacts[]> {
  const rows = await db.query<DepartmentRow>(
    `select ${DEPARTMENT_COLUMNS} from ${DEPARTMENT_FROM} where d.corporation_id = $1 and not d.delete_flg and d.id = any($2::int[]) order by d.id`,
    [viewer.corporationId, [...viewer.departmentIds]],
  );
  const charged = await db.query<{ id: number }>(`select distinct charge_department_id as id from (${activeFlexChargeSql('$1')}) c`, [isoDay(now)]);
  const flexCharged = new Set(charged.map((c) => c.id));
  return rows.map((d) => ({ billingId: String(d.id), name: d.billing_name, disabled: d.disable_flg, deleteState: deleteStateOf(d, flexCharged.has(d.id)) }));
}

interface MemberFactsRow extends Row, MemberState {
  id: number;
}

/**
 * The members within the viewer's reach whose account also reaches a corporation the viewer does not administer
 * (account-reach.ts, the rule the apply applies). Such a member's own corporation and department are the viewer's,
 * so only a link (admin_corporations, clerk_departments) can lead elsewhere: the reach is asked of those members only
 * (asked of 50,000 members it took the embedded database a second).
 */
async function sharedMembers(db: SqlExecutor, viewer: MemberViewer): Promise<Set<number>> {
  const administered = await corporationsAdministeredBy(db, viewer);
  const rows = await db.query<{ id: number }>(
    `select u.id from users u
      where u.corporation_id = $1 and u.role_type is null and u.department_id = any($2::int[])
        and u.id in (select a.user_id from admin_corporations a union select cd.user_id from clerk_departments cd)
        and exists (select 1 from (${reachedCorporationsSql('u.id')}) reach where not (reach.corporation_id = any($3::int[])))`,
    [viewer.corporationId, [...viewer.departmentIds], administered],
  );
  return new Set(rows.map((r) => r.id));
}

/** The members within the viewer's reach (deleted ones too), in pages: a company may have tens of thousands of them. */
async function memberFacts(db: SqlExecutor, viewer: MemberViewer): Promise<(userId: number) => MemberFacts | undefined> {
  const shared = await sharedMembers(db, viewer);
  // The rows as read; the facts are made for the members a file names only (50,000 objects more held the server).
  const members = new Map<number, MemberFactsRow>();
  // The maps are filled a page per event-loop turn: built at once from 100,000 rows, they held the server 0.1 s.
  await forEachRowInPages<MemberFactsRow>(db, (after, limit) =>
    `select u.id, u.mail_address, u.delete_flg, u.approval_division, u.service_usage, u.password_reset_flg, u.reservation_stop_flg
       from users u where u.corporation_id = $1 and u.role_type is null and u.department_id = any($2::int[])
        and u.id > ${after} order by u.id limit ${limit}`,
  [viewer.corporationId, [...viewer.departmentIds]], (m) => members.set(m.id, m));
  return (userId) => {
    const m = members.get(userId);
    return m && { userId: m.id, mail: m.mail_address ?? '', state: operationStateOf(m), shared: shared.has(m.id) };
  };
}

/** Addresses per statement of addressHolders. */
const ADDRESSES_PER_QUERY = 5000;

/**
 * The living accounts (any corporation, any role) holding these lower-cased addresses: the addresses a file gives,
 * asked after its last row (an index on lower(mail_address)), never every account of every corporation.
 */
async function addressHolders(db: SqlExecutor, addresses: readonly string[]): Promise<Map<string, number[]>> {
  const holders = new Map<string, number[]>();
  for (let start = 0; start < addresses.length; start += ADDRESSES_PER_QUERY) {
    const rows = await db.query<{ id: number; mail: string }>(
      'select u.id, lower(u.mail_address) as mail from users u where lower(u.mail_address) = any($1::text[]) and not u.delete_flg order by u.id',
      [addresses.slice(start, start + ADDRESSES_PER_QUERY)],
    );
    for (const u of rows) holders.set(u.mail, [...(holders.get(u.mail) ?? []), u.id]);
    if (start + ADDRESSES_PER_QUERY < addresses.length) await nextTurn();
  }
  return holders;
}

export async function loadLookups(db: SqlExecutor, viewer: MemberViewer, kind: UploadKind, options: LookupOptions): Promise<UploadLookups> {
  const isMembers = kind.name === 'members';
  const isClerks = kind.name === 'clerks';
  const departments = await departmentFacts(db, viewer, options.now);
  const byName = new Map(departments.map((d) => [d.name, d]));
  const byId = new Map(departments.map((d) => [d.billingId, d]));
  // A name waiting in a registration application is taken too (billing/department-form nameTaken).
  const pending = await db.query<{ name: string }>(
    "select contents->>'billingName' as name from applications where corporation_id = $1 and division = 1 and status = 1",
    [viewer.corporationId],
  );
  const pendingNames = new Set(pending.map((p) => p.name));
  const [corporation] = await db.query<{ auto_approval_setting: number }>('select auto_approval_setting from corporations where id = $1', [viewer.corporationId]);
  const member = isMembers ? await memberFacts(db, viewer) : (): MemberFacts | undefined => undefined;
  const memberData = isMembers && options.warnings ? await currentMemberValues(db, viewer) : new Map<number, Record<string, string>>();
  const permittedMailDomains = await permittedMailDomainsOf(db, viewer.corporationId);
  const flexContacts = isMembers ? await contractContacts(db, { corporation: viewer.corporationId }) : [];
  // Every login id in use, those written ahead by another corporation's upload (hidden until it applies) included.
  const loginIds = new Set<string>();
  if (isClerks) {
    await forEachRowInPages<{ id: number; login: string }>(db, (after, limit) =>
      `select id, lower(login_id) as login from user_rows where id > ${after} order by id limit ${limit}`, [], (l) => loginIds.add(l.login));
  }
  const existing = isClerks ? await clerksInScope(db, viewer) : [];
  const existingByLogin = new Map(existing.map((c) => [c.loginId.toLowerCase(), c]));
  const keptClerk = (loginId: string): ClerkInScope | undefined => (options.deleteExisting ? existingByLogin.get(loginId.toLowerCase()) : undefined);
  return {
    departmentIdByName: (name) => (byName.has(name) ? Number(byName.get(name)?.billingId) : undefined),
    departmentNameExists: (name) => byName.has(name),
    department: (billingId) => byId.get(String(Number(billingId))),
    departmentByName: (name) => byName.get(name),
    departmentNamePending: (name) => pendingNames.has(name),
    corporationAutoApprovalSetting: corporation?.auto_approval_setting,
    departmentIdExists: (billingId) => byId.has(String(Number(billingId))),
    member: (userId) => member(Number(userId)),
    memberIdExists: (userId) => member(Number(userId)) !== undefined,
    memberMail: (userId) => member(Number(userId))?.mail,
    mailHolders: isMembers || isClerks ? (addresses) => addressHolders(db, addresses) : undefined,
    currentMember: (userId) => memberData.get(Number(userId)),
    permittedMailDomains,
    existingClerk: (loginId) => existingByLogin.get(loginId.toLowerCase()),
    existingClerks: existing,
    deleteExisting: options.deleteExisting,
    keptClerkMail: (loginId) => keptClerk(loginId)?.mail,
    loginIdInUse: (loginId) => loginIds.has(loginId.toLowerCase()) && keptClerk(loginId) === undefined,
    keptClerkKind: (loginId) => keptClerk(loginId)?.kind,
    keptClerk,
    flexContacts,
  };
}
