// The member update form (/User/Update/{division}/{userId}): a plain update of a living member, or restore
// (delete-and-update) of a deleted one, which only a responsible person may do and which mails the member.
import type { MemberFieldChange, MemberUpdatePreview, MemberUpdateRequest } from '../../core/users/calls';
import { ErrorCode } from '../../core/api/error';
import { memberUpdateRefusal } from '../../core/users/refusals';
import type { MemberFormFields, MemberUpdateDivision } from '../../core/users/domain';
import { t } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import { HttpError } from '../http/http-error';
import { formatLastUpdated } from '../format/dates';
import { mailMember } from './effects';
import { MAIL_DELIVERY_FIELD } from './mail-delivery';
import { FLEX_PERMISSION_FIELD, refuseWithdrawingFromSeated, writeFlexPermission } from './flex-permission';
import { checkMemberForm, type BulkMailContext, type CheckedMemberForm } from './member-form';
import { fullName, type MemberDetailRow } from './member-rows';
import { bumpLastUpdatedOf, refused, targetMember } from './operations';
import type { MemberViewer } from './viewer';

export interface UpdateTarget {
  division: MemberUpdateDivision;
  userId: number;
  lastUpdated: string;
}

/** The division, member and lastUpdated of an update call (checked by its schema). */
export function readUpdateTarget(input: MemberUpdateRequest): UpdateTarget {
  return { division: input.division, userId: Number(input.userId), lastUpdated: input.lastUpdated.trim() };
}

const restoreNeedsResponsible = (): HttpError => new HttpError(403, ErrorCode.PERMISSION, t('members.refuse.restoreRole'));

/** Locks the member and checks the division against their state and the viewer's role; then checks the form. */
async function checkedUpdate(
  tx: SqlExecutor,
  viewer: MemberViewer,
  target: UpdateTarget,
  input: MemberUpdateRequest,
  forUpdate: boolean,
  bulk: BulkMailContext = {},
): Promise<{ row: MemberDetailRow; form: CheckedMemberForm; mailDelivery: boolean | undefined; flexPermission: boolean | undefined }> {
  // Absent or null: unchanged.
  const mailDelivery = input.mailDeliveryFlg ?? undefined;
  const flexPermission = input.flexContractPermissionFlg ?? undefined;
  const row = await targetMember(tx, viewer, { userId: target.userId, lastUpdated: target.lastUpdated }, forUpdate);
  if (target.division === 'restore') {
    if (!viewer.responsible) throw restoreNeedsResponsible();
    if (!row.delete_flg) throw refused('members.refuse.restore');
  } else {
    const refusal = memberUpdateRefusal({ deleted: row.delete_flg });
    if (refusal) throw refused(refusal);
  }
  // A restored member's address is checked afresh: someone may have taken it meanwhile.
  const form = await checkMemberForm(tx, viewer, input, { ...bulk, userId: row.id, currentMail: target.division === 'update' ? row.mail_address : null });
  if (flexPermission === false && row.flex_contract_permitted) await refuseWithdrawingFromSeated(tx, row.id);
  return { row, form, mailDelivery, flexPermission };
}

function before(row: MemberDetailRow): Required<MemberFormFields> {
  return {
    sOrganizationId: row.department_id === null ? '' : String(row.department_id),
    userLastName: row.user_last_name,
    userFirstName: row.user_first_name,
    userLastNameKana: row.user_last_name_kana,
    userFirstNameKana: row.user_first_name_kana,
    userCode: row.user_code ?? '',
    mailAddress: row.mail_address ?? '',
    tenantRemakes: row.tenant_remarks ?? '',
  };
}

function changesOf(row: MemberDetailRow, form: CheckedMemberForm, mailDelivery: boolean | undefined, flexPermission: boolean | undefined): MemberFieldChange[] {
  const old = before(row);
  const changes: MemberFieldChange[] = (Object.keys(form.fields) as (keyof MemberFormFields)[])
    .filter((field) => old[field] !== form.fields[field])
    .map((field) => ({ field, before: old[field], after: form.fields[field] }));
  if (mailDelivery !== undefined && mailDelivery !== row.mail_delivery) {
    changes.push({ field: MAIL_DELIVERY_FIELD, before: String(row.mail_delivery), after: String(mailDelivery) });
  }
  if (flexPermission !== undefined && flexPermission !== row.flex_contract_permitted) {
    changes.push({ field: FLEX_PERMISSION_FIELD, before: String(row.flex_contract_permitted), after: String(flexPermission) });
  }
  return changes;
}

