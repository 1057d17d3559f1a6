// The seeded demo agrees with itself to the yen (the money path, README "Invoices: a month's life": every page, file and PDF of a month reads the same lines;
// every header adds up from its columns). For every closed month of both demo corporations and every division they can
// see: the summary rows' parts add up to their totals and equal their lines by kind; the summary total, the lines'
// total, the breakdown, the destinations page and both CSVs (every line, summary) are the same amount; each invoice is
// the sum of its destination's lines over both divisions, taxed once per rate (consumptionTax), on the destinations
// page and the destinations list alike. For the open month, a confirmed month, the month with a FLEX/BASE adjustment
// (and corporation 2's open month): the Excel files' subtotals and invoices sheet, and each destination's PDF (its
// printed total, tax per rate, sum row, detail rows and subtotal, read back from its text layer).
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChargeBreakdownResponse, ChargeClientAllResponse, ChargeClientResponse, ChargeLine, ChargeLinesResponse, ChargeSummaryResponse,
} from '../../core/charges/calls';
import {
  CHARGE_STATUS, SUMMARY_PARTS, SUMMARY_PARTS_OF_DIVISION, consumptionTax, type ChargeDivision, type SummaryPart,
} from '../../core/charges/domain';
import { t, type MessageKey } from '../../core/i18n';
import '../../core/charges/load-messages';
import type { Row } from '../db/database';
import { DEMO_CLOSED_MONTHS, endedMonths } from '../seed/demo-charges';
import { file, ok, pdfText, sum, workbookOf } from '../../tests/support/charges';
import { signInWithCookies, startTestServer, type TestCaller, type TestServer } from '../../tests/support/server';

const NOW = new Date('2026-11-24T03:00:00.000Z');
/** yyyy-MM, oldest first. */
const MONTHS = endedMonths(NOW, DEMO_CLOSED_MONTHS);
const OPEN = MONTHS[MONTHS.length - 1];
const CONFIRMED = MONTHS[MONTHS.length - 2];
/** The seed's contract adjustment (resource type 91, FLEX/BASE) of corporation 1 is in this month (server/seed/demo-charges.ts). */
const FLEX_ADJUSTED = MONTHS[MONTHS.length - 3];
const AMOUNT = '請求金額（税抜）';
const HEADER_ROW = 8;
/** A summary part's column header in the summary CSV and sheet. */
const partHeader = (part: SummaryPart): string => t(`charges.field.${part}` as MessageKey);

let server: TestServer;
const callers = new Map<number, TestCaller>();

