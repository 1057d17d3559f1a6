// The usage CSV (POST /usage/tenant/csv): the filtered records in start order, streamed in keyset batches, UTF-8
// with BOM by default or CP932, cells escaped against formulas, through the member export's encoding machinery (core/csv/export,
// server/members/member-csv.ts parseCsvEncoding).
import iconv from 'iconv-lite';
import {
  csvHeaderLine, csvRowLine, findCp932Problem, firstCp932Unencodable, mapForCp932, UTF8_BOM, type Cp932Problem, type CsvColumn,
} from '../../core/csv/export';
import type { UsageRow } from '../../core/api/calls-usage';
import { t, type MessageKey } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import type { FileReply } from '../http/call-context';
import { validationFailed } from '../http/http-error';
import type { Input } from '../http/input';
import { parseCsvEncoding } from '../members/member-csv';
import type { CsvExportEncoding } from '../../core/domain/member';
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

/** Rows fetched per round trip and written as one chunk: a month of a large company is hundreds of thousands of records. */
export const USAGE_CSV_BATCH = 5_000;

type Where = { sql: string; params: unknown[] };

/** A record as json_agg writes it: the times as ISO texts. */
type JsonUsageRow = Row & { start_at: string; end_at: string };

/**
 * The filtered records as CSV chunks, one per keyset batch on (start_at, id) through the period index: only one
 * batch is held at a time, and the first chunk leaves before the next batch is read.
 */
export async function* usageCsvChunks(db: SqlExecutor, where: Where, encoding: CsvExportEncoding, batchSize = USAGE_CSV_BATCH): AsyncGenerator<Uint8Array> {
  const utf8 = new TextEncoder();
  // Chunks end at line ends, so each encodes alone (CP932 has no state across a line end).
  const encode = (text: string): Uint8Array => (encoding === 'utf-8' ? utf8.encode(text) : new Uint8Array(iconv.encode(mapForCp932(text), 'cp932')));
  yield encode((encoding === 'utf-8' ? UTF8_BOM : '') + csvHeaderLine(USAGE_CSV_COLUMNS));
  let after: { start: Date; id: number } | null = null;
  for (;;) {
    const { sql, params } = where;
    const keyed: unknown[] = after ? [...params, after.start, after.id] : params;
    const clause: string = after ? `${sql} and (l.start_at, l.id) > ($${params.length + 1}, $${params.length + 2})` : sql;
    // One JSON value per batch: decoding thousands of rows column by column costs the embedded database several
    // times what one JSON.parse of the same rows does.
    const [answer] = await db.query<{ rows: JsonUsageRow[] } & Row>(
      `select coalesce(json_agg(b order by b.start_at, b.id), '[]'::json) as rows
         from (${USAGE_SELECT} where ${clause} order by l.start_at, l.id limit ${batchSize}) b`, keyed);
    const batch: UsageDbRow[] = (answer?.rows ?? []).map((r) => ({ ...r, start_at: new Date(r.start_at), end_at: new Date(r.end_at) }) as UsageDbRow);
    if (batch.length > 0) {
      let text = '';
      for (const r of batch) text += csvRowLine(USAGE_CSV_COLUMNS, usageRow(r));
      yield encode(text);
    }
    if (batch.length < batchSize) return;
    const last: UsageDbRow = batch[batch.length - 1];
    after = { start: last.start_at, id: last.id };
  }
}

interface NamedRow extends Row {
  id: number;
  a: string | null;
  b: string | null;
}

const unencodable = (rows: readonly NamedRow[]): number[] =>
  rows.filter((r) => [r.a, r.b].some((text) => text !== null && firstCp932Unencodable(mapForCp932(text)) !== null)).map((r) => r.id);

/**
 * The first cell CP932 cannot hold, found before a byte is sent (a streamed reply can no longer turn into a 400):
 * every text of a record comes from a member, department, facility or plan name, so the names that cannot be
 * encoded are found among those few, and only then is the filtered set asked for its first record using one.
 */
async function findUsageCp932Problem(db: SqlExecutor, viewer: MemberViewer, where: Where): Promise<Cp932Problem | null> {
  const [users, departments, facilities, plans] = [
    unencodable(await db.query<NamedRow>('select id, user_last_name as a, user_first_name as b from users where corporation_id = $1', [viewer.corporationId])),
    unencodable(await db.query<NamedRow>('select id, billing_name as a, null::text as b from departments where corporation_id = $1', [viewer.corporationId])),
    unencodable(await db.query<NamedRow>('select id, facility_name as a, null::text as b from facilities')),
    unencodable(await db.query<NamedRow>('select id, plan_name as a, null::text as b from price_plans')),
  ];
  if (users.length + departments.length + facilities.length + plans.length === 0) return null;
  const n = where.params.length;
  const bad = `(l.user_id = any($${n + 1}::int[]) or l.department_id = any($${n + 2}::int[]) or l.facility_id = any($${n + 3}::int[])
     or (l.resource_id = any($${n + 3}::int[]) and not l.registration_fee_flg) or l.price_plan_id = any($${n + 4}::int[]))`;
  const [first] = await db.query<UsageDbRow>(`${USAGE_SELECT} where ${where.sql} and ${bad} order by l.start_at, l.id limit 1`,
    [...where.params, users, departments, facilities, plans]);
  if (!first) return null;
  const problem = findCp932Problem(USAGE_CSV_COLUMNS, [usageRow(first)]);
  if (!problem) return null;
  const [before] = await db.query<{ n: number } & Row>(
    `select count(*)::int as n from usage_records l left join users u on u.id = l.user_id where ${where.sql} and (l.start_at, l.id) < ($${n + 1}, $${n + 2})`, [...where.params, first.start_at, first.id]);
  // findCp932Problem counted the header as line 1 and this record as line 2.
  return { ...problem, row: problem.row + (before?.n ?? 0) };
}

export async function usageCsvFile(db: SqlExecutor, viewer: MemberViewer, input: Input, now: Date, batchSize = USAGE_CSV_BATCH): Promise<FileReply> {
  const encoding = parseCsvEncoding(input);
  const filter = parseUsageFilter(input, viewer, now);
  const { sql, params } = usageWhere(viewer, filter);
  if (encoding === 'cp932') {
    const problem = await findUsageCp932Problem(db, viewer, { sql, params });
    if (problem) throw validationFailed({ encoding: t('usage.validation.notCp932', { row: problem.row, column: problem.column }) });
  }
  return {
    kind: 'file',
    fileName: t('usage.csv.fileName', { from: filter.from.replaceAll('-', ''), to: filter.to.replaceAll('-', '') }),
    asciiFileName: `usage_${filter.from.replaceAll('-', '')}-${filter.to.replaceAll('-', '')}.csv`,
    contentType: encoding === 'utf-8' ? 'text/csv; charset=utf-8' : 'text/csv; charset=Shift_JIS',
    data: usageCsvChunks(db, { sql, params }, encoding, batchSize),
  };
}
