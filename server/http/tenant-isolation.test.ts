// Tenant isolation (issue 9): signed in as the responsible person of each corporation, every write call of the
// contract is tried with the real ids of the people, members, departments, applications, uploads and files of the
// other corporation and of people the two corporations share; no write may land. The state of everything outside
// the caller's corporations (and the shared people's accounts) is compared before and after each call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type CallDef } from '../../core/api/call';
import { allCalls } from '../../core/api/contract';
import { uploadKind } from '../../core/csv/kinds';
import type { UploadKindName } from '../../core/csv/kind';
import type { Row } from '../db/database';
import { formatDate, formatLastUpdated } from '../format/dates';
import { csvText, upload, utf8Bom } from '../uploads/test-support';
import { signInWithBearer, signInWithCookies, startTestServer, TestCaller, type TestServer } from '../../tests/support/server';

/**
 * Every call that may change something: all but GET, plus the GETs that do (none today: news, lists, details,
 * templates and files only read). Adding a write call to the contract fails this test until it is listed here, and
 * so attacked below.
 */
const EFFECTFUL_GETS: readonly string[] = [];
const KNOWN_WRITE_CALLS = [
  'auth.login', 'auth.logout', 'auth.lost', 'auth.mypage', 'auth.twoFactorAuth', 'auth.twoFactorChange', 'auth.changeMyConfirmationCode',
  'auth.twoFactorLogout', 'auth.accountUnlock', 'menu.keywordSearchHistory', 'corporation.selectOrganization', 'news.markRead', 'news.deleteRead',
  'news.markAllRead',
  'corporation.updateConfirm', 'corporation.update',
  'members.suspendConfirm', 'members.deleteConfirm', 'members.operationCheck', 'members.approve', 'members.suspend', 'members.permit',
  'members.passwordReset', 'members.reservationUnlock', 'members.bulkDeleteConfirm', 'members.delete', 'members.registrationMailCheck',
  'members.registrationCheck', 'members.register', 'members.flexRegistrationCheck', 'members.flexRegister', 'members.updateCheck',
  'members.update', 'members.exportCsv', 'members.memberListCsv',
  'clerks.corpRegisterConfirm', 'clerks.corpRegister', 'clerks.corpUpdateConfirm', 'clerks.corpUpdate', 'clerks.corpDeleteConfirm',
  'clerks.corpDelete', 'clerks.corpChangeCode', 'clerks.corpMailSend', 'clerks.billingRegisterConfirm', 'clerks.billingRegister',
  'clerks.billingUpdateConfirm', 'clerks.billingUpdate', 'clerks.billingDeleteConfirm', 'clerks.billingDelete', 'clerks.billingChangeCode',
  'clerks.billingMailSend',
  'billing.updateConfirm', 'billing.update', 'billing.deleteConfirm', 'billing.delete', 'billing.usageSuspendConfirm', 'billing.usageSuspend',
  'billing.usageResumeConfirm', 'billing.usageResume', 'billing.changeOrderConfirm', 'billing.changeOrder',
  'applications.billingRegistrationConfirm', 'applications.billingRegistration', 'applications.cancelConfirm', 'applications.cancel',
  'applications.transferConfirm', 'applications.transfer',
  'limitAmount.generalConfirm', 'limitAmount.generalUpdate', 'limitAmount.billingConfirm', 'limitAmount.billingUpdate',
  'limitAmount.userConfirm', 'limitAmount.userUpdate',
  'uploads.upload', 'uploads.cancel',
  'reservations.cancelConfirm', 'reservations.cancel', 'usage.csv', 'charges.csv',
  'flex.useNumberConf', 'flex.addFlexUser', 'flex.delegateUpdate', 'flex.cardNoUpdate', 'flex.flexUserDelete',
  'site.inquiry',
  'payment.registrationFeeConfirm', 'payment.registrationFee', 'payment.chargeBranchNoCheck', 'payment.chargeBranchConfirm', 'payment.chargeBranch',
  'payment.paymentChangeConfirm', 'payment.paymentChange',
];
/** Calls that end the caller's own session: tried last. */
const SESSION_ENDING = new Set(['auth.logout', 'auth.twoFactorLogout']);

const writeCalls = (): CallDef[] => allCalls().filter((c) => c.method !== 'GET' || EFFECTFUL_GETS.includes(c.id));

