// The apply date of an application (spec 4: a registration takes effect from the next day at the earliest): written
// yyyy/MM/dd (or yyyy-MM-dd), a real calendar day, from tomorrow to a year ahead, Japan time. One rule for the
// server (server/billing/department-form.ts, every application division) and the department registration form, so
// that the form tells a bad date together with the other fields' problems instead of after a round trip. The form
// checks with the browser's clock; the server's clock decides.
import './load-messages';
import { failure, type ValidationResult } from '../validation';

/** A registration takes effect from the next day and at most a year ahead. */
export const APPLY_DATE_MAX_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;
// Japan time has no daylight saving: a fixed +9 hours.
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DATE = /^(\d{4})[/-](\d{2})[/-](\d{2})$/;

/** The Japan-time day of a moment as yyyy-MM-dd (what a SQL date compares with). */
export function isoDayInJapan(moment: Date): string {
  return new Date(moment.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The apply dates accepted at `now`: tomorrow to a year ahead, yyyy-MM-dd. */
export function applyDateRange(now: Date): { from: string; to: string } {
  return { from: isoDayInJapan(new Date(now.getTime() + DAY_MS)), to: isoDayInJapan(new Date(now.getTime() + APPLY_DATE_MAX_DAYS * DAY_MS)) };
}

/** yyyy-MM-dd of a real calendar day written yyyy/MM/dd or yyyy-MM-dd, else null (2026/02/30 is not one). */
export function isoApplyDate(text: string): string | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** Why a given (non-empty) apply date is refused at `now`, or null. */
export function applyDateProblem(text: string, now: Date): ValidationResult {
  const iso = isoApplyDate(text);
  if (!iso) return failure('billing.validation.applyDateFormat');
  const { from, to } = applyDateRange(now);
  return iso < from || iso > to ? failure('billing.validation.applyDateRange', { from: from.replaceAll('-', '/'), to: to.replaceAll('-', '/') }) : null;
}
