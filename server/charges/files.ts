// The charge files of a month: the CSV (UTF-8 with BOM or CP932, cells escaped against formulas, through the export
// machinery the member and usage CSVs share: core/csv/export and parseCsvEncoding) and the Excel workbook (exceljs's
// streamed writer: rows are committed as they are read, so a month of a large company is never held whole). Both
// take the output type of spec 9: 1 every line, 2 the per-department summary, 3 the breakdown per member and resource.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import {
  csvHeaderLine, csvRowLine, findCp932Problem, firstCp932Unencodable, mapForCp932, UTF8_BOM, type CsvColumn,
} from '../../core/csv/export';
import type { ChargeLine, ChargeSummaryRow } from '../../core/charges/calls';
import {
  CHARGE_DIVISION, CHARGE_OUTPUT_TYPE, SUMMARY_PARTS_OF_DIVISION, type ChargeDivision, type ChargeOutputType,
} from '../../core/charges/domain';
import type { CsvExportEncoding } from '../../core/users/domain';
import { t, type MessageKey } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import type { FileReply } from '../http/call-context';
import { notFound, validationFailed } from '../http/http-error';
import type { MemberViewer } from '../users/viewer';
import { LINE_COLUMNS_SQL, chargeLine, lineScope, summaryRows, type ChargeFilter, type LineDbRow, type LineScope } from './read';
import { invoicesOfMonth, type InvoiceDbRow } from './invoices';

/** Lines read per round trip (and written as one chunk). */
export const CHARGE_FILE_BATCH = 5_000;

const label = (key: MessageKey): string => t(key);
const typeName = (outputType: ChargeOutputType): string => t(`charges.outputType.${outputType}` as MessageKey);

export const ALL_LINE_COLUMNS: readonly CsvColumn<ChargeLine>[] = [
  { header: label('charges.field.division'), value: (r) => t(`charges.division.${r.chargeDivision}` as MessageKey) },
  { header: label('charges.field.billingName'), value: (r) => r.billingName },
  { header: label('charges.field.userName'), value: (r) => r.userName },
  { header: label('charges.field.resourceName'), value: (r) => r.resourceName },
  { header: label('charges.field.detailsName'), value: (r) => r.detailsName },
  { header: label('charges.field.addingUpCode'), value: (r) => r.addingUpCode, numeric: true },
  { header: label('charges.field.unit'), value: (r) => r.unit },
  { header: label('charges.field.unitPrice'), value: (r) => r.unitPrice, numeric: true },
  { header: label('charges.field.value'), value: (r) => r.value, numeric: true },
  { header: label('charges.field.priceApplyValue'), value: (r) => r.priceApplyValue, numeric: true },
  { header: label('charges.field.useCount'), value: (r) => r.useCount, numeric: true },
  { header: label('charges.field.chargeAmountTotal'), value: (r) => r.chargeAmountTotal, numeric: true },
  { header: label('charges.field.taxRate'), value: (r) => r.taxRate, numeric: true },
];

/** The breakdown per member and resource: every line's columns but the division, the adding-up code and the rate. */
const BREAKDOWN_OMITTED = new Set(['charges.field.division', 'charges.field.addingUpCode', 'charges.field.taxRate'].map((key) => label(key as MessageKey)));
export const BREAKDOWN_COLUMNS: readonly CsvColumn<ChargeLine>[] = ALL_LINE_COLUMNS.filter((column) => !BREAKDOWN_OMITTED.has(column.header));

/**
 * The per-department summary of a division: the total, then the parts it adds up from (core/charges/domain.ts
 * SUMMARY_PARTS_OF_DIVISION: no column that is always empty for the division), then on SHARE the budget, the
 * difference and the members.
 */
