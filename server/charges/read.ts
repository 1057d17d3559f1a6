// Reading the closed months (the Charges calls of core/charges/calls.ts): the filters and their refusals, the
// access of the division asked (WFAN001 for SHARE, WFAN002 and the FLEX gates for FLEX/BASE), the clerk's scope
// (only their departments' lines), and the month, lines, destinations, summary and breakdown.
import type {
  AddMemberMonthlyAmountResponse, ChargeBreakdownMember, ChargeBreakdownResponse, ChargeClientAllResponse, ChargeClientResponse, ChargeFileQuery, ChargeLine,
  ChargeLineSortColumn, ChargeLinesQuery, ChargeLinesResponse, ChargeMonthInfo, ChargeStatusQuery, ChargeStatusResponse, ChargeSummaryResponse, ChargeSummaryRow,
} from '../../core/charges/calls';
import { idsOfList } from '../../core/api/schema';
import {
  ADD_MEMBER_ADDING_UP_CODE, CHARGE_DIVISION, CHARGE_STATUS, SUMMARY_PARTS, type SummaryPart, CHARGE_MONTH_PATTERN, CHARGE_OUTPUT_TYPE, type ChargeDivision, type ChargeLineKind, type ChargeOutputType,
  type ChargeStatus,
} from '../../core/charges/domain';
import { PermissionLevel } from '../../core/domain/permissions';
import { t, type MessageKey } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { formatDateTime } from '../format/dates';
import { HttpError, notFound, permissionDenied, validationFailed } from '../http/http-error';
import { ErrorCode } from '../../core/api/error';
import type { MemberViewer } from '../users/viewer';
import { invoicesOfMonth, type InvoiceDbRow } from './invoices';

/** Spec 9 lists: 500 a page. */
export const CHARGE_PAGE_SIZE = 500;

export interface ChargeFilter {
  /** yyyy-MM */
  month: string;
  division: ChargeDivision;
  /** Departments asked for (already checked against the viewer's reach); empty: all the viewer reaches. */
  departmentIds: number[];
  outputType: ChargeOutputType;
}

const forbidden = (key: MessageKey): HttpError => new HttpError(403, ErrorCode.PERMISSION, t(key));

/** yyyy/MM (checked by the edge) → yyyy-MM. */
function isoMonth(text: string): string {
  const match = CHARGE_MONTH_PATTERN.exec(text);
  if (!match) throw new Error(`charges: an unchecked month ${text}`);
  return `${match[1]}-${match[2]}`;
}

/**
 * The month, division, departments and output type of a per-month call, as the edge checked them (kinds, choices,
 * the month's form). A department the clerk does not look after is a 403.
 */
export function parseChargeFilter(input: ChargeFileQuery, viewer: MemberViewer): ChargeFilter {
  const departmentIds = idsOfList(input.organizationId);
  if (!viewer.responsible && departmentIds.some((id) => !viewer.departmentIds.has(id))) throw forbidden('charges.forbidden.department');
  return {
    month: isoMonth(input.month),
    division: input.chargeDivision ?? CHARGE_DIVISION.share,
    departmentIds,
    outputType: input.outputType ?? CHARGE_OUTPUT_TYPE.all,
  };
}

/** A from/to pair of months (both optional, their form checked by the edge); from after to is a 400. */
export function parseMonthRange(input: ChargeStatusQuery): { from: string | null; to: string | null } {
  const from = input.from ? isoMonth(input.from) : null;
  const to = input.to ? isoMonth(input.to) : null;
  if (from && to && from > to) throw validationFailed({ from: t('charges.validation.monthRange') });
  return { from, to };
}

/**
 * The division's own page permission (spec 2.2: /ShareCharge/* WFAN001 write, /FlexCharge/* WFAN002 write), and for
 * FLEX/BASE the gates of spec 2.4: flexDisplay (the basic flex contract, SCRL002 at least 1 or SCRL001 at least 2;
 * the password-reset rule is the session's) and flexContractExistFlg (a contract in force the viewer reaches).
 */
