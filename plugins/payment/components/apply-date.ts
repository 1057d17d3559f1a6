// The apply date of a payment application (yyyy/MM/dd, Japan time): its default and its checks. Invoices run from the
// 21st to the 20th (spec 9), so the default is the next 21st from tomorrow on: the change then starts a billing period.
import { failure, required, validateFields, type ValidationResult } from '../../../core/validation';
import '../../../core/payment/load-messages';

const DATE = /^(\d{4})\/(\d{2})\/(\d{2})$/;
const PERIOD_START_DAY = 21;

const JAPAN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });

function format(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`;
}

/** The next 21st that is at least tomorrow (Japan time), kept within the accepted range [from, to]. */
export function defaultApplyDate(now: Date, from: string, to: string): string {
  const [year, month, day] = JAPAN_DAY.format(now).split('-').map(Number);
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1));
  const monthsAhead = tomorrow.getUTCDate() <= PERIOD_START_DAY ? 0 : 1;
  const next21st = format(new Date(Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + monthsAhead, PERIOD_START_DAY)));
  // yyyy/MM/dd compares as text.
  if (from && next21st < from) return from;
  if (to && next21st > to) return to;
  return next21st;
}

/** A real calendar day written yyyy/MM/dd (2026/02/30 is not one). */
function calendarDay(value: string): ValidationResult {
  const match = DATE.exec(value);
  if (!match) return failure('paymentPages.validation.dateFormat');
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? null : failure('paymentPages.validation.dateFormat');
}

const within = (from: string, to: string) => (value: string): ValidationResult =>
  (from && value < from) || (to && value > to) ? failure('paymentPages.validation.dateRange', { from, to }) : null;

/** The apply date's message, or nothing: required, a calendar day, within the range the server accepts. */
export function applyDateError(value: string, from: string, to: string): string | undefined {
  return validateFields({ applyDate: value.trim() }, { applyDate: [required, calendarDay, within(from, to)] }).applyDate;
}
