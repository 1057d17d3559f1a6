// A month's life at run time, through the scheduler and the test clock (issue 27): the demo's 2026/11 is closed and
// 未確定; its figures move with the ledger (header and lines together); on the confirmation day (the 1st of the next
// month in Japan time by default) the scheduler confirms it once; from then on a budget change, renamed members and
// departments, a late use, a destination change, a recompute and more scheduler runs leave every figure of the month
// as it was, the issue date is the confirmation day, and csv/after answers. Runs on PGlite, or PostgreSQL with DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeClientResponse, ChargeLinesResponse, ChargeStatusResponse, ChargeSummaryResponse } from '../../core/charges/calls';
import { consumptionTax } from '../../core/charges/domain';
import { t } from '../../core/i18n';
import type { Row } from '../db/database';
import { runScheduledWork } from '../jobs/scheduler';
import { signInWithCookies, startTestServer, testClock, type TestCaller, type TestServer } from '../../tests/support/server';
import { closeChargeMonth } from './close';
import { confirmDueMonths, monthsDueForConfirmation } from './confirm';

const clock = testClock(new Date('2026-11-24T03:00:00.000Z'));
const MONTH = '2026/11';
let server: TestServer;
let admin: TestCaller;

beforeAll(async () => {
  server = await startTestServer({ webDist: null, clock: clock.now });
  admin = await signInWithCookies(server.baseUrl, 'admin01');
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** Moves the clock (sessions last 2 hours without use, 24 at most: sign in again at the new time). */
async function advance(ms: number): Promise<void> {
  clock.advance(ms);
  admin = await signInWithCookies(server.baseUrl, 'admin01');
}

async function ok<T>(path: string): Promise<T> {
  const answer = await admin.get<T>(path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function fileText(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  return { status: response.status, text: Buffer.from(await response.arrayBuffer()).toString('utf8') };
}

/** Every figure of the month a person can see: destinations with invoices, both summaries, every line, the CSV after. */
async function figures() {
  const share = await ok<ChargeClientResponse>(`/api/charge/client?month=${MONTH}`);
  const flex = await ok<ChargeClientResponse>(`/api/charge/client?month=${MONTH}&chargeDivision=2`);
  const summary = await ok<ChargeSummaryResponse>(`/api/charge/summary?month=${MONTH}`);
  const flexSummary = await ok<ChargeSummaryResponse>(`/api/charge/summary?month=${MONTH}&chargeDivision=2`);
  const lines = await ok<ChargeLinesResponse>(`/api/charge/allBillings?month=${MONTH}`);
  return { share: { ...share, month: { ...share.month, statusName: undefined } }, flex: flex.clients, summary: summary.rows, flexSummary: flexSummary.rows, lines: lines.lines, total: lines.totalAmount };
}

const status = async () => (await ok<ChargeStatusResponse>('/api/charge/statusClient')).months.find((m) => m.month === MONTH);

describe('a month closed, then confirmed at run time', () => {
  it('keeps a closed month moving with the ledger, header and lines together, until its confirmation day', async () => {
    expect((await status())?.status).toBe(0);
    // 2026/11/30 23:59 in Japan: not yet.
    await advance(new Date('2026-11-30T14:59:00.000Z').getTime() - clock.now().getTime());
    await runScheduledWork(server.db, clock.now());
    expect((await status())?.status).toBe(0);
    const closed = await fileText(`/api/charge/csv/after?month=${MONTH}`);
    expect(closed.status).toBe(404);
    expect(JSON.parse(closed.text).message).toBe(t('charges.notConfirmed', { month: MONTH, date: '2026/12/01' }));

    // A late use in the closed period: the lines and the invoice header move together.
    const before = await ok<ChargeClientResponse>(`/api/charge/client?month=${MONTH}`);
    const [target] = await server.db.query<{ user_id: number; department_id: number; charge_client_id: number } & Row>(
      `select l.user_id, l.department_id, l.charge_client_id from charge_line_rows l join charge_months m using (corporation_id, period_start)
        where m.corporation_id = 1 and m.month = '2026-11' and l.line_kind = 'use' and l.user_id is not null order by l.id limit 1`);
    await server.db.query(
      `insert into usage_records (corporation_id, user_id, department_id, usage_date, start_at, end_at, amount, resource_id, resource_type, quantity, unit_price, created_at)
       select 1, $1, $2, '2026-11-10', '2026-11-10T01:00:00Z', '2026-11-10T01:00:00Z', 1234, f.id, f.resource_type, 1, 1234, now()
         from facilities f where f.resource_type = 7 order by f.id limit 1`, [target.user_id, target.department_id]);
    const after = await ok<ChargeClientResponse>(`/api/charge/client?month=${MONTH}`);
    const of = (r: ChargeClientResponse) => r.clients.find((c) => c.chargeClientId === String(target.charge_client_id));
    expect((of(after)?.invoice?.amountExcludingTax ?? 0) - (of(before)?.invoice?.amountExcludingTax ?? 0)).toBe(1234);
    expect((of(after)?.amountExcludingTax ?? 0) - (of(before)?.amountExcludingTax ?? 0)).toBe(1234);
    const invoice = of(after)?.invoice;
    expect(invoice?.taxAmount).toBe(consumptionTax(invoice?.amountExcludingTax ?? 0, 10));
    expect((await monthsDueForConfirmation(server.db, clock.now())).length).toBe(0);
  });

  it('confirms on the 1st in Japan time, once, with the confirmation day as the issue date', async () => {
    // 2026/12/01 00:00 in Japan.
    await advance(60_000);
    expect((await monthsDueForConfirmation(server.db, clock.now())).map((m) => m.month)).toEqual(['2026-11', '2026-11']);
    await runScheduledWork(server.db, clock.now());
    expect(await status()).toMatchObject({ status: 2, statusName: '確定', confirmedAt: '2026/12/01 00:00:00' });
    expect(await confirmDueMonths(server.db, clock.now())).toBe(0);
    const written = await server.db.query<{ issued_on: string; due_on: string; n: number } & Row>(
      `select to_char(i.issued_on, 'YYYY-MM-DD') as issued_on, to_char(i.due_on, 'YYYY-MM-DD') as due_on, count(*)::int as n
         from invoices i join charge_months m using (corporation_id, period_start) where m.month = '2026-11' group by 1, 2`);
    expect(written).toEqual([{ issued_on: '2026-12-01', due_on: '2026-12-31', n: expect.any(Number) }]);
    const csv = await fileText(`/api/charge/csv/after?month=${MONTH}`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('部署');
  });

  it('never moves a confirmed month again: budgets, names, a late use, a destination change, a recompute', async () => {
    const frozen = await figures();
    const invoiceRows = () => server.db.query(
      `select i.invoice_no, i.client_name, i.address, i.amount_excluding_tax::float8 as a, i.tax_amount::float8 as t, to_char(i.issued_on, 'YYYY-MM-DD') as issued
         from invoices i join charge_months m using (corporation_id, period_start) where m.month = '2026-11' order by i.invoice_no`);
    const frozenInvoices = await invoiceRows();
    const [line] = frozen.lines.filter((l) => l.userId !== null);

    await server.db.query('update departments set monthly_limit_amount = coalesce(monthly_limit_amount, 0) + 77777 where corporation_id = 1');
    await server.db.query("update departments set billing_name = billing_name || '（改称）' where corporation_id = 1");
    await server.db.query("update users set user_last_name = '改姓' where id = $1", [Number(line.userId)]);
    await server.db.query("update charge_clients set client_name = client_name || '（新）', address = '大阪府大阪市北区' where corporation_id = 1");
    await server.db.query('update departments set charge_client_id = (select min(id) from charge_clients where corporation_id = 1) where corporation_id = 1');
    await server.db.query(
      `insert into usage_records (corporation_id, user_id, department_id, usage_date, start_at, end_at, amount, resource_id, resource_type, quantity, unit_price, created_at)
       select 1, $1, $2, '2026-11-12', '2026-11-12T01:00:00Z', '2026-11-12T01:00:00Z', 5000, f.id, f.resource_type, 1, 5000, now()
         from facilities f where f.resource_type = 7 order by f.id limit 1`, [Number(line.userId), Number(line.organizationId)]);
    expect((await closeChargeMonth(server.db, 1, '2026-11', clock.now())).outcome).toBe('confirmed');
    await advance(86_400_000);
    await runScheduledWork(server.db, clock.now());

    const now = await figures();
    expect(now).toEqual(frozen);
    expect(await invoiceRows()).toEqual(frozenInvoices);
    expect(frozen.summary.every((r) => r.usageAmount + r.registrationFee + r.adjustmentAmount + r.seatAmount + r.addMemberAmount === r.chargeAmountTotal)).toBe(true);
  });

  it('refuses bad months and another corporation\'s destination with Japanese 4xx answers', async () => {
    const unknown = await admin.get<{ message: string }>('/api/charge/invoice?month=2019/01');
    expect([unknown.status, unknown.body.message]).toEqual([404, t('charges.noInvoice')]);
    const malformed = await admin.get<{ fields: Record<string, string> }>('/api/charge/invoice?month=2026-13');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields.month).toBe(t('charges.validation.month'));
    const [other] = await server.db.query<{ id: number } & Row>('select id from charge_clients where corporation_id = 2 order by id limit 1');
    const foreign = await admin.get<{ message: string }>(`/api/charge/invoice?month=${MONTH}&chargeClientId=${other.id}`);
    expect([foreign.status, foreign.body.message]).toEqual([404, t('charges.noInvoice')]);
  });
});
