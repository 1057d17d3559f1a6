// The asynchronous export of the filtered member list (PATCH /asynchronousApi/transfer/selectedMemberListCSV): the
// job is a row of download_files, worked off after the answer; the client polls /downloadFile/valid, then
// downloads. UTF-8 with BOM by default (Japanese Excel), CP932 on request; cells escaped against formulas.
import { randomBytes } from 'node:crypto';
import iconv from 'iconv-lite';
import { CSV_EXPORT_ENCODINGS, type CsvExportEncoding } from '../../core/domain/member';
import type { DownloadFileValidResponse } from '../../core/api/calls-members';
import { encodeUtf8WithBom, findCp932Problem, mapForCp932, toCsv, type CsvColumn } from '../../core/csv/export';
import { t, type MessageKey } from '../../core/i18n';
import type { Database, Row, SqlExecutor } from '../db/database';
import { notFound, validationFailed } from '../http/http-error';
import type { FileReply } from '../http/call-context';
import type { Input } from '../http/input';
import { formatDateTime } from '../format/dates';
import type { MemberRow } from './member-rows';
import { allMatchingMembers, parseMemberFilter, type ParsedMemberFilter } from './search';
import type { MemberViewer } from './viewer';

export const MEMBER_EXPORT_KIND = 'selectedMemberListCSV';
/** Download files are kept for a day. */
const KEEP_MS = 24 * 60 * 60 * 1000;

type ExportRow = MemberRow & { tenant_remarks: string | null };

const label = (key: MessageKey): string => t(key);
const yesNo = (value: boolean, yes: MessageKey, no: MessageKey): string => t(value ? yes : no);

/** The columns of the member CSV, in the order of the list screen. */
export const MEMBER_CSV_COLUMNS: readonly CsvColumn<ExportRow>[] = [
  { header: label('members.field.userId'), value: (r) => r.id, numeric: true },
  { header: label('members.field.loginId'), value: (r) => r.login_id },
  { header: label('members.field.organizationName'), value: (r) => r.billing_name },
  { header: label('members.field.userLastName'), value: (r) => r.user_last_name },
  { header: label('members.field.userFirstName'), value: (r) => r.user_first_name },
  { header: label('members.field.userLastNameKana'), value: (r) => r.user_last_name_kana },
  { header: label('members.field.userFirstNameKana'), value: (r) => r.user_first_name_kana },
  { header: label('members.field.userCode'), value: (r) => r.user_code },
  { header: label('members.field.mailAddress'), value: (r) => r.mail_address },
  { header: label('members.field.approvalDivision'), value: (r) => yesNo(r.approval_division === 1, 'members.status.unapproved', 'members.status.approved') },
  { header: label('members.field.passwordResetFlg'), value: (r) => yesNo(r.password_reset_flg === 1, 'members.status.initialPassword', 'members.status.passwordChanged') },
  { header: label('members.field.serviceUsage'), value: (r) => yesNo(r.service_usage, 'members.status.suspended', 'members.status.inUse') },
  { header: label('members.field.deleteFlg'), value: (r) => yesNo(r.delete_flg, 'members.status.deleted', 'members.status.notDeleted') },
  { header: label('members.field.flexContractFlg'), value: (r) => yesNo(r.flex_contract_flg, 'members.status.flex', 'members.status.noFlex') },
  { header: label('members.field.reservationStopFlg'), value: (r) => yesNo(r.reservation_stop_flg, 'members.status.reservationStopped', 'members.status.reservationNotStopped') },
  { header: label('members.field.tenantRemakes'), value: (r) => r.tenant_remarks },
  { header: label('members.field.createdAt'), value: (r) => formatDateTime(r.created_at) },
  { header: label('members.field.lastUpdated'), value: (r) => formatDateTime(r.last_updated) },
];

/** What the job needs to run on any server: the checked filter and a snapshot of the viewer's reach. */
interface ExportParams {
  filter: ParsedMemberFilter;
  encoding: CsvExportEncoding;
  viewer: { userId: number; roleType: number; corporationId: number; departmentIds: number[]; responsible: boolean };
}

interface DownloadFileRow extends Row {
  id: string;
  user_id: number;
  status: 'processing' | 'ready' | 'failed';
  params: ExportParams | string;
  file_name: string | null;
  ascii_file_name: string | null;
  content_type: string | null;
  data: Uint8Array | null;
  row_count: number | null;
  message: string | null;
}

function encodingOf(input: Input): CsvExportEncoding {
  const value = input.encoding;
  if (value === undefined || value === null || value === '') return 'utf-8';
  const text = String(value).trim().toLowerCase();
  const aliases: Readonly<Record<string, CsvExportEncoding>> = { 'utf-8': 'utf-8', utf8: 'utf-8', cp932: 'cp932', 'shift_jis': 'cp932', sjis: 'cp932', 'windows-31j': 'cp932' };
  const encoding = aliases[text];
  if (!encoding || !CSV_EXPORT_ENCODINGS.includes(encoding)) throw validationFailed({ encoding: t('members.validation.choice') });
  return encoding;
}