export async function previewUpdate(db: SqlExecutor, viewer: MemberViewer, input: MemberUpdateRequest): Promise<MemberUpdatePreview> {
  const target = readUpdateTarget(input);
  const { row, form, mailDelivery, flexPermission } = await checkedUpdate(db, viewer, target, input, false);
  const restore = target.division === 'restore';
  const mailTo = restore ? form.fields.mailAddress : null;
  return {
    division: target.division,
    userId: String(row.id),
    changes: changesOf(row, form, mailDelivery, flexPermission),
    organizationName: form.organizationName,
    mailTo,
    lastUpdated: formatLastUpdated(row.last_updated),
    message: restore
      ? t('members.confirm.restore', { name: fullName(form.fields.userLastName, form.fields.userFirstName), mail: form.fields.mailAddress })
      : t('members.confirm.update'),
  };
}

/**
 * The UPDATE of members' form fields from a query (`source`, with $2 the clock) naming id, department_id, the four
 * names, user_code, mail_address, tenant_remarks, mail_delivery (null: unchanged) and restore: one statement for the form and for a whole upload. The
 * department display order is copied here, once for all rows, instead of by the per-row trigger.
 */
export function memberFieldsUpdateSql(source: string): string {
  return `update users u set department_id = m.department_id, user_last_name = m.user_last_name, user_first_name = m.user_first_name,
      user_last_name_kana = m.user_last_name_kana, user_first_name_kana = m.user_first_name_kana, user_code = m.user_code,
      mail_address = m.mail_address, tenant_remarks = m.tenant_remarks, department_display_order = d.display_order,
      mail_delivery = coalesce(m.mail_delivery, u.mail_delivery),
      delete_flg = case when m.restore then false else u.delete_flg end,
      approval_division = case when m.restore then 2 else u.approval_division end,
      ${bumpLastUpdatedOf('u')}
    from (${source}) m join departments d on d.id = m.department_id
    where u.id = m.id`;
}

const ONE_MEMBER_UPDATE = memberFieldsUpdateSql(`select $1::int as id, $3::int as department_id, $4::text as user_last_name,
  $5::text as user_first_name, $6::text as user_last_name_kana, $7::text as user_first_name_kana, $8::text as user_code,
  $9::text as mail_address, $10::text as tenant_remarks, $11::boolean as restore, $12::boolean as mail_delivery`);

/**
 * Applies the update (or restore) in the caller's transaction; answers the address mailed, if any. A bulk upload
 * passes the members whose addresses its other rows replace.
 */
export async function applyUpdate(
  tx: SqlExecutor,
  viewer: MemberViewer,
  input: MemberUpdateRequest,
  now: Date,
  bulk: BulkMailContext = {},
): Promise<{ userId: number; division: MemberUpdateDivision; mailedTo: string | null }> {
  const target = readUpdateTarget(input);
  const { row, form, mailDelivery, flexPermission } = await checkedUpdate(tx, viewer, target, input, true, bulk);
  const f = form.fields;
  const restore = target.division === 'restore';
  await tx.query(ONE_MEMBER_UPDATE, [row.id, now, form.departmentId, f.userLastName, f.userFirstName, f.userLastNameKana, f.userFirstNameKana,
    f.userCode || null, f.mailAddress, f.tenantRemakes || null, restore, mailDelivery ?? null]);
  if (flexPermission !== undefined && flexPermission !== row.flex_contract_permitted) await writeFlexPermission(tx, row.id, flexPermission);
  const mailedTo = restore
    ? await mailMember(tx, 'restored', { ...row, mail_address: f.mailAddress, user_last_name: f.userLastName, user_first_name: f.userFirstName }, now)
    : null;
  return { userId: row.id, division: target.division, mailedTo };
}
