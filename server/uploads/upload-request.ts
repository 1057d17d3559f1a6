// The query of POST /transfer/upload/ read and checked (400 with Japanese per-field messages): the corporation, the
// kind, the start date (today, or a later YYYY/MM/DD within a year), dryRun, the clerks kind's delete option, the
// department of a department clerk upload and the decoding.
import type { CsvEncodingChoice } from '../../core/csv/decode';
import { isCsvEncodingChoice } from '../../core/csv/decode';
import { UploadDivision, type UploadKind } from '../../core/csv/kind';
import { t } from '../../core/i18n';
import { formatDate } from '../format/dates';
import { kindOfDivisionText } from './division';
import { permissionDenied } from '../http/http-error';
import { InputReader, type Input } from '../http/input';
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

function flag(reader: InputReader, input: Input, name: string): boolean {
  const value = input[name];
  if (typeof value === 'boolean') return value;
  const text = reader.text(name) ?? 'false';
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  reader.fail(name, t('validation.format'));
  return false;
}

/** yyyy/MM/dd (or yyyy-MM-dd) of a real day as yyyy/MM/dd, or null. */
export function parseDay(text: string): string | null {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(text);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (day.getUTCMonth() !== Number(match[2]) - 1 || day.getUTCDate() !== Number(match[3])) return null;
  return `${match[1]}/${match[2]}/${match[3]}`;
}

/** A real day from today (Japan time) to a year ahead; absent means today. */
export function readStartDate(reader: InputReader, now: Date): string {
  const today = formatDate(now);
  const text = reader.text('startDate');
  if (text === undefined) return today;
  const value = parseDay(text);
  if (value === null) {
    reader.fail('startDate', t('uploads.error.startDateFormat'));
    return today;
  }
  const last = formatDate(new Date(now.getTime() + START_DATE_MAX_DAYS * DAY_MS));
  if (value < today) reader.fail('startDate', t('uploads.error.startDatePast', { today }));
  else if (value > last) reader.fail('startDate', t('uploads.error.startDateTooLate', { last }));
  return value;
}

export function readUploadParams(input: Input, viewer: MemberViewer, now: Date): UploadParams {
  const reader = new InputReader(input);
  const corporationId = reader.id('corporationId');
  const divisionText = reader.requiredText('uploadDivision');
  const kind = divisionText ? kindOfDivisionText(divisionText) : undefined;
  if (divisionText && !kind) reader.fail('uploadDivision', t('uploads.error.division'));
  const startDate = readStartDate(reader, now);
  const dryRun = flag(reader, input, 'dryRun');
  const deleteExisting = flag(reader, input, 'deleteExisting');
  if (deleteExisting && kind && kind.division !== UploadDivision.TENANT_MANAGER_REGISTER) reader.fail('deleteExisting', t('uploads.error.deleteOption'));
  const departmentId = reader.id('billingId', false) ?? null;
  const encodingText = (reader.text('encoding') ?? 'auto').toLowerCase();
  if (!isCsvEncodingChoice(encodingText)) reader.fail('encoding', t('uploads.error.encoding'));
  const organizationName = reader.text('organizationName', { max: 100 }) ?? '';
  const trinityCode = reader.text('trinityCode', { max: 50 }) ?? null;
  reader.check();
  // Uploads act on the corporation being viewed; naming another one is not a typo to forgive.
  if (corporationId !== viewer.corporationId) throw permissionDenied();
  if (departmentId !== null && !viewer.departmentIds.has(departmentId)) throw permissionDenied();
  return {
    kind: kind as UploadKind,
    startDate,
    dryRun,
    deleteExisting,
    departmentId,
    encoding: isCsvEncodingChoice(encodingText) ? encodingText : 'auto',
    organizationName,
    trinityCode,
  };
}
