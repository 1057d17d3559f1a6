// The usage CSV (POST /usage/tenant/csv): the filtered records in start order, streamed in keyset batches, UTF-8
// with BOM by default or CP932, cells escaped against formulas, through the member export's encoding machinery (core/csv/export,
// server/users/member-csv.ts parseCsvEncoding).
import iconv from 'iconv-lite';
import {
  csvHeaderLine, CsvLineWriter, findCp932Problem, firstCp932Unencodable, mapForCp932, UTF8_BOM, type Cp932Problem, type CsvColumn,
} from '../../core/csv/export';
import { t, type MessageKey } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import type { FileReply } from '../http/call-context';
import { validationFailed } from '../http/http-error';
import { parseCsvEncoding } from '../users/member-csv';
import type { CsvExportEncoding } from '../../core/users/domain';
import type { MemberViewer } from '../users/viewer';
import { formatDateTime } from '../format/dates';
import type { UsageCsvRequest } from '../../core/usage/calls';
import { parseUsageFilter, usageMemberName, usageResourceName, usageWhere } from './search';

const label = (key: MessageKey): string => t(key);

/** Rows fetched per round trip and written as one chunk: a month of a large company is hundreds of thousands of records. */
export const USAGE_CSV_BATCH = 5_000;

type Where = { sql: string; params: unknown[]; needsUser?: boolean; corporationId: number };

/**
 * A record's own numbers as a JSON array (nulls as null), the times in epoch milliseconds. The names are not joined
 * in: a month repeats a few thousand names hundreds of thousands of times, so they are looked up once each
 * (NameCache). One JSON text per batch, concatenated rather than built by json_agg: a JSON object per record cost the
 * embedded database 50 ms a batch and moving and parsing it 40 ms more, where this takes about 20 ms in all. The times
 * go through date_part's double rather than extract's numeric (slower arithmetic): exact, as they are stored in ms.
 */
const RECORD_ARRAY = `'[' || concat_ws(',', l.id, round(date_part('epoch', l.start_at) * 1000)::bigint, round(date_part('epoch', l.end_at) * 1000)::bigint,
  coalesce(l.facility_id::text, 'null'), coalesce(l.resource_id::text, 'null'), coalesce(l.resource_type::text, 'null'),
  coalesce(l.user_id::text, 'null'), l.department_id, coalesce(l.price_plan_id::text, 'null'), l.used_minutes, l.billed_minutes, l.quantity,
  l.unit_price, l.amount, l.not_cleared_flg::int + 2 * l.use_only_flg::int + 4 * l.registration_fee_flg::int) || ']'`;

/** A record as RECORD_ARRAY writes it, before its names are looked up. */
type RecordNumbers = [
  id: number, startMs: number, endMs: number, facilityId: number | null, resourceId: number | null, resourceType: number | null,
  userId: number | null, departmentId: number, planId: number | null, used: number, billed: number, quantity: number, unitPrice: number,
  amount: number, flags: number,
];

/** The record's flags as RECORD_ARRAY sums them: one number where three cost the database a conversion each. */
const NOT_CLEARED = 1;
const USE_ONLY = 2;
const REGISTRATION_FEE = 4;
const isFeeLine = (r: RecordNumbers): boolean => (r[14] & REGISTRATION_FEE) !== 0;

/** What a name belongs to: a member (user), department, facility (or room, equipment) or plan. */
type NameKind = 'u' | 'd' | 'f' | 'p';

/** The names the records point at, each read once per file: members, departments, facilities and plans. */
class NameCache {
  private readonly names = { u: new Map<number, [string | null, string | null]>(), d: new Map<number, string>(), f: new Map<number, string | null>(), p: new Map<number, string | null>() };

