// The demo's invoices come from the close itself: thirteen ended months per demo corporation, all confirmed but the
// last; the departments sharing a destination are on one invoice; closing again changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../db/database';
import { startTestServer, type TestServer } from '../../tests/support/server';
import { endedMonths } from '../seed/demo-charges';
import { closeChargeMonth, lastEndedChargeMonth } from './close';

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
    const fees = await server.db.query<{ n: number } & Row>("select count(*)::int as n from charge_lines where line_kind = 'registrationFee'");
    expect(fees[0].n).toBe(26);
    const uses = await server.db.query<{ n: number; amount: number } & Row>("select count(*)::int as n, coalesce(sum(amount), 0)::int as amount from charge_lines where line_kind = 'use'");
    expect(uses[0].n).toBeGreaterThan(100);
    // Every line's amount equals the ledger's uses of its period (nothing written by hand).
    const [ledger] = await server.db.query<{ amount: number } & Row>(
      `select coalesce(sum(l.amount), 0)::int as amount from usage_records l join charge_months m
          on m.corporation_id = l.corporation_id and l.usage_date between m.period_start and m.period_end
        where not l.registration_fee_flg and not l.use_only_flg and coalesce(l.resource_type, 0) not in (90, 91, 99)`);
    expect(uses[0].amount).toBe(ledger.amount);
  });

  it('bills the departments sharing a destination on one invoice', async () => {
    const invoices = await server.db.query<{ client_name: string; departments: number[] } & Row>(
      `select i.client_name, array_agg(distinct l.department_id order by l.department_id) as departments
         from invoices i join charge_lines l on l.corporation_id = i.corporation_id and l.period_start = i.period_start and l.charge_client_id = i.charge_client_id
         join charge_months m on m.corporation_id = i.corporation_id and m.period_start = i.period_start
        where m.month = '2026-11' and i.corporation_id = 1 group by i.client_name order by i.client_name`);
    const sales = invoices.find((i) => i.client_name === '株式会社みらいワークス 営業本部');
    expect(sales?.departments).toEqual([5, 6]);
    const main = invoices.find((i) => i.client_name === '株式会社みらいワークス');
    expect(main?.departments).toContain(1);
    expect(main?.departments).not.toContain(5);
  });

  it('recomputing the open month gives the same lines', async () => {
    const snapshot = () => server.db.query(
      `select charge_division, line_kind, department_id, user_id, resource_id, flex_contract_id, value, price_apply_value, amount from charge_lines l
         join charge_months m using (corporation_id, period_start) where m.month = '2026-11' and m.corporation_id = 1
        order by charge_division, line_kind, department_id, user_id, resource_id, flex_contract_id, amount`);
    const before = await snapshot();
    expect((await closeChargeMonth(server.db, 1, '2026-11', NOW)).outcome).toBe('recomputed');
    expect(await snapshot()).toEqual(before);
    expect((await closeChargeMonth(server.db, 1, '2026-10', NOW)).outcome).toBe('confirmed');
  });
});