export async function assertDivisionAccess(db: SqlExecutor, viewer: MemberViewer, division: ChargeDivision, now: Date): Promise<void> {
  const code = division === CHARGE_DIVISION.share ? 'WFAN001' : 'WFAN002';
  if ((viewer.authorities[code] ?? 0) < PermissionLevel.WRITE) throw permissionDenied();
  if (division === CHARGE_DIVISION.share) return;
  const scrl001 = viewer.authorities.SCRL001 ?? 0;
  const scrl002 = viewer.authorities.SCRL002 ?? 0;
  if (!(scrl002 >= 1 || scrl001 >= 2)) throw forbidden('charges.forbidden.flex');
  const today = new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  const [gate] = await db.query<{ basic: boolean; current: boolean } & Row>(
    `select exists (select 1 from flex_contracts where corporation_id = $1) as basic,
            exists (select 1 from flex_contracts c where c.corporation_id = $1 and c.start_date <= $2::date and c.end_date >= $2::date
                     and ($3 or c.owner_department_id = any($4::int[]) or c.charge_department_id = any($4::int[]))) as current`,
    [viewer.corporationId, today, viewer.responsible, [...viewer.departmentIds]],
  );
  if (!gate?.basic || !gate.current) throw forbidden('charges.forbidden.flex');
}

interface MonthRow extends Row {
  month: string;
  period_start: string;
  period_end: string;
  status: number;
  actual_users: number;
  confirmed_at: Date | null;
}

const MONTH_SELECT = `select month, to_char(period_start, 'YYYY/MM/DD') as period_start, to_char(period_end, 'YYYY/MM/DD') as period_end, status,
  actual_users, confirmed_at, period_start::text as iso from charge_months`;

function monthInfo(r: MonthRow): ChargeMonthInfo {
  return {
    month: r.month.replace('-', '/'),
    periodStart: r.period_start,
    periodEnd: r.period_end,
    status: r.status as ChargeStatus,
    statusName: t(`charges.status.${r.status}` as MessageKey),
    actualUsers: r.actual_users,
    confirmedAt: r.confirmed_at ? formatDateTime(new Date(r.confirmed_at)) : null,
  };
}

/** The closed month, or the spec 8 message (no invoice detail for the target month) as a 404. */
export async function closedMonth(db: SqlExecutor, corporationId: number, month: string): Promise<ChargeMonthInfo & { periodStartIso: string }> {
  const [row] = await db.query<MonthRow & { iso: string }>(`${MONTH_SELECT} where corporation_id = $1 and month = $2`, [corporationId, month]);
  if (!row) throw notFound(t('charges.noInvoice'));
  return { ...monthInfo(row), periodStartIso: row.iso };
}

export async function closedMonths(db: SqlExecutor, corporationId: number, range: { from: string | null; to: string | null }): Promise<ChargeStatusResponse> {
  const rows = await db.query<MonthRow>(
    `${MONTH_SELECT} where corporation_id = $1 and ($2::text is null or month >= $2) and ($3::text is null or month <= $3) order by month desc`,
    [corporationId, range.from, range.to]);
  return { months: rows.map(monthInfo) };
}

/**
 * The lines of a filter as SQL over `l`: the month, the division, the clerk's departments, the departments asked. $1 is
 * always the corporation and $2 the period's first day (files.ts relies on it); it applies to charge_lines, to view
 * charge_line_rows and to usage_line_totals alike.
 */
export interface LineScope {
  sql: string;
  params: unknown[];
}

export function lineScope(viewer: MemberViewer, periodStart: string, filter: Pick<ChargeFilter, 'division' | 'departmentIds'>, division: ChargeDivision | null = filter.division): LineScope {
  const params: unknown[] = [viewer.corporationId, periodStart];
  let sql = 'l.corporation_id = $1 and l.period_start = $2::date';
  if (division !== null) {
    params.push(division);
    sql += ` and l.charge_division = $${params.length}`;
  }
  if (!viewer.responsible) {
    params.push([...viewer.departmentIds]);
    sql += ` and l.department_id = any($${params.length}::int[])`;
  }
  if (filter.departmentIds.length > 0) {
    params.push(filter.departmentIds);
    sql += ` and l.department_id = any($${params.length}::int[])`;
  }
  return { sql, params };
}

export interface LineDbRow extends Row {
  id: string | number;
  charge_division: number;
  line_kind: string;
  adding_up_code: number | null;
  department_id: number;
  billing_name: string;
  charge_client_id: number;
  user_id: number | null;
  user_name: string | null;
  resource_type: number | null;
  resource_name: string | null;
  details_name: string;
  unit: string;
  unit_price: number;
  value: number;
  price_apply_value: number;
  use_count: number;
  amount: number;
  tax_rate: number;
  /** Live use lines (no unit written yet): whether the unit is minutes. Null for written lines. */
  time_based: boolean | null;
}

