// twb invoices list and twb invoices download against a real seeded server (thirteen closed months), run as child
// processes: the list as text and --json equal to the server's own `client` answers, --from/--to and --division flex;
// the invoice PDF (one, and one per destination into a folder), the .xlsx read back with exceljs, the CSV in UTF-8 with
// BOM and in CP932; a month not closed (exit 1, the spec's message), a clerk's PDF (exit 4) and bad options (exit 2).
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeClientAllResponse, ChargeClientResponse, ChargeStatusResponse } from '../../core/charges/calls';
import { t } from '../../core/i18n';
import { invoicesOfMonth } from '../../server/charges/invoices';
import { DEMO_CODE, DEMO_PASSWORD, signInWithCookies, startTestServer, type TestCaller, type TestServer } from '../support/server';
import { twbHome, type TwbHome } from './support/twb-process';

const signIn = { TWB_PASSWORD: DEMO_PASSWORD, TWB_CONFIRMATION_CODE: DEMO_CODE };
const NOW = new Date('2026-11-24T03:00:00.000Z');
const OPEN = '2026/11';
const CONFIRMED = '2026/10';
const NOT_CLOSED = '2026/12';

let server: TestServer;
let home: TwbHome;
let clerkHome: TwbHome;
let admin: TestCaller;
let dir: string;

interface ListJson {
  division: string;
  rows: {
    month: string; status: number; statusName: string; chargeClientId: string; destination: string; divisionAmountExcludingTax: number;
    invoiceNo: string | null; amountExcludingTax: number | null; taxAmount: number | null; totalIncludingTax: number | null;
  }[];
}

beforeAll(async () => {
  server = await startTestServer({ webDist: null, clock: () => NOW });
  home = await twbHome(server.baseUrl);
  clerkHome = await twbHome(server.baseUrl);
  admin = await signInWithCookies(server.baseUrl, 'admin01');
  for (const [twb, loginId] of [[home, 'admin01'], [clerkHome, 'clerk01']] as const) {
    const login = await twb.run(['login', '--login-id', loginId], signIn);
    expect(login.code, login.stderr).toBe(0);
  }
}, 180_000);

afterAll(async () => {
  await home?.dispose();
  await clerkHome?.dispose();
  await server?.close();
});

/** A new empty folder inside the admin's test home (removed with it). */
async function freshDir(): Promise<string> {
  dir = await mkdtemp(join(home.configDir, '..', 'out-'));
  return dir;
}

