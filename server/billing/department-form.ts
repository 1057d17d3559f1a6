// The fields of a department registration or update, read and checked the same way on both calls of each pair:
// the name rules of spec 5 (required, length, no comma or double quote, unique in the corporation), the flags,
// and the apply date of a registration.
import { DEPARTMENT_NAME_MAX } from '../../core/billing/domain';
import { t } from '../../core/i18n';
import { departmentName, messageOf } from '../../core/validation';
import type { SqlExecutor } from '../db/database';
import { formatDate } from '../format/dates';
import { InputReader, type Input } from '../http/input';

/** A registration takes effect from the next day (the delay of spec 4) and at most a year ahead. */
const APPLY_DATE_MAX_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** true/false as JSON, or 1/0 and 'true'/'false' from looser clients; anything else is a field error. */
export function readFlag(reader: InputReader, input: Input, name: string): boolean {
  const value = input[name];
  if (typeof value === 'boolean') return value;
  const text = reader.text(name) ?? 'false';
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  reader.fail(name, t('billing.validation.choice'));
  return false;
}

export function readBillingName(reader: InputReader): string {
  const name = reader.requiredText('billingName', { max: DEPARTMENT_NAME_MAX });
  if (name) {
    const problem = departmentName(name);
    if (problem) reader.fail('billingName', messageOf(problem));
  }
  return name;
}

/** Japan-time day as yyyy-MM-dd (what a SQL date compares with). */
export const isoDay = (date: Date): string => formatDate(date).replaceAll('/', '-');

/** yyyy/MM/dd (or yyyy-MM-dd), a real day, from tomorrow (Japan time) to a year ahead; answers yyyy-MM-dd. */
export function readApplyDate(reader: InputReader, now: Date): string {
  const text = reader.requiredText('applyDate');
  if (!text) return '';
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(text);
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !day || day.getUTCMonth() !== Number(match[2]) - 1 || day.getUTCDate() !== Number(match[3])) {
    reader.fail('applyDate', t('billing.validation.applyDateFormat'));
    return '';
  }
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const { from, to } = applyDateRange(now);
  if (iso < from || iso > to) reader.fail('applyDate', t('billing.validation.applyDateRange', { from: from.replaceAll('-', '/'), to: to.replaceAll('-', '/') }));
  return iso;
}

/** The apply dates accepted at `now` (every application division): tomorrow to a year ahead, yyyy-MM-dd. */
export function applyDateRange(now: Date): { from: string; to: string } {
  return { from: isoDay(new Date(now.getTime() + DAY_MS)), to: isoDay(new Date(now.getTime() + APPLY_DATE_MAX_DAYS * DAY_MS)) };
}

/** Spec: one name per department in a corporation, counting registrations still waiting for their day. */
export async function nameTaken(db: SqlExecutor, corporationId: number, name: string, exceptDepartmentId: number | null): Promise<boolean> {
  const rows = await db.query<{ taken: boolean }>(
    `select exists (select 1 from departments where corporation_id = $1 and not delete_flg and billing_name = $2 and id <> coalesce($3::int, 0))
         or exists (select 1 from applications where corporation_id = $1 and division = 1 and status = 1 and contents->>'billingName' = $2) as taken`,
    [corporationId, name, exceptDepartmentId],
  );
  return rows[0]?.taken ?? false;
}