  /**
   * Reads the names of `records` not read yet (one query, none once every name is known). With `corporationId`, the
   * same query also reads every member and department name of that corporation: a long file then no longer stops
   * before each batch to ask for the few members it meets for the first time (a month of a large company met new
   * members in nearly every batch, 5-10 ms of waiting each).
   */
  async load(db: SqlExecutor, records: readonly RecordNumbers[], corporationId: number | null = null): Promise<void> {
    const missing = { u: new Set<number>(), d: new Set<number>(), f: new Set<number>(), p: new Set<number>() };
    const want = (kind: keyof typeof missing, id: number | null) => {
      if (id !== null && !this.names[kind].has(id)) missing[kind].add(id);
    };
    for (const [, , , facilityId, resourceId, , userId, departmentId, planId] of records) {
      want('u', userId);
      want('d', departmentId);
      want('f', facilityId);
      want('f', resourceId);
      want('p', planId);
    }
    if (corporationId === null && Object.values(missing).every((ids) => ids.size === 0)) return;
    // One JSON text of [kind, id, a, b] rows: the first batches of a month name thousands of members, which the
    // embedded database otherwise answers as thousands of rows to convert one by one.
    // user_rows, not the users view: a record's member is never one an upload has written ahead and still hides.
    // ($5 null: no corporation's names, as `corporation_id = null` holds for no row.)
    const [answer] = await db.query<{ names: string | null } & Row>(
      `select json_agg(json_build_array(kind, id, a, b))::text as names from (
         select 'u' as kind, id, user_last_name as a, user_first_name as b from user_rows where id = any($1::int[]) or corporation_id = $5
         union all select 'd', id, billing_name, null from departments where id = any($2::int[]) or corporation_id = $5
         union all select 'f', id, facility_name, null from facilities where id = any($3::int[])
         union all select 'p', id, plan_name, null from price_plans where id = any($4::int[])) n`,
      [[...missing.u], [...missing.d], [...missing.f], [...missing.p], corporationId]);
    const rows = answer?.names ? (JSON.parse(answer.names) as [NameKind, number, string | null, string | null][]) : [];
    // An id without a row (a plan or facility since removed) is known too, as no name: asked once, not every batch.
    for (const id of missing.u) this.names.u.set(id, [null, null]);
    for (const id of missing.d) this.names.d.set(id, '');
    for (const id of missing.f) this.names.f.set(id, null);
    for (const id of missing.p) this.names.p.set(id, null);
    for (const [kind, id, a, b] of rows) {
      if (kind === 'u') this.names.u.set(id, [a, b]);
      else if (kind === 'd') this.names.d.set(id, a ?? '');
      else this.names[kind].set(id, a);
    }
  }

  department = (id: number): string => this.names.d.get(id) ?? '';
  member = (id: number | null): string | null => {
    const name = id === null ? undefined : this.names.u.get(id);
    return name ? usageMemberName(name[0], name[1]) : null;
  };
  facility = (id: number | null): string | null => (id === null ? null : (this.names.f.get(id) ?? null));
  plan = (id: number | null): string | null => (id === null ? null : (this.names.p.get(id) ?? null));
}

const notes = (flags: number): string =>
  [(flags & NOT_CLEARED) !== 0 && t('usage.flag.notCleared'), (flags & USE_ONLY) !== 0 && t('usage.flag.useOnly'), (flags & REGISTRATION_FEE) !== 0 && t('usage.flag.registrationFee')]
    .filter(Boolean).join('・');

/** Key of a cell that is empty for a record without the thing it names. */
const NONE = -1;

/**
 * The file's columns over a record and the names it points at: the list's columns (usageRow), the same texts
 * (usageMemberName, usageResourceName, formatDateTime). The name columns are keyed by their id, so CsvLineWriter
 * makes each name's cell once.
 */