/** The columns of view charge_line_rows (migration 018): the written lines and a not-confirmed month's live use lines. */
export const LINE_COLUMNS_SQL = `l.id, l.charge_division, l.line_kind, l.adding_up_code, l.department_id, l.billing_name, l.charge_client_id, l.user_id,
  l.user_name, l.resource_type, l.resource_name, l.details_name, l.unit, l.unit_price, l.value, l.price_apply_value, l.use_count, l.amount, l.tax_rate,
  l.time_based`;

/** Files and pages list lines department by department, each department's lines member by member. */
export const LINE_ORDER_SQL = 'l.department_id, coalesce(l.user_id, 0), l.id';

export function chargeLine(r: LineDbRow): ChargeLine {
  return {
    lineId: String(r.id),
    chargeDivision: r.charge_division as ChargeDivision,
    lineKind: r.line_kind as ChargeLineKind,
    addingUpCode: r.adding_up_code,
    organizationId: String(r.department_id),
    billingName: r.billing_name,
    chargeClientId: String(r.charge_client_id),
    userId: r.user_id === null ? null : String(r.user_id),
    userName: r.user_name,
    resourceType: r.resource_type,
    resourceName: r.resource_name,
    detailsName: r.details_name,
    unit: r.unit ?? t(r.time_based ? 'charges.unit.minute' : 'charges.unit.time'),
    unitPrice: r.unit_price,
    value: r.value,
    priceApplyValue: r.price_apply_value,
    useCount: r.use_count,
    chargeAmountTotal: r.amount,
    taxRate: r.tax_rate,
  };
}

/** What each sortable column sorts by; ties keep the default order, so paging stays stable. */
const LINE_SORT_SQL: Readonly<Record<ChargeLineSortColumn, string>> = {
  billingName: 'l.billing_name',
  userName: 'l.user_name',
  detailsName: 'l.details_name',
  unitPrice: 'l.unit_price',
  value: 'l.value',
  priceApplyValue: 'l.price_apply_value',
  chargeAmountTotal: 'l.amount',
};

/** A page of the filter's lines; `paging` is the checked request's sort and page (absent: the default order, the first 500). */
export async function pageOfLines(db: SqlExecutor, viewer: MemberViewer, filter: ChargeFilter, paging: Pick<ChargeLinesQuery, 'sort' | 'sortOrder' | 'offset' | 'limit'>): Promise<ChargeLinesResponse> {
  const sort: ChargeLineSortColumn | null = paging.sort ? paging.sort : null;
  const sortOrder = paging.sortOrder ?? 'asc';
  const offset = paging.offset ?? 0;
  const limit = paging.limit ?? CHARGE_PAGE_SIZE;
  const month = await closedMonth(db, viewer.corporationId, filter.month);
  const scope = lineScope(viewer, month.periodStartIso, filter);
  const [totals] = await db.query<{ n: number; amount: string | number } & Row>(
    `select count(*)::int as n, coalesce(sum(l.amount), 0)::bigint as amount from charge_line_rows l where ${scope.sql}`, scope.params);
  const rows = await db.query<LineDbRow>(
    `select ${LINE_COLUMNS_SQL} from charge_line_rows l where ${scope.sql}
      order by ${sort ? `${LINE_SORT_SQL[sort]} ${sortOrder} nulls last, ` : ''}${LINE_ORDER_SQL} offset ${offset} limit ${limit}`, scope.params);
  const { periodStartIso: _, ...info } = month;
  return { month: info, totalCount: totals.n, offset, limit, totalAmount: Number(totals.amount), lines: rows.map(chargeLine) };
}

const publicMonth = (m: ChargeMonthInfo & { periodStartIso: string }): ChargeMonthInfo => {
  const { periodStartIso: _, ...info } = m;
  return info;
};

