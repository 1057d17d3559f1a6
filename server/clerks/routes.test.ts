// Clerk calls against a real server: every call for each kind of caller, the delete refusals (only one
// responsible person, the operator), the password notice recipients, 400 field errors that change nothing,
// and 409 on a stale lastUpdated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/api/error';
import type { BillingClerkListResponse, ClerkListResponse, ClerkOkResult, ClerkRegisterResult } from '../../core/clerks/calls';
import type { ClerkDetail } from '../../core/clerks/domain';
import { t } from '../../core/i18n';
import { signInWithBearer, signInWithCookies, startTestServer, TestCaller, type TestServer } from '../../tests/support/server';

let server: TestServer;
let admin: TestCaller;
let clerk: TestCaller;
let clerkBearer: TestCaller;
let anonymous: TestCaller;

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  admin = await signInWithCookies(server.baseUrl, 'admin01');
  clerk = await signInWithCookies(server.baseUrl, 'clerk01');
  clerkBearer = await signInWithBearer(server.baseUrl, 'clerk01');
  anonymous = new TestCaller(server.baseUrl);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

let serial = 0;
function newClerk(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    loginId: `staff${serial}x`,
    userLastName: '青木',
    userFirstName: '次郎',
    userLastNameKana: 'アオキ',
    userFirstNameKana: 'ジロウ',
    mailAddress: `jiro.aoki${serial}@mirai-works.co.jp`,
    confirmationCode: 'NewCode20261',
    confirm: 'NewCode20261',
    passwordNoticeTiming: 0,
    ...overrides,
  };
}

async function outbox(recipient: string) {
  return server.db.query<{ subject: string; body: string }>('select subject, body from mail_outbox where recipient = $1 order by id', [recipient]);
}

async function userRow(userId: number | string) {
  const [row] = await server.db.query<{ delete_flg: boolean; user_last_name: string; mail_address: string | null; last_updated: Date; need_to_change_code: boolean; password_notice_sent_at: Date | null }>(
    'select delete_flg, user_last_name, mail_address, last_updated, need_to_change_code, password_notice_sent_at from users where id = $1',
    [userId],
  );
  return row;
}

async function corpDomain(): Promise<string> {
  const [row] = await server.db.query<{ mail_domains: string[] }>('select mail_domains from corporations where id = 1');
  return row.mail_domains[0];
}

