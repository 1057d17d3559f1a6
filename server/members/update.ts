// The member update form (/User/Update/{division}/{userId}): a plain update of a living member, or restore
// (delete-and-update) of a deleted one, which only a responsible person may do and which mails the member.
import type { MemberFieldChange, MemberUpdatePreview } from '../../core/api/calls-members';
import { ErrorCode } from '../../core/api/error';
import { MEMBER_UPDATE_DIVISIONS, type MemberFormFields, type MemberUpdateDivision } from '../../core/domain/member';
import { t } from '../../core/i18n';
import type { SqlExecutor } from '../db/database';
import { HttpError } from '../http/http-error';
import { InputReader, type Input } from '../http/input';
import { formatLastUpdated } from '../format/dates';
import { mailMember } from './effects';
import { checkMemberForm, type BulkMailContext, type CheckedMemberForm } from './member-form';
import { fullName, type MemberDetailRow } from './member-rows';
import { BUMP_LAST_UPDATED, refused, targetMember } from './operations';
import type { MemberViewer } from './viewer';

export interface UpdateTarget {
  division: MemberUpdateDivision;
  userId: number;
  lastUpdated: string;
}

/** The division, member and lastUpdated of an update call (400 when any is missing or malformed). */
export function readUpdateTarget(input: Input): UpdateTarget {
  const reader = new InputReader(input);
  const division = reader.requiredText('division');
  const userId = reader.id('userId');
  const lastUpdated = reader.requiredText('lastUpdated');
  if (division && !(MEMBER_UPDATE_DIVISIONS as readonly string[]).includes(division)) reader.fail('division', t('members.validation.choice'));
  reader.check();
  return { division: division === 'restore' ? 'restore' : 'update', userId: userId ?? 0, lastUpdated };
}

const restoreNeedsResponsible = (): HttpError => new HttpError(403, ErrorCode.PERMISSION, t('members.refuse.restoreRole'));

/** Locks the member and checks the division against their state and the viewer's role; then checks the form. */
async function checkedUpdate(
  tx: SqlExecutor,
  viewer: MemberViewer,
  target: UpdateTarget,
  input: Input,
  forUpdate: boolean,
  bulk: BulkMailContext = {},
): Promise<{ row: MemberDetailRow; form: CheckedMemberForm }> {
  const row = await targetMember(tx, viewer, { userId: target.userId, lastUpdated: target.lastUpdated }, forUpdate);
  if (target.division === 'restore') {
    if (!viewer.responsible) throw restoreNeedsResponsible();
    if (!row.delete_flg) throw refused('members.refuse.restore');
  } else if (row.delete_flg) {
    throw refused('members.refuse.update');
  }
  // A restored member's address is checked afresh: someone may have taken it meanwhile.
  const form = await checkMemberForm(tx, viewer, input, { ...bulk, userId: row.id, currentMail: target.division === 'update' ? row.mail_address : null });
  return { row, form };
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

function changesOf(row: MemberDetailRow, form: CheckedMemberForm): MemberFieldChange[] {
  const old = before(row);
  return (Object.keys(form.fields) as (keyof MemberFormFields)[])
    .filter((field) => old[field] !== form.fields[field])
    .map((field) => ({ field, before: old[field], after: form.fields[field] }));
}

export async function previewUpdate(db: SqlExecutor, viewer: MemberViewer, input: Input): Promise<MemberUpdatePreview> {
  const target = readUpdateTarget(input);
  const { row, form } = await checkedUpdate(db, viewer, target, input, false);
  const restore = target.division === 'restore';
  const mailTo = restore ? form.fields.mailAddress : null;
  return {
    division: target.division,
    userId: String(row.id),
    changes: changesOf(row, form),
    organizationName: form.organizationName,
    mailTo,
    lastUpdated: formatLastUpdated(row.last_updated),
    message: restore
      ? t('members.confirm.restore', { name: fullName(form.fields.userLastName, form.fields.userFirstName), mail: form.fields.mailAddress })
      : t('members.confirm.update'),
  };
}

/**
 * Applies the update (or restore) in the caller's transaction; answers the address mailed, if any. A bulk upload
 * passes the members whose addresses its other rows replace.
 */
export async function applyUpdate(
  tx: SqlExecutor,
  viewer: MemberViewer,
  input: Input,
  now: Date,
  bulk: BulkMailContext = {},
): Promise<{ userId: number; division: MemberUpdateDivision; mailedTo: string | null }> {
  const target = readUpdateTarget(input);
  const { row, form } = await checkedUpdate(tx, viewer, target, input, true, bulk);
  const f = form.fields;
  const restore = target.division === 'restore';
  await tx.query(
    `update users set department_id = $3, user_last_name = $4, user_first_name = $5, user_last_name_kana = $6,
        user_first_name_kana = $7, user_code = $8, mail_address = $9, tenant_remarks = $10,
        delete_flg = case when $11 then false else delete_flg end,
        approval_division = case when $11 then 2 else approval_division end,
        ${BUMP_LAST_UPDATED}
      where id = $1`,
    [row.id, now, form.departmentId, f.userLastName, f.userFirstName, f.userLastNameKana, f.userFirstNameKana, f.userCode || null,
      f.mailAddress, f.tenantRemakes || null, restore],
  );
  const mailedTo = restore
    ? await mailMember(tx, 'restored', { ...row, mail_address: f.mailAddress, user_last_name: f.userLastName, user_first_name: f.userFirstName }, now)
    : null;
  return { userId: row.id, division: target.division, mailedTo };
}
