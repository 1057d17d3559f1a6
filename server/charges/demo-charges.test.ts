// The demo's invoices come from the close itself: thirteen ended months per demo corporation, all confirmed but the
// last; the registration fee under the fee charge division in force on each month's last day; the departments sharing a
// destination are on one invoice; closing again changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../db/database';
import { startTestServer, type TestServer } from '../../tests/support/server';
import { endedMonths } from '../seed/demo-charges';
import { closeChargeMonth, lastEndedChargeMonth } from './close';
import { invoicesOfMonth } from './invoices';
import { registrationFee } from '../../core/charges/domain';

const NOW = new Date('2026-11-24T03:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ webDist: null, clock: () => NOW });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('demo charges', () => {
  it('lists the thirteen ended months, oldest first', () => {
    const months = endedMonths(NOW, 13);
    expect(months).toHaveLength(13);
    expect(months[0]).toBe('2025-11');
    expect(months[12]).toBe('2026-11');
    expect(lastEndedChargeMonth(NOW)).toBe('2026-11');
  });

  it('closes thirteen months per corporation, the last one not confirmed', async () => {
    const rows = await server.db.query<{ corporation_id: number; month: string; status: number } & Row>(
      'select corporation_id, month, status from charge_months order by corporation_id, month');
    for (const corporation of [1, 2]) {
      const months = rows.filter((r) => r.corporation_id === corporation);
      expect(months.map((m) => m.month)).toEqual(endedMonths(NOW, 13));
      expect(months.map((m) => m.status)).toEqual([...Array(12).fill(2), 0]);
    }
    // The fee of every month is the fee of its actual users, on one department or split across them (issue 15): corporation 1
    // bills 経営企画部 alone from the period its division 2 change (代表部署, applied 90 days ago) was in force on the last
    // day of, and split the months before; corporation 2 (部署ごと) splits every month.
    const fees = await server.db.query<{ corporation_id: number; period_end: string; actual_users: number; lines: number; departments: number[]; amount: number } & Row>(
      `select m.corporation_id, to_char(m.period_end, 'YYYY-MM-DD') as period_end, m.actual_users, count(*)::int as lines,
              array_agg(l.department_id order by l.department_id) as departments, sum(l.amount)::int as amount
         from charge_line_rows l join charge_months m using (corporation_id, period_start)
        where l.line_kind = 'registrationFee' group by m.corporation_id, m.period_end, m.actual_users order by 1, 2`);
    expect(fees).toHaveLength(26);
    for (const fee of fees) expect(fee.amount, `${fee.corporation_id} ${fee.period_end}`).toBe(registrationFee(fee.actual_users));
    const [change] = await server.db.query<{ apply_date: string } & Row>(
      "select to_char(apply_date, 'YYYY-MM-DD') as apply_date from applications where corporation_id = 1 and division = 2 and status = 2");
    for (const fee of fees.filter((f) => f.corporation_id === 1)) {
      if (fee.period_end >= change.apply_date) expect(fee.departments, fee.period_end).toEqual([1]);
      else expect(fee.lines, fee.period_end).toBeGreaterThan(1);
    }
    expect(fees.filter((f) => f.corporation_id === 2).every((f) => f.lines > 1)).toBe(true);
    const uses = await server.db.query<{ n: number; amount: number } & Row>("select count(*)::int as n, coalesce(sum(amount), 0)::int as amount from charge_line_rows where line_kind = 'use'");
    expect(uses[0].n).toBeGreaterThan(100);
    // Every line's amount equals the ledger's uses of its period (nothing written by hand).
    const [ledger] = await server.db.query<{ amount: number } & Row>(
      `select coalesce(sum(l.amount), 0)::int as amount from usage_records l join charge_months m
          on m.corporation_id = l.corporation_id and l.usage_date between m.period_start and m.period_end
        where not l.registration_fee_flg and not l.use_only_flg and coalesce(l.resource_type, 0) not in (90, 91, 99)`);
    expect(uses[0].amount).toBe(ledger.amount);
  });

  it('bills the departments sharing a destination on one invoice', async () => {
    const [month] = await server.db.query<{ period_start: string } & Row>("select period_start::text as period_start from charge_months where corporation_id = 1 and month = '2026-11'");
    const departments = await server.db.query<{ charge_client_id: number; departments: number[] } & Row>(
      `select l.charge_client_id, array_agg(distinct l.department_id order by l.department_id) as departments from charge_line_rows l
        where l.corporation_id = 1 and l.period_start = $1::date group by l.charge_client_id`, [month.period_start]);
    const invoices = (await invoicesOfMonth(server.db, 1, month.period_start))
      .map((i) => ({ client_name: i.client_name, departments: departments.find((d) => d.charge_client_id === i.charge_client_id)?.departments }));
    const sales = invoices.find((i) => i.client_name === '株式会社みらいワークス 営業本部');
    expect(sales?.departments).toEqual([5, 6]);
    const main = invoices.find((i) => i.client_name === '株式会社みらいワークス');
    expect(main?.departments).toContain(1);
    expect(main?.departments).not.toContain(5);
  });

  it('recomputing the open month gives the same lines', async () => {
    const snapshot = () => server.db.query(
      `select charge_division, line_kind, department_id, user_id, resource_id, flex_contract_id, value, price_apply_value, amount from charge_line_rows l
         join charge_months m using (corporation_id, period_start) where m.month = '2026-11' and m.corporation_id = 1
        order by charge_division, line_kind, department_id, user_id, resource_id, flex_contract_id, amount`);
    const before = await snapshot();
    expect((await closeChargeMonth(server.db, 1, '2026-11', NOW)).outcome).toBe('recomputed');
    expect(await snapshot()).toEqual(before);
    expect((await closeChargeMonth(server.db, 1, '2026-10', NOW)).outcome).toBe('confirmed');
  });
});