describe('access', () => {
  it('refuses anonymous callers with 401 and reception / member accounts at sign-in', async () => {
    for (const [method, path] of [
      ['GET', '/api/users/tenant/clerkOfCorp/list'], ['GET', '/api/users/tenant/clerkOfBilling/list?billingId=5'],
      ['PATCH', '/api/users/tenant/clerkOfCorp/register'], ['PATCH', '/api/users/tenant/clerkOfBilling/delete'],
      ['PATCH', '/api/tenant/corporationUpdate'], ['PATCH', '/api/tenant/corporationUpdateConfirm'],
    ]) {
      const result = await anonymous.call<{ code: string }>(method, path, method === 'GET' ? undefined : {});
      expect(result.status, path).toBe(401);
    }
    for (const loginId of ['reception01', 'member01']) {
      const login = await new TestCaller(server.baseUrl).post<{ code: string }>('/api/login', { loginId, password: 'DemoPass2026' });
      expect(login.status).toBe(401);
      expect(login.body.code).toBe(ErrorCode.LOGIN_INVALID);
    }
  });

  it.each([
    ['clerk01 (cookie)', () => clerk],
    ['clerk01 (bearer)', () => clerkBearer],
  ])('%s is refused every responsible-person call with 403 and changes nothing', async (_n, caller) => {
    const before = (await server.db.query('select count(*)::int as n from users')) as { n: number }[];
    const refusals: [string, string, unknown?][] = [
      ['GET', '/api/users/tenant/clerkOfCorp/list'],
      ['GET', '/api/users/tenant/clerkOfCorp/search?userName=山田'],
      ['GET', '/api/users/tenant/clerkOfCorp/detail?id=1'],
      ['PATCH', '/api/users/tenant/clerkOfCorp/register/confirm', newClerk()],
      ['PATCH', '/api/users/tenant/clerkOfCorp/register', newClerk()],
      ['PATCH', '/api/users/tenant/clerkOfCorp/update/confirm', { userId: 7 }],
      ['PATCH', '/api/users/tenant/clerkOfCorp/update', { userId: 7 }],
      ['PATCH', '/api/users/tenant/clerkOfCorp/delete/confirm', { userId: 7 }],
      ['PATCH', '/api/users/tenant/clerkOfCorp/delete', { userId: 7 }],
      ['PATCH', '/api/users/tenant/clerkOfCorp/confirmationCode', { userId: 7 }],
      ['PATCH', '/api/users/tenant/clerkOfCorp/mailsend', { userId: 7 }],
      ['PATCH', '/api/users/tenant/clerkOfBilling/register/confirm', { ...newClerk(), billingId: 5 }],
      ['PATCH', '/api/users/tenant/clerkOfBilling/register', { ...newClerk(), billingId: 5 }],
      ['PATCH', '/api/users/tenant/clerkOfBilling/delete/confirm', { userId: 2, billingId: 5 }],
      ['PATCH', '/api/users/tenant/clerkOfBilling/delete', { userId: 2, billingId: 5 }],
      ['PATCH', '/api/tenant/corporationUpdateConfirm', {}],
      ['PATCH', '/api/tenant/corporationUpdate', {}],
    ];
    for (const [method, path, body] of refusals) {
      const result = await caller().call<{ code: string; message: string }>(method, path, body);
      expect(result.status, path).toBe(403);
      expect(result.body.message).toBe(t('error.permission'));
    }
    expect(await server.db.query('select count(*)::int as n from users')).toEqual(before);
  });
});

