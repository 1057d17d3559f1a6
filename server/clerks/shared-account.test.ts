// The cross-tenant rule (issue 9, server/clerks/account-reach.ts): a responsible person may change the names, mail,
// confirmation code or password of an account only when they administer every corporation it reaches. admin01 (of
// corporation 1, also administering 2) is listed among corporation 2's responsible persons; admin02 (of 2) and
// admin03 (of 1 only) must not be able to change them, on any path, and admin01 still changes who they fully
// administer. One's own confirmation code is changed only from the account menu, which asks for the current code.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/api/error';
import type { UploadRejectedBody, UploadResponse } from '../../core/uploads/calls';
import type { ClerkDetail } from '../../core/clerks/domain';
import type { MemberDetail } from '../../core/users/domain';
import { t } from '../../core/i18n';
import type { Row } from '../db/database';
import { csvText, settled, upload as send, utf8Bom } from '../uploads/test-support';
import { DEMO_CODE, DEMO_PASSWORD, signInWithBearer, signInWithCookies, startTestServer, TestCaller, type CallResult, type TestServer } from '../../tests/support/server';

/** An upload followed until its background apply has ended (the answer then tells applied or failed). */
const upload = async <T = unknown>(...args: Parameters<typeof send>): Promise<CallResult<T>> => settled(server, await send<T>(...args));

let server: TestServer;
let admin01: TestCaller;
let admin01InCorp2: TestCaller;
let admin02: TestCaller;
let admin03: TestCaller;

const ADMIN01 = 1;
const ADMIN02 = 6;
const ADMIN03 = 7;
const CLERK21 = 13;
const SHARED = t('clerks.refuse.sharedAccount');

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  admin01 = await signInWithCookies(server.baseUrl, 'admin01');
  admin01InCorp2 = await signInWithBearer(server.baseUrl, 'admin01');
  expect((await admin01InCorp2.put('/api/users/tenant/selectedOrganization', { selectedOrganizationId: 2 })).status).toBe(200);
  admin02 = await signInWithCookies(server.baseUrl, 'admin02');
  admin03 = await signInWithCookies(server.baseUrl, 'admin03');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

interface AccountState extends Row {
  login_id: string;
  role_type: number | null;
  user_last_name: string;
  mail_address: string | null;
  password_hash: string;
  confirmation_code_hash: string | null;
  need_to_change_code: boolean;
  password_reset_flg: number;
  delete_flg: boolean;
  last_updated: Date;
  links: number[];
  departments: number[];
  sessions: number;
}

async function account(userId: number): Promise<AccountState> {
  const [row] = await server.db.query<AccountState>(
    `select login_id, role_type, user_last_name, mail_address, password_hash, confirmation_code_hash, need_to_change_code,
            password_reset_flg, delete_flg, last_updated,
            array(select corporation_id from admin_corporations where user_id = u.id order by corporation_id) as links,
            array(select department_id from clerk_departments where user_id = u.id order by department_id) as departments,
            (select count(*)::int from sessions where user_id = u.id) as sessions
       from users u where id = $1`,
    [userId],
  );
  return row;
}

async function outboxCount(): Promise<number> {
  const [row] = await server.db.query<{ count: number }>('select count(*)::int as count from mail_outbox');
  return row.count;
}

async function corpDomain(corporationId: number): Promise<string> {
  const [row] = await server.db.query<{ mail_domains: string[] }>('select mail_domains from corporations where id = $1', [corporationId]);
  return row.mail_domains[0];
}