interface Actor {
  loginId: string;
  /** The corporations this responsible person administers. */
  administers: number[];
}

/** admin01 administers corporations 1 and 2, so each corporation's attacker is a responsible person of it alone. */
const ACTORS: readonly Actor[] = [
  { loginId: 'admin03', administers: [1] },
  { loginId: 'admin02', administers: [2] },
];
const SHARED_CLERK = 13; // clerk21 of corporation 2, made a clerk of department 5 of corporation 1 too
const SHARED_ADMIN = 1; // admin01

let server: TestServer;
const DAY_MS = 24 * 60 * 60 * 1000;
const tomorrow = (): string => formatDate(new Date(Date.now() + DAY_MS));

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  await server.db.query('insert into clerk_departments (user_id, department_id) values ($1, 5)', [SHARED_CLERK]);
  // admin01 (who administers both) leaves an upload job, an export file and a department application in each.
  const inCorp1 = await signInWithCookies(server.baseUrl, 'admin01');
  const inCorp2 = await signInWithBearer(server.baseUrl, 'admin01');
  expect((await inCorp2.put('/api/users/tenant/selectedOrganization', { selectedOrganizationId: 2 })).status).toBe(200);
  for (const [caller, corporationId] of [[inCorp1, 1], [inCorp2, 2]] as const) {
    const [department] = await server.db.query<{ id: number; billing_name: string }>(
      'select id, billing_name from departments where corporation_id = $1 and not delete_flg order by id limit 1',
      [corporationId],
    );
    const job = await upload(caller, { corporationId, uploadDivision: 4, startDate: tomorrow() }, utf8Bom(csvText('department-names', [[String(department.id), `${department.billing_name}改`]])));
    expect(job.status, JSON.stringify(job.body)).toBe(200);
    const file = await caller.patch('/asynchronousApi/transfer/selectedMemberListCSV', {});
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    const application = await caller.post('/api/applicationInformation/apply/billingRegistration', {
      billingName: `新設部${corporationId}`, autoApprovalFlg: false, registrationFeeChargeFlg: false, applyDate: formatDate(new Date(Date.now() + 7 * DAY_MS)),
    });
    expect(application.status, JSON.stringify(application.body)).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The ids of one victim, put into every field a call may read them from. */
interface Binding {
  label: string;
  fields: Record<string, unknown>;
}

interface UserPick extends Row {
  id: number;
  login_id: string;
  department_id: number | null;
  last_updated: Date;
  corporation_id: number;
}

/** Users reaching a corporation outside `administers` (the victims), as SQL over `u` with $1 the administered ids. */
const VICTIM = `(u.corporation_id <> all($1::int[])
  or exists (select 1 from admin_corporations a where a.user_id = u.id and a.corporation_id <> all($1::int[]))
  or exists (select 1 from departments d where d.id = u.department_id and d.corporation_id <> all($1::int[]))
  or exists (select 1 from clerk_departments cd join departments d on d.id = cd.department_id where cd.user_id = u.id and d.corporation_id <> all($1::int[])))`;

async function victimUsers(actor: Actor): Promise<UserPick[]> {
  const pick = (where: string) => server.db.query<UserPick>(
    `select u.id, u.login_id, u.department_id, u.last_updated, u.corporation_id from users u where ${VICTIM} and not u.delete_flg and ${where} order by u.id limit 1`,
    [actor.administers],
  );
  const chosen = [
    ...(await pick(`u.id = ${SHARED_ADMIN}`)),
    ...(await pick(`u.id = ${SHARED_CLERK}`)),
    ...(await pick(`u.role_type = 3 and u.id <> ${SHARED_ADMIN}`)),
    ...(await pick(`u.role_type = 4 and u.id <> ${SHARED_CLERK}`)),
    ...(await pick('u.role_type is null and u.approval_division = 2 and not u.service_usage and u.mail_address is not null')),
    ...(await pick('u.role_type is null and u.approval_division = 1')),
  ];
  // Make the password reissue and notice possible, so that only the rule can refuse them (not for the attackers
  // themselves, whose sessions would then only let them change their password).
  const attackers = ACTORS.map((a) => a.loginId);
  await server.db.query('update users set password_reset_flg = 1 where id = any($1::int[]) and login_id <> all($2::text[])', [chosen.map((u) => u.id), attackers]);
  return server.db.query<UserPick>('select id, login_id, department_id, last_updated, corporation_id from users where id = any($1::int[]) order by id', [chosen.map((u) => u.id)]);
}

async function bindings(actor: Actor): Promise<Binding[]> {
  const own = await server.db.query<{ id: number }>('select id from departments where corporation_id = any($1::int[]) and not delete_flg order by id', [actor.administers]);
  const [domain] = await server.db.query<{ mail_domains: string[] }>('select mail_domains from corporations where id = $1', [actor.administers[0]]);
  const forms = formFields(domain.mail_domains[0] ?? 'example.co.jp');
  const result: Binding[] = [];
  for (const user of await victimUsers(actor)) {
    const linked = await server.db.query<{ department_id: number }>(
      `select cd.department_id from clerk_departments cd join departments d on d.id = cd.department_id
        where cd.user_id = $1 and d.corporation_id = any($2::int[]) order by cd.department_id limit 1`,
      [user.id, actor.administers],
    );
    // The caller's own department passes the department check of the clerk and member calls, so it is tried for
    // everyone; the victim's own department as well for someone the caller's corporation shares.
    const ownDepartment = linked[0]?.department_id ?? own[0].id;
    const shared = actor.administers.includes(user.corporation_id) || linked.length > 0
      || (await server.db.query('select 1 from admin_corporations where user_id = $1 and corporation_id = any($2::int[])', [user.id, actor.administers])).length > 0;
    const departments = [...new Set([shared ? user.department_id : null, ownDepartment].filter((d): d is number => d !== null))];
    for (const department of departments) {
      result.push({
        label: `user ${user.login_id} / department ${department}`,
        fields: {
          ...forms, userId: String(user.id), id: String(user.id), userIds: [String(user.id)], billingId: String(department), organizationId: String(department),
          sOrganizationId: String(department), lastUpdated: formatLastUpdated(user.last_updated), userid: user.login_id, loginId: user.login_id,
        },
      });
    }
  }
  const departments = await server.db.query<{ id: number; last_updated: Date }>(
    'select id, last_updated from departments where corporation_id <> all($1::int[]) and not delete_flg order by id limit 2',
    [actor.administers],
  );
  for (const d of departments) {
    const id = String(d.id);
    result.push({ label: `department ${id}`, fields: { ...forms, billingId: id, id, billingIds: [id], organizationId: id, sOrganizationId: [id], lastUpdated: formatLastUpdated(d.last_updated) } });
    // A transfer of the caller's own department's members into the other corporation's department, and of its members into the caller's.
    result.push({ label: `department ${id} as a transfer's destination`, fields: { ...forms, fromBillingId: String(own[0].id), toBillingId: id } });
    result.push({ label: `department ${id} as a transfer's source`, fields: { ...forms, fromBillingId: id, toBillingId: String(own[0].id) } });
  }
  const corporations = await server.db.query<{ id: number; last_updated: Date; trinity_code: string }>(
    'select id, last_updated, trinity_code from corporations where id <> all($1::int[]) order by id',
    [actor.administers],
  );
  for (const c of corporations) {
    const id = String(c.id);
    result.push({ label: `corporation ${id}`, fields: { ...forms, corporationId: id, id, selectedOrganizationId: id, trinityCode: c.trinity_code, lastUpdated: formatLastUpdated(c.last_updated) } });
  }
  const applications = await server.db.query<{ id: number; last_updated: Date }>(
    // One waiting application of each division (department registration, fee charge division, destination change).
    'select distinct on (division) id, last_updated from applications where corporation_id <> all($1::int[]) and status = 1 order by division, id',
    [actor.administers],
  );
  for (const a of applications) {
    result.push({ label: `application ${a.id}`, fields: { ...forms, applicationId: String(a.id), id: String(a.id), lastUpdated: formatLastUpdated(a.last_updated) } });
  }
  // The other corporation's invoice destinations (payment settings): by number, with its departments to move.
  const destinations = await server.db.query<{ charge_branch_no: string; department_id: number | null }>(
    `select k.charge_branch_no, (select d.id from departments d where d.corporation_id = k.corporation_id and not d.delete_flg order by d.id limit 1) as department_id
       from charge_clients k where k.corporation_id <> all($1::int[]) order by k.id`,
    [actor.administers],
  );
  for (const k of destinations) {
    const department = String(k.department_id);
    result.push({ label: `destination ${k.charge_branch_no}`, fields: {
      ...forms, chargeBranchNo: k.charge_branch_no, organizationIds: [department], billingId: department, division: 1, newDestination: false,
    } });
  }
  const jobs = await server.db.query<{ id: number; start_date: string | Date; upload_division: number; department_id: number | null }>(
    `select id, start_date, upload_division, department_id from upload_jobs where corporation_id <> all($1::int[]) and status = 'queued' order by id`,
    [actor.administers],
  );
  for (const j of jobs) {
    const startDate = typeof j.start_date === 'string' ? j.start_date.replaceAll('-', '/') : formatDate(j.start_date);
    result.push({ label: `upload ${j.id}`, fields: { ...forms, transferHistoryId: String(j.id), id: String(j.id), startDate, division: j.upload_division, organizationId: j.department_id } });
  }
  // Future reservations of members outside the actor's corporations (the administrator's cancel).
  const reservations = await server.db.query<{ id: number; last_updated: Date }>(
    'select id, last_updated from reservations where corporation_id <> all($1::int[]) and not cancel_flg and start_date > now() order by id limit 2',
    [actor.administers],
  );
  for (const r of reservations) {
    result.push({ label: `reservation ${r.id}`, fields: { ...forms, reservationId: String(r.id), id: String(r.id), lastUpdated: formatLastUpdated(r.last_updated) } });
  }
  const files = await server.db.query<{ id: string }>('select id from download_files where corporation_id <> all($1::int[]) order by created_at limit 1', [actor.administers]);
  for (const f of files) result.push({ label: `file ${f.id}`, fields: { ...forms, downloadFileId: f.id, id: f.id } });
  expect(result.map((b) => b.label.split(' ')[0])).toEqual(expect.arrayContaining(['user', 'department', 'corporation', 'application', 'upload', 'file', 'reservation', 'destination']));
  return result;
}

/** Well-formed values for every form field a write call reads, so that only a refusal can stop the write. */
function formFields(domain: string): Record<string, unknown> {
  return {
    userLastName: '乗取', userFirstName: '次郎', userLastNameKana: 'ノットリ', userFirstNameKana: 'ジロウ', userCode: 'T-1',
    mailAddress: `takeover@${domain}`, mail: `takeover@${domain}`, tenantRemakes: '乗取',
    password: 'Takeover2026pw', confirm: 'Takeover20261', confirmationCode: 'Takeover20261', newConfirmationCode: 'Takeover20261',
    passwordNoticeTiming: 0, division: 'update', operation: 'passwordReset', delegateDivision: 1, flexContractInformationId: '1',
    billingName: '乗取部署', autoApprovalFlg: true, registrationFeeChargeFlg: true, serviceUsageAlertChoiceFlg: true,
    applyDate: formatDate(new Date(Date.now() + 3 * DAY_MS)),
    limitAmount: '1000', limitAmountAlertChoiceFlg: true, limitFullAmountAlertChoiceFlg: true, limitAmountForUser: '500',
    limitAmountForUserAlertChoiceFlg: true, limitFullAmountForUserAlertDivision: 'STOP',
    confirmationCodeRequired: false, confirmationCodeMinLength: 10, permittedMailDomains: domain, autoApprovalSetting: 1,
    contractStartDate: '2020/01/01', contractEndDate: '', keyword: '乗取', key: 'k', value: 'v', itemType: 'news', encoding: 'utf8',
    includDeletedFlg: 'true',
    reason: 1, paymentMethod: 2,
    destination: { clientName: '乗取商事', postalCode: '100-0001', address: '東京都千代田区千代田１番１号', residence: '', personDepartment: '経理部', personName: '乗取 次郎', mailAddress: `takeover@${domain}` },
    bankAccount: { bankCode: '0001', bankName: 'のっとり銀行', branchCode: '001', branchName: '本店', accountType: 1, accountNumber: '1234567', accountHolder: 'ノットリジロウ' },
  };
}

let sent = 0;

/** Each request gets an address of its own: one taken by an earlier request would be refused (400) for that alone. */
function withFreshMail(fields: Record<string, unknown>): Record<string, unknown> {
  sent += 1;
  const mail = String(fields.mailAddress).replace(/^[^@]*/, `takeover${sent}`);
  return { ...fields, mailAddress: mail, mail };
}

async function send(caller: TestCaller, call: CallDef, given: Record<string, unknown>) {
  const fields = withFreshMail(given);
  const { path, used } = fillPath(call.path, Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? 'x'])));
  const rest = Object.fromEntries(Object.entries(fields).filter(([k]) => !used.has(k)));
  if (call.method === 'GET' || call.method === 'DELETE') {
    const query = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)]));
    return caller.call(call.method, `${call.base}${path}?${query}`);
  }
  return caller.call(call.method, `${call.base}${path}`, rest);
}

