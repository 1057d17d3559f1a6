// The money path on random small ledgers (the money path, README "Invoices: a month's life"): for each generated month (uses of several resources at several
// unit prices, in and just outside the period, some covered by a seat; contract (91) and other (99) adjustments,
// credits among them; the registration fee under charge division 1 or 2, or under the division a later change
// replaced; members using under several departments; departments on different invoice destinations; a tax rate of 8
// or 10 %), the month is closed, confirmed and then left alone, and at each step:
// - it agrees with a model of the ledger computed here: each department's uses, adjustments and fee share (the fee
//   of the actual users, on the fee department or split by the department of each member's last use), each
//   destination's invoice (per rate the sum of its departments, tax truncated once per invoice and rate);
// - it agrees with itself: each invoice (invoicesOfMonth) is the sum of its lines per rate with the tax once per rate;
//   the summary's parts add up to its totals, which are the pages' (pageOfLines) and the destinations page's
//   (clientTotals), whose invoices are the same; the CSV of every line lists the pages' amounts in order, the summary
//   CSV adds up; the Excel's subtotal is the pages' total and its invoices sheet is invoicesOfMonth;
// - the confirmation writes the invoices computed just before (or, after a late use, what the ledger makes then) with
//   the names of that day, and then renames, a late use, a budget, destination, payment method, fee division and tax
//   rate change and a second close and confirmation move nothing of the month (invoices, summary with budget and
//   difference, lines); the files' keyset batches (files.ts lineBatches) give every line once, in order, however small.
// Runs on PGlite, or on PostgreSQL when DATABASE_URL is set.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeTestWorld, type ChargeTestWorld } from './test-support';
import {
  SUMMARY_PARTS, SUMMARY_PARTS_OF_DIVISION, apportionRegistrationFee, chargePeriodOfMonth, registrationFee, type ChargeDivision, type ChargeOutputType,
  type SummaryPart,
} from '../../core/charges/domain';
import { t, type MessageKey } from '../../core/i18n';
import '../../core/charges/load-messages';
import type { Database, Row } from '../db/database';
import type { FileReply } from '../http/call-context';
import { HttpError } from '../http/http-error';
import type { MemberViewer } from '../users/viewer';
import { closeChargeMonth } from './close';
import { confirmChargeMonth } from './confirm';
import { defaultChargeClient } from './default-client';
import { chargeCsvFile, chargeExcelFile, lineBatches } from './files';
import { invoicesOfMonth, type InvoiceDbRow } from './invoices';
import { clientTotals, lineScope, pageOfLines, summaryRows, type ChargeFilter } from './read';

const MONTH = '2026-11';
const PERIOD = chargePeriodOfMonth(MONTH);
const CLOSE_NOW = new Date('2026-11-24T03:00:00.000Z');
/** 2026-12-01 00:00 in Japan: the default billing terms' confirmation day of 2026-11. */
const CONFIRM_NOW = new Date('2026-11-30T15:00:00.000Z');
const CORP = 1;
const DEPARTMENTS = [1, 2, 3, 4];
const [CLIENT_X, CLIENT_Y] = [100, 101];
const [SITE, FEE_RESOURCE, CONTRACT_ADJ, OTHER_ADJ] = [1, 5, 6, 7];
/** The resources used, each at one or two unit prices (a price change within the period makes a line per price). */
const RESOURCES = [
  { id: 2, type: 2, timeBased: true, prices: [1000, 1100] },
  { id: 3, type: 2, timeBased: true, prices: [880, 880] },
  { id: 4, type: 7, timeBased: false, prices: [300, 350] },
];
const APPLICANT = 999;
const FIRST_MEMBER = 1000;
const AMOUNT = t('charges.field.chargeAmountTotal');

let world: ChargeTestWorld;
let db: Database;
let defaultClient: number;

const viewer: MemberViewer = { userId: APPLICANT, roleType: 3, corporationId: CORP, authorities: {}, departmentIds: new Set(DEPARTMENTS), responsible: true };
const filterOf = (division: ChargeDivision, outputType: ChargeOutputType = 1): ChargeFilter => ({ month: MONTH, division, departmentIds: [], outputType });