async function clerkDetail(caller: TestCaller, kind: 'Corp' | 'Billing', userId: number, billingId?: number): Promise<ClerkDetail> {
  const query = billingId === undefined ? `id=${userId}` : `id=${userId}&billingId=${billingId}`;
  const result = await caller.get<ClerkDetail>(`/api/users/tenant/clerkOf${kind}/detail?${query}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

/**
 * An upload the validation refuses (the dry run and the upload say it first, issue 28): 400, the reason at its row,
 * nothing stored.
 */
function expectRefused(result: CallResult<unknown>, message: string): void {
  expect(result.status, JSON.stringify(result.body).slice(0, 500)).toBe(400);
  const problems = (result.body as UploadRejectedBody).validation.problems;
  expect(problems.map((p) => p.message)).toContain(message);
}

function expectShared(result: { status: number; body: unknown }, what: string): void {
  expect(result.status, `${what}: ${JSON.stringify(result.body)}`).toBe(403);
  expect(result.body).toMatchObject({ code: ErrorCode.PERMISSION, message: SHARED });
}

/** Every change call of the clerk screens with a well-formed body, for one clerk as the caller sees them. */
async function clerkChanges(kind: 'Corp' | 'Billing', detail: ClerkDetail, billingId: number | undefined, mail: string) {
  const common = { userId: detail.userId, lastUpdated: detail.lastUpdated, ...(billingId === undefined ? {} : { billingId }) };
  const form = {
    ...common,
    userLastName: '乗取',
    userFirstName: detail.userFirstName,
    userLastNameKana: 'ノットリ',
    userFirstNameKana: detail.userFirstNameKana,
    mailAddress: mail,
  };
  return [
    [`/api/users/tenant/clerkOf${kind}/update/confirm`, form],
    [`/api/users/tenant/clerkOf${kind}/update`, form],
    [`/api/users/tenant/clerkOf${kind}/confirmationCode`, { ...common, newConfirmationCode: 'Takeover20261', confirm: 'Takeover20261' }],
    [`/api/users/tenant/clerkOf${kind}/mailsend`, common],
  ] as const;
}

describe('a responsible person shared with another corporation', () => {
  it('admin02 sees admin01 read-only, with the reason', async () => {
    const detail = await clerkDetail(admin02, 'Corp', ADMIN01);
    expect(detail).toMatchObject({ sharedWithOtherCorporation: true, editRefusal: SHARED, deleteRefusal: null });
    const own = await clerkDetail(admin01InCorp2, 'Corp', ADMIN02);
    expect(own).toMatchObject({ sharedWithOtherCorporation: false, editRefusal: null });
  });

  it('admin02 cannot change admin01\'s mail, code or password (403, nothing changes), so POST /lost cannot be redirected', async () => {
    await server.db.query('update users set password_reset_flg = 1 where id = $1', [ADMIN01]);
    const before = await account(ADMIN01);
    const mails = await outboxCount();
    const attacker = `attacker@${await corpDomain(2)}`;
    const detail = await clerkDetail(admin02, 'Corp', ADMIN01);
    for (const [path, body] of await clerkChanges('Corp', detail, undefined, attacker)) expectShared(await admin02.patch(path, body), path);
    expect(await account(ADMIN01)).toEqual(before);
    expect(await outboxCount()).toBe(mails);

    // The step the attack took next: a password lost request for admin01 with the attacker's address.
    await new TestCaller(server.baseUrl).post('/api/lost', { loginId: 'admin01', mailAddress: attacker });
    const after = await account(ADMIN01);
    expect(after.password_hash).toBe(before.password_hash);
    expect(after.mail_address).toBe(before.mail_address);
    expect(await server.db.query('select 1 from mail_outbox where recipient = $1', [attacker])).toEqual([]);
    await server.db.query('update users set password_reset_flg = 0 where id = $1', [ADMIN01]);
  });

  it('admin02 may still remove admin01 from corporation 2 only: the link goes, the account stays as it was', async () => {
    const corp2Admin = await signInWithCookies(server.baseUrl, 'admin02');
    const detail = await clerkDetail(corp2Admin, 'Corp', ADMIN01);
    const before = await account(ADMIN01);
    const confirm = await corp2Admin.patch('/api/users/tenant/clerkOfCorp/delete/confirm', { userId: detail.userId });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const removed = await corp2Admin.patch('/api/users/tenant/clerkOfCorp/delete', { userId: detail.userId, lastUpdated: detail.lastUpdated });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const after = await account(ADMIN01);
    expect(after.links).toEqual([]);
    expect({ ...after, links: before.links, last_updated: before.last_updated }).toEqual(before);
    // Put the link back for the other tests; admin01 again administers 2.
    await server.db.query('insert into admin_corporations (user_id, corporation_id) values ($1, 2)', [ADMIN01]);
  });

  it('admin03 (corporation 1 only) cannot change or delete admin01, whom corporation 2 shares', async () => {
    const detail = await clerkDetail(admin03, 'Corp', ADMIN01);
    expect(detail).toMatchObject({ sharedWithOtherCorporation: true, editRefusal: SHARED, deleteRefusal: SHARED });
    const before = await account(ADMIN01);
    for (const [path, body] of await clerkChanges('Corp', detail, undefined, `x.admin01@${await corpDomain(1)}`)) expectShared(await admin03.patch(path, body), path);
    expectShared(await admin03.patch('/api/users/tenant/clerkOfCorp/delete/confirm', { userId: detail.userId }), 'delete/confirm');
    expectShared(await admin03.patch('/api/users/tenant/clerkOfCorp/delete', { userId: detail.userId, lastUpdated: detail.lastUpdated }), 'delete');
    expect(await account(ADMIN01)).toEqual(before);
  });

  it('admin01 changes the people it administers fully: admin02 in corporation 2, admin03 in corporation 1', async () => {
    const onAdmin02 = await clerkDetail(admin01InCorp2, 'Corp', ADMIN02);
    const renamed = await admin01InCorp2.patch<{ clerk: ClerkDetail }>('/api/users/tenant/clerkOfCorp/update', {
      userId: onAdmin02.userId, lastUpdated: onAdmin02.lastUpdated, userLastName: '高橋', userFirstName: onAdmin02.userFirstName,
      userLastNameKana: 'タカハシ', userFirstNameKana: onAdmin02.userFirstNameKana, mailAddress: onAdmin02.mailAddress ?? '',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await account(ADMIN02)).user_last_name).toBe('高橋');

    const onAdmin03 = await clerkDetail(admin01, 'Corp', ADMIN03);
    const before = await account(ADMIN03);
    const code = await admin01.patch('/api/users/tenant/clerkOfCorp/confirmationCode', {
      userId: onAdmin03.userId, lastUpdated: onAdmin03.lastUpdated, newConfirmationCode: 'Fresh2026Code', confirm: 'Fresh2026Code',
    });
    expect(code.status, JSON.stringify(code.body)).toBe(200);
    const after = await account(ADMIN03);
    expect(after.confirmation_code_hash).not.toBe(before.confirmation_code_hash);
    expect(after.need_to_change_code).toBe(true);
  });
});

describe('a department clerk shared with another corporation', () => {
  it('admin02 cannot change clerk21 once clerk21 also looks after a department of corporation 1; admin01 can', async () => {
    await server.db.query('insert into clerk_departments (user_id, department_id) values ($1, 5)', [CLERK21]);
    const [billing] = (await account(CLERK21)).departments.filter((d) => d !== 5);
    const detail = await clerkDetail(admin02, 'Billing', CLERK21, billing);
    expect(detail).toMatchObject({ sharedWithOtherCorporation: true, editRefusal: SHARED });
    await server.db.query('update users set password_reset_flg = 1 where id = $1', [CLERK21]);
    const before = await account(CLERK21);
    const mails = await outboxCount();
    for (const [path, body] of await clerkChanges('Billing', detail, billing, `attacker2@${await corpDomain(2)}`)) {
      expectShared(await admin02.patch(path, body), path);
    }
    expect(await account(CLERK21)).toEqual(before);
    expect(await outboxCount()).toBe(mails);

    const asAdmin01 = await clerkDetail(admin01InCorp2, 'Billing', CLERK21, billing);
    expect(asAdmin01.sharedWithOtherCorporation).toBe(false);
    const sent = await admin01InCorp2.patch('/api/users/tenant/clerkOfBilling/mailsend', { userId: asAdmin01.userId, lastUpdated: asAdmin01.lastUpdated, billingId: billing });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await outboxCount()).toBe(mails + 1);
    await server.db.query('delete from clerk_departments where user_id = $1 and department_id = 5', [CLERK21]);
  });
});

describe('a member whose account reaches another corporation', () => {
  async function sharedMember(): Promise<number> {
    const [row] = await server.db.query<{ id: number }>(
      `select id from users where corporation_id = 2 and role_type is null and not delete_flg and approval_division = 2 and not service_usage
          and mail_address is not null and department_id is not null order by id limit 1`,
    );
    await server.db.query('insert into clerk_departments (user_id, department_id) values ($1, 5) on conflict do nothing', [row.id]);
    await server.db.query('update users set password_reset_flg = 1 where id = $1', [row.id]);
    return row.id;
  }

  it('admin02 sees it read-only and every member write is refused (403), including the bulk upload; admin01 may change it', async () => {
    const userId = await sharedMember();
    const detail = await admin02.get<MemberDetail>(`/api/users/tenant/detail?id=${userId}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ editRefusal: SHARED, allowedOperations: [] });
    const stamp = detail.body.lastUpdated;
    const before = await account(userId);
    const mails = await outboxCount();
    const form = {
      division: 'update', userId, lastUpdated: stamp, sOrganizationId: detail.body.sOrganizationId, userLastName: '乗取', userFirstName: detail.body.userFirstName,
      userLastNameKana: 'ノットリ', userFirstNameKana: detail.body.userFirstNameKana, mailAddress: `attacker3@${await corpDomain(2)}`,
    };
    const calls: [string, string, unknown][] = [
      ['PATCH', '/api/users/tenant/update/check', form],
      ['PATCH', '/api/users/tenant/update', form],
      ['PATCH', '/api/users/tenant/operation/check', { userId, operation: 'passwordReset' }],
      ['PATCH', '/api/users/tenant/passwordReset', { userId, lastUpdated: stamp }],
      ['PATCH', '/api/users/tenant/stop', { userId, lastUpdated: stamp }],
      ['PATCH', '/api/users/tenant/deleteConf', { userIds: [userId] }],
      ['PATCH', `/api/users/tenant/delete?id=${userId}&lastUpdated=${encodeURIComponent(stamp)}`, {}],
    ];
    for (const [method, path, body] of calls) expectShared(await admin02.call(method, path, body), path);
    const row = [
      'Edit', String(userId), detail.body.organizationName, '乗取', detail.body.userFirstName, 'ノットリ', detail.body.userFirstNameKana, '', `attacker4@${await corpDomain(2)}`, '', '',
    ];
    const dryRun = await upload<UploadResponse>(admin02, { corporationId: 2, uploadDivision: 8, dryRun: true }, utf8Bom(csvText('members', [row])));
    expect(dryRun.body.problems.map((p) => p.message)).toEqual([SHARED]);
    expectRefused(await upload(admin02, { corporationId: 2, uploadDivision: 8 }, utf8Bom(csvText('members', [row]))), SHARED);
    expectRefused(await upload(admin02, { corporationId: 2, uploadDivision: 8 }, utf8Bom(csvText('members', [['Reset', String(userId), '', '', '', '', '', '', '', '', '']]))), SHARED);
    expect(await account(userId)).toEqual(before);
    expect(await outboxCount()).toBe(mails);

    const fully = await admin01InCorp2.get<MemberDetail>(`/api/users/tenant/detail?id=${userId}`);
    expect(fully.body.editRefusal).toBeNull();
    const reissued = await admin01InCorp2.patch('/api/users/tenant/passwordReset', { userId, lastUpdated: fully.body.lastUpdated });
    expect(reissued.status, JSON.stringify(reissued.body)).toBe(200);
    expect((await account(userId)).password_hash).not.toBe(before.password_hash);
  });
});