describe('responsible persons (clerk of corporation)', () => {
  it('lists the responsible persons of the viewed corporation, sorted by kana; the search filters by name', async () => {
    const list = await admin.get<ClerkListResponse>('/api/users/tenant/clerkOfCorp/list');
    expect(list.status).toBe(200);
    const logins = list.body.rows.map((r) => r.loginId);
    expect(logins).toEqual(expect.arrayContaining(['admin01', 'newadmin01', 'admin03']));
    expect(logins).not.toContain('clerk01');
    const kana = list.body.rows.map((r) => r.attributes.userNameKana);
    expect(kana).toEqual([...kana].sort((a, b) => a.localeCompare(b, 'ja')));
    expect(list.body.rows.find((r) => r.loginId === 'admin01')?.self).toBe(true);
    const search = await admin.get<ClerkListResponse>(`/api/users/tenant/clerkOfCorp/search?userName=${encodeURIComponent('ナカガワ')}`);
    expect(search.body.rows.map((r) => r.loginId)).toEqual(['admin03']);
  });

  it('shows the delete refusal for the operator on the detail', async () => {
    const self = await admin.get<ClerkDetail>('/api/users/tenant/clerkOfCorp/detail?id=1');
    expect(self.status).toBe(200);
    expect(self.body.deleteRefusal).toBe(t('clerks.refuse.operator'));
    const other = await admin.get<ClerkDetail>('/api/users/tenant/clerkOfCorp/detail?id=7');
    expect(other.body.deleteRefusal).toBeNull();
    const notResponsible = await admin.get<{ code: string }>('/api/users/tenant/clerkOfCorp/detail?id=2');
    expect(notResponsible.status).toBe(404);
  });

  it('registers: confirm changes nothing, register creates the clerk and mails the notice now', async () => {
    const body = newClerk();
    const confirm = await admin.patch<{ noticeTo: string; message: string }>('/api/users/tenant/clerkOfCorp/register/confirm', body);
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect(confirm.body.noticeTo).toBe(body.mailAddress);
    expect(await server.db.query('select 1 from users where login_id = $1', [body.loginId])).toHaveLength(0);
    const done = await admin.patch<ClerkRegisterResult>('/api/users/tenant/clerkOfCorp/register', body);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.noticeTo).toBe(body.mailAddress);
    const mails = await outbox(body.mailAddress);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain(body.loginId);
    expect((await userRow(done.body.userId)).need_to_change_code).toBe(true);
    // The new responsible person signs in with the code set here and must change it.
    const login = await new TestCaller(server.baseUrl).post('/api/login', { loginId: body.loginId, password: 'wrong-password1' });
    expect(login.status).toBe(401);
  });

  it('timing 1 (later) sends nothing until mailsend; timing 2 sends nothing', async () => {
    const later = newClerk({ passwordNoticeTiming: 1 });
    const done = await admin.patch<ClerkRegisterResult>('/api/users/tenant/clerkOfCorp/register', later);
    expect(done.status).toBe(200);
    expect(done.body.noticeTo).toBeNull();
    expect(await outbox(later.mailAddress)).toHaveLength(0);
    const sent = await admin.patch<ClerkOkResult>('/api/users/tenant/clerkOfCorp/mailsend', { userId: done.body.userId });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.mailedTo).toBe(later.mailAddress);
    expect(sent.body.clerk.passwordNoticeSentAt).not.toBeNull();
    expect(await outbox(later.mailAddress)).toHaveLength(1);
    const none = newClerk({ passwordNoticeTiming: 2 });
    const noneDone = await admin.patch<ClerkRegisterResult>('/api/users/tenant/clerkOfCorp/register', none);
    expect(noneDone.body.noticeTo).toBeNull();
    expect(await outbox(none.mailAddress)).toHaveLength(0);
  });

  it('refuses bad input with 400 and Japanese field messages, changing nothing', async () => {
    const count = await server.db.query('select count(*)::int as n from users');
    const bad = await admin.patch<{ code: string; fields: Record<string, string> }>('/api/users/tenant/clerkOfCorp/register', {
      loginId: 'admin01', userLastName: 'Aoki', userFirstName: '', userLastNameKana: 'あおき', userFirstNameKana: 'ジロウ',
      mailAddress: 'someone@gmail.com', confirmationCode: 'short', confirm: 'other', passwordNoticeTiming: 5,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect(bad.body.fields).toMatchObject({
      loginId: t('clerks.validation.loginIdInUse'),
      userLastName: t('validation.fullWidth30'),
      userFirstName: t('validation.required'),
      userLastNameKana: t('validation.katakana'),
      mailAddress: t('members.validation.freeMail'),
      confirmationCode: t('validation.confirmationCode', { min: 10, max: 32 }),
      passwordNoticeTiming: t('clerks.validation.choice'),
    });
    const mismatch = await admin.patch<{ fields: Record<string, string> }>('/api/users/tenant/clerkOfCorp/register/confirm', newClerk({ confirm: 'Different20261' }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields.confirm).toBe(t('validation.mismatch'));
    expect(await server.db.query('select count(*)::int as n from users')).toEqual(count);
  });

  it('updates with lastUpdated: confirm lists changes, update applies, a stale copy is 409', async () => {
    const detail = (await admin.get<ClerkDetail>('/api/users/tenant/clerkOfCorp/detail?id=7')).body;
    const fields = { userId: 7, lastUpdated: detail.lastUpdated, userLastName: '中川', userFirstName: '恵美', userLastNameKana: 'ナカガワ', userFirstNameKana: 'エミ', mailAddress: detail.mailAddress };
    const confirm = await admin.patch<{ changes: { field: string }[] }>('/api/users/tenant/clerkOfCorp/update/confirm', fields);
    expect(confirm.status).toBe(200);
    expect(confirm.body.changes.map((c) => c.field)).toEqual(['userFirstName', 'userFirstNameKana']);
    const done = await admin.patch<ClerkOkResult>('/api/users/tenant/clerkOfCorp/update', fields);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.clerk.userFirstName).toBe('恵美');
    const stale = await admin.patch<{ code: string }>('/api/users/tenant/clerkOfCorp/update', { ...fields, userFirstName: '恵' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(ErrorCode.CONFLICT);
    const bad = await admin.patch<{ fields: Record<string, string> }>('/api/users/tenant/clerkOfCorp/update', { ...fields, lastUpdated: done.body.clerk.lastUpdated, mailAddress: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.mailAddress).toBe(t('validation.required'));
    expect((await userRow(7)).user_last_name).toBe('中川');
  });

  it('changes a confirmation code (10 to 32 alphanumeric, confirm must match)', async () => {
    const detail = (await admin.get<ClerkDetail>('/api/users/tenant/clerkOfCorp/detail?id=3')).body;
    const bad = await admin.patch<{ fields: Record<string, string> }>('/api/users/tenant/clerkOfCorp/confirmationCode', { userId: 3, lastUpdated: detail.lastUpdated, newConfirmationCode: 'abc-defghij', confirm: 'abc-defghij' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.newConfirmationCode).toBe(t('validation.confirmationCode', { min: 10, max: 32 }));
    const mismatch = await admin.patch<{ fields: Record<string, string> }>('/api/users/tenant/clerkOfCorp/confirmationCode', { userId: 3, lastUpdated: detail.lastUpdated, newConfirmationCode: 'Abcdefghij12', confirm: 'Abcdefghij13' });
    expect(mismatch.body.fields.confirm).toBe(t('validation.mismatch'));
    const done = await admin.patch<ClerkOkResult>('/api/users/tenant/clerkOfCorp/confirmationCode', { userId: 3, lastUpdated: detail.lastUpdated, newConfirmationCode: 'Abcdefghij12', confirm: 'Abcdefghij12' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const stale = await admin.patch('/api/users/tenant/clerkOfCorp/confirmationCode', { userId: 3, lastUpdated: detail.lastUpdated, newConfirmationCode: 'Abcdefghij12', confirm: 'Abcdefghij12' });
    expect(stale.status).toBe(409);
  });

  it('refuses deleting the operator and the only responsible person of the company; deletes another', async () => {
    const self = (await admin.get<ClerkDetail>('/api/users/tenant/clerkOfCorp/detail?id=1')).body;
    const refusedSelf = await admin.patch<{ message: string; code: string }>('/api/users/tenant/clerkOfCorp/delete', { userId: 1, lastUpdated: self.lastUpdated });
    expect(refusedSelf.status).toBe(400);
    expect(refusedSelf.body.message).toBe(t('clerks.refuse.operator'));
    // A department named with a responsible person (the detail page sent an empty one) is no field of these calls:
    // it is dropped, and the person reads the handler's refusal, not a format error of a field they never saw.
    for (const path of ['/api/users/tenant/clerkOfCorp/delete/confirm', '/api/users/tenant/clerkOfCorp/delete']) {
      const withDepartment = await admin.patch<{ message: string; fields?: Record<string, string> }>(path, { userId: 1, billingId: '', lastUpdated: self.lastUpdated });
      expect(withDepartment.status, path).toBe(400);
      expect(withDepartment.body.message, path).toBe(t('clerks.refuse.operator'));
      expect(withDepartment.body.fields, path).toEqual({ userId: t('clerks.refuse.operator') });
    }
    expect((await userRow(1)).delete_flg).toBe(false);

    // Corporation 2's own responsible person is admin02 alone; admin01 only also administers it.
    expect((await admin.put('/api/users/tenant/selectedOrganization?selectedOrganizationId=2', {})).status).toBe(200);
    try {
      const admin02 = (await admin.get<ClerkDetail>('/api/users/tenant/clerkOfCorp/detail?id=6')).body;
      expect(admin02.deleteRefusal).toBe(t('clerks.refuse.onlyOne'));
      const confirm = await admin.patch<{ message: string }>('/api/users/tenant/clerkOfCorp/delete/confirm', { userId: 6 });
      expect(confirm.status).toBe(400);
      expect(confirm.body.message).toBe(t('clerks.refuse.onlyOne'));
      const refused = await admin.patch<{ message: string }>('/api/users/tenant/clerkOfCorp/delete', { userId: 6, lastUpdated: admin02.lastUpdated });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(t('clerks.refuse.onlyOne'));
      expect((await userRow(6)).delete_flg).toBe(false);
    } finally {
      await admin.put('/api/users/tenant/selectedOrganization?selectedOrganizationId=1', {});
    }

    // Corporation 1 has several: admin01 deletes admin03 (who is signed out).
    const admin03session = await signInWithCookies(server.baseUrl, 'admin03');
    const admin03 = (await admin.get<ClerkDetail>('/api/users/tenant/clerkOfCorp/detail?id=7')).body;
    const confirm = await admin.patch<{ message: string }>('/api/users/tenant/clerkOfCorp/delete/confirm', { userId: 7 });
    expect(confirm.status).toBe(200);
    expect(confirm.body.message).toBe(t('clerks.confirm.delete.corp', { name: admin03.userName }));
    const deleted = await admin.patch('/api/users/tenant/clerkOfCorp/delete', { userId: 7, lastUpdated: admin03.lastUpdated });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await userRow(7)).delete_flg).toBe(true);
    expect((await admin03session.get('/api/users/loginUser')).status).toBe(401);
  });

  it('removes a responsible person who only also administers the company from it, without deleting them', async () => {
    const admin02 = await signInWithCookies(server.baseUrl, 'admin02');
    const admin01 = (await admin02.get<ClerkDetail>('/api/users/tenant/clerkOfCorp/detail?id=1')).body;
    expect(admin01.deleteRefusal).toBeNull();
    const done = await admin02.patch('/api/users/tenant/clerkOfCorp/delete', { userId: 1, lastUpdated: admin01.lastUpdated });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await userRow(1)).delete_flg).toBe(false);
    expect(await server.db.query('select 1 from admin_corporations where user_id = 1 and corporation_id = 2')).toHaveLength(0);
    await server.db.query('insert into admin_corporations (user_id, corporation_id) values (1, 2)');
  });
});

describe('department clerks (clerk of billing)', () => {
  it.each([
    ['admin01', () => admin],
    ['clerk01', () => clerk],
  ])('%s lists the clerks of department 5', async (_n, caller) => {
    const list = await caller().get<BillingClerkListResponse>('/api/users/tenant/clerkOfBilling/list?billingId=5');
    expect(list.status).toBe(200);
    expect(list.body.rows.map((r) => r.loginId)).toContain('clerk01');
  });

  it('a department clerk is refused another department (403) on list, detail and update', async () => {
    expect((await clerk.get('/api/users/tenant/clerkOfBilling/list?billingId=1')).status).toBe(403);
    // clerk02 looks after departments 1 and 2 only.
    expect((await clerk.get('/api/users/tenant/clerkOfBilling/detail?id=8')).status).toBe(403);
    const detail = (await admin.get<ClerkDetail>('/api/users/tenant/clerkOfBilling/detail?id=8')).body;
    const update = await clerk.patch('/api/users/tenant/clerkOfBilling/update', { userId: 8, lastUpdated: detail.lastUpdated, userLastName: '小野', userFirstName: '直', userLastNameKana: 'オノ', userFirstNameKana: 'ナオ', mailAddress: detail.mailAddress });
    expect(update.status).toBe(403);
    expect((await userRow(8)).user_last_name).toBe('小野');
  });

  it('a department clerk updates a clerk of their own department', async () => {
    const detail = (await clerk.get<ClerkDetail>('/api/users/tenant/clerkOfBilling/detail?id=2')).body;
    expect(detail.departments.map((d) => d.billingId)).toEqual(['5', '6']);
    const fields = { userId: 2, lastUpdated: detail.lastUpdated, userLastName: '鈴木', userFirstName: '花子', userLastNameKana: 'スズキ', userFirstNameKana: 'ハナコ', mailAddress: '' };
    const done = await clerk.patch<ClerkOkResult>('/api/users/tenant/clerkOfBilling/update', fields);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.clerk.mailAddress).toBeNull();
  });

  it('registers without a mail address: the notice goes to the responsible person; with one, to the clerk', async () => {
    const noMail = { ...newClerk({ mailAddress: '' }), billingId: 5 };
    const confirm = await admin.patch<{ noticeTo: string; billingName: string }>('/api/users/tenant/clerkOfBilling/register/confirm', noMail);
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const adminMail = `taro.yamada@${await corpDomain()}`;
    expect(confirm.body.noticeTo).toBe(adminMail);
    const before = (await outbox(adminMail)).length;
    const done = await admin.patch<ClerkRegisterResult>('/api/users/tenant/clerkOfBilling/register', noMail);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.noticeTo).toBe(adminMail);
    const mails = await outbox(adminMail);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.body).toContain(noMail.loginId);

    const withMail = { ...newClerk(), billingId: 5 };
    const done2 = await admin.patch<ClerkRegisterResult>('/api/users/tenant/clerkOfBilling/register', withMail);
    expect(done2.body.noticeTo).toBe(withMail.mailAddress);
    expect(await outbox(withMail.mailAddress)).toHaveLength(1);
    const list = await clerk.get<BillingClerkListResponse>('/api/users/tenant/clerkOfBilling/list?billingId=5');
    expect(list.body.rows.map((r) => r.loginId)).toEqual(expect.arrayContaining([noMail.loginId, withMail.loginId]));
  });

  it('refuses a department the registrant does not reach, and bad input, changing nothing', async () => {
    const count = await server.db.query('select count(*)::int as n from users');
    expect((await admin.patch('/api/users/tenant/clerkOfBilling/register', { ...newClerk(), billingId: 12 })).status).toBe(403);
    const bad = await admin.patch<{ fields: Record<string, string> }>('/api/users/tenant/clerkOfBilling/register', { ...newClerk({ userLastNameKana: 'abc', mailAddress: 'x@docomo.ne.jp' }), billingId: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.userLastNameKana).toBe(t('validation.katakana'));
    expect(bad.body.fields.mailAddress).toBe(t('members.validation.freeMail'));
    expect(await server.db.query('select count(*)::int as n from users')).toEqual(count);
  });

  it('removes a clerk from one department; one left without any department is deleted', async () => {
    const body = { ...newClerk(), billingId: 6 };
    const done = await admin.patch<ClerkRegisterResult>('/api/users/tenant/clerkOfBilling/register', body);
    await server.db.query('insert into clerk_departments (user_id, department_id) values ($1, 5)', [done.body.userId]);
    let detail = (await admin.get<ClerkDetail>(`/api/users/tenant/clerkOfBilling/detail?id=${done.body.userId}`)).body;
    const confirm = await admin.patch<{ message: string }>('/api/users/tenant/clerkOfBilling/delete/confirm', { userId: done.body.userId, billingId: 6 });
    expect(confirm.status).toBe(200);
    const stale = await admin.patch('/api/users/tenant/clerkOfBilling/delete', { userId: done.body.userId, billingId: 6, lastUpdated: '2020-01-01T00:00:00.000Z' });
    expect(stale.status).toBe(409);
    const removed = await admin.patch('/api/users/tenant/clerkOfBilling/delete', { userId: done.body.userId, billingId: 6, lastUpdated: detail.lastUpdated });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await userRow(done.body.userId)).delete_flg).toBe(false);
    detail = (await admin.get<ClerkDetail>(`/api/users/tenant/clerkOfBilling/detail?id=${done.body.userId}`)).body;
    expect(detail.departments.map((d) => d.billingId)).toEqual(['5']);
    const last = await admin.patch('/api/users/tenant/clerkOfBilling/delete', { userId: done.body.userId, billingId: 5, lastUpdated: detail.lastUpdated });
    expect(last.status).toBe(200);
    expect((await userRow(done.body.userId)).delete_flg).toBe(true);
  });

  it('mailsend by a department clerk for a clerk without mail goes to the responsible persons; refused once the password was changed', async () => {
    const body = { ...newClerk({ mailAddress: '', passwordNoticeTiming: 1 }), billingId: 6 };
    const done = await admin.patch<ClerkRegisterResult>('/api/users/tenant/clerkOfBilling/register', body);
    const sent = await clerk.patch<ClerkOkResult>('/api/users/tenant/clerkOfBilling/mailsend', { userId: done.body.userId });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.mailedTo).toContain(`taro.yamada@${await corpDomain()}`);
    await server.db.query('update users set password_reset_flg = 0 where id = $1', [done.body.userId]);
    const refused = await clerk.patch<{ message: string }>('/api/users/tenant/clerkOfBilling/mailsend', { userId: done.body.userId });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(t('clerks.refuse.passwordChanged'));
  });

  // Spec 2.4: the pages about a suspended department are closed, and so are the writes they make (department 11 is
  // suspended in the demo data). Removing a clerk from it stays allowed, so that it can be emptied and deleted.
  it('refuses registering into a suspended department (409, Japanese reason) and creates nobody', async () => {
    const count = await server.db.query('select count(*)::int as n from users');
    for (const path of ['register/confirm', 'register']) {
      const refused = await admin.patch<{ code: string; message: string }>(`/api/users/tenant/clerkOfBilling/${path}`, { ...newClerk(), billingId: 11 });
      expect(refused.status, path).toBe(409);
      expect(refused.body).toMatchObject({ code: ErrorCode.DEPARTMENT_SUSPENDED, message: t('billing.refuse.disabled') });
    }
    expect(await server.db.query('select count(*)::int as n from users')).toEqual(count);
  });

  it('refuses changing a clerk whose every department is suspended (409), and changes nothing; removing stays allowed', async () => {
    const done = await admin.patch<ClerkRegisterResult>('/api/users/tenant/clerkOfBilling/register', { ...newClerk({ passwordNoticeTiming: 1 }), billingId: 6 });
    await server.db.query('insert into clerk_departments (user_id, department_id) values ($1, 11)', [done.body.userId]);
    const detail = (await admin.get<ClerkDetail>(`/api/users/tenant/clerkOfBilling/detail?id=${done.body.userId}`)).body;
    const fields = { userId: done.body.userId, lastUpdated: detail.lastUpdated, userLastName: '青山', userFirstName: '次郎', userLastNameKana: 'アオヤマ', userFirstNameKana: 'ジロウ', mailAddress: detail.mailAddress };
    // Also looking after department 6, in use: the clerk can still be changed.
    expect((await admin.patch('/api/users/tenant/clerkOfBilling/update/confirm', fields)).status).toBe(200);

    await server.db.query('update departments set disable_flg = true where id = 6');
    try {
      const before = await userRow(done.body.userId);
      const calls: [string, Record<string, unknown>][] = [
        ['update/confirm', fields],
        ['update', fields],
        ['confirmationCode', { userId: done.body.userId, lastUpdated: detail.lastUpdated, newConfirmationCode: 'Another20261', confirm: 'Another20261' }],
        ['mailsend', { userId: done.body.userId }],
      ];
      for (const [path, body] of calls) {
        const refused = await admin.patch<{ code: string; message: string }>(`/api/users/tenant/clerkOfBilling/${path}`, body);
        expect(refused.status, path).toBe(409);
        expect(refused.body).toMatchObject({ code: ErrorCode.DEPARTMENT_SUSPENDED, message: t('billing.refuse.disabled') });
      }
      expect(await userRow(done.body.userId)).toEqual(before);
      const removed = await admin.patch('/api/users/tenant/clerkOfBilling/delete', { userId: done.body.userId, billingId: 11, lastUpdated: detail.lastUpdated });
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    } finally {
      await server.db.query('update departments set disable_flg = false where id = 6');
    }
  });
});