beforeAll(async () => {
  world = await chargeTestWorld(CLOSE_NOW, { name: '検証商事株式会社', kana: 'ケンショウショウジ' });
  db = world.db;
  await db.query(`insert into facilities (id, parent_facility_id, facility_name, resource_type, service_division, base_point_type, unit_price, display_order) values
    (${SITE}, null, '東京拠点', 1, 1, 1, null, 1), (2, ${SITE}, '会議室A', 2, 1, 1, 1000, 2), (3, ${SITE}, '会議室B', 2, 1, 1, 880, 3),
    (4, ${SITE}, 'デイロッカー', 7, 1, 1, 300, 4), (${FEE_RESOURCE}, null, '登録管理調整', 90, 1, 1, null, 5),
    (${CONTRACT_ADJ}, null, '契約調整', 91, 1, 1, null, 6), (${OTHER_ADJ}, null, 'その他', 99, 1, 1, null, 7)`);
  await db.query(`insert into charge_clients (id, corporation_id, client_name, address, created_at, last_updated) values
    (${CLIENT_X}, 1, '検証商事株式会社 東日本', '東京都港区', now(), now()), (${CLIENT_Y}, 1, '検証商事株式会社 西日本', '大阪府大阪市', now(), now())`);
  await db.query(`insert into departments (id, corporation_id, billing_name, display_order, created_at, last_updated)
    select n, 1, '部署' || n, n, now(), now() from generate_series(1, ${DEPARTMENTS.length}) n`);
  await db.query(
    `insert into users (id, login_id, password_hash, corporation_id, department_id, user_last_name, user_first_name, user_last_name_kana,
        user_first_name_kana, trinity_code, approval_division, created_at, last_updated)
     values (${APPLICANT}, 'applicant', 'x', 1, 1, '申請', '者', 'シンセイ', 'シャ', 'T0001', 2, now(), now())`);
  defaultClient = await db.transaction((tx) => defaultChargeClient(tx, CORP, CLOSE_NOW));
}, 60_000);

afterAll(async () => {
  await world?.close();
});

// ---- the generated month ----

interface UseGen {
  member: number;
  department: number;
  resource: number;
  price: number;
  /** Days from the period's first day: -1 and 31 fall just outside it. */
  day: number;
  /** The 10-minute slot of the day the use starts in (Japan time). */
  slot: number;
  /** Minutes (time-based) or, modulo 3, the quantity less one. */
  span: number;
  useOnly: boolean;
}

interface AdjustmentGen {
  department: number;
  type: 91 | 99;
  amount: number;
  day: number;
}

interface Scenario {
  taxRate: number;
  /** Lines per batch of the files' reader (the product's is 5,000). */
  batchSize: number;
  members: number;
  destinations: (number | null)[];
  feeFlags: boolean[];
  budgets: (number | null)[];
  /** The fee charge division now (corporations.representative_fee_setting). */
  feeDivision: 1 | 2;
  /** A completed change after the period's end: the period was billed under its `before`. */
  feeChange: { division: 1 | 2; department: number | null } | null;
  uses: UseGen[];
  adjustments: AdjustmentGen[];
  /** A use recorded after the close, before the confirmation. */
  lateBeforeConfirm: UseGen | null;
  renameDepartments: boolean[];
  renameMembers: boolean[];
  /** What changes after the confirmation. */
  after: { late: UseGen; department: number; destination: number | null; budget: number };
}

const usageArb: fc.Arbitrary<UseGen> = fc.record({
  member: fc.nat(4),
  department: fc.nat(DEPARTMENTS.length - 1),
  resource: fc.nat(RESOURCES.length - 1),
  price: fc.nat(1),
  day: fc.oneof({ weight: 1, arbitrary: fc.constantFrom(-1, 31) }, { weight: 6, arbitrary: fc.integer({ min: 0, max: 30 }) }),
  slot: fc.integer({ min: 0, max: 143 }),
  span: fc.integer({ min: 1, max: 240 }),
  useOnly: fc.oneof({ weight: 1, arbitrary: fc.constant(true) }, { weight: 6, arbitrary: fc.constant(false) }),
});

const adjustmentArb: fc.Arbitrary<AdjustmentGen> = fc.record({
  department: fc.nat(DEPARTMENTS.length - 1),
  type: fc.constantFrom(91 as const, 99 as const),
  amount: fc.integer({ min: -40_000, max: 40_000 }).filter((n) => n !== 0),
  day: fc.oneof({ weight: 1, arbitrary: fc.constantFrom(-1, 31) }, { weight: 6, arbitrary: fc.integer({ min: 0, max: 30 }) }),
});