function usageCsvColumns(names: NameCache): CsvColumn<RecordNumbers>[] {
  return [
    { header: label('usage.field.startDate'), value: (r) => formatDateTime(r[1]) },
    { header: label('usage.field.endDate'), value: (r) => formatDateTime(r[2]) },
    { header: label('usage.field.organizationName'), value: (r) => names.department(r[7]), cacheKey: (r) => r[7] },
    { header: label('usage.field.userName'), value: (r) => names.member(r[6]), cacheKey: (r) => r[6] ?? NONE },
    { header: label('usage.field.facility'), value: (r) => names.facility(r[3]), cacheKey: (r) => r[3] ?? NONE },
    {
      header: label('usage.field.resource'),
      value: (r) => usageResourceName(isFeeLine(r), names.facility(r[4])),
      cacheKey: (r) => (isFeeLine(r) ? 'fee' : (r[4] ?? NONE)),
    },
    { header: label('usage.field.resourceType'), value: (r) => (r[5] === null ? '' : t(`resourceType.${r[5]}` as MessageKey)), cacheKey: (r) => r[5] ?? NONE },
    { header: label('usage.field.charge'), value: (r) => names.plan(r[8]), cacheKey: (r) => r[8] ?? NONE },
    { header: label('usage.field.usedMinutes'), value: (r) => r[9], numeric: true },
    { header: label('usage.field.billedMinutes'), value: (r) => r[10], numeric: true },
    { header: label('usage.field.quantity'), value: (r) => r[11], numeric: true },
    { header: label('usage.field.unitPrice'), value: (r) => r[12], numeric: true },
    { header: label('usage.field.amount'), value: (r) => r[13], numeric: true },
    { header: label('usage.field.notes'), value: (r) => notes(r[14]), cacheKey: (r) => r[14] },
  ];
}

/** The header line of the file (the names are not read for it). */
const headerLine = (): string => csvHeaderLine(usageCsvColumns(new NameCache()));

/** The first `limit` records of the filter (and `extra`, a condition with its parameters after the filter's) in file order. */
async function selectRecords(db: SqlExecutor, where: Where, extra: { sql: (n: number) => string; params: unknown[] } | null, limit: number): Promise<RecordNumbers[]> {
  const clause = extra ? `${where.sql} and ${extra.sql(where.params.length)}` : where.sql;
  const member = where.needsUser ? 'join user_rows u on u.id = l.user_id' : '';
  const [answer] = await db.query<{ records: string | null } & Row>(
    `select '[' || string_agg(${RECORD_ARRAY}, ',' order by l.start_at, l.id) || ']' as records
       from (select l.* from usage_records l ${member} where ${clause} order by l.start_at, l.id limit ${limit}) l`,
    extra ? [...where.params, ...extra.params] : where.params);
  return answer?.records ? (JSON.parse(answer.records) as RecordNumbers[]) : [];
}

/** The records after (or before) `record` in file order: the keyset on (start_at, id) of the period index. */
const beside = (record: RecordNumbers, side: '>' | '<') => ({
  sql: (n: number) => `(l.start_at, l.id) ${side} ($${n + 1}::timestamptz, $${n + 2}::int)`,
  params: [new Date(record[1]).toISOString(), record[0]],
});

/** One keyset batch. */
const readBatch = (db: SqlExecutor, where: Where, after: RecordNumbers | null, batchSize: number): Promise<RecordNumbers[]> =>
  selectRecords(db, where, after ? beside(after, '>') : null, batchSize);

/**
 * A batch's lines (byte strings) as the file's bytes, each line copied in as Latin-1 on its own: the batch as one
 * text would be a rope of some 70,000 pieces for the copy to walk, and garbage of a megabyte or two a batch.
 */
function batchBytes(lines: readonly string[], sizeHint: number): Buffer {
  let buffer = Buffer.allocUnsafe(Math.max(sizeHint, 1024));
  let used = 0;
  for (const line of lines) {
    if (used + line.length > buffer.length) {
      const bigger = Buffer.allocUnsafe(Math.max(buffer.length * 2, used + line.length));
      buffer.copy(bigger, 0, 0, used);
      buffer = bigger;
    }
    used += buffer.write(line, used, 'latin1');
  }
  return buffer.subarray(0, used);
}

/**
 * The filtered records as CSV chunks, one per keyset batch: at most the batch being written and the next one are
 * held, and the first chunk leaves before the third batch is read. The next batch is asked for before the current
 * one is written, so the database (a thread of its own when embedded, or another connection) reads while this
 * thread writes.
 */