/** Checks the filter (400/403 as the search would), files the job, and answers its id. */
export async function startMemberExport(db: SqlExecutor, viewer: MemberViewer, input: Input, now: Date): Promise<string> {
  const filter = parseMemberFilter(input, viewer);
  const encoding = encodingOf(input);
  const id = randomBytes(18).toString('base64url');
  const params: ExportParams = {
    filter,
    encoding,
    viewer: { userId: viewer.userId, roleType: viewer.roleType, corporationId: viewer.corporationId, departmentIds: [...viewer.departmentIds], responsible: viewer.responsible },
  };
  await db.query(
    `insert into download_files (id, user_id, corporation_id, kind, status, params, created_at, expires_at)
     values ($1, $2, $3, $4, 'processing', $5::jsonb, $6, $7)`,
    [id, viewer.userId, viewer.corporationId, MEMBER_EXPORT_KIND, JSON.stringify(params), now, new Date(now.getTime() + KEEP_MS)],
  );
  return id;
}

function stamp(now: Date): string {
  return formatDateTime(now).replace(/\D/g, '');
}

interface BuiltFile {
  data: Uint8Array;
  rowCount: number;
  fileName: string;
  asciiFileName: string;
  contentType: string;
}

/** Produces the CSV bytes; answers a Japanese reason instead when CP932 cannot carry a character. */
export async function buildMemberCsv(db: SqlExecutor, params: ExportParams, now: Date): Promise<BuiltFile | { problem: string }> {
  const viewer: MemberViewer = { ...params.viewer, authorities: {}, departmentIds: new Set(params.viewer.departmentIds) };
  const rows: ExportRow[] = [];
  for await (const row of allMatchingMembers(db, viewer, params.filter)) rows.push(row as ExportRow);
  const text = toCsv(MEMBER_CSV_COLUMNS, rows);
  const names = { fileName: t('members.csv.fileName', { timestamp: stamp(now) }), asciiFileName: `members_${stamp(now)}.csv` };
  if (params.encoding === 'utf-8') {
    return { data: encodeUtf8WithBom(text), rowCount: rows.length, ...names, contentType: 'text/csv; charset=utf-8' };
  }
  const problem = findCp932Problem(MEMBER_CSV_COLUMNS, rows);
  if (problem) return { problem: t('members.csv.notCp932', { row: problem.row, column: problem.column }) };
  const bytes = iconv.encode(mapForCp932(text), 'cp932');
  return { data: new Uint8Array(bytes), rowCount: rows.length, ...names, contentType: 'text/csv; charset=Shift_JIS' };
}

function paramsOf(row: DownloadFileRow): ExportParams {
  return typeof row.params === 'string' ? (JSON.parse(row.params) as ExportParams) : row.params;
}

/** Works off one job; any failure is recorded on the job (the poller then sees 'failed'). */
export async function runMemberExport(db: Database, id: string, clock: () => Date): Promise<void> {
  try {
    const [job] = await db.query<DownloadFileRow>("select * from download_files where id = $1 and status = 'processing'", [id]);
    if (!job) return;
    const built = await buildMemberCsv(db, paramsOf(job), clock());
    if ('problem' in built) {
      await db.query("update download_files set status = 'failed', message = $2, completed_at = $3 where id = $1", [id, built.problem, clock()]);
      return;
    }
    await db.query(
      `update download_files set status = 'ready', data = $2, row_count = $3, file_name = $4, ascii_file_name = $5, content_type = $6,
              completed_at = $7 where id = $1`,
      [id, built.data, built.rowCount, built.fileName, built.asciiFileName, built.contentType, clock()],
    );
  } catch {
    // The database may be gone (server closing); record the failure if it is not.
    await db
      .query("update download_files set status = 'failed', message = $2, completed_at = $3 where id = $1 and status = 'processing'", [id, t('members.csv.failed'), clock()])
      .catch(() => undefined);
  }
}

async function ownFile(db: SqlExecutor, userId: number, id: string, now: Date, withData: boolean): Promise<DownloadFileRow> {
  const columns = `id, user_id, status, params, file_name, ascii_file_name, content_type, row_count, message${withData ? ', data' : ''}`;
  const [row] = await db.query<DownloadFileRow>(`select ${columns} from download_files where id = $1 and user_id = $2 and expires_at > $3`, [id, userId, now]);
  // Another user's file is answered exactly like a missing one.
  if (!row) throw notFound(t('members.csv.notFound'));
  return row;
}

export async function downloadFileState(db: SqlExecutor, userId: number, id: string, now: Date): Promise<DownloadFileValidResponse> {
  const row = await ownFile(db, userId, id, now, false);
  return {
    downloadFileId: row.id,
    valid: row.status === 'ready',
    status: row.status,
    fileName: row.file_name,
    rowCount: row.row_count,
    message: row.message,
  };
}

export async function downloadFileReply(db: SqlExecutor, userId: number, id: string, now: Date): Promise<FileReply> {
  const row = await ownFile(db, userId, id, now, true);
  if (row.status !== 'ready' || !row.data) throw notFound(row.status === 'failed' ? (row.message ?? t('members.csv.failed')) : t('members.csv.notReady'));
  return {
    kind: 'file',
    fileName: row.file_name ?? 'members.csv',
    asciiFileName: row.ascii_file_name ?? 'members.csv',
    contentType: row.content_type ?? 'text/csv',
    data: new Uint8Array(row.data),
  };
}