describe('the bulk clerk upload', () => {
  async function template(caller: TestCaller): Promise<string[][]> {
    const download = await caller.get<string>('/api/transfer/registrationTenantManagers');
    expect(download.status).toBe(200);
    return (parse(download.body.replace(/^\uFEFF/, '')) as string[][]).slice(1);
  }

  it('admin02 with the delete option cannot change admin01 through a kept row; the row as downloaded passes', async () => {
    const rows = await template(admin02);
    const index = rows.findIndex((r) => r[1] === 'admin01');
    expect(index).toBeGreaterThanOrEqual(0);
    const before = await account(ADMIN01);
    const attacker = `attacker5@${await corpDomain(2)}`;
    const changedMail = rows.map((r, i) => (i === index ? [...r.slice(0, 6), attacker, ...r.slice(7)] : r));
    expectRefused(await upload(admin02, { corporationId: 2, uploadDivision: 3, deleteExisting: true }, utf8Bom(csvText('clerks', changedMail))), SHARED);
    const withCode = rows.map((r, i) => (i === index ? [...r.slice(0, 8), 'Takeover20261', ...r.slice(9)] : r));
    expectRefused(await upload(admin02, { corporationId: 2, uploadDivision: 3, deleteExisting: true }, utf8Bom(csvText('clerks', withCode))), SHARED);
    // Without the option a row naming admin01 is a registration, refused since the login id is taken.
    const asNew = await upload<UploadResponse>(admin02, { corporationId: 2, uploadDivision: 3, dryRun: true }, utf8Bom(csvText('clerks', [changedMail[index]])));
    expect(asNew.body.valid).toBe(false);
    expect(await account(ADMIN01)).toEqual(before);

    const same = await upload<UploadResponse>(admin02, { corporationId: 2, uploadDivision: 3, deleteExisting: true }, utf8Bom(csvText('clerks', rows)));
    expect(same.body.status, JSON.stringify(same.body)).toBe('applied');
    expect(await account(ADMIN01)).toEqual(before);
  });

  it('admin03 with the delete option cannot delete admin01 by leaving them out', async () => {
    const rows = (await template(admin03)).filter((r) => r[1] !== 'admin01');
    const before = await account(ADMIN01);
    // The file as a whole (row 1): admin01 would have to be removed.
    expectRefused(await upload(admin03, { corporationId: 1, uploadDivision: 3, deleteExisting: true }, utf8Bom(csvText('clerks', rows))), t('csv.error.removalShared', { loginId: 'admin01' }));
    expect(await account(ADMIN01)).toEqual(before);
  });

  it('the uploader\'s own code is not changed by a kept row (the account menu asks for the current code)', async () => {
    const rows = await template(admin01);
    const index = rows.findIndex((r) => r[1] === 'admin01');
    const before = await account(ADMIN01);
    const withCode = rows.map((r, i) => (i === index ? [...r.slice(0, 8), 'SelfCode20261', ...r.slice(9)] : r));
    expectRefused(await upload(admin01, { corporationId: 1, uploadDivision: 3, deleteExisting: true }, utf8Bom(csvText('clerks', withCode))), t('clerks.refuse.ownCode'));
    expect(await account(ADMIN01)).toEqual(before);
  });
});