async function serverClients(month: string, division: 1 | 2): Promise<ChargeClientResponse> {
  const answer = await admin.get<ChargeClientResponse>(`/api/charge/client?month=${month}&chargeDivision=${division}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

const yen = (n: number) => new Intl.NumberFormat('ja-JP').format(n);

describe('twb invoices list', () => {
  it('lists every closed month per destination with the invoice figures, as --json equal to the server and as text', async () => {
    const json = await home.run(['invoices', 'list', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const list = JSON.parse(json.stdout) as ListJson;
    expect(list.division).toBe('share');
    const months = (await admin.get<ChargeStatusResponse>('/api/charge/statusClient')).body.months;
    expect([...new Set(list.rows.map((r) => r.month))]).toEqual(months.map((m) => m.month));
    for (const month of [OPEN, CONFIRMED]) {
      const answer = await serverClients(month, 1);
      const rows = list.rows.filter((r) => r.month === month);
      expect(rows.map((r) => [r.chargeClientId, r.destination, r.divisionAmountExcludingTax, r.invoiceNo, r.amountExcludingTax, r.taxAmount, r.totalIncludingTax]))
        .toEqual(answer.clients.map((c) => [c.chargeClientId, c.clientName, c.amountExcludingTax, c.invoice?.invoiceNo, c.invoice?.amountExcludingTax,
          c.invoice?.taxAmount, c.invoice?.totalIncludingTax]));
      expect(rows.every((r) => r.statusName === answer.month.statusName)).toBe(true);
    }
    // The invoice's figures are the invoice's (both divisions, tax once per invoice): the server's one reader of them.
    const stored = (await invoicesOfMonth(server.db, 1, '2026-10-21')).find((i) => i.client_name === '株式会社みらいワークス 営業本部');
    const sales = list.rows.find((r) => r.month === OPEN && r.destination === '株式会社みらいワークス 営業本部');
    expect(stored).toBeDefined();
    expect([sales?.amountExcludingTax, sales?.taxAmount, sales?.totalIncludingTax])
      .toEqual([stored?.amount_excluding_tax, stored?.tax_amount, (stored?.amount_excluding_tax ?? 0) + (stored?.tax_amount ?? 0)]);

    const text = await home.run(['invoices', 'list'], { NO_COLOR: '1' });
    expect(text.code, text.stderr).toBe(0);
    const lines = text.stdout.trimEnd().split('\n');
    expect(lines[0]).toContain(t('charges.field.chargeClient'));
    expect(lines[0]).toContain(t('charges.field.totalIncludingTax'));
    expect(lines).toHaveLength(list.rows.length + 1);
    const salesLine = lines.find((l) => l.startsWith(OPEN) && l.includes('営業本部'));
    expect(salesLine).toContain(yen(sales?.totalIncludingTax ?? -1));
    expect(salesLine).toContain(yen(sales?.taxAmount ?? -1));
    expect(salesLine?.trimEnd().endsWith('未確定')).toBe(true);
    expect(lines.find((l) => l.startsWith(CONFIRMED))?.trimEnd().endsWith('確定')).toBe(true);
    expect(text.stderr).toContain(t('charges.cli.invoiceNote'));
  });

  it('keeps to --from/--to and lists the FLEX/BASE division with --division flex', async () => {
    const ranged = JSON.parse((await home.run(['invoices', 'list', '--from', '2026/09', '--to', CONFIRMED, '--json'])).stdout) as ListJson;
    expect([...new Set(ranged.rows.map((r) => r.month))]).toEqual([CONFIRMED, '2026/09']);
    const flex = await home.run(['invoices', 'list', '--from', OPEN, '--division', 'flex', '--json']);
    expect(flex.code, flex.stderr).toBe(0);
    const flexList = JSON.parse(flex.stdout) as ListJson;
    expect(flexList.division).toBe('flex');
    const answer = await serverClients(OPEN, 2);
    expect(answer.clients.length).toBeGreaterThan(0);
    expect(flexList.rows.map((r) => [r.chargeClientId, r.divisionAmountExcludingTax])).toEqual(answer.clients.map((c) => [c.chargeClientId, c.amountExcludingTax]));
    const share = await serverClients(OPEN, 1);
    // The division's amount differs per division; the invoice (both divisions) is the same row in either listing.
    const id = flexList.rows[0].chargeClientId;
    expect(flexList.rows[0].amountExcludingTax).toBe(share.clients.find((c) => c.chargeClientId === id)?.invoice?.amountExcludingTax);
    const text = await home.run(['invoices', 'list', '--from', OPEN, '--division', 'flex'], { NO_COLOR: '1' });
    expect(text.stdout.split('\n')[0]).toContain('FLEX/BASE（税抜）');
  });

  it('shows a clerk their departments without the invoice figures, and an empty range as the spec message with exit 0', async () => {
    const clerk = JSON.parse((await clerkHome.run(['invoices', 'list', '--from', OPEN, '--json'])).stdout) as ListJson;
    expect(clerk.rows.length).toBeGreaterThan(0);
    expect(clerk.rows.every((r) => r.invoiceNo === null && r.taxAmount === null && r.totalIncludingTax === null)).toBe(true);
    const clerkText = await clerkHome.run(['invoices', 'list', '--from', OPEN], { NO_COLOR: '1' });
    expect(clerkText.stderr).toContain(t('charges.cli.invoiceHidden'));
    const none = await home.run(['invoices', 'list', '--from', '2030/01']);
    expect(none.code).toBe(0);
    expect(none.stderr).toContain('対象月の請求明細はありません');
  });
});

describe('twb invoices download', () => {
  it('saves the invoice PDF of one destination to a file', async () => {
    const out = join(await freshDir(), 'invoice.pdf');
    const { clients } = (await admin.get<ChargeClientAllResponse>(`/api/charge/clientAll?from=${OPEN}&to=${OPEN}`)).body;
    const result = await home.run(['invoices', 'download', OPEN, '--destination', clients[1].chargeClientId, '-o', out, '--json']);
    expect(result.code, result.stderr).toBe(0);
    const bytes = await readFile(out);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const report = JSON.parse(result.stdout) as { files: { file: string; bytes: number; contentType: string }[] };
    expect(report.files).toEqual([expect.objectContaining({ file: out, bytes: bytes.length, contentType: 'application/pdf' })]);
    // Written through a temporary name: nothing but the file is left in the folder.
    expect(await readdir(dir)).toEqual(['invoice.pdf']);
  });

  it('writes one PDF per destination into -o DIR, and refuses -o FILE for several', async () => {
    const folder = await freshDir();
    const result = await home.run(['invoices', 'download', CONFIRMED, '-o', folder], { NO_COLOR: '1' });
    expect(result.code, result.stderr).toBe(0);
    const { clients } = (await admin.get<ChargeClientAllResponse>(`/api/charge/clientAll?from=${CONFIRMED}&to=${CONFIRMED}`)).body;
    expect(clients.length).toBeGreaterThan(1);
    const names = (await readdir(folder)).sort();
    expect(names).toEqual(clients.map((c) => `請求書_2026-10_${c.chargeClientId}.pdf`).sort());
    for (const name of names) expect((await readFile(join(folder, name))).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(result.stderr).toContain('株式会社みらいワークス 営業本部');
    const several = await home.run(['invoices', 'download', CONFIRMED, '-o', join(folder, 'one.pdf')]);
    expect(several.code).toBe(2);
    expect(several.stderr).toContain(t('charges.cli.severalFiles', { count: clients.length }));
  });

  it('saves the .xlsx of a layout, which exceljs reads back', async () => {
    const folder = await freshDir();
    const result = await home.run(['invoices', 'download', OPEN, '--format', 'xlsx', '--type', 'breakdown', '-o', `${folder}/sub/`]);
    expect(result.code, result.stderr).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await readFile(join(folder, 'sub', 'charges_2026-11_share_breakdown.xlsx'))).buffer);
    const sheet = workbook.getWorksheet('明細');
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(['請求月', '2026/11（未確定）']);
    const header = (sheet?.getRow(8).values as unknown[]).slice(1);
    expect(header.slice(0, 2)).toEqual(['部署', '会員名']);
  });

  it('saves the CSV in UTF-8 with BOM and in CP932, the same text, for one destination\'s departments', async () => {
    const folder = await freshDir();
    const share = await serverClients(OPEN, 1);
    const sales = share.clients.find((c) => c.clientName === '株式会社みらいワークス 営業本部');
    const utf8 = await home.run(['invoices', 'download', OPEN, '--format', 'csv', '--destination', sales?.chargeClientId ?? '', '-o', folder]);
    expect(utf8.code, utf8.stderr).toBe(0);
    const bytes = await readFile(join(folder, `charges_2026-11_share_all_${sales?.chargeClientId}.csv`));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const rows = text.trimEnd().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.split(',')[1]))).toEqual(new Set(sales?.departments.map((d) => d.billingName)));
    const sjisPath = join(folder, 'sjis.csv');
    const cp932 = await home.run(['invoices', 'download', OPEN, '--format', 'csv', '--destination', sales?.chargeClientId ?? '', '--encoding', 'cp932', '-o', sjisPath]);
    expect(cp932.code, cp932.stderr).toBe(0);
    const sjis = await readFile(sjisPath);
    expect(sjis[0]).not.toBe(0xef);
    expect(iconv.decode(sjis, 'cp932')).toBe(text);
  });

  it('ends a month that is not closed with exit 1 and the spec message, in every format', async () => {
    const folder = await freshDir();
    for (const format of ['pdf', 'xlsx', 'csv']) {
      const result = await home.run(['invoices', 'download', NOT_CLOSED, '--format', format, '-o', folder]);
      expect(result.code, format).toBe(1);
      expect(result.stderr, format).toContain('対象月の請求明細はありません');
    }
    const json = await home.run(['invoices', 'download', NOT_CLOSED, '--destination', '1', '-o', folder, '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ error: { message: '対象月の請求明細はありません', status: 404 } });
    expect(await readdir(folder)).toEqual([]);
  });

  it('gives a department clerk the server\'s refusal of the PDF as exit 4, and the lines of their departments', async () => {
    const folder = await freshDir();
    const pdf = await clerkHome.run(['invoices', 'download', OPEN, '--destination', '1', '-o', folder]);
    expect(pdf.code).toBe(4);
    expect(pdf.stderr).toContain(t('charges.forbidden.invoice'));
    expect((await clerkHome.run(['invoices', 'download', OPEN, '-o', folder])).code).toBe(4);
    const csv = await clerkHome.run(['invoices', 'download', OPEN, '--format', 'csv', '-o', folder]);
    expect(csv.code, csv.stderr).toBe(0);
    const rows = (await readFile(join(folder, 'charges_2026-11_share_all.csv'))).subarray(3).toString('utf8').trimEnd().split('\r\n').slice(1);
    expect(new Set(rows.map((r) => r.split(',')[1]))).toEqual(new Set(['営業第一部', '営業第二部']));
  });

  it('refuses bad options with exit 2 and a Japanese message before any call', async () => {
    const folder = await freshDir();
    const cases: [string[], string][] = [
      [['invoices', 'download', '2026-11', '-o', folder], t('charges.cli.badMonth', { option: '<YYYY/MM>', value: '2026-11' })],
      [['invoices', 'download', OPEN, '--format', 'xlsx', '--type', 'detail', '-o', folder],
        t('charges.cli.badChoice', { option: '--type', value: 'detail', choices: 'all, summary, breakdown' })],
      [['invoices', 'download', OPEN, '--format', 'docx', '-o', folder], t('charges.cli.badChoice', { option: '--format', value: 'docx', choices: 'pdf, xlsx, csv' })],
      [['invoices', 'download', OPEN, '--type', 'summary', '-o', folder], t('charges.cli.notForPdf', { option: '--type' })],
      [['invoices', 'download', OPEN, '--format', 'xlsx', '--encoding', 'cp932', '-o', folder], t('charges.cli.csvOnly')],
      [['invoices', 'download', OPEN], t('charges.cli.outputRequired')],
      [['invoices', 'list', '--from', '2026/13'], t('charges.cli.badMonth', { option: '--from', value: '2026/13' })],
      [['invoices', 'list', '--from', OPEN, '--to', CONFIRMED], t('charges.cli.monthRange', { from: OPEN, to: CONFIRMED })],
      [['invoices', 'list', '--division', 'base'], t('charges.cli.badChoice', { option: '--division', value: 'base', choices: 'share, flex' })],
    ];
    for (const [args, message] of cases) {
      const result = await home.run(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain(message);
    }
    expect(await readdir(folder)).toEqual([]);
  });
});
