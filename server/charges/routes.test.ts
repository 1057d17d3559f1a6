// The Charges calls against the seeded demo (thirteen closed months): the months and their status, lines, summary,
// breakdown, destinations, code 14; the clerk's scope and the responsible person's invoice; 403 per permission and
// the FLEX gates; Japanese 400s for bad input; the CSV in both encodings with formulas escaped, the .xlsx parsed back
// with exceljs, and the invoice PDF's Japanese text extracted with pdf.js.
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AddMemberMonthlyAmountResponse, ChargeBreakdownResponse, ChargeClientAllResponse, ChargeClientResponse, ChargeExcelCheckResponse, ChargeLinesResponse,
  ChargeStatusResponse, ChargeSummaryResponse,
} from '../../core/charges/calls';
import type { ApiErrorBody } from '../../core/api/error';
import { t } from '../../core/i18n';
import type { Row } from '../db/database';
import { closeChargeMonth } from './close';
import { file, ok, pdfText, sum } from '../../tests/support/charges';
import { signInWithCookies, startTestServer, type TestCaller, type TestServer } from '../../tests/support/server';

const NOW = new Date('2026-11-24T03:00:00.000Z');
const OPEN = '2026/11';
const CONFIRMED = '2026/10';
let server: TestServer;
let admin: TestCaller;
let clerk: TestCaller;
let noCodes: TestCaller;
let admin2: TestCaller;

