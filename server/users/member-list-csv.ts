// The whole member list as CSV, answered at once (GET /transfer/memberListCSV/check, POST /transfer/memberListCSV):
// every member the viewer reaches, deleted ones included, in the file of the filtered export (member-csv.ts).
import { MEMBER_LIST_CSV_REFUSED_FIELDS, type MemberListCsvCheckResponse, type MemberListCsvRefusal, type MemberListCsvRequest } from '../../core/users/calls';
import { ErrorCode } from '../../core/api/error';
import type { CsvExportEncoding } from '../../core/users/domain';
import { t } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import type { FileReply } from '../http/call-context';
import { HttpError, notFound, permissionDenied } from '../http/http-error';
import { cp932ProblemOf, encodeMemberCsv, memberCsvNames, memberCsvRows, parseCsvEncoding } from './member-csv';
import { countMatchingMembers, wholeMemberListFilter } from './search';
import type { MemberViewer } from './viewer';

const given = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * Reads a request of either call: its encoding. 400 for a filter field of the search or the filtered export (refused
 * rather than ignored: a script that meant the filtered export would otherwise receive every member instead of the
 * few it asked for) or an unknown encoding; 403 for another corporation.
 */
export function parseMemberListCsvRequest(input: MemberListCsvRequest, viewer: MemberViewer): CsvExportEncoding {
  const filters = MEMBER_LIST_CSV_REFUSED_FIELDS.filter((name) => given(input[name]));
  if (filters.length > 0) {
    const message = t('members.csv.wholeListNoFilter');
    throw new HttpError(400, ErrorCode.VALIDATION, message, Object.fromEntries(filters.map((name) => [name, message])));
  }
  const encoding = parseCsvEncoding(input);
  // As in the search: another corporation is refused, not silently answered with the viewed one.
  const corporationId = input.corporationId?.trim();
  if (corporationId && corporationId !== String(viewer.corporationId)) throw permissionDenied();
  return encoding;
}

interface Refusal {
  reason: MemberListCsvRefusal;
  message: string;
}

/** What stops the file, in this order: nothing to list, then a cell CP932 cannot carry. */
function refusalOf(rowCount: number, cp932Problem: string | null): Refusal | null {
  if (rowCount === 0) return { reason: 'empty', message: t('members.csv.empty') };
  if (cp932Problem !== null) return { reason: 'encoding', message: cp932Problem };
  return null;
}

/** Whether the file can be made, and how many members it will list; changes nothing. */
export async function checkMemberListCsv(db: SqlExecutor, viewer: MemberViewer, encoding: CsvExportEncoding): Promise<MemberListCsvCheckResponse> {
  const filter = wholeMemberListFilter();
  const count = await countMatchingMembers(db, viewer, filter);
  // Only CP932 needs the cells themselves; UTF-8 carries every character, so the count is enough.
  const cp932Problem = count.total > 0 && encoding === 'cp932' ? cp932ProblemOf(await memberCsvRows(db, viewer, filter)) : null;
  const refusal = refusalOf(count.total, cp932Problem);
  return {
    rowCount: count.total,
    deletedCount: count.deleted,
    downloadable: refusal === null,
    reason: refusal?.reason ?? null,
    message: refusal?.message ?? null,
  };
}

/** How the POST answers a refusal: nothing to list is 404, an encoding that cannot carry the cells is 400. */
function refusalError(refusal: Refusal): HttpError {
  return refusal.reason === 'empty' ? notFound(refusal.message) : new HttpError(400, ErrorCode.VALIDATION, refusal.message, { encoding: refusal.message });
}

/** The file; refused exactly where the check would have said so (the data may have changed in between). */
export async function memberListCsvFile(db: SqlExecutor, viewer: MemberViewer, encoding: CsvExportEncoding, now: Date): Promise<FileReply> {
  const rows = await memberCsvRows(db, viewer, wholeMemberListFilter());
  const empty = refusalOf(rows.length, null);
  if (empty) throw refusalError(empty);
  const file = encodeMemberCsv(rows, encoding, memberCsvNames('wholeList', now));
  if ('problem' in file) throw refusalError({ reason: 'encoding', message: file.problem });
  return { kind: 'file', fileName: file.fileName, asciiFileName: file.asciiFileName, contentType: file.contentType, data: file.data };
}
