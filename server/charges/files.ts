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
import type { ChargeLine, ChargeSummaryRow } from '../../core/api/calls-charges';
import { CHARGE_OUTPUT_TYPE, type ChargeOutputType } from '../../core/domain/charges';
import type { CsvExportEncoding } from '../../core/domain/member';
import { t, type MessageKey } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import type { FileReply } from '../http/call-context';
import { notFound, validationFailed } from '../http/http-error';
import type { MemberViewer } from '../members/viewer';
import { LINE_COLUMNS_SQL, chargeLine, lineScope, summaryRows, type ChargeFilter, type LineDbRow, type LineScope } from './read';

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

export const SUMMARY_COLUMNS: readonly CsvColumn<ChargeSummaryRow>[] = [
  { header: label('charges.field.billingName'), value: (r) => r.billingName },
  { header: label('charges.field.chargeAmountTotal'), value: (r) => r.chargeAmountTotal, numeric: true },
  { header: label('charges.field.usageAmount'), value: (r) => r.usageAmount, numeric: true },
  { header: label('charges.field.registrationFee'), value: (r) => r.registrationFee, numeric: true },
  { header: label('charges.field.monthlyLimit'), value: (r) => r.monthlyLimit, numeric: true },
  { header: label('charges.field.difference'), value: (r) => r.difference, numeric: true },
  { header: label('charges.field.managedUsers'), value: (r) => r.managedUsers, numeric: true },
];

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
    const problem = findCp932Problem(SUMMARY_COLUMNS, await summaryRows(db, source.viewer, source.filter, source.periodStart));
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
      let text = bom + csvHeaderLine(SUMMARY_COLUMNS);
      for (const r of rows) text += csvRowLine(SUMMARY_COLUMNS, r);
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

function sheetColumns<R>(columns: readonly CsvColumn<R>[]): Partial<ExcelJS.Column>[] {
  return columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.numeric ? 14 : 24, style: c.numeric ? { numFmt: YEN_FORMAT } : {} }));
}

function cellsOf<R>(columns: readonly CsvColumn<R>[], row: R): (string | number | null)[] {
  return columns.map((c) => {
    const value = c.value(row);
    if (value === undefined || value === null) return null;
    return typeof value === 'boolean' ? String(value) : value;
  });
}

/**
 * The workbook, streamed: exceljs's WorkbookWriter writes into a pass-through whose chunks go to the reply as they
 * come, the lines read in keyset batches and each row committed (dropped from memory) once written.
 */
export async function chargeExcelFile(db: SqlExecutor, source: ChargeFileSource, monthLabel: string, statusName: string): Promise<FileReply> {
  if ((await fileRowCount(db, source)) === 0) throw notFound(t('charges.noInvoice'));
  const scope = outputScope(lineScope(source.viewer, source.periodStart, source.filter), source.filter.outputType);
  const out = new PassThrough();
  const write = async (): Promise<void> => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    workbook.creator = 'tenant-workbench';
    const title = `${t('charges.field.month')} ${monthLabel}（${statusName}）${t(`charges.division.${source.filter.division}` as MessageKey)} ${typeName(source.filter.outputType)}`;
    if (source.filter.outputType === CHARGE_OUTPUT_TYPE.summary) {
      const sheet = workbook.addWorksheet(t('charges.sheet.summary'), { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = sheetColumns(SUMMARY_COLUMNS);
      sheet.getRow(1).font = { bold: true };
      const rows = await summaryRows(db, source.viewer, source.filter, source.periodStart);
      for (const r of rows) sheet.addRow(cellsOf(SUMMARY_COLUMNS, r)).commit();
      const total = sheet.addRow([t('charges.invoice.subtotal'), rows.reduce((s, r) => s + r.chargeAmountTotal, 0)]);
      total.font = { bold: true };
      total.commit();
      sheet.headerFooter.oddHeader = title;
      sheet.commit();
    } else {
      const columns = source.filter.outputType === CHARGE_OUTPUT_TYPE.breakdown ? BREAKDOWN_COLUMNS : ALL_LINE_COLUMNS;
      const sheet = workbook.addWorksheet(t('charges.sheet.lines'), { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = sheetColumns(columns);
      sheet.getRow(1).font = { bold: true };
      let sum = 0;
      for await (const batch of lineBatches(db, scope)) {
        for (const r of batch) {
          sheet.addRow(cellsOf(columns, chargeLine(r))).commit();
          sum += r.amount;
        }
      }
      const amountIndex = columns.findIndex((c) => c.header === label('charges.field.chargeAmountTotal'));
      const totalCells: (string | number | null)[] = columns.map(() => null);
      totalCells[0] = t('charges.invoice.subtotal');
      totalCells[amountIndex] = sum;
      const total = sheet.addRow(totalCells);
      total.font = { bold: true };
      total.commit();
      sheet.headerFooter.oddHeader = title;
      sheet.commit();
    }
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

