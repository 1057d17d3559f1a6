// The promise of the bulk path (issue 28), held on random files: what the dry run refuses is what the apply refuses,
// row for row, and a file the dry run accepts applies completely. Files start from the demo data's own template
// downloads and get random edits per kind: moves, renames, deletes, resets, duplicates, suspended departments,
// addresses in use, swaps, people shared with another company, members with reservations, the contact persons of a
// FLEX/BASE contract (all of them, or one of several: spec 5 keeps one), departments with members,
// names waiting in a registration application, and for clerks the delete option with kept, dropped and new people.
//
// For each file: the dry run (POST /transfer/upload with dryRun) gives the refused rows D. The same file is stored as
// a job and applied with the apply's own checks alone (`checkFile: false`: the domain code of each row, without the
// file's validation that normally comes first), in a transaction rolled back, giving the rows its completion CSV marks
// NG, A. D and A must be the same rows, except rows the file's own rules refuse as repeated (`duplicate`), which the
// domain code does not look for. Then the real upload: a file with refusals is refused with the dry run's problems and
// stores nothing; one without is applied (the members kind by the set-based apply) with every row OK or unchanged.
// The data moves on from run to run (what applied stays), so later files meet earlier results.
//
// Run counts are modest (about a minute); TWB_PROPERTY_SEED and TWB_PROPERTY_RUNS explore further.
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadRejectedBody, UploadResponse } from '../../core/uploads/calls';
import type { UploadKindName } from '../../core/csv/kind';
import type { Row } from '../db/database';
import { formatDate } from '../format/dates';
import { fileTestServer } from '../../tests/support/file-server';
import { signInWithCookies, type TestCaller } from '../../tests/support/server';
import { applyJobIn } from './apply-job';
import { COMPLETION_CSV } from './completion-ahead';
import { csvText, settled, storeJob, upload, utf8Bom } from './test-support';

const file = fileTestServer();
const SEED = Number(process.env.TWB_PROPERTY_SEED ?? 20260528);
const RUNS = Number(process.env.TWB_PROPERTY_RUNS ?? 8);
const DAY_MS = 86_400_000;

interface Uploader {
  loginId: string;
  userId: number;
  corporationId: number;
  caller: TestCaller;
}
const uploaders: Record<string, Uploader> = {};

const DIVISIONS: Readonly<Record<UploadKindName, number>> = {
  members: 8, clerks: 3, 'department-names': 4, 'department-order': 5, 'department-register': 10, 'department-delete': 11,
};
const TEMPLATES: Readonly<Record<UploadKindName, string>> = {
  members: '/api/transfer/memberBulkUpdateCSV',
  clerks: '/api/transfer/registrationTenantManagers',
  'department-names': '/api/transfer/billingListCSV',
  'department-order': '/api/transfer/billing',
  'department-register': '/api/transfer/billingLumpingRegister',
  'department-delete': '/api/transfer/billingLumpingDelete',
};
const PENDING_NAME = '申請中の新部署';

