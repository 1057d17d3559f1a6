// The checks of a staged members upload, set-based, in the switch-over transaction: one query over the staged rows
// joined with the members, departments and addresses as they are now finds the rows that may fail; each of those is
// then judged by the same rule functions and messages as the member screens and the row-by-row apply
// (apply-members.ts), in the same order, so the completion CSV says what the row-by-row apply would have said.
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { corporationsAdministeredBy, reachedCorporationsSql, sharedAccountRefused } from '../clerks/account-reach';
import { HttpError, notFound, permissionDenied, validationFailed } from '../http/http-error';
import { companyMailProblem, mailInUseSql, permittedMailDomainsOf } from '../members/member-form';
import { refusalOf, refused, type MemberState } from '../members/operations';
import type { MemberViewer } from '../members/viewer';
import { StageOp, type Stage, type StagedMember } from './member-stage';

interface SuspectRow extends Row, MemberState {
  row_no: number;
  member_found: boolean;
  department_unreachable: boolean;
  shared: boolean;
  department_found: boolean;
  department_disabled: boolean;
  mail_checked: boolean;
  mail_in_use: boolean;
}

/** The members whose address another Edit row of the file replaces or frees by deleting them (markReplacedMails). */
const REPLACED = `exists (select 1 from upload_member_stage r where r.job_id = $1 and r.attempt = $2::uuid and r.user_id = o.id
    and r.op in (${StageOp.UPDATE}, ${StageOp.DELETE}) and o.corporation_id = $3 and o.role_type is null and o.mail_address is not null
    and (r.op = ${StageOp.DELETE} or lower(r.mail_address) <> lower(o.mail_address)))`;

/**
 * The rows that may fail, with what the rules read. A superset: a row not returned passes every check, and the rule
 * functions decide about the rows returned (refusalOf, companyMailProblem, the field errors of the form).
 */
const SUSPECTS = `
  select * from (
    select s.row_no, s.op, s.field_errors, u.id is not null as member_found,
      coalesce(u.department_id is null or not (u.department_id = any($4::int[])), false) as department_unreachable,
      coalesce(exists (select 1 from (${reachedCorporationsSql('u.id')}) reach where not (reach.corporation_id = any($5::int[]))), false) as shared,
      u.delete_flg, u.approval_division, u.service_usage, u.password_reset_flg, u.mail_address, u.reservation_stop_flg,
      d.id is not null as department_found, coalesce(d.disable_flg, false) as department_disabled,
      m.checked as mail_checked, s.row_no = any($6::int[]) as domain_refused,
      case when m.checked then ${mailInUseSql('s.mail_address', 's.user_id', REPLACED)} else false end as mail_in_use
    from upload_member_stage s
    left join users u on s.op <> ${StageOp.REGISTER} and u.id = s.user_id and u.corporation_id = $3 and u.role_type is null
    left join departments d on s.op in (${StageOp.REGISTER}, ${StageOp.UPDATE}) and d.id = s.department_id and d.corporation_id = $3
      and not d.delete_flg and d.id = any($4::int[]) and d.billing_name = s.organization_name
    cross join lateral (select s.op = ${StageOp.REGISTER} or (s.op = ${StageOp.UPDATE}
      and not (coalesce(u.mail_address, '') <> '' and lower(u.mail_address) = lower(s.mail_address))) as checked) m
    where s.job_id = $1 and s.attempt = $2::uuid
  ) x
  where (x.op <> ${StageOp.REGISTER} and (not x.member_found or x.department_unreachable or x.shared or x.delete_flg
      or (x.op = ${StageOp.RESET} and (x.password_reset_flg <> 1 or coalesce(x.mail_address, '') = ''))))
    or (x.op in (${StageOp.REGISTER}, ${StageOp.UPDATE}) and (not x.department_found or x.department_disabled or x.field_errors is not null
      or (x.mail_checked and (x.domain_refused or x.mail_in_use))))`;

const departmentNotFound = (member: StagedMember): HttpError =>
  validationFailed({ organizationName: t('uploads.row.departmentNotFound', { name: member.row.values.organizationName }) });

/** The first refusal of the row, as the row-by-row apply throws it; null when it passes. */
function judge(member: StagedMember, suspect: SuspectRow, permitted: readonly string[]): HttpError | null {
  if (member.op !== StageOp.REGISTER) {
    if (!suspect.member_found) return notFound(t('uploads.row.memberNotFound', { id: member.row.values.userId }));
    if (suspect.department_unreachable) return permissionDenied();
    if (suspect.shared) return sharedAccountRefused();
    if (member.op === StageOp.RESET || member.op === StageOp.DELETE) {
      const refusal = refusalOf(member.op === StageOp.RESET ? 'passwordReset' : 'delete', suspect);
      return refusal ? refused(refusal) : null;
    }
  }
  if (!suspect.department_found) return departmentNotFound(member);
  if (member.op === StageOp.UPDATE && suspect.delete_flg) return refused('members.refuse.update');
  const errors: Record<string, string> = Object.fromEntries(member.fieldErrors);
  if (!errors.mailAddress && suspect.mail_checked) {
    const problem = companyMailProblem(member.mailAddress, permitted) ?? (suspect.mail_in_use ? t('members.validation.mailInUse') : null);
    if (problem) errors.mailAddress = problem;
  }
  if (Object.keys(errors).length > 0) return validationFailed(errors);
  if (suspect.department_disabled) return validationFailed({ sOrganizationId: t('members.validation.department') });
  return null;
}

/** Checks every staged row against the data as it is now; answers the refusal of each failing row by its row number. */
export async function checkStage(tx: SqlExecutor, viewer: MemberViewer, stage: Stage): Promise<Map<number, HttpError>> {
  const permitted = await permittedMailDomainsOf(tx, viewer.corporationId);
  const domainRows = stage.members
    .filter((m) => (m.op === StageOp.REGISTER || m.op === StageOp.UPDATE) && companyMailProblem(m.mailAddress, permitted) !== null)
    .map((m) => m.row.row);
  const suspects = await tx.query<SuspectRow>(SUSPECTS, [
    stage.jobId, stage.attempt, viewer.corporationId, [...viewer.departmentIds], await corporationsAdministeredBy(tx, viewer), domainRows,
  ]);
  const byRow = new Map(stage.members.map((m) => [m.row.row, m]));
  const refusals = new Map<number, HttpError>();
  for (const suspect of suspects) {
    const member = byRow.get(suspect.row_no);
    const refusal = member ? judge(member, suspect, permitted) : null;
    if (member && refusal) refusals.set(member.row.row, refusal);
  }
  return refusals;
}
