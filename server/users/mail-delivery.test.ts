// Spec 6 mail-delivery options: a member's choice is set with the member update (confirm lists it, the detail shows
// it, an update without it keeps it), refused in Japanese when malformed and by 403 for a member the caller may not
// change; and every mail that is not about the person's own sign-in follows it (approval, restore, a department's
// suspension), while initial, reissued and temporary passwords are sent whatever the choice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepartmentOperationPreview, DepartmentWriteResult } from '../../core/billing/calls';
import type { DepartmentDetail } from '../../core/billing/domain';
import type { MemberOperationResult, MemberRegistrationResult, MemberUpdatePreview, MemberUpdateResult } from '../../core/users/calls';
import { ErrorCode } from '../../core/api/error';
import type { MemberDetail } from '../../core/users/domain';
import { t } from '../../core/i18n';
import { queueMail } from '../mail/outbox';
import { signInWithCookies, startTestServer, TestCaller, type TestServer } from '../../tests/support/server';
import { memberDetailOf, memberUpdateForm } from './member-update-test-support';

let server: TestServer;
let admin: TestCaller;
let clerk: TestCaller;

/** clerk01 looks after departments 5 and 6 of corporation 1. */
const CLERK_DEPARTMENTS = [5, 6];

beforeAll(async () => {
  server = await startTestServer({ webDist: null });
  admin = await signInWithCookies(server.baseUrl, 'admin01');
  clerk = await signInWithCookies(server.baseUrl, 'clerk01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const taken = new Set<number>();

async function member(condition: string, inside: boolean): Promise<number> {
  const rows = await server.db.query<{ id: number }>(
    `select u.id from users u where u.corporation_id = 1 and u.role_type is null and ${inside ? '' : 'not '}(u.department_id = any($1::int[]))
        and u.mail_address is not null and ${condition} order by u.id`,
    [CLERK_DEPARTMENTS],
  );
  const free = rows.find((r) => !taken.has(r.id));
  if (!free) throw new Error(`no member for ${condition}`);
  taken.add(free.id);
  return free.id;
}

const ACTIVE = 'not u.delete_flg and u.approval_division = 2 and not u.service_usage';

const detail = memberDetailOf;
const form = memberUpdateForm;

async function stored(userId: number): Promise<{ mail_delivery: boolean; last_updated: Date }> {
  const [row] = await server.db.query<{ mail_delivery: boolean; last_updated: Date }>('select mail_delivery, last_updated from users where id = $1', [userId]);
  return row;
}

async function optOut(caller: TestCaller, userId: number): Promise<MemberDetail> {
  const done = await caller.patch<MemberUpdateResult>('/api/users/tenant/update', form(await detail(caller, userId), { mailDeliveryFlg: false }));
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.member;
}

async function mailsTo(recipient: string): Promise<{ subject: string; body: string }[]> {
  return server.db.query('select subject, body from mail_outbox where recipient = $1 order by id', [recipient]);
}

describe('the mail-delivery option on the member update', () => {
  it('is on by default, set off by a clerk with a confirm that lists it, shown on the detail, kept by an update without it', async () => {
    const userId = await member(ACTIVE, true);
    const before = await detail(clerk, userId);
    expect(before.mailDeliveryFlg).toBe(true);
    const preview = await clerk.patch<MemberUpdatePreview>('/api/users/tenant/update/check', form(before, { mailDeliveryFlg: false }));
    expect(preview.status).toBe(200);
    expect(preview.body.changes).toEqual([{ field: 'mailDeliveryFlg', before: 'true', after: 'false' }]);
    // The confirm changes nothing.
    expect((await stored(userId)).mail_delivery).toBe(true);

    const done = await clerk.patch<MemberUpdateResult>('/api/users/tenant/update', form(before, { mailDeliveryFlg: false }));
    expect(done.status).toBe(200);
    expect(done.body.member.mailDeliveryFlg).toBe(false);
    expect((await detail(admin, userId)).mailDeliveryFlg).toBe(false);

    // An update that does not send the field (an older client, a bulk upload's row) keeps the choice.
    const renamed = await clerk.patch<MemberUpdateResult>('/api/users/tenant/update', form(done.body.member, { tenantRemakes: '出張が多い' }));
    expect(renamed.status).toBe(200);
    expect(renamed.body.member.mailDeliveryFlg).toBe(false);
    // Texts as a form would send them.
    const back = await clerk.patch<MemberUpdateResult>('/api/users/tenant/update', form(renamed.body.member, { mailDeliveryFlg: 'true' }));
    expect(back.body.member.mailDeliveryFlg).toBe(true);
  });

  it('refuses a malformed choice with a Japanese message on the field and changes nothing', async () => {
    const userId = await member(ACTIVE, true);
    const before = await detail(clerk, userId);
    const row = await stored(userId);
    for (const value of ['maybe', 2, { on: true }, ['false'], 'はい']) {
      for (const path of ['/api/users/tenant/update/check', '/api/users/tenant/update']) {
        const bad = await clerk.patch<{ code: string; fields: Record<string, string> }>(path, form(before, { mailDeliveryFlg: value, tenantRemakes: '変更' }));
        expect(bad.status, `${path} ${JSON.stringify(value)}`).toBe(400);
        expect(bad.body.code).toBe(ErrorCode.VALIDATION);
        expect(bad.body.fields).toEqual({ mailDeliveryFlg: t('members.validation.mailDelivery') });
      }
    }
    expect(await stored(userId)).toEqual(row);
    expect((await detail(clerk, userId)).tenantRemakes).toBe(before.tenantRemakes);
  });

  it('is refused (403) for a member outside the clerk\'s departments, and (401) without a session, changing nothing', async () => {
    const userId = await member(ACTIVE, false);
    const seen = await detail(admin, userId);
    const row = await stored(userId);
    const refused = await clerk.patch<{ code: string }>('/api/users/tenant/update', form(seen, { mailDeliveryFlg: false }));
    expect(refused.status).toBe(403);
    const anonymous = await new TestCaller(server.baseUrl).patch('/api/users/tenant/update', form(seen, { mailDeliveryFlg: false }));
    expect(anonymous.status).toBe(401);
    expect(await stored(userId)).toEqual(row);
  });
});

describe('the mail-delivery option on the member registration', () => {
  const newMember = (mailAddress: string, extra: Record<string, unknown> = {}) => ({
    sOrganizationId: String(CLERK_DEPARTMENTS[0]), userLastName: '配信', userFirstName: '選択', userLastNameKana: 'ハイシン', userFirstNameKana: 'センタク',
    userCode: '', mailAddress, tenantRemakes: '', ...extra,
  });

  it('registers a member who does not receive notices, still mailing the initial password; absent, the member receives', async () => {
    const quiet = await clerk.post<MemberRegistrationResult>('/api/users/tenant/registration', newMember('haishin.off@mirai-works.co.jp', { mailDeliveryFlg: false }));
    expect(quiet.status, JSON.stringify(quiet.body)).toBe(200);
    expect((await stored(Number(quiet.body.userId))).mail_delivery).toBe(false);
    expect((await detail(clerk, Number(quiet.body.userId))).mailDeliveryFlg).toBe(false);
    expect((await mailsTo('haishin.off@mirai-works.co.jp')).map((m) => m.subject)).toEqual([t('members.mail.registered.subject')]);
    const plain = await clerk.post<MemberRegistrationResult>('/api/users/tenant/registration', newMember('haishin.on@mirai-works.co.jp'));
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect((await stored(Number(plain.body.userId))).mail_delivery).toBe(true);
  });

  it('refuses a malformed choice at the check and the registration with the field message, registering nobody', async () => {
    const [{ count: before }] = await server.db.query<{ count: number }>('select count(*)::int as count from users');
    for (const path of ['/api/users/tenant/registration/check', '/api/users/tenant/registration']) {
      const bad = await clerk.post<{ code: string; fields: Record<string, string> }>(path, newMember('haishin.bad@mirai-works.co.jp', { mailDeliveryFlg: 'maybe' }));
      expect(bad.status, path).toBe(400);
      expect(bad.body.fields).toEqual({ mailDeliveryFlg: t('members.validation.mailDelivery') });
    }
    const [{ count: after }] = await server.db.query<{ count: number }>('select count(*)::int as count from users');
    expect(after).toBe(before);
  });
});

describe('mails follow the choice', () => {
  it('leaves out an approval notice, but sends a reissued initial password', async () => {
    const unapproved = await member('not u.delete_flg and u.approval_division = 1', true);
    const opted = await optOut(clerk, unapproved);
    const approved = await clerk.patch<MemberOperationResult>('/api/users/tenant/app', { userId: unapproved, lastUpdated: opted.lastUpdated });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.mailedTo).toBeNull();
    expect((await mailsTo(opted.mailAddress ?? '')).map((m) => m.subject)).not.toContain(t('members.mail.approved.subject'));

    const fresh = await member('not u.delete_flg and u.password_reset_flg = 1 and u.approval_division = 2', true);
    const reset = await optOut(clerk, fresh);
    const done = await clerk.patch<MemberOperationResult>('/api/users/tenant/passwordReset', { userId: fresh, lastUpdated: reset.lastUpdated });
    expect(done.status).toBe(200);
    expect(done.body.mailedTo).toBe(reset.mailAddress);
    expect((await mailsTo(reset.mailAddress ?? '')).at(-1)?.subject).toBe(t('members.mail.passwordReset.subject'));
  });

  it('leaves out a restore notice when the restoring update turns mail off', async () => {
    const userId = await member(`${ACTIVE}`, false);
    const before = await detail(admin, userId);
    const deleted = await admin.patch(`/api/users/tenant/delete?id=${userId}&lastUpdated=${encodeURIComponent(before.lastUpdated)}`);
    expect(deleted.status).toBe(200);
    const gone = await detail(admin, userId);
    const restored = await admin.patch<MemberUpdateResult>('/api/users/tenant/update', form(gone, { division: 'restore', mailDeliveryFlg: false }));
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.mailedTo).toBeNull();
    expect((await mailsTo(gone.mailAddress ?? '')).map((m) => m.subject)).not.toContain(t('members.mail.restored.subject'));
  });

  it('leaves out the members who chose so when a department is suspended, and counts only the others', async () => {
    const members = await server.db.query<{ id: number; mail_address: string }>(
      'select id, mail_address from users u where u.department_id = 9 and u.role_type is null and not u.delete_flg and u.mail_address is not null order by id',
    );
    expect(members.length).toBeGreaterThan(1);
    const [quiet, ...others] = members;
    await optOut(admin, quiet.id);
    const department = await admin.get<DepartmentDetail>('/api/billing/9');
    const preview = await admin.patch<DepartmentOperationPreview>('/api/billing/tenant/usageSuspend/confirm', { billingId: '9' });
    expect(preview.body.notifyCount).toBe(others.length);
    const done = await admin.patch<DepartmentWriteResult>('/api/billing/tenant/usageSuspend', { billingId: '9', lastUpdated: department.body.lastUpdated });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.mailedCount).toBe(others.length);
    expect((await mailsTo(quiet.mail_address)).map((m) => m.subject)).not.toContain(t('billing.mail.suspendSubject'));
    expect((await mailsTo(others[0].mail_address)).map((m) => m.subject)).toContain(t('billing.mail.suspendSubject'));
  });

  it('sends a temporary password from POST /lost whatever the choice', async () => {
    await server.db.query("update users set mail_delivery = false where login_id = 'clerk03'");
    const lost = await new TestCaller(server.baseUrl).post('/api/lost', { userid: 'clerk03', mail: 'yumi.matsuda@mirai-works.co.jp' });
    expect(lost.status).toBe(200);
    expect((await mailsTo('yumi.matsuda@mirai-works.co.jp')).at(-1)?.subject).toBe(t('server.mail.tempPassword.subject'));
  });

  it('decides by the person when known, else by everyone with the address; credentials always go', async () => {
    const now = new Date();
    const [quiet] = await server.db.query<{ id: number; mail_address: string }>(
      "select id, mail_address from users where role_type is null and mail_address is not null and not delete_flg and mail_delivery order by id desc limit 1",
    );
    await server.db.query('update users set mail_delivery = false where id = $1', [quiet.id]);
    const mail = { recipient: quiet.mail_address, subject: 'テスト', body: '本文' };
    expect(await queueMail(server.db, { ...mail, userId: quiet.id }, now)).toBe(false);
    expect(await queueMail(server.db, mail, now)).toBe(false);
    expect(await queueMail(server.db, { ...mail, recipient: quiet.mail_address.toUpperCase() }, now)).toBe(false);
    expect(await queueMail(server.db, { ...mail, userId: quiet.id, purpose: 'credentials' }, now)).toBe(true);
    expect(await queueMail(server.db, { ...mail, recipient: 'nobody.registered@mirai-works.example.jp' }, now)).toBe(true);
    // Someone else with the same address who still receives mail gets it.
    const [other] = await server.db.query<{ id: number }>('select id from users where role_type is null and mail_delivery and id <> $1 order by id limit 1', [quiet.id]);
    const [{ mail_address: saved }] = await server.db.query<{ mail_address: string }>('select mail_address from users where id = $1', [other.id]);
    await server.db.query('update users set mail_address = $2 where id = $1', [other.id, quiet.mail_address]);
    expect(await queueMail(server.db, mail, now)).toBe(true);
    await server.db.query('update users set mail_address = $2 where id = $1', [other.id, saved]);
  });
});