export function summaryColumns(division: ChargeDivision): readonly CsvColumn<ChargeSummaryRow>[] {
  const parts: CsvColumn<ChargeSummaryRow>[] = SUMMARY_PARTS_OF_DIVISION[division].map((part) => ({
    header: label(`charges.field.${part}` as MessageKey), value: (r) => r[part], numeric: true,
  }));
  const share: CsvColumn<ChargeSummaryRow>[] = division === CHARGE_DIVISION.share ? [
    { header: label('charges.field.monthlyLimit'), value: (r) => r.monthlyLimit, numeric: true },
    { header: label('charges.field.difference'), value: (r) => r.difference, numeric: true },
    { header: label('charges.field.managedUsers'), value: (r) => r.managedUsers, numeric: true },
  ] : [];
  return [
    { header: label('charges.field.billingName'), value: (r) => r.billingName },
    { header: label('charges.field.chargeAmountTotal'), value: (r) => r.chargeAmountTotal, numeric: true },
    ...parts,
    ...share,
  ];
}

/** The lines an output type lists: every line, or (breakdown) the lines of members. */
function outputScope(scope: LineScope, outputType: ChargeOutputType): LineScope {
  return outputType === CHARGE_OUTPUT_TYPE.breakdown ? { sql: `${scope.sql} and l.user_id is not null`, params: scope.params } : scope;
}

/** Where a line stands in file order: department, member (0 for none), line id. */
type LineKey = [departmentId: number, member: number, id: number];

/** Before every line (departments and members are positive). */
const BEFORE_ALL: LineKey = [-1, -1, 0];

/**
 * The key of the `n`th line after `after` among one source's lines: the written lines (charge_lines) or a not-confirmed
 * month's live use lines (usage_line_totals, whose line id is the negative of the row's). Both walk an index in this
 * order, so this is cheap however large the month.
 */
async function nthKeyAfter(db: SqlExecutor, source: 'written' | 'live', scope: LineScope, after: LineKey, n: number): Promise<LineKey | null> {
  // (lineScope's $1 and $2 are the corporation and the period: a confirmed month's totals are not its lines.)
  const [table, id, live] = source === 'written' ? ['charge_lines', 'l.id', '']
    : ['usage_line_totals', '-l.id', ' and l.use_count > 0 and exists (select 1 from charge_months m where m.corporation_id = $1 and m.period_start = $2::date and m.status = 0)'];
  const k = scope.params.length;
  const [row] = await db.query<{ d: number; m: number; id: string | number } & Row>(
    `select l.department_id as d, coalesce(l.user_id, 0) as m, ${id} as id from ${table} l
      where ${scope.sql}${live} and (l.department_id, coalesce(l.user_id, 0), ${id}) > ($${k + 1}::int, $${k + 2}::int, $${k + 3}::bigint)
      order by l.department_id, coalesce(l.user_id, 0), ${id} offset ${n - 1} limit 1`, [...scope.params, ...after]);
  return row ? [row.d, row.m, Number(row.id)] : null;
}

const keyBefore = (a: LineKey, b: LineKey): boolean => a[0] - b[0] < 0 || (a[0] === b[0] && (a[1] - b[1] < 0 || (a[1] === b[1] && a[2] < b[2])));

/**
 * The scope's lines in file order (department, member, id), in batches of about `batchSize`. Each batch is a range
 * of keys read through view charge_line_rows: its end is the nearer of the two sources' `batchSize`th next line, so
 * a batch holds at most twice the size and the database reads only the range (asked for the next lines in order, the
 * planner would sort the whole month of the view for every batch).
 */
