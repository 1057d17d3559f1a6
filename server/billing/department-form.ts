// The fields of a department registration or update, read and checked the same way on both calls of each pair:
// the name rules of spec 5 (required, length, no comma or double quote, unique in the corporation), the flags,
// and the apply date of a registration.
import { DEPARTMENT_NAME_MAX } from '../../core/billing/domain';
import { applyDateProblem, isoApplyDate } from '../../core/billing/apply-date';
import { t } from '../../core/i18n';
import { departmentName, messageOf } from '../../core/validation';
import type { SqlExecutor } from '../db/database';

export { applyDateRange, isoDayInJapan as isoDay } from '../../core/billing/apply-date';

/**
 * The apply date of an application form: its problem (applyDateFieldProblem) told at applyDate through `problems`,
 * which collects the form's other fields too; answers yyyy-MM-dd ('' when wrong).
 */
export function readApplyDate(text: string | undefined, problems: { fail(name: string, message: string): void }, now: Date): string {
  const problem = applyDateFieldProblem(text ?? '', now);
  if (problem) {
    problems.fail('applyDate', problem);
    return '';
  }
  return isoApplyDate((text ?? '').trim()) ?? '';
}

/** A department name's problem (spec 5: required, at most DEPARTMENT_NAME_MAX, no comma or double quote), or null. */
export function billingNameProblem(name: string): string | null {
  if (name === '') return t('validation.required');
  if ([...name].length > DEPARTMENT_NAME_MAX) return t('validation.max', { length: DEPARTMENT_NAME_MAX });
  const problem = departmentName(name);
  return problem ? messageOf(problem) : null;
}

/**
 * An apply date's problem (required; yyyy/MM/dd or yyyy-MM-dd, a real day from tomorrow, Japan time, to a year
 * ahead), or null. Its yyyy-MM-dd form is isoApplyDate's.
 */
export function applyDateFieldProblem(text: string, now: Date): string | null {
  if (text.trim() === '') return t('validation.required');
  const problem = applyDateProblem(text.trim(), now);
  return problem ? messageOf(problem) : null;
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
