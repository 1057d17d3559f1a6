// The member CSV file, one for both exports (the filtered list made in the background, the whole list answered at
// once): its columns, the encoding choice, and the bytes. UTF-8 with BOM by default (Japanese Excel), CP932 on
// request; cells escaped against formulas (core/csv/export).
import iconv from 'iconv-lite';
import { CSV_EXPORT_ENCODINGS, type CsvExportEncoding } from '../../core/users/domain';
import { encodeUtf8WithBom, findCp932Problem, mapForCp932, toCsv, type CsvColumn } from '../../core/csv/export';
import { t, type MessageKey } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import { validationFailed } from '../http/http-error';
import type { Input } from '../http/input';
import { formatDateTime } from '../format/dates';
import type { MemberRow } from './member-rows';
import { allMatchingMembers, type ParsedMemberFilter } from './search';
import type { MemberViewer } from './viewer';

export type MemberCsvRow = MemberRow & { tenant_remarks: string | null };

const label = (key: MessageKey): string => t(key);
const yesNo = (value: boolean, yes: MessageKey, no: MessageKey): string => t(value ? yes : no);

/** The columns of the member CSV, in the order of the list screen. */
export const MEMBER_CSV_COLUMNS: readonly CsvColumn<MemberCsvRow>[] = [
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

const ENCODING_ALIASES: Readonly<Record<string, CsvExportEncoding>> = {
  'utf-8': 'utf-8', utf8: 'utf-8', cp932: 'cp932', 'shift_jis': 'cp932', sjis: 'cp932', 'windows-31j': 'cp932',
};

/** The `encoding` field of an export request: UTF-8 when absent; an unknown name is a 400. */
export function parseCsvEncoding(input: Input): CsvExportEncoding {
  const value = input.encoding;
  if (value === undefined || value === null || value === '') return 'utf-8';
  const encoding = typeof value === 'string' ? ENCODING_ALIASES[value.trim().toLowerCase()] : undefined;
  if (!encoding || !CSV_EXPORT_ENCODINGS.includes(encoding)) throw validationFailed({ encoding: t('members.validation.choice') });
  return encoding;
}

/** Every member of the filter, in its order, with the remarks the CSV carries. */
export async function memberCsvRows(db: SqlExecutor, viewer: MemberViewer, filter: ParsedMemberFilter): Promise<MemberCsvRow[]> {
  const rows: MemberCsvRow[] = [];
  // allMatchingMembers selects the remarks too; its type names only the list columns.
  for await (const row of allMatchingMembers(db, viewer, filter)) rows.push(row as MemberCsvRow);
  return rows;
}

/** Why CP932 cannot carry the rows (the first such cell, telling to choose UTF-8), in Japanese; or null. */
export function cp932ProblemOf(rows: readonly MemberCsvRow[]): string | null {
  const problem = findCp932Problem(MEMBER_CSV_COLUMNS, rows);
  return problem ? t('members.csv.notCp932', { row: problem.row, column: problem.column }) : null;
}

export interface MemberCsvFile {
  data: Uint8Array;
  rowCount: number;
  fileName: string;
  asciiFileName: string;
  contentType: string;
}

/** The file names of an export made at `now`: the Japanese one and a plain-ASCII one for old clients. */
export interface MemberCsvNames {
  fileName: string;
  asciiFileName: string;
}

export function memberCsvNames(kind: 'filtered' | 'wholeList', now: Date): MemberCsvNames {
  const timestamp = formatDateTime(now).replace(/\D/g, '');
  return kind === 'filtered'
    ? { fileName: t('members.csv.fileName', { timestamp }), asciiFileName: `members_${timestamp}.csv` }
    : { fileName: t('members.csv.wholeListFileName', { timestamp }), asciiFileName: `members_all_${timestamp}.csv` };
}

/** The CSV bytes in the chosen encoding; a Japanese reason instead when CP932 cannot carry a character. */
export function encodeMemberCsv(rows: readonly MemberCsvRow[], encoding: CsvExportEncoding, names: MemberCsvNames): MemberCsvFile | { problem: string } {
  const text = toCsv(MEMBER_CSV_COLUMNS, rows);
  if (encoding === 'utf-8') {
    return { data: encodeUtf8WithBom(text), rowCount: rows.length, ...names, contentType: 'text/csv; charset=utf-8' };
  }
  const problem = cp932ProblemOf(rows);
  if (problem) return { problem };
  const bytes = iconv.encode(mapForCp932(text), 'cp932');
  return { data: new Uint8Array(bytes), rowCount: rows.length, ...names, contentType: 'text/csv; charset=Shift_JIS' };
}