const four = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { minLength: DEPARTMENTS.length, maxLength: DEPARTMENTS.length });

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  taxRate: fc.constantFrom(8, 10),
  batchSize: fc.integer({ min: 1, max: 3 }),
  members: fc.integer({ min: 1, max: 5 }),
  destinations: four(fc.constantFrom<number | null>(null, CLIENT_X, CLIENT_Y)),
  feeFlags: four(fc.oneof({ weight: 1, arbitrary: fc.constant(true) }, { weight: 3, arbitrary: fc.constant(false) })),
  budgets: four(fc.option(fc.integer({ min: 0, max: 300_000 }))),
  feeDivision: fc.constantFrom(1 as const, 2 as const),
  feeChange: fc.option(fc.record({ division: fc.constantFrom(1 as const, 2 as const), department: fc.option(fc.nat(DEPARTMENTS.length - 1)) })),
  uses: fc.array(usageArb, { maxLength: 12 }),
  adjustments: fc.array(adjustmentArb, { maxLength: 4 }),
  lateBeforeConfirm: fc.option(usageArb),
  renameDepartments: four(fc.boolean()),
  renameMembers: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  after: fc.record({
    late: usageArb, department: fc.nat(DEPARTMENTS.length - 1), destination: fc.constantFrom<number | null>(null, CLIENT_X, CLIENT_Y),
    budget: fc.integer({ min: 0, max: 300_000 }),
  }),
});

/** A ledger row as written (in writing order: the later row has the higher id). */
interface LedgerRow {
  userId: number | null;
  departmentId: number;
  start: Date;
  inPeriod: boolean;
  resourceId: number;
  resourceType: number;
  unitPrice: number;
  amount: number;
  useOnly: boolean;
}

const memberId = (s: Scenario, index: number): number => FIRST_MEMBER + (index % s.members);
const periodDay = (day: number): Date => new Date(Date.UTC(2026, 9, 21 + day) - 9 * 3_600_000);

function ledgerRowOf(s: Scenario, u: UseGen): LedgerRow {
  const resource = RESOURCES[u.resource];
  const unitPrice = resource.prices[u.price];
  const billed = Math.ceil(u.span / 10) * 10;
  const amount = resource.timeBased ? Math.floor((unitPrice * billed) / 30) : unitPrice * (1 + (u.span % 3));
  return {
    userId: memberId(s, u.member), departmentId: DEPARTMENTS[u.department], start: new Date(periodDay(u.day).getTime() + u.slot * 600_000),
    inPeriod: u.day >= 0 && u.day <= 30, resourceId: resource.id, resourceType: resource.type, unitPrice, amount: u.useOnly ? 0 : amount, useOnly: u.useOnly,
  };
}

function adjustmentRow(a: AdjustmentGen): LedgerRow {
  return {
    userId: null, departmentId: DEPARTMENTS[a.department], start: new Date(periodDay(a.day).getTime() + 12 * 3_600_000), inPeriod: a.day >= 0 && a.day <= 30,
    resourceId: a.type === 91 ? CONTRACT_ADJ : OTHER_ADJ, resourceType: a.type, unitPrice: Math.abs(a.amount), amount: a.amount, useOnly: false,
  };
}

