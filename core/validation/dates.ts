// Calendar days (yyyy/MM/dd) and months (yyyy/MM) as people type them: the house's display format, also with one-digit
// months and days, hyphens, no separators or full-width digits (2026/1/5, 2026-01-05, 20260105, ２０２６/０１/０５), each
// read as the one canonical form. The kit's DateInput and MonthInput check typed text with these, so every date field
// says the same thing about the same mistake.
import { failure, type ValidationResult } from './types';

export type CalendarKind = 'date' | 'month';

const DATE = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;
const DATE_COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const MONTH = /^(\d{4})[/-](\d{1,2})$/;
const MONTH_COMPACT = /^(\d{4})(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** Full-width digits and separators as their ASCII forms, spaces dropped. */
function plain(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').replace(/[．.]/g, '/');
}

/** The canonical yyyy/MM/dd of a typed real calendar day, or null (2026/02/30 is not one). */
export function canonicalDate(text: string): string | null {
  const value = plain(text);
  const match = DATE_COMPACT.exec(value) ?? DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}/${pad(month)}/${pad(day)}`;
}

/** The canonical yyyy/MM of a typed month, or null. */
export function canonicalMonth(text: string): string | null {
  const value = plain(text);
  const match = MONTH_COMPACT.exec(value) ?? MONTH.exec(value);
  if (!match) return null;
  const [year, month] = match.slice(1).map(Number);
  if (year < 1000 || month < 1 || month > 12) return null;
  return `${year}/${pad(month)}`;
}

export function canonicalOf(kind: CalendarKind, text: string): string | null {
  return kind === 'date' ? canonicalDate(text) : canonicalMonth(text);
}

/**
 * What is wrong with a typed date or month, or null: empty text passes (whether the field is required is the form's
 * rule); otherwise it must be a real day (month) within min and max, both given in any form canonicalOf reads.
 */
export function calendarProblem(kind: CalendarKind, text: string, range: { min?: string; max?: string } = {}): ValidationResult {
  if (text.trim() === '') return null;
  const value = canonicalOf(kind, text);
  if (value === null) return failure(kind === 'date' ? 'validation.date' : 'validation.month');
  // The canonical forms have fixed widths: they compare as text.
  const min = range.min ? canonicalOf(kind, range.min) ?? undefined : undefined;
  const max = range.max ? canonicalOf(kind, range.max) ?? undefined : undefined;
  const outside = (min !== undefined && value < min) || (max !== undefined && value > max);
  if (!outside) return null;
  if (min !== undefined && max !== undefined) return failure(kind === 'date' ? 'validation.dateRange' : 'validation.monthRange', { from: min, to: max });
  if (min !== undefined) return failure(kind === 'date' ? 'validation.dateFrom' : 'validation.monthFrom', { from: min });
  return failure(kind === 'date' ? 'validation.dateTo' : 'validation.monthTo', { to: max as string });
}
