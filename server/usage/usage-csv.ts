// The usage CSV (POST /usage/tenant/csv): the filtered records in start order, UTF-8 with BOM by default or CP932,
// cells escaped against formulas, through the member export's encoding machinery (core/csv/export,
// server/members/member-csv.ts parseCsvEncoding).
import iconv from 'iconv-lite';
import { encodeUtf8WithBom, findCp932Problem, mapForCp932, toCsv, type CsvColumn } from '../../core/csv/export';
import type { UsageRow } from '../../core/api/calls-usage';
import { t, type MessageKey } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import type { FileReply } from '../http/call-context';
import { validationFailed } from '../http/http-error';
import type { Input } from '../http/input';
import { parseCsvEncoding } from '../members/member-csv';
import type { MemberViewer } from '../members/viewer';
import { parseUsageFilter, USAGE_SELECT, usageRow, usageWhere, type UsageDbRow } from './search';

const label = (key: MessageKey): string => t(key);

const flags = (r: UsageRow): string =>
  [r.notClearedFlg && t('usage.flag.notCleared'), r.useOnlyFlg && t('usage.flag.useOnly'), r.registrationFeeFlg && t('usage.flag.registrationFee')]
    .filter(Boolean).join('・');

export const USAGE_CSV_COLUMNS: readonly CsvColumn<UsageRow>[] = [
  { header: label('usage.field.startDate'), value: (r) => r.startDate },
  { header: label('usage.field.endDate'), value: (r) => r.endDate },
  { header: label('usage.field.organizationName'), value: (r) => r.organizationName },
  { header: label('usage.field.userName'), value: (r) => r.userName },
  { header: label('usage.field.facility'), value: (r) => r.facilityName },
  { header: label('usage.field.resource'), value: (r) => r.resourceName },
  { header: label('usage.field.resourceType'), value: (r) => (r.resourceType === null ? '' : t(`resourceType.${r.resourceType}` as MessageKey)) },
  { header: label('usage.field.charge'), value: (r) => r.chargeName },
  { header: label('usage.field.usedMinutes'), value: (r) => r.usedMinutes, numeric: true },
  { header: label('usage.field.billedMinutes'), value: (r) => r.billedMinutes, numeric: true },
  { header: label('usage.field.quantity'), value: (r) => r.quantity, numeric: true },
  { header: label('usage.field.unitPrice'), value: (r) => r.unitPrice, numeric: true },
  { header: label('usage.field.amount'), value: (r) => r.amount, numeric: true },
  { header: label('usage.field.notes'), value: flags },
];

/** Rows fetched per round trip: a month of a large company is hundreds of thousands of records. */
const BATCH = 5_000;

export async function usageCsvFile(db: SqlExecutor, viewer: MemberViewer, input: Input, now: Date): Promise<FileReply> {
  const encoding = parseCsvEncoding(input);
  const filter = parseUsageFilter(input, viewer, now);
  const { sql, params } = usageWhere(viewer, filter);
  const rows: UsageRow[] = [];
  // Keyset paging on (start_at, id): each batch reads on from the last row through the period index.
  let after: { start: Date; id: number } | null = null;
  for (;;) {
    const keyed: unknown[] = after ? [...params, after.start, after.id] : params;
    const where: string = after ? `${sql} and (l.start_at, l.id) > ($${params.length + 1}, $${params.length + 2})` : sql;
    const batch: UsageDbRow[] = await db.query<UsageDbRow>(`${USAGE_SELECT} where ${where} order by l.start_at, l.id limit ${BATCH}`, keyed);
    for (const r of batch) rows.push(usageRow(r));
    if (batch.length < BATCH) break;
    const last: UsageDbRow = batch[batch.length - 1];
    after = { start: last.start_at, id: last.id };
  }
  const names = {
    fileName: t('usage.csv.fileName', { from: filter.from.replaceAll('-', ''), to: filter.to.replaceAll('-', '') }),
    asciiFileName: `usage_${filter.from.replaceAll('-', '')}-${filter.to.replaceAll('-', '')}.csv`,
  };
  const text = toCsv(USAGE_CSV_COLUMNS, rows);
  if (encoding === 'utf-8') return { kind: 'file', ...names, contentType: 'text/csv; charset=utf-8', data: encodeUtf8WithBom(text) };
  const problem = findCp932Problem(USAGE_CSV_COLUMNS, rows);
  if (problem) throw validationFailed({ encoding: t('usage.validation.notCp932', { row: problem.row, column: problem.column }) });
  return { kind: 'file', ...names, contentType: 'text/csv; charset=Shift_JIS', data: new Uint8Array(iconv.encode(mapForCp932(text), 'cp932')) };
}