describe('one\'s own confirmation code', () => {
  it('is refused on the clerk screens\' code calls (403, pointing to the account menu) and changed there with the current code', async () => {
    const self = await clerkDetail(admin01, 'Corp', ADMIN01);
    const before = await account(ADMIN01);
    const corp = await admin01.patch('/api/users/tenant/clerkOfCorp/confirmationCode', {
      userId: self.userId, lastUpdated: self.lastUpdated, newConfirmationCode: 'Stolen2026Code', confirm: 'Stolen2026Code',
    });
    expect(corp.status).toBe(403);
    expect(corp.body).toMatchObject({ code: ErrorCode.PERMISSION, message: t('clerks.refuse.ownCode') });

    const clerk01 = await signInWithCookies(server.baseUrl, 'clerk01');
    const clerkSelf = await clerkDetail(clerk01, 'Billing', 2, 5);
    const clerkBefore = await account(2);
    const billing = await clerk01.patch('/api/users/tenant/clerkOfBilling/confirmationCode', {
      userId: clerkSelf.userId, lastUpdated: clerkSelf.lastUpdated, billingId: 5, newConfirmationCode: 'Stolen2026Code', confirm: 'Stolen2026Code',
    });
    expect(billing.status).toBe(403);
    expect(billing.body).toMatchObject({ message: t('clerks.refuse.ownCode') });
    expect(await account(2)).toEqual(clerkBefore);
    expect(await account(ADMIN01)).toEqual(before);

    const wrongCurrent = await admin01.patch('/api/users/tenant/myConfirmationCode', { confirmationCode: 'Wrong2026Code', newConfirmationCode: 'Mine2026Code1', confirm: 'Mine2026Code1' });
    expect(wrongCurrent.status).toBe(400);
    expect(await account(ADMIN01)).toEqual(before);
    const changed = await admin01.patch('/api/users/tenant/myConfirmationCode', { confirmationCode: DEMO_CODE, newConfirmationCode: 'Mine2026Code1', confirm: 'Mine2026Code1' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await signInWithCookies(server.baseUrl, 'admin01', DEMO_PASSWORD, 'Mine2026Code1');
  });
});