/** Upload files that name the other corporation's departments and members, or change or drop a shared person. */
async function uploadAttacks(caller: TestCaller, actor: Actor, victims: Binding[]) {
  const own = actor.administers[0];
  const cells = (kind: UploadKindName, values: Record<string, string>) => uploadKind(kind).columns.map((c) => values[c.key] ?? '');
  const [foreignDepartment] = await server.db.query<{ id: number; corporation_id: number }>(
    'select id, corporation_id from departments where corporation_id <> all($1::int[]) and not delete_flg order by id limit 1', [actor.administers]);
  const [{ mail_domains: domains }] = await server.db.query<{ mail_domains: string[] }>('select mail_domains from corporations where id = $1', [own]);
  const domain = domains[0] ?? 'example.co.jp';
  const template = await caller.get<string>('/api/transfer/registrationTenantManagers');
  expect(template.status).toBe(200);
  const { parse } = await import('csv-parse/sync');
  const rows = (parse(template.body.replace(/^\uFEFF/, '')) as string[][]).slice(1);
  const sharedRow = rows.find((r) => r[1] === 'admin01');
  expect(sharedRow, 'admin01 is among the responsible persons of each corporation').toBeDefined();
  const files: [Record<string, string | number | boolean>, string][] = [
    [{ corporationId: foreignDepartment.corporation_id, uploadDivision: 4 }, csvText('department-names', [cells('department-names', { billingId: String(foreignDepartment.id), billingName: '乗取部署' })])],
    [{ corporationId: own, uploadDivision: 4 }, csvText('department-names', [cells('department-names', { billingId: String(foreignDepartment.id), billingName: '乗取部署' })])],
    [{ corporationId: own, uploadDivision: 5 }, csvText('department-order', [cells('department-order', { billingId: String(foreignDepartment.id), displayOrder: '1' })])],
    [{ corporationId: own, uploadDivision: 11 }, csvText('department-delete', [cells('department-delete', { billingId: String(foreignDepartment.id) })])],
    [{ corporationId: own, uploadDivision: 3, deleteExisting: true }, csvText('clerks', rows.map((r) => (r === sharedRow ? [...r.slice(0, 6), `takeover.bulk@${domain}`, ...r.slice(7)] : r)))],
    [{ corporationId: own, uploadDivision: 3, deleteExisting: true }, csvText('clerks', rows.map((r) => (r === sharedRow ? [...r.slice(0, 8), 'Takeover20261', ...r.slice(9)] : r)))],
    [{ corporationId: own, uploadDivision: 3 }, csvText('clerks', [sharedRow as string[]])],
  ];
  for (const victim of victims.filter((b) => b.label.startsWith('user '))) {
    const userId = String(victim.fields.userId);
    files.push([{ corporationId: own, uploadDivision: 8 }, csvText('members', [cells('members', { action: 'Reset', userId })])]);
    files.push([{ corporationId: own, uploadDivision: 8 }, csvText('members', [cells('members', {
      action: 'Edit', userId, organizationName: '総務部', userLastName: '乗取', userFirstName: '次郎', userLastNameKana: 'ノットリ', userFirstNameKana: 'ジロウ',
      mailAddress: `takeover.member@${domain}`,
    })])]);
  }
  const answers = [];
  for (const [query, text] of files) answers.push(await upload(caller, query, utf8Bom(text)));
  // Uploads apply in the background: what they would change has landed (or not) once the runner is idle.
  await server.uploads.idle();
  return answers;
}