beforeAll(async () => {
  const db = file.server.db;
  for (const loginId of ['admin01', 'admin02', 'admin03']) {
    const [user] = await db.query<{ id: number; corporation_id: number }>('select id, corporation_id from users where login_id = $1', [loginId]);
    uploaders[loginId] = { loginId, userId: user.id, corporationId: user.corporation_id, caller: await signInWithCookies(file.server.baseUrl, loginId) };
  }
  // People shared with another company: two members of corporation 2 who also look after a department of corporation 1
  // (admin02 administers corporation 2 only); a name waiting in a registration application of each corporation; and
  // empty departments to delete.
  await db.query(
    `insert into clerk_departments (user_id, department_id)
       select id, 1 from users where corporation_id = 2 and role_type is null and not delete_flg order by id limit 2`,
  );
  for (const corporationId of [1, 2]) {
    await db.query(
      `insert into applications (corporation_id, division, status, contents, apply_date, applicant_user_id, created_at, last_updated)
       values ($1, 1, 1, $2, $3::date, $4, now(), now())`,
      [corporationId, JSON.stringify({ billingName: PENDING_NAME, autoApprovalFlg: false, registrationFeeChargeFlg: false }),
        formatDate(new Date(Date.now() + 30 * DAY_MS)).replaceAll('/', '-'), corporationId === 1 ? uploaders.admin01.userId : uploaders.admin02.userId],
    );
  }
  // A second contact person on a contract of corporation 1, so that a file may delete one of several (accepted) as
  // well as all of them (refused at each of their rows).
  await db.query(
    `update flex_users set delegate_division = 1 where id = (select min(f.id) from flex_users f join flex_contracts c on c.id = f.flex_contract_id
        where c.corporation_id = 1 and not f.delete_flg and f.delegate_division = 0 and c.id = (select min(id) from flex_contracts where corporation_id = 1))`,
  );
  for (const [loginId, names] of [['admin01', ['空の部署A', '空の部署B', '空の部署C']], ['admin02', ['空の部署X', '空の部署Y']]] as const) {
    const rows = names.map((name) => [name, '0', '']);
    const answer = await settled(file.server, await upload<UploadResponse>(uploaders[loginId].caller, query(uploaders[loginId], 'department-register'), utf8Bom(csvText('department-register', rows))));
    expect(answer.body.status).toBe('applied');
  }
}, 120_000);

function query(uploader: Uploader, kind: UploadKindName, extra: Record<string, string | number | boolean> = {}): Record<string, string | number | boolean> {
  return { corporationId: uploader.corporationId, uploadDivision: DIVISIONS[kind], ...extra };
}

async function templateRows(uploader: Uploader, kind: UploadKindName): Promise<string[][]> {
  const answer = await uploader.caller.get<string>(TEMPLATES[kind]);
  expect(answer.status).toBe(200);
  return (parse(answer.body.replace(/^\uFEFF/, '')) as string[][]).slice(1);
}

class RolledBack extends Error {}