export async function* lineBatches(db: SqlExecutor, scope: LineScope, batchSize = CHARGE_FILE_BATCH): AsyncGenerator<LineDbRow[]> {
  let after = BEFORE_ALL;
  for (;;) {
    const ends = [await nthKeyAfter(db, 'written', scope, after, batchSize), await nthKeyAfter(db, 'live', scope, after, batchSize)]
      .filter((key): key is LineKey => key !== null);
    const end = ends.length === 0 ? null : ends.reduce((a, b) => (keyBefore(a, b) ? a : b));
    const k = scope.params.length;
    // One JSON value per batch: the embedded database decodes thousands of rows column by column several times
    // slower than one JSON.parse of the same rows (as the usage CSV found).
    const [answer] = await db.query<{ rows: LineDbRow[] } & Row>(
      `select coalesce(json_agg(b order by b.department_id, coalesce(b.user_id, 0), b.id), '[]'::json) as rows from (
         select ${LINE_COLUMNS_SQL} from charge_line_rows l
          where ${scope.sql} and (l.department_id, coalesce(l.user_id, 0), l.id) > ($${k + 1}::int, $${k + 2}::int, $${k + 3}::bigint)
            ${end ? `and (l.department_id, coalesce(l.user_id, 0), l.id) <= ($${k + 4}::int, $${k + 5}::int, $${k + 6}::bigint)` : ''}) b`,
      [...scope.params, ...after, ...(end ?? [])]);
    const batch = answer?.rows ?? [];
    if (batch.length > 0) yield batch;
    if (!end) return;
    after = end;
  }
}

export interface ChargeFileSource {
  filter: ChargeFilter;
  periodStart: string;
  viewer: MemberViewer;
}

/** How many rows the file of this output type would have (the excel check; 0: nothing to download). */
export async function fileRowCount(db: SqlExecutor, source: ChargeFileSource): Promise<number> {
  const scope = outputScope(lineScope(source.viewer, source.periodStart, source.filter), source.filter.outputType);
  if (source.filter.outputType === CHARGE_OUTPUT_TYPE.summary) {
    const [row] = await db.query<{ n: number } & Row>(`select count(distinct l.department_id)::int as n from charge_line_rows l where ${scope.sql}`, scope.params);
    return row.n;
  }
  const [row] = await db.query<{ n: number } & Row>(`select count(*)::int as n from charge_line_rows l where ${scope.sql}`, scope.params);
  return row.n;
}

const fileMonth = (month: string): string => month.replace('-', '');

function names(source: ChargeFileSource, extension: 'csv' | 'xlsx'): { fileName: string; asciiFileName: string } {
  const month = fileMonth(source.filter.month);
  return {
    fileName: t(extension === 'csv' ? 'charges.file.csv' : 'charges.file.xlsx', { month, type: typeName(source.filter.outputType) }),
    asciiFileName: `charges_${month}_${source.filter.division}_${source.filter.outputType}.${extension}`,
  };
}

/** Before a byte is sent: the first cell CP932 cannot hold (only the rare file that has one is read twice). */
async function cp932Problem(db: SqlExecutor, source: ChargeFileSource, scope: LineScope): Promise<string | null> {
  const texts = await db.query<{ x: string } & Row>(
    `select distinct x from charge_line_rows l, unnest(array[l.billing_name, l.user_name, l.resource_name, l.details_name, l.unit]) x
      where ${scope.sql} and x is not null`, scope.params);
  if (!texts.some((r) => firstCp932Unencodable(mapForCp932(r.x)) !== null)) return null;
  if (source.filter.outputType === CHARGE_OUTPUT_TYPE.summary) {
    const problem = findCp932Problem(summaryColumns(source.filter.division), await summaryRows(db, source.viewer, source.filter, source.periodStart));
    return problem ? t('charges.validation.notCp932', { row: problem.row, column: problem.column }) : null;
  }
  const columns = source.filter.outputType === CHARGE_OUTPUT_TYPE.breakdown ? BREAKDOWN_COLUMNS : ALL_LINE_COLUMNS;
  let before = 0;
  for await (const batch of lineBatches(db, scope)) {
    const problem = findCp932Problem(columns, batch.map(chargeLine));
    if (problem) return t('charges.validation.notCp932', { row: problem.row + before, column: problem.column });
    before += batch.length;
  }
  return null;
}