export async function clientTotals(db: SqlExecutor, viewer: MemberViewer, filter: ChargeFilter): Promise<ChargeClientResponse> {
  const month = await closedMonth(db, viewer.corporationId, filter.month);
  const scope = lineScope(viewer, month.periodStartIso, filter);
  const rows = await db.query<{ charge_client_id: number; client_name: string; department_id: number; billing_name: string; amount: string | number } & Row>(
    `select l.charge_client_id, k.client_name, l.department_id, min(l.billing_name) as billing_name, sum(l.amount)::bigint as amount
       from charge_line_rows l join charge_clients k on k.id = l.charge_client_id
      where ${scope.sql}
      group by l.charge_client_id, k.client_name, l.department_id
      order by l.charge_client_id, l.department_id`, scope.params);
  // The invoices' own names (as written at the confirmation) head their destinations; a clerk sees no invoice figures.
  const invoices = await invoicesOfMonth(db, viewer.corporationId, month.periodStartIso);
  const clients = new Map<number, ChargeClientResponse['clients'][number]>();
  for (const r of rows) {
    let client = clients.get(r.charge_client_id);
    if (!client) {
      const invoice = invoices.find((i) => i.charge_client_id === r.charge_client_id);
      client = {
        chargeClientId: String(r.charge_client_id), clientName: invoice?.client_name ?? r.client_name, departments: [], amountExcludingTax: 0,
        invoice: invoice && viewer.responsible ? {
          invoiceNo: invoice.invoice_no, amountExcludingTax: invoice.amount_excluding_tax, taxAmount: invoice.tax_amount,
          totalIncludingTax: invoice.amount_excluding_tax + invoice.tax_amount,
          taxLines: invoice.tax_lines.map((l) => ({ taxRate: l.tax_rate, taxableAmount: l.taxable_amount, taxAmount: l.tax_amount })),
          issuedOn: invoice.issued_on, dueOn: invoice.due_on,
        } : null,
      };
      clients.set(r.charge_client_id, client);
    }
    client.departments.push({ organizationId: String(r.department_id), billingName: r.billing_name, amount: Number(r.amount) });
    client.amountExcludingTax += Number(r.amount);
  }
  const list = [...clients.values()];
  return { month: publicMonth(month), chargeDivision: filter.division, amountExcludingTax: list.reduce((s, c) => s + c.amountExcludingTax, 0), clients: list };
}

interface SummaryDbRow extends Row {
  department_id: number;
  billing_name: string;
  amount: string | number;
  parts: Record<SummaryPart, string | number>;
  users: number;
  monthly_limit_amount: number | null;
}

/** Per summary part, the sum of its line kinds' amounts, as one JSON object (SUMMARY_PARTS: each kind in one part). */
const SUMMARY_PARTS_SQL = `json_build_object(${Object.entries(SUMMARY_PARTS).map(([part, kinds]) =>
  `'${part}', coalesce(sum(l.amount) filter (where l.line_kind in (${kinds.map((k) => `'${k}'`).join(', ')})), 0)::bigint`).join(', ')})`;

/**
 * Per department, its charges and their parts (they add up to the total), the members with lines, and on SHARE the
 * budget: today's while the month is not confirmed, the one of the confirmation day after (charge_month_departments),
 * so a confirmed month's difference never moves.
 */
export async function summaryRows(db: SqlExecutor, viewer: MemberViewer, filter: ChargeFilter, periodStart: string): Promise<ChargeSummaryRow[]> {
  const scope = lineScope(viewer, periodStart, filter);
  const rows = await db.query<SummaryDbRow>(
    `select l.department_id, min(l.billing_name) as billing_name, sum(l.amount)::bigint as amount, ${SUMMARY_PARTS_SQL} as parts,
            count(distinct l.user_id)::int as users,
            min(case when m.status = ${CHARGE_STATUS.confirmed} then md.monthly_limit_amount else d.monthly_limit_amount end) as monthly_limit_amount,
            min(d.display_order) as display_order
       from charge_line_rows l join departments d on d.id = l.department_id
       join charge_months m on m.corporation_id = l.corporation_id and m.period_start = l.period_start
       left join charge_month_departments md on md.corporation_id = l.corporation_id and md.period_start = l.period_start and md.department_id = l.department_id
      where ${scope.sql} group by l.department_id order by min(d.display_order), l.department_id`, scope.params);
  return rows.map((r) => {
    const amount = Number(r.amount);
    // The department budget includes the registration fee of the fee-bearing department (spec 5); it is a SHARE budget.
    const limit = filter.division === CHARGE_DIVISION.share ? r.monthly_limit_amount : null;
    return {
      organizationId: String(r.department_id), billingName: r.billing_name, chargeAmountTotal: amount,
      usageAmount: Number(r.parts.usageAmount), registrationFee: Number(r.parts.registrationFee), seatAmount: Number(r.parts.seatAmount),
      addMemberAmount: Number(r.parts.addMemberAmount), adjustmentAmount: Number(r.parts.adjustmentAmount),
      monthlyLimit: limit, difference: limit === null ? null : limit - amount, managedUsers: r.users,
    };
  });
}

export async function summary(db: SqlExecutor, viewer: MemberViewer, filter: ChargeFilter): Promise<ChargeSummaryResponse> {
  const month = await closedMonth(db, viewer.corporationId, filter.month);
  const rows = await summaryRows(db, viewer, filter, month.periodStartIso);
  return { month: publicMonth(month), chargeDivision: filter.division, rows, total: rows.reduce((s, r) => s + r.chargeAmountTotal, 0) };
}