async function write(row: LedgerRow, span: number): Promise<void> {
  const timeBased = RESOURCES.some((r) => r.id === row.resourceId && r.timeBased);
  const billed = timeBased ? Math.ceil(span / 10) * 10 : 0;
  const end = new Date(row.start.getTime() + (timeBased ? span : 0) * 60_000);
  const day = new Date(row.start.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  await db.query(
    `insert into usage_records (corporation_id, user_id, department_id, usage_date, start_at, end_at, amount, registration_fee_flg, resource_id,
        facility_id, resource_type, used_minutes, billed_minutes, quantity, unit_price, use_only_flg, created_at)
     values (1, $1, $2, $3::date, $4, $5, $6, false, $7, $8, $9, $10, $11, $12, $13, $14, now())`,
    [row.userId, row.departmentId, day, row.start, end, row.amount, row.resourceId, row.userId === null ? null : SITE, row.resourceType,
      timeBased ? span : 0, billed, timeBased || row.userId === null ? 1 : 1 + (span % 3), row.unitPrice, row.useOnly],
  );
}

const departmentName = (id: number, generation: number): string => (generation === 0 ? `部署${id}` : `部署${id}（改称${generation}）`);
const memberName = (id: number, generation: number): [string, string] => [generation === 0 ? '会員' : `改名${generation}`, `太郎${id}`];

/** A fresh month: nothing closed, the departments and members as the scenario has them, its ledger written. */
async function setUp(s: Scenario): Promise<LedgerRow[]> {
  for (const table of ['invoice_tax_lines', 'invoices', 'charge_lines', 'charge_months', 'usage_records', 'applications']) await db.query(`delete from ${table}`);
  await db.query(`delete from users where id >= ${FIRST_MEMBER}`);
  await db.query('update invoice_issuer set standard_tax_rate = $1 where id = 1', [s.taxRate]);
  await db.query(`update charge_clients set client_name = case id when ${CLIENT_X} then '検証商事株式会社 東日本' when ${CLIENT_Y} then '検証商事株式会社 西日本'
      else '検証商事株式会社' end, payment_method = 1 where corporation_id = 1`);
  await db.query('update corporations set representative_fee_setting = $1 where id = 1', [s.feeDivision === 1]);
  for (const [i, id] of DEPARTMENTS.entries()) {
    await db.query('update departments set billing_name = $2, charge_client_id = $3, registration_fee_charge_flg = $4, monthly_limit_amount = $5 where id = $1',
      [id, departmentName(id, 0), s.destinations[i], s.feeFlags[i], s.budgets[i]]);
  }
  await db.query(
    `insert into users (id, login_id, password_hash, corporation_id, department_id, user_last_name, user_first_name, user_last_name_kana,
        user_first_name_kana, trinity_code, approval_division, created_at, last_updated)
     select n, 'u' || n, 'x', 1, 1, '会員', '太郎' || n, 'カイイン', 'タロウ', 'T0001', 2, now(), now() from generate_series($1::int, $2::int) n`,
    [FIRST_MEMBER, FIRST_MEMBER + s.members - 1]);
  if (s.feeChange) {
    const before = s.feeChange.division === 1
      ? { division: 1, billingId: s.feeChange.department === null ? null : String(DEPARTMENTS[s.feeChange.department]), billingName: null }
      : { division: 2, billingId: null, billingName: null };
    await db.query(
      `insert into applications (corporation_id, division, status, contents, apply_date, applicant_user_id, created_at, completed_at, last_updated)
       values (1, 2, 2, $1, '2026-11-22', ${APPLICANT}, now(), now(), now())`,
      [JSON.stringify({ kind: 'registrationFee', division: s.feeDivision, billingId: null, billingName: null, before })]);
  }
  const ledger: LedgerRow[] = [];
  for (const u of s.uses) {
    const row = ledgerRowOf(s, u);
    await write(row, u.span);
    ledger.push(row);
  }
  for (const a of s.adjustments) {
    const row = adjustmentRow(a);
    await write(row, 0);
    ledger.push(row);
  }
  return ledger;
}

async function writeUse(s: Scenario, ledger: LedgerRow[], u: UseGen): Promise<void> {
  const row = ledgerRowOf(s, u);
  await write(row, u.span);
  ledger.push(row);
}

// ---- the model ----

interface DepartmentModel {
  /** Per division: the amount of each summary part and the number of lines. */
  parts: Record<ChargeDivision, Record<SummaryPart, number>>;
  lines: Record<ChargeDivision, number>;
}

interface ModelInvoice {
  chargeClientId: number;
  amountExcludingTax: number;
  taxAmount: number;
  taxLines: { tax_rate: number; taxable_amount: number; tax_amount: number }[];
}

interface Model {
  departments: Map<number, DepartmentModel>;
  invoices: ModelInvoice[];
  actualUsers: number;
}

const noParts = (): Record<SummaryPart, number> => ({ usageAmount: 0, registrationFee: 0, seatAmount: 0, addMemberAmount: 0, adjustmentAmount: 0 });

/**
 * What the month must bill: the lines from `lineLedger`, the fee from the actual users of `feeLedger` (the ledger as
 * the fee was last computed, at the close or the confirmation), the departments' destinations `destinations`.
 */
function model(s: Scenario, lineLedger: readonly LedgerRow[], feeLedger: readonly LedgerRow[], destinations: readonly (number | null)[], taxRate: number): Model {
  const departments = new Map<number, DepartmentModel>(DEPARTMENTS.map((id) => [id, { parts: { 1: noParts(), 2: noParts() }, lines: { 1: 0, 2: 0 } }]));
  const at = (id: number) => departments.get(id) as DepartmentModel;
  const useKeys = new Set<string>();
  for (const r of lineLedger.filter((x) => x.inPeriod && !x.useOnly)) {
    const d = at(r.departmentId);
    if (r.userId === null) {
      const division = r.resourceType === 91 ? 2 : 1;
      d.parts[division].adjustmentAmount += r.amount;
      d.lines[division] += 1;
    } else {
      d.parts[1].usageAmount += r.amount;
      const key = [r.departmentId, r.userId, r.resourceId, r.resourceType, r.unitPrice].join(' ');
      if (!useKeys.has(key)) d.lines[1] += 1;
      useKeys.add(key);
    }
  }
  // Actual users: members with a use of the period, counted in the department of their last one (latest start, then the later row).
  const last = new Map<number, LedgerRow>();
  for (const r of feeLedger.filter((x) => x.inPeriod && x.userId !== null)) {
    const seen = last.get(r.userId as number);
    if (!seen || r.start.getTime() >= seen.start.getTime()) last.set(r.userId as number, r);
  }
  const actualUsers = last.size;
  const fee = registrationFee(actualUsers);
  const counts = DEPARTMENTS.map((id) => [...last.values()].filter((r) => r.departmentId === id).length);
  const arrangement = s.feeChange
    ? { division: s.feeChange.division, billingId: s.feeChange.division === 1 && s.feeChange.department !== null ? DEPARTMENTS[s.feeChange.department] : null }
    : { division: s.feeDivision, billingId: null };
  const flagged = DEPARTMENTS.find((_, i) => s.feeFlags[i]) ?? DEPARTMENTS[0];
  const bearing = arrangement.billingId ?? flagged;
  const shares = arrangement.division === 2 && actualUsers > 0
    ? apportionRegistrationFee(fee, counts).map((amount, i) => [DEPARTMENTS[i], amount] as const).filter(([, amount]) => amount > 0)
    : [[bearing, fee] as const];
  for (const [id, amount] of shares) {
    at(id).parts[1].registrationFee += amount;
    at(id).lines[1] += 1;
  }
  const byClient = new Map<number, number>();
  for (const [i, id] of DEPARTMENTS.entries()) {
    const d = at(id);
    if (d.lines[1] + d.lines[2] === 0) continue;
    const client = destinations[i] ?? defaultClient;
    const amount = [1, 2].reduce((sum, division) => sum + Object.values(d.parts[division as ChargeDivision]).reduce((a, b) => a + b, 0), 0);
    byClient.set(client, (byClient.get(client) ?? 0) + amount);
  }
  const invoices = [...byClient.entries()].sort((a, b) => a[0] - b[0]).map(([chargeClientId, taxable]) => {
    // Once per invoice and rate, fractions of a yen dropped (a credit's towards zero).
    const tax = Math.trunc((taxable * taxRate) / 100) + 0;
    return { chargeClientId, amountExcludingTax: taxable, taxAmount: tax, taxLines: [{ tax_rate: taxRate, taxable_amount: taxable, tax_amount: tax }] };
  });
  return { departments, invoices, actualUsers };
}

// ---- what the product says ----

interface LineRow extends Row {
  id: string | number;
  charge_division: number;
  line_kind: string;
  department_id: number;
  billing_name: string;
  charge_client_id: number;
  user_id: number | null;
  user_name: string | null;
  amount: number;
  tax_rate: number;
}

const periodStart = PERIOD.start;
const monthLines = () => db.query<LineRow>(
  'select * from charge_line_rows where corporation_id = $1 and period_start = $2::date order by department_id, coalesce(user_id, 0), id', [CORP, periodStart]);

async function bytesOf(reply: FileReply): Promise<Buffer> {
  if (reply.data instanceof Uint8Array) return Buffer.from(reply.data);
  const chunks: Buffer[] = [];
  for await (const chunk of reply.data) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A file of the month, or null when the product answers that there is nothing to list (404). */
async function fileOf(make: () => Promise<FileReply>): Promise<Buffer | null> {
  try {
    return await bytesOf(await make());
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

const sumOf = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
/** A value as JSON carries it (how the pages and the written rows see it). */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const money = (i: InvoiceDbRow) => plain({ chargeClientId: i.charge_client_id, amountExcludingTax: i.amount_excluding_tax, taxAmount: i.tax_amount, taxLines: i.tax_lines });

/** Every reader of the month against the others and against the model. */
async function agrees(m: Model, budgets: readonly (number | null)[], batchSize: number, where: string): Promise<void> {
  const lines = await monthLines();
  const invoices = await invoicesOfMonth(db, CORP, periodStart);
  // Each invoice is its lines per rate, taxed once per rate; one invoice per destination with lines.
  expect(invoices.map((i) => i.charge_client_id), where).toEqual([...new Set(lines.map((l) => l.charge_client_id))].sort((a, b) => a - b));
  for (const i of invoices) {
    const own = lines.filter((l) => l.charge_client_id === i.charge_client_id);
    const rates = [...new Set(own.map((l) => l.tax_rate))].sort((a, b) => b - a);
    expect(plain(i.tax_lines), where).toEqual(rates.map((rate) => {
      const taxable = sumOf(own.filter((l) => l.tax_rate === rate).map((l) => Number(l.amount)));
      return { tax_rate: rate, taxable_amount: taxable, tax_amount: Math.trunc((taxable * rate) / 100) + 0 };
    }));
    expect(i.amount_excluding_tax).toBe(sumOf(i.tax_lines.map((l) => l.taxable_amount)));
    expect(i.tax_amount + 0).toBe(sumOf(i.tax_lines.map((l) => l.tax_amount)) + 0);
  }
  // ... and the model's.
  expect(invoices.map(money), `${where}: invoices`).toEqual(m.invoices);

  const heading = { month: '2026/11', statusName: '-', period: '-', issuedOn: '-' };
  for (const division of [1, 2] as const) {
    const at = `${where}, division ${division}`;
    const own = lines.filter((l) => l.charge_division === division);
    const total = sumOf(own.map((l) => Number(l.amount)));
    const page = await pageOfLines(db, viewer, filterOf(division), {});
    expect([page.totalCount, page.totalAmount], at).toEqual([own.length, total]);
    expect(page.lines.map((l) => [l.lineId, l.chargeAmountTotal]), at).toEqual(own.map((l) => [String(l.id), Number(l.amount)]));
    // The files read the lines in keyset batches merging the written and the live lines: small batches give every line once, in order.
    const batched: string[] = [];
    for await (const batch of lineBatches(db, lineScope(viewer, periodStart, filterOf(division)), batchSize)) batched.push(...batch.map((l) => String(l.id)));
    expect(batched, `${at}, batches of ${batchSize}`).toEqual(own.map((l) => String(l.id)));

    // The summary: parts add up, each row is its department's lines and the model's; the budget and its difference.
    const summary = await summaryRows(db, viewer, filterOf(division), periodStart);
    const parts = Object.keys(SUMMARY_PARTS) as SummaryPart[];
    for (const row of summary) {
      const id = Number(row.organizationId);
      expect(sumOf(parts.map((p) => row[p])), at).toBe(row.chargeAmountTotal);
      expect(row.chargeAmountTotal, at).toBe(sumOf(own.filter((l) => l.department_id === id).map((l) => Number(l.amount))));
      const expected = m.departments.get(id)?.parts[division] ?? noParts();
      expect(Object.fromEntries(parts.map((p) => [p, row[p]])), `${at}, department ${id}`).toEqual(expected);
      const limit = division === 1 ? budgets[DEPARTMENTS.indexOf(id)] : null;
      expect([row.monthlyLimit, row.difference], `${at}, department ${id} budget`).toEqual([limit, limit === null ? null : limit - row.chargeAmountTotal]);
    }
    expect(summary.map((r) => Number(r.organizationId)), at).toEqual(DEPARTMENTS.filter((id) => (m.departments.get(id)?.lines[division] ?? 0) > 0));
    expect(own.length, at).toBe(sumOf(DEPARTMENTS.map((id) => m.departments.get(id)?.lines[division] ?? 0)));
    expect(sumOf(summary.map((r) => r.chargeAmountTotal)), at).toBe(total);

    // The destinations page: the division's amounts, and the same invoices.
    const clients = await clientTotals(db, viewer, filterOf(division));
    expect(clients.amountExcludingTax, at).toBe(total);
    for (const c of clients.clients) {
      const invoice = invoices.find((i) => String(i.charge_client_id) === c.chargeClientId);
      expect(plain(c.invoice), at).toMatchObject(plain({ amountExcludingTax: invoice?.amount_excluding_tax, taxAmount: invoice?.tax_amount,
        taxLines: invoice?.tax_lines.map((l) => ({ taxRate: l.tax_rate, taxableAmount: l.taxable_amount, taxAmount: l.tax_amount })) }));
    }

    // The CSV of every line: the pages' amounts in their order; the summary CSV adds up.
    const source = { filter: filterOf(division), periodStart, viewer };
    const csv = await fileOf(() => chargeCsvFile(db, source, 'utf-8'));
    if (own.length === 0) {
      expect(csv, at).toBeNull();
      continue;
    }
    const table = parse((csv as Buffer).toString('utf8'), { bom: true }) as string[][];
    const amount = table[0].indexOf(AMOUNT);
    expect(table.slice(1).map((r) => Number(r[amount])), at).toEqual(own.map((l) => Number(l.amount)));
    const summaryCsv = parse(((await fileOf(() => chargeCsvFile(db, { ...source, filter: filterOf(division, 2) }, 'utf-8'))) as Buffer).toString('utf8'), { bom: true }) as string[][];
    const totalColumn = summaryCsv[0].indexOf(AMOUNT);
    const partColumns = SUMMARY_PARTS_OF_DIVISION[division].map((p) => summaryCsv[0].indexOf(t(`charges.field.${p}` as MessageKey)));
    expect(partColumns.every((c) => c > 0), at).toBe(true);
    for (const r of summaryCsv.slice(1)) expect(sumOf(partColumns.map((c) => Number(r[c]))), at).toBe(Number(r[totalColumn]));
    expect(summaryCsv.slice(1).map((r) => Number(r[totalColumn])), at).toEqual(summary.map((r) => r.chargeAmountTotal));

    // The Excel: the lines' amounts and their subtotal; the invoices sheet is invoicesOfMonth.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array((await fileOf(() => chargeExcelFile(db, source, heading))) as Buffer).buffer);
    const sheet = workbook.getWorksheet('明細') as ExcelJS.Worksheet;
    const header = (sheet.getRow(8).values as unknown[]).slice(1);
    const cell = header.indexOf(AMOUNT) + 1;
    const rows: number[] = [];
    for (let n = 9; n < sheet.rowCount; n++) rows.push(Number(sheet.getRow(n).getCell(cell).value));
    expect(rows, at).toEqual(own.map((l) => Number(l.amount)));
    expect([sheet.getRow(sheet.rowCount).getCell(1).value, sheet.getRow(sheet.rowCount).getCell(cell).value], at).toEqual(['小計（税抜）', total]);
    const invoiceSheet = workbook.getWorksheet('請求書') as ExcelJS.Worksheet;
    const written: unknown[][] = [];
    for (let n = 9; n <= invoiceSheet.rowCount; n++) {
      const row = invoiceSheet.getRow(n);
      written.push([1, 2, 3, 4, 5, 6].map((c) => row.getCell(c).value ?? null));
      if (row.getCell(1).value === '総合計') break;
    }
    const expectedSheet = invoices.flatMap((i) => [
      ...i.tax_lines.map((l) => [i.client_name, i.invoice_no, l.tax_rate / 100, l.taxable_amount, l.tax_amount, l.taxable_amount + l.tax_amount]),
      [`${i.client_name} 合計`, i.invoice_no, null, i.amount_excluding_tax, i.tax_amount, i.amount_excluding_tax + i.tax_amount],
    ]);
    expectedSheet.push(['総合計', null, null, sumOf(invoices.map((i) => i.amount_excluding_tax)), sumOf(invoices.map((i) => i.tax_amount)),
      sumOf(invoices.map((i) => i.amount_excluding_tax + i.tax_amount))]);
    expect(plain(written), at).toEqual(plain(expectedSheet));
  }
}

/** Everything of the month a reader can see, to compare before and after changes that must not move it. */
async function frozenView() {
  return {
    month: await db.query('select status, actual_users, tax_rate, confirmed_at from charge_months where corporation_id = $1', [CORP]),
    invoices: await invoicesOfMonth(db, CORP, periodStart),
    share: await summaryRows(db, viewer, filterOf(1), periodStart),
    flex: await summaryRows(db, viewer, filterOf(2), periodStart),
    lines: await monthLines(),
  };
}

describe('the invoices of random months', () => {
  it('agree with the ledger and with themselves, and never move once confirmed', async () => {
    await fc.assert(fc.asyncProperty(scenarioArb, async (s) => {
      const ledger = await setUp(s);
      const close = await closeChargeMonth(db, CORP, MONTH, CLOSE_NOW);
      expect(close.outcome).toBe('closed');
      const atClose = model(s, ledger, ledger, s.destinations, s.taxRate);
      expect(close.actualUsers).toBe(atClose.actualUsers);
      await agrees(atClose, s.budgets, s.batchSize, 'closed');

      // A use recorded after the close: the open month's use lines follow it, the fee stays the close's until the confirmation.
      if (s.lateBeforeConfirm) {
        await writeUse(s, ledger, s.lateBeforeConfirm);
        await agrees(model(s, ledger, ledger.slice(0, -1), s.destinations, s.taxRate), s.budgets, s.batchSize, 'closed, late use');
      }
      // Renamed departments and members before the confirmation.
      for (const [i, id] of DEPARTMENTS.entries()) {
        if (s.renameDepartments[i]) await db.query('update departments set billing_name = $2 where id = $1', [id, departmentName(id, 1)]);
      }
      for (let i = 0; i < s.members; i++) {
        if (s.renameMembers[i]) await db.query('update users set user_last_name = $2 where id = $1', [FIRST_MEMBER + i, memberName(FIRST_MEMBER + i, 1)[0]]);
      }
      const computed = await invoicesOfMonth(db, CORP, periodStart);
      expect(computed.every((i) => !i.confirmed && i.issued_on === null)).toBe(true);

      expect(await db.transaction((tx) => confirmChargeMonth(tx, CORP, MONTH, CONFIRM_NOW))).toBe(true);
      const confirmed = model(s, ledger, ledger, s.destinations, s.taxRate);
      await agrees(confirmed, s.budgets, s.batchSize, 'confirmed');
      const written = await invoicesOfMonth(db, CORP, periodStart);
      expect(written.every((i) => i.confirmed && i.issued_on === '2026/12/01')).toBe(true);
      // The written invoices are the ones computed just before (unless the late use changed the fee the confirmation recomputes).
      const feeMoved = s.lateBeforeConfirm !== null && JSON.stringify(confirmed.invoices) !== JSON.stringify(model(s, ledger, ledger.slice(0, -1), s.destinations, s.taxRate).invoices);
      const terms = (i: InvoiceDbRow) => { const { issued_on: _, confirmed: __, ...rest } = i; return rest; };
      if (!feeMoved) expect(plain(written.map(terms))).toEqual(plain(computed.map(terms)));
      // The names of the confirmation day are written.
      const names = await monthLines();
      for (const l of names) {
        const i = DEPARTMENTS.indexOf(l.department_id);
        expect(l.billing_name).toBe(departmentName(l.department_id, s.renameDepartments[i] ? 1 : 0));
        if (l.user_id !== null) expect(l.user_name).toBe(memberName(l.user_id, s.renameMembers[l.user_id - FIRST_MEMBER] ? 1 : 0).join(' '));
      }

      // After the confirmation nothing moves: renames (of destinations too), a late use, budgets, a destination, a payment method, the fee
      // division, the tax rate, closing and confirming again.
      const before = await frozenView();
      for (const id of DEPARTMENTS) await db.query('update departments set billing_name = $2, monthly_limit_amount = $3 where id = $1', [id, departmentName(id, 2), s.after.budget]);
      await db.query('update departments set charge_client_id = $2 where id = $1', [DEPARTMENTS[s.after.department], s.after.destination]);
      await db.query(`update users set user_last_name = $1 where id >= ${FIRST_MEMBER}`, [memberName(0, 2)[0]]);
      await db.query('update corporations set representative_fee_setting = not representative_fee_setting where id = 1');
      await db.query("update charge_clients set client_name = client_name || '（改称）', payment_method = 3 - payment_method where corporation_id = 1");
      await db.query('update invoice_issuer set standard_tax_rate = $1 where id = 1', [s.taxRate === 10 ? 8 : 10]);
      await writeUse(s, ledger, { ...s.after.late, day: Math.min(Math.max(s.after.late.day, 0), 30) });
      expect((await closeChargeMonth(db, CORP, MONTH, CONFIRM_NOW)).outcome).toBe('confirmed');
      expect(await db.transaction((tx) => confirmChargeMonth(tx, CORP, MONTH, CONFIRM_NOW))).toBe(false);
      expect(await frozenView()).toEqual(before);
    }), { numRuns: 20 });
  }, 300_000);
});
