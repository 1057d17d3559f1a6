// The asynchronous export of the filtered member list (PATCH /asynchronousApi/transfer/selectedMemberListCSV): the
// job is a row of download_files, worked off after the answer; the client polls /downloadFile/valid, then
// downloads. The file itself (columns, encodings, formula escaping) is made by member-csv.ts.
import { randomBytes } from 'node:crypto';
import type { CsvExportEncoding } from '../../core/users/domain';
import type { DownloadFileValidResponse, MemberCsvExportRequest } from '../../core/users/calls';
import { t } from '../../core/i18n';
import type { Database, Row, SqlExecutor } from '../db/database';
import { notFound } from '../http/http-error';
import type { FileReply } from '../http/call-context';
import { encodeMemberCsv, memberCsvNames, memberCsvRows, parseCsvEncoding, type MemberCsvFile } from './member-csv';
import { parseMemberFilter, type ParsedMemberFilter } from './search';
import type { MemberViewer } from './viewer';

export const MEMBER_EXPORT_KIND = 'selectedMemberListCSV';
/** Download files are kept for a day. */
const KEEP_MS = 24 * 60 * 60 * 1000;

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
  /** The file as base64 text (read with encode(data, 'base64')). */
  data: string | null;
  row_count: number | null;
  message: string | null;
}

/** Checks the filter (400/403 as the search would), files the job, and answers its id. */
export async function startMemberExport(db: SqlExecutor, viewer: MemberViewer, input: MemberCsvExportRequest, now: Date): Promise<string> {
  const filter = parseMemberFilter(input, viewer);
  const encoding = parseCsvEncoding(input);
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

/** Produces the CSV bytes; answers a Japanese reason instead when CP932 cannot carry a character. */
export async function buildMemberCsv(db: SqlExecutor, params: ExportParams, now: Date): Promise<MemberCsvFile | { problem: string }> {
  const viewer: MemberViewer = { ...params.viewer, authorities: {}, departmentIds: new Set(params.viewer.departmentIds) };
  const rows = await memberCsvRows(db, viewer, params.filter);
  return encodeMemberCsv(rows, params.encoding, memberCsvNames('filtered', now));
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
      // As base64 text both ways (the upload jobs do the same): PGlite turns bytea into hex text in JavaScript,
      // seconds for a large export, holding the one connection meanwhile.
      `update download_files set status = 'ready', data = decode($2, 'base64'), row_count = $3, file_name = $4, ascii_file_name = $5, content_type = $6,
              completed_at = $7 where id = $1`,
      [id, Buffer.from(built.data).toString('base64'), built.rowCount, built.fileName, built.asciiFileName, built.contentType, clock()],
    );
  } catch {
    // The database may be gone (server closing); record the failure if it is not.
    await db
      .query("update download_files set status = 'failed', message = $2, completed_at = $3 where id = $1 and status = 'processing'", [id, t('members.csv.failed'), clock()])
      .catch(() => undefined);
  }
}

async function ownFile(db: SqlExecutor, userId: number, id: string, now: Date, withData: boolean): Promise<DownloadFileRow> {
  const columns = `id, user_id, status, params, file_name, ascii_file_name, content_type, row_count, message${withData ? ", encode(data, 'base64') as data" : ''}`;
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
    data: new Uint8Array(Buffer.from(row.data, 'base64')),
  };
}
