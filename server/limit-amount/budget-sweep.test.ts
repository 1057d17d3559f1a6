// The budget rules of spec 9 across a period boundary, with the clock under the test's control: the 80% alert the
// next day to the department clerk (or the responsible persons when there is none), the 100% alert to the
// responsible persons, each once per period; member cap choices 1 (stop and notify), 2 (mail only) and 3
// (nothing); the automatic release on the 21st; the registration fee outside the member budget and, in the open
// period, inside the budget of the department bearing it as it stands (division 1 the fee department, division 2 the
// departments by their actual users so far).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LimitAmountBillingDetail } from '../../core/limit-amount/domain';
import type { LimitUserSearchResponse } from '../../core/limit-amount/calls';
import { t } from '../../core/i18n';
import { signInWithCookies, startTestServer, type TestCaller, type TestServer } from '../../tests/support/server';
import { runBudgetSweep } from './budget-sweep';

/** Noon in Japan on a day of 2026 (yyyy-MM-dd). */
const jstNoon = (day: string): Date => new Date(`${day}T03:00:00.000Z`);
/** Half past midnight in Japan: the first sweep of a day. */
const jstEarly = (day: string): Date => new Date(`${new Date(Date.parse(`${day}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10)}T15:30:00.000Z`);

let now = jstNoon('2026-11-05');
let server: TestServer;

/** A fresh sign-in at the current test time (sessions expire while the clock jumps days ahead). */
const admin = {
  async get<T>(path: string) {
    const caller: TestCaller = await signInWithCookies(server.baseUrl, 'admin01');
    return caller.get<T>(path);
  },
};

const CLERK01 = 'hanako.suzuki@mirai-works.co.jp';
/** The responsible persons of corporation 1: admin01, newadmin01 and admin03. */
const RESPONSIBLE = ['keiko.nakagawa@mirai-works.co.jp', 'kenichi.sato@mirai-works.co.jp', 'taro.yamada@mirai-works.co.jp'];

beforeAll(async () => {
  server = await startTestServer({ webDist: null, clock: () => now });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  // Each rule starts from a quiet corporation: no usage, no alerts, no mails, nobody stopped.
  await server.db.query('delete from usage_records');
  await server.db.query('delete from limit_amount_alerts');
  await server.db.query('delete from mail_outbox');
  await server.db.query('update users set reservation_stop_flg = false, reservation_stop_at = null');
  // The seed's fee charge division: 代表部署へ一括 (経営企画部).
  await server.db.query('update corporations set representative_fee_setting = true where id = 1');
  await server.db.query(`update departments set monthly_limit_amount = null, limit_amount_alert_choice_flg = false, limit_full_amount_alert_choice_flg = false,
    limit_amount_for_user = null, limit_amount_for_user_alert_choice_flg = false, limit_full_amount_for_user_alert_division = 'NONE'`);
});

async function use(departmentId: number, day: string, amount: number, userId: number | null = null, fee = false): Promise<void> {
  await server.db.query(
    `insert into usage_records (corporation_id, user_id, department_id, usage_date, start_at, end_at, amount, registration_fee_flg, created_at)
     select corporation_id, $1, id, $3::date, ($3::date + time '12:00') at time zone 'Asia/Tokyo', ($3::date + time '12:00') at time zone 'Asia/Tokyo',
            $4, $5, now() from departments where id = $2`,
    [userId, departmentId, day, amount, fee],
  );
}

async function mails(): Promise<{ recipient: string; subject: string; body: string }[]> {
  return server.db.query('select recipient, subject, body from mail_outbox order by id');
}

async function sweepAt(instant: Date) {
  now = instant;
  return runBudgetSweep(server.db, instant);
}

/** An approved, living member of the department. */
async function memberOf(departmentId: number, skip = 0): Promise<{ id: number; mail_address: string }> {
  const rows = await server.db.query<{ id: number; mail_address: string }>(
    `select id, mail_address from users where department_id = $1 and role_type is null and not delete_flg and approval_division = 2
        and mail_address is not null order by id`,
    [departmentId],
  );
  return rows[skip];
}

async function stopped(userId: number): Promise<boolean> {
  const [row] = await server.db.query<{ reservation_stop_flg: boolean }>('select reservation_stop_flg from users where id = $1', [userId]);
  return row.reservation_stop_flg;
}

describe('department alerts', () => {
  it('sends the 80% alert the next day to the clerk, the 100% alert to the responsible persons, each once per period', async () => {
    await server.db.query('update departments set monthly_limit_amount = 100000 where id = 5');
    await use(5, '2026-11-10', 85_000);

    // The usage of the 10th is not counted on the 10th itself.
    expect((await sweepAt(jstNoon('2026-11-10'))).department80).toEqual([]);
    const next = await sweepAt(jstNoon('2026-11-11'));
    expect(next.department80).toEqual([5]);
    expect(next.department100).toEqual([]);
    const first = await mails();
    expect(first.map((m) => m.recipient)).toEqual([CLERK01]);
    expect(first[0].subject).toBe(t('limitAmount.mail.department80.subject', { department: '営業第一部' }));
    expect(first[0].body).toContain('85,000円');
    expect(first[0].body).toContain('2026/10/21 ～ 2026/11/20');

    // Once per period: later sweeps and more usage below 100% send nothing more.
    await use(5, '2026-11-11', 10_000);
    expect((await sweepAt(jstNoon('2026-11-12'))).department80).toEqual([]);
    expect(await mails()).toHaveLength(1);

    await use(5, '2026-11-12', 5_000);
    const full = await sweepAt(jstNoon('2026-11-13'));
    expect(full.department100).toEqual([5]);
    const fullMails = (await mails()).slice(1);
    expect(fullMails.map((m) => m.recipient)).toEqual(RESPONSIBLE);
    expect(fullMails[0].subject).toBe(t('limitAmount.mail.department100.subject', { department: '営業第一部' }));
    expect((await sweepAt(jstNoon('2026-11-14'))).department100).toEqual([]);
    expect(await mails()).toHaveLength(4);

    // The usage of the 20th still belongs to the old period and was alerted already; a new period alerts anew.
    await use(5, '2026-11-20', 1_000);
    expect(await sweepAt(jstNoon('2026-11-21'))).toMatchObject({ department80: [], department100: [] });
    await use(5, '2026-11-24', 80_000);
    const newPeriod = await sweepAt(jstNoon('2026-11-25'));
    expect(newPeriod.department80).toEqual([5]);
    expect(newPeriod.department100).toEqual([]);
    const last = (await mails()).at(-1);
    expect(last?.recipient).toBe(CLERK01);
    expect(last?.body).toContain('2026/11/21 ～ 2026/12/20');

    const detail = await admin.get<LimitAmountBillingDetail>('/api/billing/tenant/limitAmount/detail/5');
    expect(detail.body.alerts.map((a) => a.kind)).toEqual(['department80']);
  });

  it('sends the 80% alert to the responsible persons when the department has no clerk', async () => {
    await server.db.query('update departments set monthly_limit_amount = 10000 where id = 9');
    await server.db.query('delete from clerk_departments where department_id = 9');
    await use(9, '2026-11-03', 8_000);
    expect((await sweepAt(jstNoon('2026-11-04'))).department80).toEqual([9]);
    expect((await mails()).map((m) => m.recipient)).toEqual(RESPONSIBLE);
  });

  it('sends nothing for an alert the department turned off', async () => {
    await server.db.query('update departments set monthly_limit_amount = 10000, limit_amount_alert_choice_flg = true, limit_full_amount_alert_choice_flg = true where id = 6');
    await use(6, '2026-11-03', 20_000);
    expect(await sweepAt(jstNoon('2026-11-04'))).toMatchObject({ department80: [], department100: [] });
    expect(await mails()).toEqual([]);
  });

  it('counts the open period\'s registration fee in the fee-bearing department budget (division 1)', async () => {
    // Corporation 1 bills the fee to 経営企画部 (代表部署へ一括). Nobody has used anything yet: the flat 50,000 yen.
    await server.db.query('update departments set monthly_limit_amount = 100000 where id in (1, 5)');
    await use(1, '2026-11-01', 30_000);
    await use(5, '2026-11-01', 30_000);
    const report = await sweepAt(jstNoon('2026-11-02'));
    expect(report.department80).toEqual([1]);
    expect((await mails()).find((m) => m.body.includes('経営企画部'))?.body).toContain('80,000円');
    const detail = await admin.get<LimitAmountBillingDetail>('/api/billing/tenant/limitAmount/detail/1');
    expect(detail.body).toMatchObject({ usageAmount: 80_000, registrationFeeAmount: 50_000, usageRate: 80, usageRateStatus: '2' });
    expect(detail.body.alerts.map((a) => a.kind)).toEqual(['department80']);
    const other = await admin.get<LimitAmountBillingDetail>('/api/billing/tenant/limitAmount/detail/5');
    expect(other.body).toMatchObject({ usageAmount: 30_000, registrationFeeAmount: 0 });
  });

  it('counts each department\'s share of the open period\'s fee under division 2, by its actual users so far', async () => {
    await server.db.query('update corporations set representative_fee_setting = false where id = 1');
    await server.db.query('update departments set monthly_limit_amount = 100000, limit_amount_for_user = 100000 where id in (1, 5, 6)');
    // Three members of 営業第一部 and one of 営業第二部 used: the 50,000 yen split 37,500 / 12,500; 経営企画部 bears nothing.
    for (const skip of [0, 1, 2]) await use(5, '2026-11-03', 15_000, (await memberOf(5, skip)).id);
    await use(6, '2026-11-03', 10_000, (await memberOf(6)).id);
    const report = await sweepAt(jstNoon('2026-11-04'));
    expect(report.department80).toEqual([5]);
    expect(report.department100).toEqual([]);
    expect((await mails()).at(-1)?.body).toContain('82,500円');
    const shares = await Promise.all([1, 5, 6].map(async (id) => (await admin.get<LimitAmountBillingDetail>(`/api/billing/tenant/limitAmount/detail/${id}`)).body));
    expect(shares.map((d) => [d.usageAmount, d.registrationFeeAmount])).toEqual([[0, 0], [82_500, 37_500], [22_500, 12_500]]);
    // The member budgets never include it.
    const members = await admin.get<LimitUserSearchResponse>('/api/billing/tenant/limitAmount/user/list?limit=100');
    expect(members.body.rows.filter((r) => r.usageAmount > 0).map((r) => r.usageAmount).sort()).toEqual([10_000, 15_000, 15_000, 15_000]);
  });
});

describe('member caps', () => {
  it('choice 1 stops the member and notifies once, and releases them on the 21st', async () => {
    await server.db.query("update departments set limit_amount_for_user = 30000, limit_full_amount_for_user_alert_division = 'STOP' where id = 5");
    const member = await memberOf(5);
    await use(5, '2026-11-14', 29_000, member.id);
    expect((await sweepAt(jstNoon('2026-11-14'))).memberStops).toEqual([]);
    await use(5, '2026-11-15', 1_000, member.id);
    expect((await sweepAt(jstNoon('2026-11-15'))).memberStops).toEqual([member.id]);
    expect(await stopped(member.id)).toBe(true);
    const sent = await mails();
    expect(sent.map((m) => m.recipient)).toEqual([member.mail_address, CLERK01]);
    expect(sent[0].subject).toBe(t('limitAmount.mail.stop.subject'));
    expect(sent[0].body).toContain('2026/11/21');

    // Once per period; the member list shows the stop and when it ends.
    expect((await sweepAt(jstNoon('2026-11-16'))).memberStops).toEqual([]);
    expect(await mails()).toHaveLength(2);
    const list = await admin.get<LimitUserSearchResponse>('/api/billing/tenant/limitAmount/user/list?serviceUsageStatus=2&usageRateStatus=3');
    expect(list.body.rows.find((r) => r.userId === String(member.id))).toMatchObject({ reservationStopFlg: true, releaseDate: '2026/11/21', usageAmount: 30_000 });

    // Still stopped at the end of the period; released by the first sweep of the 21st, with a mail.
    expect((await sweepAt(jstNoon('2026-11-20'))).released).toEqual([]);
    expect(await stopped(member.id)).toBe(true);
    expect((await sweepAt(jstEarly('2026-11-21'))).released).toEqual([member.id]);
    expect(await stopped(member.id)).toBe(false);
    expect((await mails()).at(-1)).toMatchObject({ recipient: member.mail_address, subject: t('limitAmount.mail.released.subject') });
    expect((await sweepAt(jstNoon('2026-11-22'))).released).toEqual([]);
  });

  it('choice 1 late in a period stops until the 21st of the following month', async () => {
    await server.db.query("update departments set limit_amount_for_user = 10000, limit_full_amount_for_user_alert_division = 'STOP' where id = 5");
    const member = await memberOf(5, 1);
    await use(5, '2026-11-25', 12_000, member.id);
    expect((await sweepAt(jstNoon('2026-11-25'))).memberStops).toEqual([member.id]);
    expect((await sweepAt(jstNoon('2026-12-20'))).released).toEqual([]);
    expect((await sweepAt(jstNoon('2026-12-21'))).released).toEqual([member.id]);
  });

  it('choice 2 only mails, choice 3 does nothing', async () => {
    await server.db.query("update departments set limit_amount_for_user = 30000, limit_full_amount_for_user_alert_division = 'MAIL_ONLY' where id = 6");
    await server.db.query("update departments set limit_amount_for_user = 30000, limit_full_amount_for_user_alert_division = 'NONE' where id = 7");
    const mailOnly = await memberOf(6);
    const nothing = await memberOf(7);
    await use(6, '2026-11-10', 40_000, mailOnly.id);
    await use(7, '2026-11-10', 40_000, nothing.id);
    const report = await sweepAt(jstNoon('2026-11-10'));
    expect(report.memberMails).toEqual([mailOnly.id]);
    expect(report.memberStops).toEqual([]);
    expect(await stopped(mailOnly.id)).toBe(false);
    expect(await stopped(nothing.id)).toBe(false);
    const sent = await mails();
    expect(sent.map((m) => m.recipient)).toEqual([mailOnly.mail_address, CLERK01]);
    expect(sent[0].subject).toBe(t('limitAmount.mail.mailOnly.subject'));
    expect((await sweepAt(jstNoon('2026-11-11'))).memberMails).toEqual([]);
  });

  it('leaves the registration fee out of the member budget', async () => {
    await server.db.query("update departments set limit_amount_for_user = 10000, limit_full_amount_for_user_alert_division = 'STOP' where id = 1");
    const member = await memberOf(1);
    await use(1, '2026-11-01', 50_000, member.id, true);
    await use(1, '2026-11-02', 9_000, member.id);
    expect((await sweepAt(jstNoon('2026-11-03'))).memberStops).toEqual([]);
    await use(1, '2026-11-03', 1_000, member.id);
    expect((await sweepAt(jstNoon('2026-11-03'))).memberStops).toEqual([member.id]);
  });
});