export async function* usageCsvChunks(db: SqlExecutor, where: Where, encoding: CsvExportEncoding, batchSize = USAGE_CSV_BATCH): AsyncGenerator<Uint8Array> {
  const utf8 = new TextEncoder();
  const cellBytes = (text: string): Uint8Array => (encoding === 'utf-8' ? utf8.encode(text) : iconv.encode(mapForCp932(text), 'cp932'));
  yield cellBytes((encoding === 'utf-8' ? UTF8_BOM : '') + headerLine());
  const names = new NameCache();
  // Lines as byte strings (CsvLineWriterOptions): a batch of Japanese names would otherwise be encoded whole.
  const writer = new CsvLineWriter(usageCsvColumns(names), { cellBytes });
  let next: Promise<RecordNumbers[]> | null = readBatch(db, where, null, batchSize);
  let bytesPerRecord = 256; // then the last batch's, with room to spare
  let first = true;
  try {
    while (next) {
      const batch: RecordNumbers[] = await next;
      next = null;
      if (batch.length === 0) return;
      // A first batch that is full begins a long file: its names are read with all of the corporation's at once.
      const named = names.load(db, batch, first && batch.length === batchSize ? where.corporationId : null);
      first = false;
      if (batch.length === batchSize) next = readBatch(db, where, batch[batch.length - 1], batchSize);
      await named;
      const bytes = batchBytes(batch.map((r) => writer.line(r)), bytesPerRecord * batch.length);
      bytesPerRecord = Math.ceil((bytes.length / batch.length) * 1.1);
      yield bytes;
    }
  } finally {
    // A reader that stops early (the client went away) leaves the read ahead unawaited: its failure is nobody's.
    next?.catch(() => undefined);
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
  const bad = (n: number) => `(l.user_id = any($${n + 1}::int[]) or l.department_id = any($${n + 2}::int[]) or l.facility_id = any($${n + 3}::int[])
     or (l.resource_id = any($${n + 3}::int[]) and not l.registration_fee_flg) or l.price_plan_id = any($${n + 4}::int[]))`;
  const [first] = await selectRecords(db, where, { sql: bad, params: [users, departments, facilities, plans] }, 1);
  if (!first) return null;
  const names = new NameCache();
  await names.load(db, [first]);
  const problem = findCp932Problem(usageCsvColumns(names), [first]);
  if (!problem) return null;
  const before = beside(first, '<');
  const [earlier] = await db.query<{ n: number } & Row>(
    `select count(*)::int as n from usage_records l ${where.needsUser ? 'join user_rows u on u.id = l.user_id' : ''}
      where ${where.sql} and ${before.sql(where.params.length)}`, [...where.params, ...before.params]);
  // findCp932Problem counted the header as line 1 and this record as line 2.
  return { ...problem, row: problem.row + (earlier?.n ?? 0) };
}

export async function usageCsvFile(db: SqlExecutor, viewer: MemberViewer, input: UsageCsvRequest, now: Date, batchSize = USAGE_CSV_BATCH): Promise<FileReply> {
  const encoding = parseCsvEncoding(input);
  const filter = parseUsageFilter(input, viewer, now);
  const where = usageWhere(viewer, filter);
  if (encoding === 'cp932') {
    const problem = await findUsageCp932Problem(db, viewer, where);
    if (problem) throw validationFailed({ encoding: t('usage.validation.notCp932', { row: problem.row, column: problem.column }) });
  }
  return {
    kind: 'file',
    fileName: t('usage.csv.fileName', { from: filter.from.replaceAll('-', ''), to: filter.to.replaceAll('-', '') }),
    asciiFileName: `usage_${filter.from.replaceAll('-', '')}-${filter.to.replaceAll('-', '')}.csv`,
    contentType: encoding === 'utf-8' ? 'text/csv; charset=utf-8' : 'text/csv; charset=Shift_JIS',
    data: usageCsvChunks(db, where, encoding, batchSize),
  };
}
