// Changes of an existing clerk: the update of names and mail, the change of their confirmation code, the
// password notice (mailsend), the departments a bulk upload sets, and delete. Each runs in the caller's
// transaction on a locked, fresh row.
import type { ClerkFieldChange, ClerkUpdatePreview } from '../../core/clerks/calls';
import type { ClerkFormFields, ClerkKind } from '../../core/clerks/domain';
import { t } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import { hashSecret } from '../auth/secret-hash';
import { ErrorCode } from '../../core/api/error';
import { HttpError, validationFailed } from '../http/http-error';
import type { Input } from '../http/input';
import { formatLastUpdated } from '../format/dates';
import { BUMP_LAST_UPDATED, refused } from '../users/operations';
import type { BulkMailContext } from '../users/member-form';
import type { MemberViewer } from '../users/viewer';
import { checkUpdateForm, codeProblems } from './clerk-form';
import { departmentsOf, type ClerkDbRow } from './clerk-rows';
import { corpDeleteRefusal } from './clerk-target';
import { sendPasswordNotice } from './password-notice';

function before(row: ClerkDbRow): ClerkFormFields {
  return {
    userLastName: row.user_last_name,
    userFirstName: row.user_first_name,
    userLastNameKana: row.user_last_name_kana,
    userFirstNameKana: row.user_first_name_kana,
    mailAddress: row.mail_address ?? '',
  };
}

async function checkedUpdate(db: SqlExecutor, viewer: MemberViewer, kind: ClerkKind, row: ClerkDbRow, input: Input, bulk: BulkMailContext = {}): Promise<ClerkFormFields> {
  return checkUpdateForm(db, input, { ...bulk, kind, corporationId: viewer.corporationId, userId: row.id, currentMail: row.mail_address });
}

function changesOf(row: ClerkDbRow, fields: ClerkFormFields): ClerkFieldChange[] {
  const old = before(row);
  return (Object.keys(fields) as (keyof ClerkFormFields)[])
    .filter((field) => old[field] !== fields[field])
    .map((field) => ({ field, before: old[field], after: fields[field] }));
}

export async function previewUpdate(db: SqlExecutor, viewer: MemberViewer, kind: ClerkKind, row: ClerkDbRow, input: Input): Promise<ClerkUpdatePreview> {
  const fields = await checkedUpdate(db, viewer, kind, row, input);
  const changes = changesOf(row, fields);
  return {
    userId: String(row.id),
    changes,
    lastUpdated: formatLastUpdated(row.last_updated),
    message: changes.length > 0 ? t('clerks.confirm.update') : t('clerks.confirm.noChange'),
  };
}

export async function applyUpdate(tx: SqlExecutor, viewer: MemberViewer, kind: ClerkKind, row: ClerkDbRow, input: Input, now: Date): Promise<void> {
  await writeUpdate(tx, row, await checkedUpdate(tx, viewer, kind, row, input), now);
}

/**
 * The update of a clerk whom a bulk upload keeps: checked as the update screen checks it, but written only when a
 * field changes, so that a list uploaded back as it was downloaded changes nothing. Answers whether it wrote.
 */
export async function applyUpdateIfChanged(
  tx: SqlExecutor,
  viewer: MemberViewer,
  kind: ClerkKind,
  row: ClerkDbRow,
  input: Input,
  now: Date,
  bulk: BulkMailContext,
): Promise<boolean> {
  const fields = await checkedUpdate(tx, viewer, kind, row, input, bulk);
  if (changesOf(row, fields).length === 0) return false;
  await writeUpdate(tx, row, fields, now);
  return true;
}

async function writeUpdate(tx: SqlExecutor, row: ClerkDbRow, f: ClerkFormFields, now: Date): Promise<void> {
  await tx.query(
    `update users set user_last_name = $3, user_first_name = $4, user_last_name_kana = $5, user_first_name_kana = $6,
        mail_address = $7, ${BUMP_LAST_UPDATED} where id = $1`,
    [row.id, now, f.userLastName, f.userFirstName, f.userLastNameKana, f.userFirstNameKana, f.mailAddress || null],
  );
}