/**
 * Everything outside the actor's corporations, and the shared people's accounts, as queries: each part's rows are
 * the state compared before and after every call.
 */
async function outsideParts(actor: Actor, mailsAfter: number): Promise<[string, string, unknown[]][]> {
  const ids = (await server.db.query<{ id: number }>(`select u.id from users u where ${VICTIM}`, [actor.administers])).map((r) => r.id);
  const params = [actor.administers, ids];
  const q = (name: string, sql: string): [string, string, unknown[]] => [name, sql, params];
  return [
    // Sign-in failure counts move for any login id anyone tries (issue 9 section 3); they are not a tenant's write.
    q('users', `select to_jsonb(u) - 'last_updated' - 'failed_login_count' - 'last_failed_login_at' - 'locked_at' - 'member_search_text' as row
                      from users u where u.id = any($2::int[]) and $1::int[] is not null order by u.id`),
    q('links', 'select user_id, corporation_id from admin_corporations where user_id = any($2::int[]) and corporation_id <> all($1::int[]) order by 1, 2'),
    q('clerkDepartments', `select cd.user_id, cd.department_id from clerk_departments cd join departments d on d.id = cd.department_id
                                where d.corporation_id <> all($1::int[]) and $2::int[] is not null order by 1, 2`),
    q('corporations', 'select to_jsonb(c) as row from corporations c where c.id <> all($1::int[]) and $2::int[] is not null order by c.id'),
    q('departments', 'select to_jsonb(d) as row from departments d where d.corporation_id <> all($1::int[]) and $2::int[] is not null order by d.id'),
    q('sessions', 'select token_hash, user_id, selected_corporation_id, expires_at from sessions where user_id = any($2::int[]) and $1::int[] is not null order by 1'),
    q('applications', 'select to_jsonb(x) as row from applications x where x.corporation_id <> all($1::int[]) and $2::int[] is not null order by x.id'),
    q('destinations', 'select to_jsonb(k) as row from charge_clients k where k.corporation_id <> all($1::int[]) and $2::int[] is not null order by k.id'),
    q('uploads', `select to_jsonb(j) - 'file_data' - 'completion_csv' as row from upload_jobs j where j.corporation_id <> all($1::int[]) and $2::int[] is not null order by j.id`),
    q('files', 'select id, user_id, status, expires_at from download_files where corporation_id <> all($1::int[]) and $2::int[] is not null order by id'),
    q('flexContracts', 'select to_jsonb(f) as row from flex_contracts f where f.corporation_id <> all($1::int[]) and $2::int[] is not null order by f.id'),
    q('flexUsers', 'select to_jsonb(f) as row from flex_users f where f.user_id = any($2::int[]) and $1::int[] is not null order by f.id'),
    q('reservations', 'select id, cancel_flg, cancel_reason from reservations r where r.corporation_id <> all($1::int[]) or r.user_id = any($2::int[]) order by id'),
    q('newsRead', 'select user_id, item_type, key, value from news_read where user_id = any($2::int[]) and $1::int[] is not null order by 1, 2, 3'),
    q('history', 'select id from keyword_search_history where user_id = any($2::int[]) or corporation_id <> all($1::int[]) order by id'),
    q('alerts', 'select id from limit_amount_alerts where corporation_id <> all($1::int[]) and $2::int[] is not null order by id'),
    // Mail to a victim, or naming one (a temporary password mailed elsewhere), would be a write that landed; mail is
    // only ever added, so the mail written since the start is what counts.
    ['mails', `select m.id, m.recipient from mail_outbox m where m.id > $1 and exists (select 1 from users u where u.id = any($2::int[])
                      and (lower(m.recipient) = lower(u.mail_address)
                           -- (the word match only where the text is there at all: a pattern compiled for each mail and victim was most of this file's time)
                           or (strpos(m.body, u.login_id) > 0 and m.body ~ ('\\m' || u.login_id || '\\M')))) order by m.id`, [mailsAfter, ids]],
  ];
}

