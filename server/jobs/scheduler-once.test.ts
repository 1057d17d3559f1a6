// Several servers on one database run the scheduled work at the same moment (the documented way to scale): a due
// department registration becomes one department, a due upload is applied once, and each budget alert is recorded
// and mailed once. On PostgreSQL (DATABASE_URL) these are two createApp instances with their own connection pools;
// on PGlite, which one process owns, two callers of the same database exercise the same claims.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResponse } from '../../core/uploads/calls';
import { createApp, type App } from '../app';
import { createTestDatabase, signInWithCookies, type TestDatabase } from '../../tests/support/server';
import { csvText, upload, utf8Bom } from '../uploads/test-support';
import { runScheduledWork } from './scheduler';

/** Noon in Japan on a day of 2026 (yyyy-MM-dd). */
const jstNoon = (day: string): Date => new Date(`${day}T03:00:00.000Z`);

let now = jstNoon('2026-11-05');
const clock = (): Date => now;
let database: TestDatabase;
let first: App;
let second: App;
let baseUrl: string;

beforeAll(async () => {
  database = await createTestDatabase({ seededFor: clock() });
  first = await createApp({ ...database.options, clock, seed: true });
  second = database.options.databaseUrl ? await createApp({ ...database.options, clock, seed: true }) : first;
  await first.app.listen({ port: 0, host: '127.0.0.1' });
  const address = first.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 120_000);

afterAll(async () => {
  if (second && second !== first) await second.close();
  await first?.close();
  await database?.drop();
});

describe('scheduled work on two servers at once', () => {
  it('applies a due registration and a due upload once, and records and mails each budget alert once', async () => {
    const admin = await signInWithCookies(baseUrl, 'admin01');
    const applied = await admin.post('/api/applicationInformation/apply/billingRegistration', {
      billingName: '二重防止部', autoApprovalFlg: false, registrationFeeChargeFlg: false, applyDate: '2026/11/06',
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const scheduled = await upload<UploadResponse>(admin, { corporationId: 1, uploadDivision: 4, startDate: '2026/11/06' },
      utf8Bom(csvText('department-names', [['1', '予定の部署名']])));
    expect(scheduled.body.status, JSON.stringify(scheduled.body)).toBe('queued');

    // Department 5 over its budget (80% and 100% alerts) and one of its members over the member budget (mail only).
    const db = first.db;
    await db.query("update departments set monthly_limit_amount = 100000, limit_amount_for_user = 1000, limit_full_amount_for_user_alert_division = 'MAIL_ONLY' where id = 5");
    const [member] = await db.query<{ id: number }>(
      'select id from users where department_id = 5 and role_type is null and not delete_flg and approval_division = 2 and mail_address is not null order by id limit 1',
    );
    await db.query(
      `insert into usage_records (corporation_id, user_id, department_id, usage_date, start_at, end_at, amount, registration_fee_flg, created_at)
       select corporation_id, $1, id, '2026-11-10'::date, '2026-11-10T12:00:00+09:00', '2026-11-10T12:00:00+09:00', 105000, false, now()
         from departments where id = 5`,
      [member.id],
    );
    const [outbox] = await db.query<{ max: number }>('select coalesce(max(id), 0)::int as max from mail_outbox');

    now = jstNoon('2026-11-11');
    await Promise.all([runScheduledWork(first.db, now), runScheduledWork(second.db, now), runScheduledWork(second.db, now)]);
    await Promise.all([runScheduledWork(first.db, now), runScheduledWork(second.db, now)]);

    expect(await db.query("select id from departments where billing_name = '二重防止部' and not delete_flg")).toHaveLength(1);
    const [job] = await db.query<{ status: string; applied_count: number }>('select status, applied_count from upload_jobs where id = $1', [
      Number(scheduled.body.transferHistoryId),
    ]);
    expect(job).toEqual({ status: 'applied', applied_count: 1 });
    const [renamed] = await db.query<{ billing_name: string }>('select billing_name from departments where id = 1');
    expect(renamed.billing_name).toBe('予定の部署名');

    // (The demo data's own usage raises other alerts too: each of them once as well.)
    const ours = await db.query<{ kind: string; user_id: number | null }>('select kind, user_id from limit_amount_alerts where department_id = 5 order by kind, user_id');
    expect(ours).toEqual(expect.arrayContaining([{ kind: 'department80', user_id: null }, { kind: 'department100', user_id: null }, { kind: 'memberCap', user_id: member.id }]));
    expect(ours.filter((a) => a.kind !== 'memberCap' || a.user_id === member.id)).toHaveLength(3);
    const twice = await db.query('select kind, department_id, user_id from limit_amount_alerts group by kind, department_id, user_id, period_start having count(*) > 1');
    expect(twice).toEqual([]);
    const mails = await db.query<{ recipient: string; subject: string; body: string; n: number }>(
      'select recipient, subject, body, count(*)::int as n from mail_outbox where id > $1 group by recipient, subject, body',
      [outbox.max],
    );
    // Every alert reached its people (the clerk, the responsible persons, the member) and nobody got one twice.
    expect(mails.length).toBeGreaterThanOrEqual(5);
    expect(mails.filter((m) => m.n !== 1)).toEqual([]);
  }, 180_000);
});