beforeAll(async () => {
  server = await startTestServer({ webDist: null, clock: () => NOW });
  // clerk03 stands for a role without the invoice codes: no authority template, so no codes at all.
  await server.db.query("update users set authority_template = null where login_id = 'clerk03'");
  admin = await signInWithCookies(server.baseUrl, 'admin01');
  clerk = await signInWithCookies(server.baseUrl, 'clerk01');
  noCodes = await signInWithCookies(server.baseUrl, 'clerk03');
  admin2 = await signInWithCookies(server.baseUrl, 'admin02');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('months and lines', () => {
  it('lists the closed months newest first with their status', async () => {
    const body = await ok<ChargeStatusResponse>(admin, '/api/charge/statusClient');
    expect(body.months).toHaveLength(13);
    expect(body.months[0]).toMatchObject({ month: OPEN, periodStart: '2026/10/21', periodEnd: '2026/11/20', status: 0, statusName: '未確定', confirmedAt: null });
    expect(body.months[1]).toMatchObject({ month: CONFIRMED, status: 2, statusName: '確定' });
    const range = await ok<ChargeStatusResponse>(admin, '/api/charge/statusClient?from=2026/09&to=2026/10');
    expect(range.months.map((m) => m.month)).toEqual(['2026/10', '2026/09']);
  });

  it('pages every line with the total of the whole filter, and the summary and breakdown agree with it', async () => {
    const first = await ok<ChargeLinesResponse>(admin, `/api/charge/allBillings?month=${OPEN}&chargeDivision=1&limit=50`);
    expect(first.lines).toHaveLength(50);
    expect(first.totalCount).toBeGreaterThan(50);
    const all: ChargeLinesResponse['lines'] = [];
    for (let offset = 0; offset < first.totalCount; offset += 500) {
      all.push(...(await ok<ChargeLinesResponse>(admin, `/api/charge/allBillings?month=${OPEN}&chargeDivision=1&offset=${offset}`)).lines);
    }
    expect(all).toHaveLength(first.totalCount);
    expect(sum(all.map((l) => l.chargeAmountTotal))).toBe(first.totalAmount);
    expect(all.filter((l) => l.lineKind === 'registrationFee').map((l) => l.billingName)).toEqual(['経営企画部']);

    const byDepartment = await ok<ChargeSummaryResponse>(admin, `/api/charge/summary?month=${OPEN}`);
    expect(byDepartment.total).toBe(first.totalAmount);
    const planning = byDepartment.rows.find((r) => r.billingName === '経営企画部');
    // The department budget includes the fee of the fee-bearing department (spec 5).
    expect(planning?.registrationFee).toBeGreaterThanOrEqual(50_000);
    expect(planning?.difference).toBe((planning?.monthlyLimit ?? 0) - (planning?.chargeAmountTotal ?? 0));

    const members = await ok<ChargeBreakdownResponse>(admin, `/api/charge/breakdown?month=${OPEN}`);
    expect(members.total).toBe(first.totalAmount);
    for (const m of members.members) expect(m.chargeAmountTotal).toBe(sum(m.lines.map((l) => l.chargeAmountTotal)));
  });

  it('sorts the lines by a column on the server, across pages, ties in the default order', async () => {
    const base = `/api/charge/allBillings?month=${OPEN}&chargeDivision=1&limit=100`;
    const biggest = await ok<ChargeLinesResponse>(admin, `${base}&sort=chargeAmountTotal&sortOrder=desc`);
    const next = await ok<ChargeLinesResponse>(admin, `${base}&sort=chargeAmountTotal&sortOrder=desc&offset=100`);
    const amounts = [...biggest.lines, ...next.lines].map((l) => l.chargeAmountTotal);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(biggest.totalAmount).toBe((await ok<ChargeLinesResponse>(admin, base)).totalAmount);
    const smallest = await ok<ChargeLinesResponse>(admin, `/api/charge/allBillings?month=${OPEN}&chargeDivision=1&limit=1&sort=chargeAmountTotal&sortOrder=asc`);
    expect(smallest.lines[0].chargeAmountTotal).toBe(Math.min(...amounts, smallest.lines[0].chargeAmountTotal));
    const values = (await ok<ChargeLinesResponse>(admin, `${base}&sort=value`)).lines.map((l) => l.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('answers the month per destination, with the invoice figures for the responsible person', async () => {
    const share = await ok<ChargeClientResponse>(admin, `/api/charge/client?month=${OPEN}&chargeDivision=1`);
    const sales = share.clients.find((c) => c.clientName === '株式会社みらいワークス 営業本部');
    expect(sales?.departments.map((d) => d.billingName)).toEqual(['営業第一部', '営業第二部']);
    const invoice = sales?.invoice;
    expect(invoice).not.toBeNull();
    // The invoice covers both divisions; its tax is once per rate, fractions of a yen down.
    expect(invoice?.taxLines).toEqual([{ taxRate: 10, taxableAmount: invoice?.amountExcludingTax, taxAmount: Math.floor((invoice?.amountExcludingTax ?? 0) / 10) }]);
    expect(invoice?.totalIncludingTax).toBe((invoice?.amountExcludingTax ?? 0) + (invoice?.taxAmount ?? 0));
    const flex = await ok<ChargeClientResponse>(admin, `/api/charge/client?month=${OPEN}&chargeDivision=2`);
    const flexSales = flex.clients.find((c) => c.chargeClientId === sales?.chargeClientId);
    expect((sales?.amountExcludingTax ?? 0) + (flexSales?.amountExcludingTax ?? 0)).toBe(invoice?.amountExcludingTax);
  });

  it('lists the destinations with the departments they cover and their invoices (WFAK002)', async () => {
    const body = await ok<ChargeClientAllResponse>(admin, '/api/charge/clientAll?from=2026/01');
    expect(body.clients.map((c) => [c.clientName, c.defaultFlg])).toEqual([['株式会社みらいワークス', true], ['株式会社みらいワークス 営業本部', false]]);
    expect(body.clients[1].departments.map((d) => d.organizationId)).toEqual(['5', '6']);
    expect(body.clients[0].months.map((m) => m.month)).toEqual(['2026/11', '2026/10', '2026/09', '2026/08', '2026/07', '2026/06', '2026/05', '2026/04', '2026/03', '2026/02', '2026/01']);
    expect(await clerk.get('/api/charge/clientAll')).toMatchObject({ status: 403 });
  });

  it('lists the added-member amounts under code 14', async () => {
    const body = await ok<AddMemberMonthlyAmountResponse>(admin, '/api/charge/addMemberMonthlyAmountInfo?month=2026/06');
    expect(body.addingUpCode).toBe(14);
    expect(body.lines.length).toBeGreaterThan(0);
    expect(body.lines.every((l) => l.addingUpCode === 14 && l.lineKind === 'addMember' && l.chargeAmountTotal === 3000)).toBe(true);
    expect(body.total).toBe(3000 * body.lines.length);
  });
});

describe('scope and permissions', () => {
  it('shows a clerk only the lines of their departments, and refuses another department', async () => {
    const mine = await ok<ChargeLinesResponse>(clerk, `/api/charge/allBillings?month=${OPEN}`);
    expect(mine.totalCount).toBeGreaterThan(0);
    expect(new Set(mine.lines.map((l) => l.organizationId))).toEqual(new Set(['5', '6']));
    const client = await ok<ChargeClientResponse>(clerk, `/api/charge/client?month=${OPEN}`);
    expect(client.clients.every((c) => c.invoice === null)).toBe(true);
    expect(client.clients.flatMap((c) => c.departments.map((d) => d.organizationId)).sort()).toEqual(['5', '6']);
    const other = await clerk.get<ApiErrorBody>(`/api/charge/allBillings?month=${OPEN}&organizationId=1`);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(t('charges.forbidden.department'));
    const pdf = await clerk.get<ApiErrorBody>(`/api/charge/invoice?month=${OPEN}`);
    expect(pdf.status).toBe(403);
    expect(pdf.body.message).toBe(t('charges.forbidden.invoice'));
  });

  it('refuses every call to a role without the invoice codes', async () => {
    for (const path of ['/api/charge/statusClient', `/api/charge/client?month=${OPEN}`, `/api/charge/allBillings?month=${OPEN}`, `/api/charge/summary?month=${OPEN}`,
      `/api/charge/breakdown?month=${OPEN}`, `/api/charge/excel/check?month=${OPEN}`, `/api/charge/excel?month=${OPEN}`, `/api/charge/invoice?month=${OPEN}`,
      `/api/charge/addMemberMonthlyAmountInfo?month=${OPEN}`, '/api/charge/clientAll', `/api/charge/csv/after?month=${CONFIRMED}`]) {
      const answer = await noCodes.get<ApiErrorBody>(path);
      expect(answer.status, path).toBe(403);
      expect(answer.body.message).toBe(t('error.permission'));
    }
  });

  it('keeps FLEX/BASE charges behind the FLEX gates', async () => {
    // Corporation 2 has no FLEX/BASE contract: no flexDisplay, no flexContractExistFlg.
    const flex = await admin2.get<ApiErrorBody>(`/api/charge/allBillings?month=${OPEN}&chargeDivision=2`);
    expect(flex.status).toBe(403);
    expect(flex.body.message).toBe(t('charges.forbidden.flex'));
    expect((await admin2.get(`/api/charge/addMemberMonthlyAmountInfo?month=${OPEN}`)).status).toBe(403);
    expect((await admin2.get(`/api/charge/allBillings?month=${OPEN}&chargeDivision=1`)).status).toBe(200);
    // clerk01's departments own a contract in force: they pass.
    expect((await clerk.get(`/api/charge/allBillings?month=${OPEN}&chargeDivision=2`)).status).toBe(200);
  });

  it('answers bad input with a Japanese 400 and a month without a close with the spec 8 message', async () => {
    const cases: [string, string, string][] = [
      ['/api/charge/allBillings', 'month', t('validation.required')],
      ['/api/charge/allBillings?month=2026-11', 'month', t('charges.validation.month')],
      ['/api/charge/allBillings?month=2026/13', 'month', t('charges.validation.month')],
      [`/api/charge/allBillings?month=${OPEN}&chargeDivision=3`, 'chargeDivision', t('charges.validation.division')],
      [`/api/charge/excel/check?month=${OPEN}&outputType=9`, 'outputType', t('charges.validation.outputType')],
      [`/api/charge/allBillings?month=${OPEN}&organizationId=abc`, 'organizationId', t('charges.validation.department')],
      [`/api/charge/allBillings?month=${OPEN}&limit=501`, 'limit', t('validation.between', { min: 1, max: 500 })],
      [`/api/charge/allBillings?month=${OPEN}&sort=amount`, 'sort', t('usage.validation.choice')],
      [`/api/charge/allBillings?month=${OPEN}&sort=value&sortOrder=up`, 'sortOrder', t('usage.validation.choice')],
      ['/api/charge/statusClient?from=2026/10&to=2026/09', 'from', t('charges.validation.monthRange')],
      ['/api/charge/invoice?month=11/2026', 'month', t('charges.validation.month')],
      [`/api/charge/csv/after?month=${CONFIRMED}&encoding=latin1`, 'encoding', t('members.validation.choice')],
    ];
    for (const [path, field, message] of cases) {
      const answer = await admin.get<ApiErrorBody>(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.fields?.[field], path).toBe(message);
    }
    const none = await admin.get<ApiErrorBody>('/api/charge/allBillings?month=2020/01');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('対象月の請求明細はありません');
  });
});

describe('files', () => {
  it('writes the CSV in UTF-8 with BOM and in CP932, formulas escaped', async () => {
    // A department renamed to something a spreadsheet would run; the open month is recomputed with the new name.
    await server.db.query("update departments set billing_name = '=HYPERLINK(\"x\")営業' where id = 6");
    try {
      await closeChargeMonth(server.db, 1, '2026-11', NOW);
      const utf8 = await file(admin, 'POST', '/api/charge/csv', { month: OPEN, chargeDivision: 1, outputType: 1, organizationId: '6' });
      expect(utf8.status, JSON.stringify(utf8.error)).toBe(200);
      expect([...utf8.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = utf8.bytes.subarray(3).toString('utf8');
      const [header, ...rows] = text.trimEnd().split('\r\n');
      expect(header).toBe('区分,部署,会員名,設備,内容,計上コード,単位,単価（税抜）,実績値,課金対象値,利用回数,請求金額（税抜）,税率');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.startsWith('SHARE,"\'=HYPERLINK(""x"")営業"'))).toBe(true);
      const cp932 = await file(admin, 'POST', '/api/charge/csv', { month: OPEN, chargeDivision: 1, outputType: 1, organizationId: '6', encoding: 'cp932' });
      expect(cp932.status).toBe(200);
      expect(cp932.headers.get('content-type')).toContain('Shift_JIS');
      expect(iconv.decode(cp932.bytes, 'cp932')).toBe(text);
      // After the confirmation only: the open month is refused with the spec's message, a confirmed one is given.
      const open = await file(admin, 'GET', `/api/charge/csv/after?month=${OPEN}`);
      expect([open.status, open.error?.message]).toEqual([404, t('charges.notConfirmed', { month: OPEN, date: '2026/12/01' })]);
      const after = await file(admin, 'GET', `/api/charge/csv/after?month=${CONFIRMED}&outputType=2`);
      expect(after.status).toBe(200);
      expect(after.bytes.subarray(3).toString('utf8').split('\r\n')[0]).toBe('部署,請求金額（税抜）,利用金額（税抜）,登録管理料（税抜）,調整額（税抜）,月間利用上限額,差額,管理対象会員数');
    } finally {
      await server.db.query("update departments set billing_name = '営業第二部' where id = 6");
      await closeChargeMonth(server.db, 1, '2026-11', NOW);
    }
  });

  it('refuses a CP932 CSV with a character CP932 cannot hold, naming the row and column', async () => {
    // The open month's use lines are live (view charge_line_rows): their 内容 is the room's site and name, so the site
    // of department 6's first line gets a character CP932 cannot hold.
    const [site] = await server.db.query<{ id: number } & Row>(
      `select f.parent_facility_id as id from charge_line_rows l join charge_months m using (corporation_id, period_start) join facilities f on f.id = l.resource_id
        where m.month = '2026-11' and l.corporation_id = 1 and l.department_id = 6 order by coalesce(l.user_id, 0), l.id limit 1`);
    expect(site?.id).toBeTruthy();
    await server.db.query("update facilities set facility_name = facility_name || '🍣' where id = $1", [site.id]);
    try {
      const answer = await file(admin, 'POST', '/api/charge/csv', { month: OPEN, organizationId: '6', encoding: 'cp932' });
      expect(answer.status).toBe(400);
      expect(answer.error?.fields?.encoding).toBe(t('charges.validation.notCp932', { row: 2, column: '内容' }));
    } finally {
      await server.db.query("update facilities set facility_name = replace(facility_name, '🍣', '') where id = $1", [site.id]);
    }
  });

  it('answers the excel check and writes a real .xlsx that exceljs reads back', async () => {
    const check = await ok<ChargeExcelCheckResponse>(admin, `/api/charge/excel/check?month=${OPEN}&outputType=3`);
    expect(check.available).toBe(true);
    const none = await ok<ChargeExcelCheckResponse>(admin, '/api/charge/excel/check?month=2019/01');
    expect(none).toEqual({ available: false, rowCount: 0, message: '対象月の請求明細はありません' });
    expect((await file(admin, 'GET', '/api/charge/excel?month=2019/01')).status).toBe(404);

    const answer = await file(admin, 'GET', `/api/charge/excel?month=${OPEN}&outputType=3`);
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(decodeURIComponent(answer.headers.get('content-disposition') ?? '')).toContain('請求明細_202611_会員別内訳.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(answer.bytes).buffer);
    const sheet = workbook.getWorksheet('明細');
    expect(sheet).toBeDefined();
    // Which month, period, division, output, destinations and issue date the file is, above the table.
    const heading = [1, 2, 3, 4, 5, 6].map((n) => (sheet?.getRow(n).values as unknown[]).slice(1));
    expect(heading).toEqual([
      ['請求月', '2026/11（未確定）'], ['対象期間', '2026/10/21〜2026/11/20'], ['区分', 'SHARE'], ['出力', '会員別内訳'],
      ['請求先', expect.stringContaining('株式会社みらいワークス')], ['発行日', '確定後に発行（2026/12/01予定）'],
    ]);
    const HEADER_ROW = 8;
    const header = (sheet?.getRow(HEADER_ROW).values as unknown[]).slice(1);
    expect(header).toEqual(['部署', '会員名', '設備', '内容', '単位', '単価（税抜）', '実績値', '課金対象値', '利用回数', '請求金額（税抜）']);
    expect(sheet?.rowCount).toBe(check.rowCount + HEADER_ROW + 1);
    const last = sheet?.getRow(sheet.rowCount);
    const amounts: number[] = [];
    sheet?.eachRow((row, n) => {
      if (n > HEADER_ROW && n < (sheet?.rowCount ?? 0)) amounts.push(Number(row.getCell(10).value));
    });
    expect(last?.getCell(1).value).toBe('小計（税抜）');
    expect(last?.getCell(10).value).toBe(sum(amounts));
    expect(sheet?.getRow(HEADER_ROW + 1).getCell(10).numFmt).toBe('#,##0');
    const [members] = await server.db.query<{ amount: number } & Row>(
      "select sum(amount)::int as amount from charge_line_rows l join charge_months m using (corporation_id, period_start) where m.month = '2026-11' and l.corporation_id = 1 and l.charge_division = 1 and l.user_id is not null");
    expect(sum(amounts)).toBe(members.amount);

    // Every line: the tax rate is a percent, the SHARE sheet has no always-empty adding-up code; the invoices' sheet is the Info page's figures.
    const all = await file(admin, 'GET', `/api/charge/excel?month=${OPEN}&outputType=1`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(all.bytes).buffer);
    const lines = book.getWorksheet('明細');
    const columns = (lines?.getRow(HEADER_ROW).values as unknown[]).slice(1);
    expect(columns).not.toContain('計上コード');
    const rate = columns.indexOf('税率') + 1;
    expect(lines?.getRow(HEADER_ROW + 1).getCell(rate).value).toBe(0.1);
    expect(lines?.getRow(HEADER_ROW + 1).getCell(rate).numFmt).toBe('0%');
    const invoiceSheet = book.getWorksheet('請求書');
    const info = await ok<ChargeClientResponse>(admin, `/api/charge/client?month=${OPEN}`);
    const grand = invoiceSheet?.getRow(invoiceSheet.rowCount - 2);
    expect(grand?.getCell(1).value).toBe('総合計');
    const invoices = info.clients.flatMap((c) => (c.invoice ? [c.invoice] : []));
    expect([grand?.getCell(4).value, grand?.getCell(5).value, grand?.getCell(6).value]).toEqual([
      sum(invoices.map((i) => i.amountExcludingTax)), sum(invoices.map((i) => i.taxAmount)), sum(invoices.map((i) => i.totalIncludingTax)),
    ]);
  });

  it('prints the invoice as an A4 PDF with the qualified-invoice figures in Japanese', async () => {
    const share = await ok<ChargeClientResponse>(admin, `/api/charge/client?month=${OPEN}`);
    const sales = share.clients.find((c) => c.clientName === '株式会社みらいワークス 営業本部');
    const answer = await file(admin, 'GET', `/api/charge/invoice?month=${OPEN}&chargeClientId=${sales?.chargeClientId}`);
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(answer.bytes);
    const invoice = sales?.invoice;
    const yen = (n: number) => `${new Intl.NumberFormat('ja-JP').format(n)}円`;
    for (const expected of ['請求書', '株式会社みらいワークス 営業本部 御中', '登録番号：T9234567890123', '株式会社シェアワークス', '10%対象',
      yen(invoice?.amountExcludingTax ?? -1), yen(invoice?.taxAmount ?? -1), yen(invoice?.totalIncludingTax ?? -1), '営業第一部', '営業第二部',
      '消費税は請求書ごと・税率ごとに1円未満を切り捨てています。', 'この請求は未確定です。']) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    // A4 pages, the font embedded as a subset.
    expect(answer.bytes.toString('latin1')).toMatch(/\/MediaBox \[ ?0 0 595\.28 841\.89 ?\]/);
    expect(answer.bytes.toString('latin1')).toMatch(/\/FontFile2/);
    const other = await file(admin, 'GET', `/api/charge/invoice?month=${OPEN}&chargeClientId=999999`);
    expect([other.status, other.error?.message]).toEqual([404, t('charges.noInvoice')]);
    // Without a destination: the default one; a confirmed month carries no provisional note.
    const confirmed = await pdfText((await file(admin, 'GET', `/api/charge/invoice?month=${CONFIRMED}`)).bytes);
    expect(confirmed).toContain('株式会社みらいワークス');
    expect(confirmed).not.toContain('この請求は未確定です。');
  });
});