export async function chargeCsvFile(db: SqlExecutor, source: ChargeFileSource, encoding: CsvExportEncoding): Promise<FileReply> {
  const scope = outputScope(lineScope(source.viewer, source.periodStart, source.filter), source.filter.outputType);
  if ((await fileRowCount(db, source)) === 0) throw notFound(t('charges.noInvoice'));
  if (encoding === 'cp932') {
    const problem = await cp932Problem(db, source, scope);
    if (problem) throw validationFailed({ encoding: problem });
  }
  const utf8 = new TextEncoder();
  // Chunks end at line ends, so each encodes alone (CP932 has no state across a line end).
  const encode = (text: string): Uint8Array => (encoding === 'utf-8' ? utf8.encode(text) : new Uint8Array(iconv.encode(mapForCp932(text), 'cp932')));
  async function* chunks(): AsyncGenerator<Uint8Array> {
    const bom = encoding === 'utf-8' ? UTF8_BOM : '';
    if (source.filter.outputType === CHARGE_OUTPUT_TYPE.summary) {
      const rows = await summaryRows(db, source.viewer, source.filter, source.periodStart);
      const columns = summaryColumns(source.filter.division);
      let text = bom + csvHeaderLine(columns);
      for (const r of rows) text += csvRowLine(columns, r);
      yield encode(text);
      return;
    }
    const columns = source.filter.outputType === CHARGE_OUTPUT_TYPE.breakdown ? BREAKDOWN_COLUMNS : ALL_LINE_COLUMNS;
    yield encode(bom + csvHeaderLine(columns));
    for await (const batch of lineBatches(db, scope)) {
      let text = '';
      for (const r of batch) text += csvRowLine(columns, chargeLine(r));
      yield encode(text);
    }
  }
  return {
    kind: 'file',
    ...names(source, 'csv'),
    contentType: encoding === 'utf-8' ? 'text/csv; charset=utf-8' : 'text/csv; charset=Shift_JIS',
    data: chunks(),
  };
}

/** Spec 9: amounts with thousands separators. */
const YEN_FORMAT = '#,##0';
const PERCENT_FORMAT = '0%';
const TAX_RATE_HEADER = label('charges.field.taxRate');
const AMOUNT_HEADER = label('charges.field.chargeAmountTotal');

/** A sheet's column: a CSV column, with the tax rate as a percent (10 % is the number 0.1 shown as 10%). */
interface SheetColumn<R> {
  header: string;
  value: (row: R) => string | number | null;
  numFmt?: string;
  width: number;
}

function sheetColumnsOf<R>(columns: readonly CsvColumn<R>[]): SheetColumn<R>[] {
  return columns.map((c) => {
    const cell = (row: R): string | number | null => {
      const value = c.value(row);
      if (value === undefined || value === null) return null;
      return typeof value === 'boolean' ? String(value) : value;
    };
    if (c.header === TAX_RATE_HEADER) return { header: c.header, value: (r: R) => { const v = cell(r); return typeof v === 'number' ? v / 100 : v; }, numFmt: PERCENT_FORMAT, width: 8 };
    return { header: c.header, value: cell, numFmt: c.numeric ? YEN_FORMAT : undefined, width: c.numeric ? 14 : 24 };
  });
}

/**
 * The lines' columns of a division's sheet: the CSV's, less a column that is always empty for the division (the
 * adding-up code only on FLEX/BASE, the use count only on SHARE).
 */
function lineSheetColumns(division: ChargeDivision, outputType: ChargeOutputType): SheetColumn<ChargeLine>[] {
  const omitted = new Set([label(division === CHARGE_DIVISION.share ? 'charges.field.addingUpCode' : 'charges.field.useCount')]);
  const columns = outputType === CHARGE_OUTPUT_TYPE.breakdown ? BREAKDOWN_COLUMNS : ALL_LINE_COLUMNS;
  return sheetColumnsOf(columns.filter((c) => !omitted.has(c.header)));
}

/** What every sheet starts with: which month, period, division, output, destinations and issue date it is. */
export interface ChargeSheetHeading {
  /** yyyy/MM and the status name. */
  month: string;
  statusName: string;
  /** yyyy/MM/dd〜yyyy/MM/dd */
  period: string;
  /** The invoices' issue date, or the words for a month not yet confirmed. */
  issuedOn: string;
}

type Worksheet = ReturnType<ExcelJS.stream.xlsx.WorkbookWriter['addWorksheet']>;