/** Per member (and the lines without one, per department), each with their resources' lines. */
export async function breakdown(db: SqlExecutor, viewer: MemberViewer, filter: ChargeFilter): Promise<ChargeBreakdownResponse> {
  const month = await closedMonth(db, viewer.corporationId, filter.month);
  const scope = lineScope(viewer, month.periodStartIso, filter);
  const rows = await db.query<LineDbRow>(`select ${LINE_COLUMNS_SQL} from charge_line_rows l where ${scope.sql} order by ${LINE_ORDER_SQL}`, scope.params);
  const members: ChargeBreakdownMember[] = [];
  for (const r of rows) {
    let last = members[members.length - 1];
    if (!last || last.organizationId !== String(r.department_id) || last.userId !== (r.user_id === null ? null : String(r.user_id))) {
      last = { organizationId: String(r.department_id), billingName: r.billing_name, userId: r.user_id === null ? null : String(r.user_id), userName: r.user_name,
        chargeAmountTotal: 0, lines: [] };
      members.push(last);
    }
    last.lines.push(chargeLine(r));
    last.chargeAmountTotal += r.amount;
  }
  return { month: publicMonth(month), chargeDivision: filter.division, members, total: members.reduce((s, m) => s + m.chargeAmountTotal, 0) };
}

export async function addMemberAmounts(db: SqlExecutor, viewer: MemberViewer, filter: ChargeFilter): Promise<AddMemberMonthlyAmountResponse> {
  const month = await closedMonth(db, viewer.corporationId, filter.month);
  const scope = lineScope(viewer, month.periodStartIso, { ...filter, division: CHARGE_DIVISION.flex });
  const rows = await db.query<LineDbRow>(
    `select ${LINE_COLUMNS_SQL} from charge_line_rows l where ${scope.sql} and l.adding_up_code = ${ADD_MEMBER_ADDING_UP_CODE} order by ${LINE_ORDER_SQL}`, scope.params);
  const lines = rows.map(chargeLine);
  return { month: publicMonth(month), addingUpCode: ADD_MEMBER_ADDING_UP_CODE, lines, total: lines.reduce((s, l) => s + l.chargeAmountTotal, 0) };
}

/** The corporation's invoice destinations, the departments each covers now, and their invoices (責任者: WFAK002). */
export async function clientsWithMonths(db: SqlExecutor, viewer: MemberViewer, range: { from: string | null; to: string | null }): Promise<ChargeClientAllResponse> {
  const clients = await db.query<{ id: number; client_name: string; postal_code: string | null; address: string | null; attention: string | null; default_flg: boolean } & Row>(
    'select id, client_name, postal_code, address, attention, default_flg from charge_clients where corporation_id = $1 order by default_flg desc, id',
    [viewer.corporationId]);
  const departments = await db.query<{ id: number; billing_name: string; client_id: number | null } & Row>(
    `select d.id, d.billing_name, coalesce(d.charge_client_id, (select k.id from charge_clients k where k.corporation_id = d.corporation_id and k.default_flg)) as client_id
       from departments d where d.corporation_id = $1 and not d.delete_flg order by d.display_order, d.id`, [viewer.corporationId]);
  // Every month of the range through the one reader of invoices: as written once confirmed, else from the lines.
  const months = await db.query<{ month: string; status: number; period_start: string } & Row>(
    `select month, status, period_start::text as period_start from charge_months
      where corporation_id = $1 and ($2::text is null or month >= $2) and ($3::text is null or month <= $3) order by month desc`,
    [viewer.corporationId, range.from, range.to]);
  const invoices: (InvoiceDbRow & { month: string; status: number })[] = [];
  for (const m of months) {
    for (const i of await invoicesOfMonth(db, viewer.corporationId, m.period_start)) invoices.push({ ...i, month: m.month, status: m.status });
  }
  return {
    clients: clients.map((c) => ({
      chargeClientId: String(c.id), clientName: c.client_name, postalCode: c.postal_code, address: c.address, attention: c.attention, defaultFlg: c.default_flg,
      departments: departments.filter((d) => d.client_id === c.id).map((d) => ({ organizationId: String(d.id), billingName: d.billing_name })),
      months: invoices.filter((i) => i.charge_client_id === c.id).map((i) => ({
        month: i.month.replace('-', '/'), status: i.status as ChargeStatus, invoiceNo: i.invoice_no, amountExcludingTax: i.amount_excluding_tax,
        taxAmount: i.tax_amount, totalIncludingTax: i.amount_excluding_tax + i.tax_amount,
      })),
    })),
  };
}
