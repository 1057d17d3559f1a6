// Registration of a responsible person (/Corp/ClerkOfCorp/Register) or of a department clerk of one department
// (/Billing/ClerkOfBilling/Register/{billingId}): the new clerk signs in with the login id, the confirmation
// code set here (to be changed at first sign-in) and a temporary password sent at the chosen timing.
import type { ClerkRegisterPreview, ClerkRegisterResult } from '../../core/clerks/calls';
import { PasswordNoticeTiming, type ClerkKind } from '../../core/clerks/domain';
import { RoleType } from '../../core/domain/roles';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { hashSecret } from '../auth/secret-hash';
import { temporaryPassword } from '../auth/temporary-password';
import type { Input } from '../http/input';
import type { BulkMailContext } from '../users/member-form';
import type { MemberViewer } from '../users/viewer';
import { checkRegistrationForm, type CheckedRegistration } from './clerk-form';
import { noticeRecipients, sendPasswordNotice } from './password-notice';

interface DepartmentRow extends Row {
  billing_name: string;
}

async function departmentName(db: SqlExecutor, departmentId: number | null): Promise<string | null> {
  if (departmentId === null) return null;
  const [row] = await db.query<DepartmentRow>('select billing_name from departments where id = $1', [departmentId]);
  return row?.billing_name ?? null;
}

async function checked(db: SqlExecutor, viewer: MemberViewer, kind: ClerkKind, input: Input, bulk: BulkMailContext = {}): Promise<CheckedRegistration> {
  return checkRegistrationForm(db, input, { ...bulk, kind, corporationId: viewer.corporationId });
}

function confirmMessage(form: CheckedRegistration, noticeTo: string | null): string {
  if (form.passwordNoticeTiming === PasswordNoticeTiming.LATER) return t('clerks.confirm.register.later');
  if (form.passwordNoticeTiming === PasswordNoticeTiming.NONE) return t('clerks.confirm.register.none');
  return noticeTo ? t('clerks.confirm.register.now', { mail: noticeTo }) : t('clerks.confirm.register.noRecipient');
}

export async function previewRegistration(db: SqlExecutor, viewer: MemberViewer, kind: ClerkKind, input: Input, departmentId: number | null): Promise<ClerkRegisterPreview> {
  const form = await checked(db, viewer, kind, input);
  const recipients = form.passwordNoticeTiming === PasswordNoticeTiming.NOW
    ? await noticeRecipients(db, viewer, { mail_address: form.mailAddress || null }, kind)
    : [];
  const noticeTo = recipients.length > 0 ? recipients.join(', ') : null;
  const { confirmationCode: _code, ...fields } = form;
  return { fields, billingName: await departmentName(db, departmentId), noticeTo, message: confirmMessage(form, noticeTo) };
}

const USER_INSERT = `insert into users (id, login_id, password_hash, role_type, authority_template, corporation_id, department_id,
    user_last_name, user_first_name, user_last_name_kana, user_first_name_kana, user_code, mail_address, tenant_remarks,
    trinity_code, approval_division, delete_flg, service_usage, password_reset_flg, flex_contract_flg, confirmation_code_hash,
    need_to_change_code, password_notice_timing, created_at, last_updated)
  values ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9, $10, null, $11, null,
    (select trinity_code from corporations where id = $5), 2, false, false, 1, false, $12, true, $13, $14, $14)`;

/**
 * Registers the clerk in the caller's transaction; everything is checked again (the confirm changed nothing). A bulk
 * upload passes the users whose addresses its other rows replace.
 */
export async function registerClerk(
  tx: SqlExecutor,
  viewer: MemberViewer,
  kind: ClerkKind,
  input: Input,
  departmentId: number | null,
  now: Date,
  bulk: BulkMailContext = {},
): Promise<ClerkRegisterResult> {
  const form = await checked(tx, viewer, kind, input, bulk);
  const [{ id }] = await tx.query<{ id: number }>("select nextval(pg_get_serial_sequence('user_rows', 'id'))::int as id");
  const roleType = kind === 'corp' ? RoleType.CLERK_IN_CORPORATION : RoleType.CLERK_IN_BILLING;
  // Until a notice is sent nobody knows this password: the clerk gets a usable one only through a notice.
  const unknownPassword = await hashSecret(temporaryPassword());
  await tx.query(USER_INSERT, [
    id, form.loginId, unknownPassword, roleType, viewer.corporationId, departmentId, form.userLastName, form.userFirstName,
    form.userLastNameKana, form.userFirstNameKana, form.mailAddress || null, await hashSecret(form.confirmationCode),
    form.passwordNoticeTiming, now,
  ]);
  if (departmentId !== null) await tx.query('insert into clerk_departments (user_id, department_id) values ($1, $2)', [id, departmentId]);
  const noticeTo = form.passwordNoticeTiming === PasswordNoticeTiming.NOW
    ? await sendPasswordNotice(tx, viewer, { id, login_id: form.loginId, user_last_name: form.userLastName, user_first_name: form.userFirstName, mail_address: form.mailAddress || null }, kind, now)
    : null;
  return { result: 'OK', userId: String(id), loginId: form.loginId, noticeTo, message: t('clerks.done.register') };
}