/** The heading block (label, value) and a blank row, above the table's header row. */
function writeHeading(sheet: Worksheet, rows: readonly (readonly [string, string])[]): void {
  for (const [name, value] of rows) {
    const row = sheet.addRow([name, value]);
    row.getCell(1).font = { bold: true };
    row.commit();
  }
  sheet.addRow([]).commit();
}

/** The view that keeps the heading block and the table's header row in sight (a streamed sheet takes it at creation). */
const frozenBelow = (heading: readonly unknown[]): Partial<ExcelJS.WorksheetView> => ({ state: 'frozen', ySplit: heading.length + 2 });

function writeTableHeader<R>(sheet: Worksheet, columns: readonly SheetColumn<R>[]): void {
  const row = sheet.addRow(columns.map((c) => c.header));
  row.font = { bold: true };
  row.commit();
}

function addCells<R>(sheet: Worksheet, columns: readonly SheetColumn<R>[], cells: readonly (string | number | null)[], bold = false): void {
  const row = sheet.addRow([...cells]);
  columns.forEach((c, i) => { if (c.numFmt) row.getCell(i + 1).numFmt = c.numFmt; });
  if (bold) row.font = { bold: true };
  row.commit();
}

/** The invoices of the month (both divisions, tax once per invoice and rate): the same figures as the PDF and the Info page. */
function writeInvoiceSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, heading: readonly (readonly [string, string])[], invoices: readonly InvoiceDbRow[]): void {
  const columns: SheetColumn<unknown>[] = [
    { header: label('charges.field.chargeClient'), value: () => null, width: 30 },
    { header: label('charges.invoice.number'), value: () => null, width: 20 },
    { header: TAX_RATE_HEADER, value: () => null, numFmt: PERCENT_FORMAT, width: 8 },
    { header: label('charges.invoice.taxable'), value: () => null, numFmt: YEN_FORMAT, width: 16 },
    { header: label('charges.field.taxAmount'), value: () => null, numFmt: YEN_FORMAT, width: 14 },
    { header: label('charges.field.totalIncludingTax'), value: () => null, numFmt: YEN_FORMAT, width: 16 },
  ];
  const sheet = workbook.addWorksheet(t('charges.sheet.invoices'), { views: [frozenBelow(heading)] });
  sheet.columns = columns.map((c, i) => ({ key: `c${i}`, width: c.width }));
  writeHeading(sheet, heading);
  writeTableHeader(sheet, columns);
  for (const invoice of invoices) {
    for (const l of invoice.tax_lines) {
      addCells(sheet, columns, [invoice.client_name, invoice.invoice_no, l.tax_rate / 100, l.taxable_amount, l.tax_amount, l.taxable_amount + l.tax_amount]);
    }
    addCells(sheet, columns, [t('charges.sheet.invoiceTotal', { client: invoice.client_name }), invoice.invoice_no, null, invoice.amount_excluding_tax,
      invoice.tax_amount, invoice.amount_excluding_tax + invoice.tax_amount], true);
  }
  const sum = (pick: (i: InvoiceDbRow) => number) => invoices.reduce((s, i) => s + pick(i), 0);
  addCells(sheet, columns, [t('charges.sheet.grandTotal'), null, null, sum((i) => i.amount_excluding_tax), sum((i) => i.tax_amount),
    sum((i) => i.amount_excluding_tax + i.tax_amount)], true);
  sheet.addRow([]).commit();
  sheet.addRow([t('charges.sheet.invoiceNote')]).commit();
  sheet.commit();
}

/**
 * The workbook, streamed: exceljs's WorkbookWriter writes into a pass-through whose chunks go to the reply as they
 * come, the lines read in keyset batches and each row committed (dropped from memory) once written. Each sheet starts
 * with the month, period, division, output, destinations and issue date; amounts are numbers with separators and the
 * tax rate a percent; the lines end with their subtotal. The responsible person's workbook adds the invoices (tax
 * per invoice and rate, totals), which are the PDF's figures.
 */
