// The query of POST /transfer/upload/ as the handler takes it: the edge has checked each field's kind (the
// corporation and department ids, the kind code, the start date's form, the flags, the texts' lengths); the rules it
// cannot say are told here, together in one 400 with Japanese per-field messages: the start date a real day from
// today to a year ahead, the delete option only with the clerks kind, the decoding's names. Then the corporation and
// the department must be the viewer's (403).
import type { CsvEncodingChoice } from '../../core/csv/decode';
import { isCsvEncodingChoice } from '../../core/csv/decode';
import { UploadDivision, type UploadKind } from '../../core/csv/kind';
import { t } from '../../core/i18n';
import type { UploadQuery } from '../../core/uploads/calls';
import { formatDate } from '../format/dates';
import { kindOfDivision } from './division';
import { permissionDenied, validationFailed } from '../http/http-error';
import type { MemberViewer } from '../users/viewer';

/** A job may be scheduled at most this far ahead. */
const START_DATE_MAX_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface UploadParams {
  kind: UploadKind;
  /** yyyy/MM/dd */
  startDate: string;
  dryRun: boolean;
  deleteExisting: boolean;
  departmentId: number | null;
  encoding: CsvEncodingChoice;
  organizationName: string;
  trinityCode: string | null;
}

/**
 * A day the edge let through (yyyy/MM/dd or yyyy-MM-dd, month and day in range) as yyyy/MM/dd, or null when that
 * day does not exist (02/30): the one thing about a date its schema cannot say.
 */
export function parseDay(text: string): string | null {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(text);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (day.getUTCMonth() !== Number(match[2]) - 1 || day.getUTCDate() !== Number(match[3])) return null;
  return `${match[1]}/${match[2]}/${match[3]}`;
}

/** A real day from today (Japan time) to a year ahead, or the reason it is not one; absent means today. */
function startDateOf(text: string | undefined, now: Date): { day: string; problem?: string } {
  const today = formatDate(now);
  if (text === undefined) return { day: today };
  const day = parseDay(text);
  if (day === null) return { day: today, problem: t('uploads.error.startDateFormat') };
  const last = formatDate(new Date(now.getTime() + START_DATE_MAX_DAYS * DAY_MS));
  if (day < today) return { day, problem: t('uploads.error.startDatePast', { today }) };
  if (day > last) return { day, problem: t('uploads.error.startDateTooLate', { last }) };
  return { day };
}

export function readUploadParams(input: UploadQuery, viewer: MemberViewer, now: Date): UploadParams {
  const problems: Record<string, string> = {};
  const kind = kindOfDivision(input.uploadDivision);
  const startDate = startDateOf(input.startDate, now);
  if (startDate.problem) problems.startDate = startDate.problem;
  const deleteExisting = input.deleteExisting ?? false;
  if (deleteExisting && kind.division !== UploadDivision.TENANT_MANAGER_REGISTER) problems.deleteExisting = t('uploads.error.deleteOption');
  const encoding = (input.encoding?.trim() || 'auto').toLowerCase();
  if (!isCsvEncodingChoice(encoding)) problems.encoding = t('uploads.error.encoding');
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  // Uploads act on the corporation being viewed; naming another one is not a typo to forgive.
  if (Number(input.corporationId) !== viewer.corporationId) throw permissionDenied();
  const departmentId = input.billingId === undefined ? null : Number(input.billingId);
  if (departmentId !== null && !viewer.departmentIds.has(departmentId)) throw permissionDenied();
  return {
    kind,
    startDate: startDate.day,
    dryRun: input.dryRun ?? false,
    deleteExisting,
    departmentId,
    encoding: isCsvEncodingChoice(encoding) ? encoding : 'auto',
    organizationName: input.organizationName?.trim() ?? '',
    trinityCode: input.trinityCode?.trim() || null,
  };
}