/** Sets the clerk's confirmation code (spec 5: 10 to 32 half-width alphanumeric, confirm must match). */
export async function changeConfirmationCode(tx: SqlExecutor, row: ClerkDbRow, input: Input, now: Date): Promise<void> {
  const errors: Record<string, string> = {};
  const code = typeof input.newConfirmationCode === 'string' ? input.newConfirmationCode : '';
  const confirm = typeof input.confirm === 'string' ? input.confirm : '';
  codeProblems(code, confirm, 'newConfirmationCode', errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  // The clerk changes the code an administrator set at their next sign-in, as with a new clerk.
  await tx.query(`update users set confirmation_code_hash = $3, need_to_change_code = true, ${BUMP_LAST_UPDATED} where id = $1`, [row.id, now, await hashSecret(code)]);
}

/** Sends the password notice again (a fresh temporary password), only while the initial password is unchanged. */
export async function mailSend(tx: SqlExecutor, viewer: MemberViewer, kind: ClerkKind, row: ClerkDbRow, now: Date): Promise<string> {
  if (row.password_reset_flg !== 1) throw refused('clerks.refuse.passwordChanged');
  const mailedTo = await sendPasswordNotice(tx, viewer, row, kind, now);
  if (!mailedTo) throw refused('clerks.refuse.noRecipient');
  await tx.query(`update users set ${BUMP_LAST_UPDATED} where id = $1`, [row.id, now]);
  return mailedTo;
}

/** Refuses (400 with the Japanese reason) a responsible person who is the only one or the operator. */
export async function assertCorpDeletable(db: SqlExecutor, viewer: MemberViewer, row: ClerkDbRow): Promise<void> {
  const refusal = await corpDeleteRefusal(db, viewer, row);
  if (refusal) throw new HttpError(400, ErrorCode.VALIDATION, refusal, { userId: refusal });
}

/**
 * Deletes a responsible person from the viewed corporation: one who only also administers it loses that link;
 * one whose own corporation it is is deleted (and signed out).
 */
export async function deleteResponsible(tx: SqlExecutor, viewer: MemberViewer, row: ClerkDbRow, now: Date): Promise<void> {
  if (row.corporation_id !== viewer.corporationId) {
    await tx.query('delete from admin_corporations where user_id = $1 and corporation_id = $2', [row.id, viewer.corporationId]);
    await tx.query(`update users set ${BUMP_LAST_UPDATED} where id = $1`, [row.id, now]);
    return;
  }
  await retire(tx, row.id, now);
}

/**
 * Makes a department clerk look after exactly these departments of the viewed corporation (a bulk upload keeping the
 * clerk). The new ones are added first, so that removing the others never leaves the clerk with none, which would
 * delete them. Answers whether anything changed.
 */
export async function setClerkDepartments(tx: SqlExecutor, row: ClerkDbRow, departmentIds: readonly number[], now: Date): Promise<boolean> {
  const current = departmentsOf(row).map((d) => Number(d.billingId));
  const added = departmentIds.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !departmentIds.includes(id));
  for (const departmentId of added) {
    await tx.query('insert into clerk_departments (user_id, department_id) values ($1, $2) on conflict do nothing', [row.id, departmentId]);
  }
  if (added.length > 0) await tx.query(`update users set ${BUMP_LAST_UPDATED} where id = $1`, [row.id, now]);
  for (const departmentId of removed) await removeDepartmentClerk(tx, row, departmentId, now);
  return added.length > 0 || removed.length > 0;
}

/** Removes a department clerk from one department; one left with no department is deleted (and signed out). */
export async function removeDepartmentClerk(tx: SqlExecutor, row: ClerkDbRow, departmentId: number, now: Date): Promise<void> {
  await tx.query('delete from clerk_departments where user_id = $1 and department_id = $2', [row.id, departmentId]);
  const [left] = await tx.query<{ count: number }>('select count(*)::int as count from clerk_departments where user_id = $1', [row.id]);
  if ((left?.count ?? 0) === 0) await retire(tx, row.id, now);
  else await tx.query(`update users set ${BUMP_LAST_UPDATED} where id = $1`, [row.id, now]);
}

async function retire(tx: SqlExecutor, userId: number, now: Date): Promise<void> {
  await tx.query(`update users set delete_flg = true, ${BUMP_LAST_UPDATED} where id = $1`, [userId, now]);
  await tx.query('delete from admin_corporations where user_id = $1', [userId]);
  await tx.query('delete from sessions where user_id = $1', [userId]);
}