export async function chargeExcelFile(db: SqlExecutor, source: ChargeFileSource, heading: ChargeSheetHeading): Promise<FileReply> {
  if ((await fileRowCount(db, source)) === 0) throw notFound(t('charges.noInvoice'));
  const scope = outputScope(lineScope(source.viewer, source.periodStart, source.filter), source.filter.outputType);
  const invoices = await invoicesOfMonth(db, source.viewer.corporationId, source.periodStart);
  const clients = await db.query<{ client_name: string; charge_client_id: number } & Row>(
    `select distinct l.charge_client_id, k.client_name from charge_line_rows l join charge_clients k on k.id = l.charge_client_id
      where ${scope.sql} order by l.charge_client_id`, scope.params);
  const clientNames = clients.map((c) => invoices.find((i) => i.charge_client_id === c.charge_client_id)?.client_name ?? c.client_name);
  const headingRows: (readonly [string, string])[] = [
    [t('charges.field.month'), `${heading.month}（${heading.statusName}）`],
    [t('charges.field.period'), heading.period],
    [t('charges.field.division'), t(`charges.division.${source.filter.division}` as MessageKey)],
    [t('charges.sheet.outputType'), typeName(source.filter.outputType)],
    [t('charges.sheet.clients'), clientNames.join('、')],
    [t('charges.invoice.issuedOn'), heading.issuedOn],
  ];
  const out = new PassThrough();
  const write = async (): Promise<void> => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    workbook.creator = 'tenant-workbench';
    const title = `${t('charges.field.month')} ${heading.month}（${heading.statusName}）${t(`charges.division.${source.filter.division}` as MessageKey)} ${typeName(source.filter.outputType)}`;
    const summary = source.filter.outputType === CHARGE_OUTPUT_TYPE.summary;
    const sheet = workbook.addWorksheet(t(summary ? 'charges.sheet.summary' : 'charges.sheet.lines'), { views: [frozenBelow(headingRows)] });
    sheet.headerFooter.oddHeader = title;
    if (summary) {
      const columns = sheetColumnsOf(summaryColumns(source.filter.division));
      sheet.columns = columns.map((c, i) => ({ key: `c${i}`, width: c.width }));
      writeHeading(sheet, headingRows);
      writeTableHeader(sheet, columns);
      const rows = await summaryRows(db, source.viewer, source.filter, source.periodStart);
      for (const r of rows) addCells(sheet, columns, columns.map((c) => c.value(r)));
      // The subtotal of the total and of each part (they add up the same way); budgets and counts are not summed.
      const summable = new Set([AMOUNT_HEADER, ...SUMMARY_PARTS_OF_DIVISION[source.filter.division].map((part) => label(`charges.field.${part}` as MessageKey))]);
      const totals = columns.map((c, i) => (i === 0 ? t('charges.invoice.subtotal')
        : summable.has(c.header) ? rows.reduce((s, r) => s + Number(c.value(r) ?? 0), 0) : null));
      addCells(sheet, columns, totals, true);
    } else {
      const columns = lineSheetColumns(source.filter.division, source.filter.outputType);
      sheet.columns = columns.map((c, i) => ({ key: `c${i}`, width: c.width }));
      writeHeading(sheet, headingRows);
      writeTableHeader(sheet, columns);
      const amountIndex = columns.findIndex((c) => c.header === AMOUNT_HEADER);
      let sum = 0;
      for await (const batch of lineBatches(db, scope)) {
        for (const r of batch) {
          const line = chargeLine(r);
          addCells(sheet, columns, columns.map((c) => c.value(line)));
          sum += r.amount;
        }
      }
      const totalCells: (string | number | null)[] = columns.map(() => null);
      totalCells[0] = t('charges.invoice.subtotal');
      totalCells[amountIndex] = sum;
      addCells(sheet, columns, totalCells, true);
    }
    sheet.commit();
    if (source.viewer.responsible && invoices.length > 0) writeInvoiceSheet(workbook, headingRows, invoices);
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return {
    kind: 'file',
    ...names(source, 'xlsx'),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    data: out as AsyncIterable<Uint8Array>,
  };
}
