// Test helpers for the upload calls: a multipart upload as the web and the CLI send it, CSV text in UTF-8 with BOM
// or CP932, and the headers of each kind.
import iconv from 'iconv-lite';
import { uploadKind } from '../../core/csv/kinds';
import type { UploadKindName } from '../../core/csv/kind';
import type { UploadResponse } from '../../core/uploads/calls';
import { JOB_COLUMNS, JOB_FROM, jobMessage, type UploadJobRow } from './job-rows';
import type { CallResult, TestCaller, TestServer } from '../../tests/support/server';
import type { SqlExecutor } from '../db/database';

/**
 * The kind's whole header and the rows; a row may leave out trailing optional columns (the members' メール配信), which
 * are then written empty, so the rows of tests written before such a column stand as they are.
 */
export function csvText(kind: UploadKindName, rows: readonly (readonly string[])[]): string {
  const quote = (cell: string): string => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const columns = uploadKind(kind).columns;
  const header = columns.map((c) => c.header);
  const whole = (row: readonly string[]): readonly string[] =>
    row.length < columns.length && columns.slice(row.length).every((c) => c.optional) ? [...row, ...columns.slice(row.length).map(() => '')] : row;
  return [header, ...rows.map(whole)].map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

export const utf8Bom = (text: string): Uint8Array => new TextEncoder().encode(`\uFEFF${text}`);
export const cp932 = (text: string): Uint8Array => new Uint8Array(iconv.encode(text, 'cp932'));

/** POST /api/transfer/upload/ with the file as the multipart part "file" and the rest in the query. */
export async function upload<T = unknown>(
  caller: TestCaller,
  query: Record<string, string | number | boolean>,
  data: Uint8Array,
  headers: Record<string, string> = {},
  fileName = 'upload.csv',
): Promise<CallResult<T>> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const form = new FormData();
  form.append('file', new Blob([data as Uint8Array<ArrayBuffer>], { type: 'text/csv' }), fileName);
  const sent: Record<string, string> = { accept: 'application/json', ...headers };
  if (caller.bearer) sent.authorization = `Bearer ${caller.bearer}`;
  if (caller.cookies.size) sent.cookie = [...caller.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = caller.cookies.get('twb_csrf');
  if (csrf && !caller.bearer) sent['x-csrf-token'] = csrf;
  const response = await fetch(`${caller.baseUrl}/api/transfer/upload/?${search}`, { method: 'POST', headers: sent, body: form });
  const type = response.headers.get('content-type') ?? '';
  const body: unknown = type.includes('json') ? await response.json() : await response.text();
  return { status: response.status, body: body as T, headers: response.headers, setCookies: [] };
}

/**
 * The upload's answer once its background apply is over: a job answered 'applying' is waited for and the answer
 * carries the job's final status and message, as the wizard's Complete step and `twb upload submit --wait` show them.
 */
export async function settled<T>(server: Pick<TestServer, 'db' | 'uploads'>, result: CallResult<T>): Promise<CallResult<T>> {
  const body = result.body as Partial<UploadResponse> | undefined;
  if (result.status !== 200 || !body || body.status !== 'applying' || !body.transferHistoryId) return result;
  await server.uploads.idle();
  const [job] = await server.db.query<UploadJobRow>(`select ${JOB_COLUMNS} from ${JOB_FROM} where j.id = $1`, [Number(body.transferHistoryId)]);
  return { ...result, body: { ...body, status: job.status, message: jobMessage(job) } as T };
}

/**
 * A job stored as the upload call stores one, without the upload's validation: for the tests of the apply's own
 * refusals (with applyJobIn/applyMembersJob `checkFile: false`), whose files the upload now refuses first.
 */
export async function storeJob(
  db: SqlExecutor,
  job: { corporationId: number; division: number; uploadedBy: number; startDate: string; data: Uint8Array; rowCount: number; deleteExisting?: boolean },
): Promise<number> {
  const [stored] = await db.query<{ id: number }>(
    `insert into upload_jobs (corporation_id, upload_division, status, start_date, file_name, file_data, encoding, delete_existing, uploaded_by,
        row_count, created_at, last_updated)
     values ($1, $2, 'queued', $3::date, 'stored.csv', decode($4, 'base64'), 'auto', $5, $6, $7, now(), now()) returning id`,
    [job.corporationId, job.division, job.startDate.replaceAll('/', '-'), Buffer.from(job.data).toString('base64'), job.deleteExisting ?? false, job.uploadedBy, job.rowCount],
  );
  return stored.id;
}