/** The rows the apply's own checks refuse (its completion CSV's NG rows), applied in a transaction rolled back. */
async function ownRefusals(uploader: Uploader, kind: UploadKindName, data: Uint8Array, rowCount: number, deleteExisting: boolean): Promise<Set<number>> {
  const db = file.server.db;
  // For tomorrow, so that the background runner never takes it; removed afterwards.
  const jobId = await storeJob(db, {
    corporationId: uploader.corporationId, division: DIVISIONS[kind], uploadedBy: uploader.userId, startDate: formatDate(new Date(Date.now() + DAY_MS)),
    data, rowCount, deleteExisting,
  });
  let csv = '';
  try {
    await db.transaction(async (tx) => {
      await applyJobIn(tx, jobId, new Date(), { checkFile: false });
      const [job] = await tx.query<Row & { completion_csv: Uint8Array }>(`select ${COMPLETION_CSV} as completion_csv from upload_jobs j where j.id = $1`, [jobId]);
      csv = new TextDecoder().decode(job.completion_csv);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  } finally {
    await db.query('delete from upload_jobs where id = $1', [jobId]);
  }
  const records = (parse(csv.replace(/^\uFEFF/, '')) as string[][]).slice(1);
  return new Set(records.filter((r) => r.at(-2) === 'NG').map((r) => Number(r[0])));
}

interface Case {
  uploader: Uploader;
  kind: UploadKindName;
  rows: string[][];
  deleteExisting?: boolean;
}

const sorted = (rows: Iterable<number>): number[] => [...rows].sort((a, b) => a - b);

/** The promise on one file; answers what happened, for the run counts. */
async function holdsThePromise({ uploader, kind, rows, deleteExisting = false }: Case): Promise<'applied' | 'refused'> {
  const data = utf8Bom(csvText(kind, rows));
  const options: Record<string, boolean> = deleteExisting ? { deleteExisting: true } : {};
  const dryRun = await upload<UploadResponse>(uploader.caller, query(uploader, kind, { ...options, dryRun: true }), data);
  expect(dryRun.status, JSON.stringify(dryRun.body).slice(0, 300)).toBe(200);
  const refused = new Set(dryRun.body.problems.map((p) => p.row));
  if (dryRun.body.problems.some((p) => p.code === 'lastContactMember')) count(kind, 'lastContactRefused');
  const repeated = new Set(dryRun.body.problems.filter((p) => p.code === 'duplicate').map((p) => p.row));
  const own = await ownRefusals(uploader, kind, data, rows.length, deleteExisting);
  const context = () => `${kind} by ${uploader.loginId}${deleteExisting ? ' (delete option)' : ''}\n${csvText(kind, rows)}\ndry run: ${JSON.stringify(dryRun.body.problems.map((p) => [p.row, p.column, p.message]))}`;
  const without = (set: Set<number>) => sorted([...set].filter((row) => !repeated.has(row)));
  expect(without(own), context()).toEqual(without(refused));

  const real = await settled(file.server, await upload<UploadResponse | UploadRejectedBody>(uploader.caller, query(uploader, kind, options), data));
  if (refused.size > 0) {
    expect(real.status, context()).toBe(400);
    expect((real.body as UploadRejectedBody).validation.problems, context()).toEqual(dryRun.body.problems);
    return 'refused';
  }
  const answer = real.body as UploadResponse;
  expect(answer.status, `${context()}\n${JSON.stringify(answer).slice(0, 400)}`).toBe('applied');
  const completion = await uploader.caller.get<string>(`/api/transfer/completionCSV?transferHistoryId=${answer.transferHistoryId}&transferDivision=1`);
  const results = (parse(completion.body.replace(/^\uFEFF/, '')) as string[][]).slice(1).map((r) => r.at(-2));
  expect(results.every((r) => r === 'OK' || r === '変更なし'), `${context()}\n${completion.body}`).toBe(true);
  return 'applied';
}

/** Picks with a bias for the index: the same arbitrary serves lists of any length. */
const pick = <T>(items: readonly T[], n: number): T => items[n % items.length];
let serial = 0;
/** A value no earlier file used (the database is the test's own). */
const fresh = (tag: string): string => `${tag}${(serial += 1).toString().padStart(4, '0')}`;
const wide = (text: string): string => text.replace(/[0-9a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

interface Facts {
  departments: { id: number; name: string; disabled: boolean }[];
  /** Addresses of living accounts of any corporation and role, with a few of each kind of holder. */
  otherAddresses: string[];
  deletedMembers: number[];
  membersWithReservations: Set<number>;
  /** The contact persons of each FLEX/BASE contract of the corporation (spec 5: a file may not delete a contract's last one). */
  contacts: number[][];
  domain: string;
}

async function facts(corporationId: number): Promise<Facts> {
  const db = file.server.db;
  const departments = await db.query<{ id: number; name: string; disabled: boolean }>(
    'select id, billing_name as name, disable_flg as disabled from departments where corporation_id = $1 and not delete_flg order by id', [corporationId]);
  const others = await db.query<{ mail: string }>(
    `(select mail_address as mail from users where role_type is not null and not delete_flg and mail_address is not null order by id limit 6)
     union all (select mail_address from users where corporation_id <> $1 and role_type is null and not delete_flg and mail_address is not null order by id limit 3)`,
    [corporationId],
  );
  const deleted = await db.query<{ id: number }>('select id from users where corporation_id = $1 and role_type is null and delete_flg order by id limit 10', [corporationId]);
  const reserved = await db.query<{ user_id: number }>(
    'select distinct r.user_id from reservations r join users u on u.id = r.user_id where u.corporation_id = $1 and not r.cancel_flg and r.start_date > now()', [corporationId]);
  const [corporation] = await db.query<{ domains: string[] }>('select mail_domains as domains from corporations where id = $1', [corporationId]);
  const domain = corporation.domains[0] ?? (corporationId === 1 ? 'mirai-works.co.jp' : 'toyo-sysdev.co.jp');
  const contacts = await db.query<{ ids: number[] }>(
    `select array_agg(f.user_id order by f.user_id) as ids from flex_users f join flex_contracts c on c.id = f.flex_contract_id
      where c.corporation_id = $1 and not f.delete_flg and f.delegate_division = 1 group by c.id order by c.id`,
    [corporationId],
  );
  return {
    departments, otherAddresses: others.map((o) => o.mail), deletedMembers: deleted.map((d) => d.id),
    membersWithReservations: new Set(reserved.map((r) => r.user_id)), contacts: contacts.map((c) => c.ids), domain,
  };
}

// ---- members ----

/** The edits, the harmless ones more often: about one file in three has no refusal, so the applies are tried too. */
const MEMBER_OPS = [
  'keep', 'keep', 'keep', 'remarks', 'remarks', 'remarks', 'move', 'move', 'mail', 'mail', 'swap', 'swap', 'delete', 'delete',
  'register', 'register', 'reset', 'deleted', 'duplicate', 'keepEdited', 'contacts', 'contacts',
] as const;
const memberOps = fc.array(fc.tuple(fc.constantFrom(...MEMBER_OPS), fc.nat(999), fc.nat(999)), { minLength: 1, maxLength: 6 });

async function membersCase(uploader: Uploader, ops: readonly (readonly [string, number, number])[]): Promise<Case> {
  const template = await templateRows(uploader, 'members');
  const f = await facts(uploader.corporationId);
  // Members with reservations first, so that deletes meet them.
  const pool = [...template].sort((a, b) => Number(f.membersWithReservations.has(Number(b[1]))) - Number(f.membersWithReservations.has(Number(a[1]))));
  const used = new Set<string>();
  const rows: string[][] = [];
  const take = (n: number): string[] | null => {
    for (let i = 0; i < pool.length; i++) {
      const row = pool[(n + i) % pool.length];
      if (!used.has(row[1])) {
        used.add(row[1]);
        return row;
      }
    }
    return null;
  };
  // Living departments mostly; a suspended one and a name still waiting in a registration application now and then.
  const departmentNames = [...f.departments.map((d) => d.name), ...f.departments.filter((d) => !d.disabled).map((d) => d.name), PENDING_NAME];
  // A new address, one a clerk or another company's member holds, or another member's (free only if the file moves them).
  const address = (n: number): string => {
    switch (n % 6) {
      case 4: return pick(f.otherAddresses, n);
      case 5: return pick(template, n)[8] || `${fresh('m')}@${f.domain}`;
      default: return `${fresh('m')}@${f.domain}`;
    }
  };
  const edit = (row: string[], changes: Partial<Record<number, string>>): string[] => ['Edit', ...row.slice(1, 10).map((cell, i) => changes[i + 1] ?? cell), ''];
  for (const [op, a, b] of ops) {
    switch (op) {
      case 'keep': { const row = take(a); if (row) rows.push(row); break; }
      case 'keepEdited': { const row = take(a); if (row) rows.push(['Keep', row[1], row[2], '別の姓', ...row.slice(4)]); break; }
      case 'remarks': { const row = take(a); if (row) rows.push(edit(row, { 9: `備考${wide(String(b))}` })); break; }
      case 'move': { const row = take(a); if (row) rows.push(edit(row, { 2: pick(departmentNames, b) })); break; }
      case 'mail': { const row = take(a); if (row) rows.push(edit(row, { 8: address(b) })); break; }
      case 'swap': {
        const first = take(a);
        const second = take(b);
        if (first && second) rows.push(edit(first, { 8: second[8] }), edit(second, { 8: first[8] }));
        break;
      }
      case 'delete': { const row = take(a); if (row) rows.push(['Edit', row[1], '', '', '', '', '', '', '', '', '1']); break; }
      case 'reset': { const row = take(a); if (row) rows.push(['Reset', row[1], '', '', '', '', '', '', '', '', '']); break; }
      case 'register':
        rows.push(['Edit', '', pick(departmentNames, a), '新規', `会員${wide(String(b % 100))}`, 'シンキ', 'カイイン', '', address(b), '', '']);
        break;
      case 'deleted': {
        if (f.deletedMembers.length === 0) break;
        const id = String(pick(f.deletedMembers, a));
        if (used.has(id)) break;
        used.add(id);
        const variants = [
          ['Edit', id, f.departments[0].name, '復活', '会員', 'フッカツ', 'カイイン', '', `${fresh('d')}@${f.domain}`, '', ''],
          ['Reset', id, '', '', '', '', '', '', '', '', ''],
          ['Edit', id, '', '', '', '', '', '', '', '', '1'],
        ];
        rows.push(pick(variants, b));
        break;
      }
      case 'contacts': {
        // A contract's contact persons deleted: all of them (refused at each of their rows), or one of several.
        if (f.contacts.length === 0) break;
        const group = pick(f.contacts, a);
        for (const id of (b % 2 === 0 ? group : group.slice(0, 1)).map(String)) {
          if (used.has(id)) continue;
          used.add(id);
          rows.push(['Edit', id, '', '', '', '', '', '', '', '', '1']);
        }
        break;
      }
      case 'duplicate': if (rows.length > 0) rows.push([...pick(rows, a)]); break;
    }
  }
  if (rows.length === 0) rows.push(pool[0]);
  return { uploader, kind: 'members', rows };
}

// ---- clerks ----

const CLERK_OPS = ['drop', 'rename', 'mail', 'swapMail', 'code', 'departments', 'newClerk', 'role', 'duplicate'] as const;
const clerkOps = fc.array(fc.tuple(fc.constantFrom(...CLERK_OPS), fc.nat(999), fc.nat(999)), { minLength: 0, maxLength: 6 });
const UPLOADER_LOGINS = new Set(['admin01', 'admin02', 'admin03']);

/**
 * Who a file may leave out: not the uploaders (the later files need them), except admin01 from admin03's file, which
 * the option cannot remove (admin01 also administers corporation 2): a refusal of the file as a whole.
 */
const droppable = (uploader: Uploader, loginId: string): boolean => !UPLOADER_LOGINS.has(loginId) || (uploader.loginId === 'admin03' && loginId === 'admin01');

async function clerksCase(uploader: Uploader, deleteExisting: boolean, ops: readonly (readonly [string, number, number])[]): Promise<Case> {
  const template = await templateRows(uploader, 'clerks');
  const f = await facts(uploader.corporationId);
  // With the option the list is the starting point; without it, new clerks only (and a listed one now and then).
  let rows = deleteExisting ? template.map((r) => [...r]) : [];
  const dropped: string[][] = [];
  const living = f.departments.filter((d) => !d.disabled).map((d) => d.name);
  const someDepartments = (n: number): string => [pick(living, n), pick([...living, PENDING_NAME], n + 3)].filter((v, i, all) => all.indexOf(v) === i).join('\n');
  const editable = () => rows.filter((r) => template.some((t) => t[1] === r[1]));
  for (const [op, a, b] of ops) {
    const target = editable().length > 0 ? pick(editable(), a) : null;
    switch (op) {
      case 'drop':
        if (target && droppable(uploader, target[1])) {
          rows = rows.filter((r) => r !== target);
          dropped.push(target);
        }
        break;
      case 'rename': if (target) target[3] = pick(['一郎', '花子', '次郎'], b); break;
      case 'mail': if (target) target[6] = b % 2 === 0 ? `${fresh('c')}@${f.domain}` : pick(f.otherAddresses, b); break;
      case 'swapMail': {
        const other = editable().length > 1 ? pick(editable(), b) : null;
        if (target && other && target !== other && target[6] !== '' && other[6] !== '') [target[6], other[6]] = [other[6], target[6]];
        break;
      }
      case 'code': if (target) target[8] = `Code${String(100000 + b)}x`; break;
      case 'departments': if (target && target[0] === '部署担当者') target[7] = someDepartments(b); break;
      case 'role':
        if (target) {
          const responsible = target[0] === '責任者';
          target[0] = responsible ? '部署担当者' : '責任者';
          target[7] = responsible ? someDepartments(b) : '';
          if (!responsible && target[6] === '') target[6] = `${fresh('c')}@${f.domain}`;
        }
        break;
      case 'newClerk': {
        const responsible = b % 3 === 0;
        const loginId = pick([fresh('pc'), fresh('pc'), 'member01', ...template.map((t) => t[1])], a);
        const mail = pick([`${fresh('c')}@${f.domain}`, ...dropped.map((d) => d[6]).filter(Boolean), ...f.otherAddresses], b);
        rows.push([responsible ? '責任者' : '部署担当者', loginId, '新井', '新', 'アライ', 'アラタ', responsible || b % 2 === 0 ? mail : '',
          responsible ? '' : someDepartments(a), '', String(b % 3)]);
        break;
      }
      case 'duplicate': if (rows.length > 0) rows.push([...pick(rows, a)]); break;
    }
  }
  if (rows.length === 0) rows.push(['部署担当者', fresh('pc'), '新井', '新', 'アライ', 'アラタ', '', living[0], '', '2']);
  return { uploader, kind: 'clerks', rows, deleteExisting };
}

// ---- departments ----

const NAME_OPS = ['keep', 'rename', 'swap', 'takeHeld', 'pending', 'duplicate'] as const;
const nameOps = fc.array(fc.tuple(fc.constantFrom(...NAME_OPS), fc.nat(999), fc.nat(999)), { minLength: 1, maxLength: 6 });

async function namesCase(uploader: Uploader, ops: readonly (readonly [string, number, number])[]): Promise<Case> {
  const template = await templateRows(uploader, 'department-names');
  const used = new Set<string>();
  const rows: string[][] = [];
  const take = (n: number): string[] | null => {
    const free = template.filter((r) => !used.has(r[0]));
    if (free.length === 0) return null;
    const row = pick(free, n);
    used.add(row[0]);
    return [...row];
  };
  for (const [op, a, b] of ops) {
    switch (op) {
      case 'keep': { const row = take(a); if (row) rows.push(row); break; }
      case 'rename': { const row = take(a); if (row) rows.push([row[0], `部署${wide(fresh('').slice(-4))}`]); break; }
      case 'swap': {
        const first = take(a);
        const second = take(b);
        if (first && second) rows.push([first[0], second[1]], [second[0], first[1]]);
        break;
      }
      case 'takeHeld': { const row = take(a); if (row) rows.push([row[0], pick(template, b)[1]]); break; }
      case 'pending': { const row = take(a); if (row) rows.push([row[0], PENDING_NAME]); break; }
      case 'duplicate': if (rows.length > 0) rows.push([...pick(rows, a)]); break;
    }
  }
  if (rows.length === 0) rows.push(template[0]);
  return { uploader, kind: 'department-names', rows };
}

const orderOps = fc.array(fc.tuple(fc.constantFrom('move', 'sameOrder', 'unknown', 'otherCompany', 'duplicate'), fc.nat(999), fc.nat(999)), { minLength: 0, maxLength: 4 });

async function orderCase(uploader: Uploader, shuffle: number, ops: readonly (readonly [string, number, number])[]): Promise<Case> {
  const template = await templateRows(uploader, 'department-order');
  // The whole list in a new order (a rotation), then edits.
  const rows = template.map((r, i) => [r[0], r[1], String(((i + shuffle) % template.length) + 1)]);
  for (const [op, a, b] of ops) {
    switch (op) {
      case 'move': pick(rows, a)[2] = String(rows.length + 1 + (b % 50)); break;
      case 'sameOrder': pick(rows, a)[2] = pick(rows, b)[2]; break;
      case 'unknown': rows.push(['99999', '', String(9000 + (a % 100))]); break;
      case 'otherCompany': rows.push([uploader.corporationId === 1 ? '12' : '1', '', String(9100 + (a % 100))]); break;
      case 'duplicate': rows.push([pick(rows, a)[0], '', String(9200 + (b % 100))]); break;
    }
  }
  return { uploader, kind: 'department-order', rows };
}

const registerRows = fc.array(fc.tuple(fc.constantFrom('new', 'new', 'existing', 'pending', 'duplicate'), fc.constantFrom('0', '1'), fc.nat(999)), { minLength: 0, maxLength: 4 });

async function registerCase(uploader: Uploader, picks: readonly (readonly [string, string, number])[]): Promise<Case> {
  const f = await facts(uploader.corporationId);
  const rows: string[][] = [];
  for (const [what, autoApproval, n] of picks) {
    const name = what === 'existing' ? pick(f.departments, n).name : what === 'pending' ? PENDING_NAME : what === 'duplicate' && rows.length > 0 ? pick(rows, n)[0] : `登録${wide(fresh('').slice(-5))}`;
    rows.push([name, autoApproval, n % 2 === 0 ? '' : String(n * 1000)]);
  }
  return { uploader, kind: 'department-register', rows };
}

const deletePicks = fc.array(fc.tuple(fc.constantFrom('department', 'department', 'empty', 'unknown', 'duplicate'), fc.nat(999)), { minLength: 0, maxLength: 4 });

async function deleteCase(uploader: Uploader, picks: readonly (readonly [string, number])[]): Promise<Case> {
  const f = await facts(uploader.corporationId);
  const empty = f.departments.filter((d) => d.name.startsWith('空の部署') || d.name.startsWith('登録'));
  const rows: string[][] = [];
  for (const [what, n] of picks) {
    if (what === 'department') rows.push([String(pick(f.departments, n).id), '']);
    else if (what === 'empty' && empty.length > 0) rows.push([String(pick(empty, n).id), pick(empty, n).name]);
    else if (what === 'unknown') rows.push([String(90_000 + n), '']);
    else if (what === 'duplicate' && rows.length > 0) rows.push([...pick(rows, n)]);
  }
  return { uploader, kind: 'department-delete', rows };
}

// ---- the properties ----

const tally = new Map<string, number>();
function count(kind: UploadKindName, outcome: string): void {
  tally.set(`${kind} ${outcome}`, (tally.get(`${kind} ${outcome}`) ?? 0) + 1);
}

const uploaderArb = (logins: readonly string[]) => fc.constantFrom(...logins).map((login) => uploaders[login]);

describe('what the dry run refuses is what the apply refuses, and a file it accepts applies completely', () => {
  it('members (admin01 of two companies, admin02 of one: members shared with the other company)', async () => {
    await fc.assert(fc.asyncProperty(uploaderArb(['admin01', 'admin02']), memberOps, async (uploader, ops) => {
      count('members', await holdsThePromise(await membersCase(uploader, ops)));
    }), { seed: SEED, numRuns: RUNS * 2 });
  }, 300_000);

  it('clerks, with and without the delete option (admin03 of one company meets admin01, shared with the other)', async () => {
    await fc.assert(fc.asyncProperty(uploaderArb(['admin01', 'admin02', 'admin03']), fc.boolean(), clerkOps, async (uploader, option, ops) => {
      count('clerks', await holdsThePromise(await clerksCase(uploader, option, ops)));
    }), { seed: SEED, numRuns: RUNS * 2 });
  }, 300_000);

  it('department names, order, registration and deletion', async () => {
    await fc.assert(fc.asyncProperty(uploaderArb(['admin01', 'admin02']), nameOps, async (uploader, ops) => {
      count('department-names', await holdsThePromise(await namesCase(uploader, ops)));
    }), { seed: SEED, numRuns: RUNS });
    await fc.assert(fc.asyncProperty(uploaderArb(['admin01', 'admin02']), fc.nat(20), orderOps, async (uploader, shuffle, ops) => {
      count('department-order', await holdsThePromise(await orderCase(uploader, shuffle, ops)));
    }), { seed: SEED, numRuns: RUNS });
    await fc.assert(fc.asyncProperty(uploaderArb(['admin01', 'admin02']), registerRows, async (uploader, picks) => {
      count('department-register', await holdsThePromise(await registerCase(uploader, picks)));
    }), { seed: SEED, numRuns: RUNS });
    await fc.assert(fc.asyncProperty(uploaderArb(['admin01', 'admin02']), deletePicks, async (uploader, picks) => {
      count('department-delete', await holdsThePromise(await deleteCase(uploader, picks)));
    }), { seed: SEED, numRuns: RUNS });
    console.info(`dry-run promise (seed ${SEED}): ${[...tally].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  }, 300_000);
});