beforeAll(async () => {
  server = await startTestServer({ webDist: null, clock: () => NOW });
  callers.set(1, await signInWithCookies(server.baseUrl, 'admin01'));
  callers.set(2, await signInWithCookies(server.baseUrl, 'admin02'));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const slashed = (month: string): string => month.replace('-', '/');
const divisionsOf = (corporationId: number): ChargeDivision[] => (corporationId === 1 ? [1, 2] : [1]);

interface DivisionPages {
  lines: ChargeLine[];
  page: ChargeLinesResponse;
  summary: ChargeSummaryResponse;
  breakdown: ChargeBreakdownResponse;
  client: ChargeClientResponse;
  /** The CSV of every line (outputType 1) and of the summary (2), header first; null when there is no line to list. */
  csvLines: string[][] | null;
  csvSummary: string[][] | null;
}

async function csvOf(caller: TestCaller, month: string, division: ChargeDivision, outputType: 1 | 2): Promise<string[][] | null> {
  const answer = await file(caller, 'POST', '/api/charge/csv', { month: slashed(month), chargeDivision: division, outputType });
  // A division without lines in the month (FLEX/BASE before its first contract): the spec 8 message, no file.
  if (answer.status === 404) {
    expect(answer.error?.message).toBe(t('charges.noInvoice'));
    return null;
  }
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return parse(answer.bytes.toString('utf8'), { bom: true }) as string[][];
}

/** Every page of a month and division, read once and shared by the tests. */
const pagesCache = new Map<string, Promise<DivisionPages>>();
function pagesOf(corporationId: number, month: string, division: ChargeDivision): Promise<DivisionPages> {
  const key = `${corporationId} ${month} ${division}`;
  let pages = pagesCache.get(key);
  if (!pages) {
    pages = (async () => {
      const caller = callers.get(corporationId) as TestCaller;
      const query = `month=${slashed(month)}&chargeDivision=${division}`;
      const page = await ok<ChargeLinesResponse>(caller, `/api/charge/allBillings?${query}`);
      const lines = [...page.lines];
      for (let offset = page.limit; offset < page.totalCount; offset += page.limit) {
        lines.push(...(await ok<ChargeLinesResponse>(caller, `/api/charge/allBillings?${query}&offset=${offset}`)).lines);
      }
      return {
        lines, page,
        summary: await ok<ChargeSummaryResponse>(caller, `/api/charge/summary?${query}`),
        breakdown: await ok<ChargeBreakdownResponse>(caller, `/api/charge/breakdown?${query}`),
        client: await ok<ChargeClientResponse>(caller, `/api/charge/client?${query}`),
        csvLines: await csvOf(caller, month, division, 1),
        csvSummary: await csvOf(caller, month, division, 2),
      };
    })();
    pagesCache.set(key, pages);
  }
  return pages;
}

const amountsOf = (lines: readonly ChargeLine[]): number => sum(lines.map((l) => l.chargeAmountTotal));
const column = (table: string[][], header: string): number => {
  const index = table[0].indexOf(header);
  expect(index, `${header} in ${table[0].join(',')}`).toBeGreaterThanOrEqual(0);
  return index;
};

/** The checks of one month and division: every page and both CSVs say the same, each header adds up from its lines. */
async function checkDivision(corporationId: number, month: string, division: ChargeDivision): Promise<void> {
  const where = `corporation ${corporationId} ${month} division ${division}`;
  const { lines, page, summary, breakdown, client, csvLines, csvSummary } = await pagesOf(corporationId, month, division);
  expect(lines, where).toHaveLength(page.totalCount);
  expect(new Set(lines.map((l) => l.lineId)).size, where).toBe(lines.length);
  expect(lines.every((l) => l.chargeDivision === division), where).toBe(true);
  const total = amountsOf(lines);
  expect(page.totalAmount, where).toBe(total);

  // The summary: each row's parts add up to its total and are its lines by kind; parts foreign to the division are 0.
  for (const row of summary.rows) {
    const own = lines.filter((l) => l.organizationId === row.organizationId);
    const parts = Object.keys(SUMMARY_PARTS) as SummaryPart[];
    expect(sum(parts.map((p) => row[p])), `${where} ${row.billingName}`).toBe(row.chargeAmountTotal);
    for (const part of parts) {
      const kinds: readonly string[] = SUMMARY_PARTS[part];
      expect(row[part], `${where} ${row.billingName} ${part}`).toBe(amountsOf(own.filter((l) => kinds.includes(l.lineKind))));
      if (!SUMMARY_PARTS_OF_DIVISION[division].includes(part)) expect(row[part], `${where} ${part}`).toBe(0);
    }
    expect(row.chargeAmountTotal).toBe(amountsOf(own));
    expect(row.managedUsers, `${where} ${row.billingName}`).toBe(new Set(own.flatMap((l) => (l.userId ? [l.userId] : []))).size);
    if (division === 1 && row.monthlyLimit !== null) expect(row.difference).toBe(row.monthlyLimit - row.chargeAmountTotal);
    if (division === 2) expect([row.monthlyLimit, row.difference]).toEqual([null, null]);
  }
  expect(summary.rows.map((r) => r.organizationId).sort()).toEqual([...new Set(lines.map((l) => l.organizationId))].sort());
  expect(summary.total, where).toBe(total);

  // The breakdown: each member's total is its lines; the whole is the month's.
  for (const m of breakdown.members) expect(m.chargeAmountTotal, where).toBe(amountsOf(m.lines));
  expect(breakdown.members.flatMap((m) => m.lines.map((l) => l.lineId)).sort()).toEqual(lines.map((l) => l.lineId).sort());
  expect(breakdown.total, where).toBe(total);

  // The destinations page: each destination and department is its lines.
  for (const c of client.clients) {
    expect(c.amountExcludingTax, `${where} ${c.clientName}`).toBe(amountsOf(lines.filter((l) => l.chargeClientId === c.chargeClientId)));
    expect(c.amountExcludingTax).toBe(sum(c.departments.map((d) => d.amount)));
    for (const d of c.departments) {
      expect(d.amount).toBe(amountsOf(lines.filter((l) => l.chargeClientId === c.chargeClientId && l.organizationId === d.organizationId)));
    }
  }
  expect(client.amountExcludingTax, where).toBe(total);

  // The CSV of every line: one row a line, its amounts the month's; the summary CSV: parts add up, totals the month's.
  if (csvLines === null || csvSummary === null) {
    expect([csvLines, csvSummary, page.totalCount, summary.rows.length, client.clients.length], where).toEqual([null, null, 0, 0, 0]);
    return;
  }
  const amount = column(csvLines, AMOUNT);
  expect(csvLines.length - 1, where).toBe(page.totalCount);
  expect(sum(csvLines.slice(1).map((r) => Number(r[amount]))), where).toBe(total);
  const partHeaders = SUMMARY_PARTS_OF_DIVISION[division].map((p) => column(csvSummary, partHeader(p)));
  const summaryTotal = column(csvSummary, AMOUNT);
  expect(csvSummary.length - 1, where).toBe(summary.rows.length);
  for (const r of csvSummary.slice(1)) expect(sum(partHeaders.map((i) => Number(r[i]))), `${where} ${r[0]}`).toBe(Number(r[summaryTotal]));
  expect(sum(csvSummary.slice(1).map((r) => Number(r[summaryTotal]))), where).toBe(total);
}

interface ExpectedInvoice {
  chargeClientId: string;
  amountExcludingTax: number;
  taxAmount: number;
  totalIncludingTax: number;
  taxLines: { taxRate: number; taxableAmount: number; taxAmount: number }[];
}

/** Per destination, the invoice its lines make over both divisions: per rate the sum, taxed once (rounded down). */
function expectedInvoices(lines: readonly ChargeLine[]): ExpectedInvoice[] {
  const clients = [...new Set(lines.map((l) => l.chargeClientId))].sort((a, b) => Number(a) - Number(b));
  return clients.map((chargeClientId) => {
    const own = lines.filter((l) => l.chargeClientId === chargeClientId);
    const rates = [...new Set(own.map((l) => l.taxRate))].sort((a, b) => b - a);
    const taxLines = rates.map((taxRate) => {
      const taxableAmount = amountsOf(own.filter((l) => l.taxRate === taxRate));
      return { taxRate, taxableAmount, taxAmount: consumptionTax(taxableAmount, taxRate) };
    });
    const amountExcludingTax = sum(taxLines.map((l) => l.taxableAmount));
    const taxAmount = sum(taxLines.map((l) => l.taxAmount));
    return { chargeClientId, amountExcludingTax, taxAmount, totalIncludingTax: amountExcludingTax + taxAmount, taxLines };
  });
}

/** The month's invoices as the destinations pages of its divisions show them (each division's page shows the whole invoice). */
async function monthInvoices(corporationId: number, month: string): Promise<{ expected: ExpectedInvoice[]; shown: (ExpectedInvoice & { invoiceNo: string; clientName: string })[] }> {
  const divisions = await Promise.all(divisionsOf(corporationId).map((d) => pagesOf(corporationId, month, d)));
  const expected = expectedInvoices(divisions.flatMap((d) => d.lines));
  const shown = new Map<string, ExpectedInvoice & { invoiceNo: string; clientName: string }>();
  for (const { client } of divisions) {
    for (const c of client.clients) {
      expect(c.invoice, `${month} ${c.clientName}`).not.toBeNull();
      const { invoiceNo, amountExcludingTax, taxAmount, totalIncludingTax, taxLines } = c.invoice ?? ({} as never);
      const invoice = { chargeClientId: c.chargeClientId, clientName: c.clientName, invoiceNo, amountExcludingTax, taxAmount, totalIncludingTax, taxLines };
      const seen = shown.get(c.chargeClientId);
      // The same invoice on the SHARE and the FLEX/BASE page.
      if (seen) expect(invoice, `${month} ${c.clientName}`).toEqual(seen);
      shown.set(c.chargeClientId, invoice);
    }
  }
  return { expected, shown: [...shown.values()].sort((a, b) => Number(a.chargeClientId) - Number(b.chargeClientId)) };
}

async function checkInvoices(corporationId: number, month: string): Promise<void> {
  const { expected, shown } = await monthInvoices(corporationId, month);
  expect(expected.length, `${corporationId} ${month}`).toBeGreaterThan(0);
  expect(shown.map(({ chargeClientId, amountExcludingTax, taxAmount, totalIncludingTax, taxLines }) =>
    ({ chargeClientId, amountExcludingTax, taxAmount, totalIncludingTax, taxLines })), `corporation ${corporationId} ${month}`).toEqual(expected);
}

for (const corporationId of [1, 2]) {
  describe(`corporation ${corporationId}: every closed month`, () => {
    it('has the same total on every page and CSV of each division, every header adding up from its lines', async () => {
      for (const month of MONTHS) {
        for (const division of divisionsOf(corporationId)) await checkDivision(corporationId, month, division);
      }
      const status = (await pagesOf(corporationId, OPEN, 1)).page.month;
      expect([status.month, status.status]).toEqual([slashed(OPEN), CHARGE_STATUS.notConfirmed]);
      expect((await pagesOf(corporationId, CONFIRMED, 1)).page.month.status).toBe(CHARGE_STATUS.confirmed);
    });

    it('bills each destination the sum of its lines over both divisions, taxed once per rate, on every page that shows the invoices', async () => {
      if (corporationId === 2) {
        // Corporation 2 cannot open FLEX/BASE (no contract): its invoices are its SHARE lines only, so it must have no other.
        const [flex] = await server.db.query<{ n: number } & Row>('select count(*)::int as n from charge_line_rows where corporation_id = 2 and charge_division = 2');
        expect(flex.n).toBe(0);
      }
      for (const month of MONTHS) await checkInvoices(corporationId, month);
      // The destinations list (WFAK002) reads the same invoices for every month.
      const all = await ok<ChargeClientAllResponse>(callers.get(corporationId) as TestCaller, '/api/charge/clientAll');
      const listed = all.clients.flatMap((c) => c.months.map((m) => ({ month: m.month, chargeClientId: c.chargeClientId, invoiceNo: m.invoiceNo,
        amountExcludingTax: m.amountExcludingTax, taxAmount: m.taxAmount, totalIncludingTax: m.totalIncludingTax })));
      const fromPages = [];
      for (const month of MONTHS) {
        for (const i of (await monthInvoices(corporationId, month)).shown) {
          fromPages.push({ month: slashed(month), chargeClientId: i.chargeClientId, invoiceNo: i.invoiceNo, amountExcludingTax: i.amountExcludingTax,
            taxAmount: i.taxAmount, totalIncludingTax: i.totalIncludingTax });
        }
      }
      const order = (a: { month: string; chargeClientId: string }, b: { month: string; chargeClientId: string }) =>
        a.month.localeCompare(b.month) || Number(a.chargeClientId) - Number(b.chargeClientId);
      expect(listed.sort(order)).toEqual(fromPages.sort(order));
    });
  });
}

// ---- files ----

const cells = (row: ExcelJS.Row): unknown[] => (row.values as unknown[]).slice(1);

/** The 明細 (or 集計) sheet: the header row, the data rows and the 小計 row. */
function table(sheet: ExcelJS.Worksheet | undefined): { header: unknown[]; rows: unknown[][]; subtotal: unknown[] } {
  expect(sheet).toBeDefined();
  const s = sheet as ExcelJS.Worksheet;
  const rows: unknown[][] = [];
  for (let n = HEADER_ROW + 1; n < s.rowCount; n++) rows.push(cells(s.getRow(n)));
  const subtotal = cells(s.getRow(s.rowCount));
  expect(subtotal[0]).toBe('小計（税抜）');
  return { header: cells(s.getRow(HEADER_ROW)), rows, subtotal };
}

/** The 請求書 sheet's rows from its header to 総合計 (the note below is left). */
function invoiceSheetRows(sheet: ExcelJS.Worksheet | undefined): unknown[][] {
  expect(sheet).toBeDefined();
  const s = sheet as ExcelJS.Worksheet;
  expect(cells(s.getRow(HEADER_ROW))).toEqual(['請求先', '請求書番号', '税率', '対象額（税抜）', '消費税額', '税込合計']);
  const rows: unknown[][] = [];
  for (let n = HEADER_ROW + 1; n <= s.rowCount; n++) {
    const row = cells(s.getRow(n));
    rows.push(row);
    if (row[0] === '総合計') break;
  }
  return rows;
}

async function excel(caller: TestCaller, month: string, division: ChargeDivision, outputType: 1 | 2): Promise<ExcelJS.Workbook> {
  const answer = await file(caller, 'GET', `/api/charge/excel?month=${slashed(month)}&chargeDivision=${division}&outputType=${outputType}`);
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return workbookOf(answer.bytes);
}

async function checkExcel(corporationId: number, month: string): Promise<void> {
  const caller = callers.get(corporationId) as TestCaller;
  const { shown } = await monthInvoices(corporationId, month);
  // The invoices sheet: per invoice a row per rate and a total row, then the grand total; the same in every workbook.
  const expectedSheet: unknown[][] = [];
  for (const i of shown) {
    for (const l of i.taxLines) expectedSheet.push([i.clientName, i.invoiceNo, l.taxRate / 100, l.taxableAmount, l.taxAmount, l.taxableAmount + l.taxAmount]);
    expectedSheet.push([`${i.clientName} 合計`, i.invoiceNo, null, i.amountExcludingTax, i.taxAmount, i.totalIncludingTax]);
  }
  expectedSheet.push(['総合計', null, null, sum(shown.map((i) => i.amountExcludingTax)), sum(shown.map((i) => i.taxAmount)), sum(shown.map((i) => i.totalIncludingTax))]);

  for (const division of divisionsOf(corporationId)) {
    const where = `corporation ${corporationId} ${month} division ${division}`;
    const { page, summary } = await pagesOf(corporationId, month, division);
    const all = await excel(caller, month, division, 1);
    expect(cells(all.getWorksheet('明細')?.getRow(1) as ExcelJS.Row)).toEqual(['請求月', `${slashed(month)}（${page.month.statusName}）`]);
    const lines = table(all.getWorksheet('明細'));
    const amount = lines.header.indexOf(AMOUNT);
    expect(lines.rows, where).toHaveLength(page.totalCount);
    expect(sum(lines.rows.map((r) => Number(r[amount]))), where).toBe(page.totalAmount);
    expect(lines.subtotal[amount], where).toBe(page.totalAmount);
    // An empty cell as null (exceljs reads it as a hole).
    expect(invoiceSheetRows(all.getWorksheet('請求書')).map((r) => Array.from({ length: 6 }, (_, i) => r[i] ?? null)), where).toEqual(expectedSheet);

    const parts = await excel(caller, month, division, 2);
    const byDepartment = table(parts.getWorksheet('集計'));
    const total = byDepartment.header.indexOf(AMOUNT);
    const partColumns = SUMMARY_PARTS_OF_DIVISION[division].map((p) => byDepartment.header.indexOf(partHeader(p)));
    expect(partColumns.every((i) => i > 0), `${where} ${byDepartment.header.join(',')}`).toBe(true);
    expect(byDepartment.rows.map((r) => [r[0], r[total]]), where).toEqual(summary.rows.map((r) => [r.billingName, r.chargeAmountTotal]));
    for (const r of byDepartment.rows) expect(sum(partColumns.map((i) => Number(r[i] ?? 0))), `${where} ${String(r[0])}`).toBe(r[total]);
    expect(byDepartment.subtotal[total], where).toBe(summary.total);
    for (const i of partColumns) expect(byDepartment.subtotal[i]).toBe(sum(byDepartment.rows.map((r) => Number(r[i] ?? 0))));
  }
}

const yenOf = (text: string): number => Number(text.replace(/円$/, '').replaceAll(',', ''));
const YEN = /^-?[\d,]+円$/;

/** The figures a destination's PDF prints, read from its text items (a table cell is one item or more). */
function pdfFigures(text: string) {
  const items = text.split(/[|\n]/).map((s) => s.trim()).filter((s) => s !== '');
  const after = (label: string, n = 1): string[] => {
    const at = items.indexOf(label);
    expect(at, `${label} in the PDF`).toBeGreaterThanOrEqual(0);
    return items.slice(at + 1, at + 1 + n);
  };
  const [total] = after('ご請求金額（税込）');
  const taxLines = items.flatMap((item, i) => {
    const rate = /^(\d+)%対象$/.exec(item);
    return rate ? [{ taxRate: Number(rate[1]), taxableAmount: yenOf(items[i + 1]), taxAmount: yenOf(items[i + 2]) }] : [];
  });
  const sumRow = after('合計', 2).map(yenOf);
  const [subtotal] = after('小計（税抜）');
  // Detail rows end with their amount and rate: '1,234円', '10%'.
  const details = items.flatMap((item, i) => (/^\d+%$/.test(item) && YEN.test(items[i - 1]) ? [{ taxRate: Number(item.slice(0, -1)), amount: yenOf(items[i - 1]) }] : []));
  const number = items.find((s) => s.startsWith('請求書番号：'))?.slice('請求書番号：'.length);
  return { number, total: YEN.test(total) ? yenOf(total) : Number.NaN, taxLines, sumRow, subtotal: yenOf(subtotal), details };
}

async function checkPdfs(corporationId: number, month: string): Promise<void> {
  const caller = callers.get(corporationId) as TestCaller;
  const { expected, shown } = await monthInvoices(corporationId, month);
  expect(shown.map((i) => i.chargeClientId)).toEqual(expected.map((i) => i.chargeClientId));
  for (const invoice of shown) {
    const where = `corporation ${corporationId} ${month} ${invoice.clientName}`;
    const answer = await file(caller, 'GET', `/api/charge/invoice?month=${slashed(month)}&chargeClientId=${invoice.chargeClientId}`);
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    const printed = pdfFigures(await pdfText(answer.bytes, '|'));
    const own = expected.find((e) => e.chargeClientId === invoice.chargeClientId) as ExpectedInvoice;
    expect(printed.number, where).toBe(invoice.invoiceNo);
    expect(printed.total, where).toBe(own.totalIncludingTax);
    expect(printed.taxLines, where).toEqual(own.taxLines);
    expect(printed.sumRow, where).toEqual([own.amountExcludingTax, own.taxAmount]);
    expect(printed.subtotal, where).toBe(own.amountExcludingTax);
    // The detail rows add up to the header, rate by rate.
    expect(own.taxLines.map((l) => sum(printed.details.filter((d) => d.taxRate === l.taxRate).map((d) => d.amount))), where)
      .toEqual(own.taxLines.map((l) => l.taxableAmount));
    expect(sum(printed.details.map((d) => d.amount))).toBe(own.amountExcludingTax);
  }
}

describe('files of chosen months', () => {
  it('covers an open month, a confirmed month and a FLEX/BASE adjustment', async () => {
    expect((await pagesOf(1, FLEX_ADJUSTED, 2)).lines.some((l) => l.lineKind === 'adjustment' && l.resourceType === 91)).toBe(true);
    expect((await pagesOf(1, CONFIRMED, 1)).lines.some((l) => l.lineKind === 'adjustment')).toBe(true);
    expect((await pagesOf(1, FLEX_ADJUSTED, 1)).page.month.status).toBe(CHARGE_STATUS.confirmed);
  });

  for (const [corporationId, month] of [[1, OPEN], [1, CONFIRMED], [1, FLEX_ADJUSTED], [2, OPEN]] as const) {
    it(`corporation ${corporationId} ${month}: the Excel files' subtotals and invoices sheet are the pages' figures`, async () => {
      await checkExcel(corporationId, month);
    });

    it(`corporation ${corporationId} ${month}: each destination's PDF prints its invoice, and its detail adds up to it`, async () => {
      await checkPdfs(corporationId, month);
    });
  }
});