/** The rows of every part, for a readable difference. */
async function outside(actor: Actor, mailsAfter: number): Promise<Record<string, Row[]>> {
  const state: Record<string, Row[]> = {};
  for (const [name, sql, params] of await outsideParts(actor, mailsAfter)) state[name] = await server.db.query(sql, params);
  return state;
}

/**
 * The same state as one digest per part, made by the database: the rows of ~90 snapshots carried to the test and
 * compared there took half of this file's time. A digest that differs is looked at through outside().
 */
async function outsideDigest(actor: Actor, mailsAfter: number): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  for (const [name, sql, params] of await outsideParts(actor, mailsAfter)) {
    const [row] = await server.db.query<{ digest: string }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from (${sql}) t`, params);
    digest[name] = row.digest;
  }
  return digest;
}

/** The links of victims to the actor's own corporations, which the actor may remove (unlinking changes no account). */
async function ownLinks(actor: Actor) {
  return {
    admins: await server.db.query<{ user_id: number; corporation_id: number }>(
      'select user_id, corporation_id from admin_corporations where corporation_id = any($1::int[])', [actor.administers]),
    clerks: await server.db.query<{ user_id: number; department_id: number }>(
      'select cd.user_id, cd.department_id from clerk_departments cd join departments d on d.id = cd.department_id where d.corporation_id = any($1::int[])',
      [actor.administers]),
  };
}

async function restoreLinks(links: Awaited<ReturnType<typeof ownLinks>>): Promise<void> {
  for (const l of links.admins) await server.db.query('insert into admin_corporations (user_id, corporation_id) values ($1, $2) on conflict do nothing', [l.user_id, l.corporation_id]);
  for (const l of links.clerks) await server.db.query('insert into clerk_departments (user_id, department_id) values ($1, $2) on conflict do nothing', [l.user_id, l.department_id]);
}

describe('tenant isolation', () => {
  it('lists every write call of the contract', () => {
    expect(writeCalls().map((c) => c.id).sort()).toEqual([...KNOWN_WRITE_CALLS].sort());
  });

  it('sees in the digest of the state outside a change to any part of it', async () => {
    const actor = ACTORS[0];
    const before = await outsideDigest(actor, 0);
    const [department] = await server.db.query<{ id: number; billing_name: string }>(
      'select id, billing_name from departments where corporation_id <> all($1::int[]) order by id limit 1', [actor.administers]);
    await server.db.query('update departments set billing_name = $2 where id = $1', [department.id, `${department.billing_name}x`]);
    const after = await outsideDigest(actor, 0);
    await server.db.query('update departments set billing_name = $2 where id = $1', [department.id, department.billing_name]);
    expect(Object.keys(after).filter((part) => after[part] !== before[part])).toEqual(['departments']);
    expect(await outsideDigest(actor, 0)).toEqual(before);
  });

  for (const actor of ACTORS) {
    it(`${actor.loginId} (responsible person of corporation ${actor.administers.join(', ')} only) lands no write outside it`, async () => {
      const caller = await signInWithCookies(server.baseUrl, actor.loginId);
      // Also sets the victims' flags that make a reissue possible, before the state is taken.
      let victims = await bindings(actor);
      const links = await ownLinks(actor);
      const [{ last }] = await server.db.query<{ last: number }>('select coalesce(max(id), 0)::int as last from mail_outbox');
      const before = await outside(actor, last);
      const beforeDigest = await outsideDigest(actor, last);
      const calls = [...writeCalls()].sort((x, y) => Number(SESSION_ENDING.has(x.id)) - Number(SESSION_ENDING.has(y.id)));
      const tried = new Set<string>();
      const landed: string[] = [];
      for (const call of calls) {
        const answers = call.id === 'uploads.upload'
          ? await uploadAttacks(caller, actor, victims)
          : await Promise.all(victims.map(async (b) => ({ ...(await send(caller, call, b.fields)), label: b.label })));
        for (const answer of answers) {
          // A session call that answered 401 would prove nothing: the session must still be good until the logouts.
          if (call.access !== 'public' && call.access !== 'twoFactor' && !SESSION_ENDING.has(call.id)) {
            expect(answer.status, `${call.id}: ${JSON.stringify(answer.body)}`).not.toBe(401);
          }
          expect(answer.status, `${call.id}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
          if (answer.status < 300) landed.push(`${call.id} ${'label' in answer ? String(answer.label) : ''}`);
        }
        tried.add(call.id);
        // Whatever answered 2xx (an allowed unlink, the caller's own corporation) may have moved a lastUpdated the
        // next call needs, and a stale one would be refused (409) for that reason alone: read the ids afresh.
        if (answers.some((answer) => answer.status < 300)) victims = await bindings(actor);
        await restoreLinks(links);
        const changed = JSON.stringify(await outsideDigest(actor, last)) !== JSON.stringify(beforeDigest);
        if (changed) expect(await outside(actor, last), `after ${call.id} (2xx answers: ${landed.filter((l) => l.startsWith(call.id)).join('; ')})`).toEqual(before);
      }
      expect([...tried].sort()).toEqual([...KNOWN_WRITE_CALLS].sort());
    }, 600_000);
  }
});
