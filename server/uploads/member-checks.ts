// The checks of a staged members upload, set-based, in the switch-over transaction: one query over the staged rows
// joined with the members, departments and addresses as they are now finds the rows that may fail; each of those is
// then judged by the same rule functions and messages as the member screens and the row-by-row apply
// (apply-members.ts), in the same order, so the completion CSV says what the row-by-row apply would have said.
//
// The contact-person rule of FLEX/BASE contracts (spec 5) reads the file's delete rows together, after the rows' own
// checks (refuseLastContacts below).
//
// On the embedded database the checks run ahead of the switch-over, in statements of a few thousand rows (each holds
// the one connection for tens of milliseconds instead of the whole stage's 0.5-0.7 s inside the switch-over), between
// two readings of the member_check_version sequence (migration 017). The switch-over uses their result only if the
// sequence has not moved since: no statement wrote what the checks read, so they would find the same.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { memberUpdateRefusal } from '../../core/users/refusals';
import { deletesMember } from '../../core/csv/kinds/members';
import { lastContactMessage, lastContactRefusalsByMember } from '../../core/flex/contact-rule';
import { contractContacts, lastContactRefused } from '../flex/contact-rule';
import { t } from '../../core/i18n';
import type { Row, SqlExecutor } from '../db/database';
import { corporationsAdministeredBy, reachedCorporationsSql, sharedAccountRefused } from '../clerks/account-reach';
import { HttpError, notFound, permissionDenied, validationFailed } from '../http/http-error';
import { companyMailProblem, mailInUseSql, permittedMailDomainsOf } from '../users/member-form';
import { refusalOf, refused, type MemberState } from '../users/operations';
import type { MemberViewer } from '../users/viewer';
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
    -- looked up by id for the rows that name a member, nothing for the new ones (a join hashed every member of the
    -- corporation, the rows written ahead included: 0.2 s a statement); offset 0 keeps the planner from turning it back
    left join lateral (select * from users u0 where s.op <> ${StageOp.REGISTER} and u0.id = s.user_id and u0.corporation_id = $3
      and u0.role_type is null offset 0) u on true
    left join departments d on s.op in (${StageOp.REGISTER}, ${StageOp.UPDATE}) and d.id = s.department_id and d.corporation_id = $3
      and not d.delete_flg and d.id = any($4::int[]) and d.billing_name = s.organization_name
    cross join lateral (select s.op = ${StageOp.REGISTER} or (s.op = ${StageOp.UPDATE}
      and not (coalesce(u.mail_address, '') <> '' and lower(u.mail_address) = lower(s.mail_address))) as checked) m
    where s.job_id = $1 and s.attempt = $2::uuid and s.row_no between $7 and $8
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
  const updateRefusal = member.op === StageOp.UPDATE ? memberUpdateRefusal({ deleted: suspect.delete_flg }) : null;
  if (updateRefusal) return refused(updateRefusal);
  const errors: Record<string, string> = Object.fromEntries(member.fieldErrors);
  if (!errors.mailAddress && suspect.mail_checked) {
    const problem = companyMailProblem(member.mailAddress, permitted) ?? (suspect.mail_in_use ? t('members.validation.mailInUse') : null);
    if (problem) errors.mailAddress = problem;
  }
  if (Object.keys(errors).length > 0) return validationFailed(errors);
  if (suspect.department_disabled) return validationFailed({ sOrganizationId: t('members.validation.department') });
  return null;
}

/** Rows per statement of the checks run ahead of the switch-over. */
const AHEAD_ROWS = 5000;

/** What the checks read, as of now: moves with every statement that writes it (migration 017). */
async function checkVersion(db: SqlExecutor): Promise<string> {
  const [row] = await db.query<{ version: string }>("select last_value::text || ':' || is_called::text as version from member_check_version");
  return row.version;
}

type Refusals = Map<number, HttpError>;

/** Checks the staged rows whose numbers lie in the ranges against the data as it is now; adds each failing row's refusal. */
async function checkRanges(db: SqlExecutor, viewer: MemberViewer, stage: Stage, ranges: readonly (readonly [number, number])[], pause: boolean): Promise<Refusals> {
  const permitted = await permittedMailDomainsOf(db, viewer.corporationId);
  const domainRows = stage.members
    .filter((m) => (m.op === StageOp.REGISTER || m.op === StageOp.UPDATE) && companyMailProblem(m.mailAddress, permitted) !== null)
    .map((m) => m.row.row);
  const administered = await corporationsAdministeredBy(db, viewer);
  const byRow = new Map(stage.members.map((m) => [m.row.row, m]));
  const refusals: Refusals = new Map();
  for (const [first, last] of ranges) {
    const suspects = await db.query<SuspectRow>(SUSPECTS, [
      stage.jobId, stage.attempt, viewer.corporationId, [...viewer.departmentIds], administered, domainRows, first, last,
    ]);
    for (const suspect of suspects) {
      const member = byRow.get(suspect.row_no);
      const refusal = member ? judge(member, suspect, permitted) : null;
      if (member && refusal) refusals.set(member.row.row, refusal);
    }
    if (pause) await nextTurn();
  }
  await refuseLastContacts(db, viewer, stage, refusals, !pause);
  return refusals;
}

/**
 * The delete rows that together leave a FLEX/BASE contract without a contact person (spec 5), refused after the rows'
 * own checks as the row-by-row apply does (apply-members.ts): the rule over the whole file, not row by row. In the
 * switch-over (`lock`) the contracts are locked, as the member screens' deletions lock them.
 */
async function refuseLastContacts(db: SqlExecutor, viewer: MemberViewer, stage: Stage, refusals: Refusals, lock: boolean): Promise<void> {
  const deletions = stage.members.filter((m) => deletesMember(m.row.values));
  if (deletions.length === 0) return;
  const contracts = await contractContacts(db, { corporation: viewer.corporationId }, lock);
  const byMember = lastContactRefusalsByMember(contracts, new Set(deletions.map((m) => Number(m.row.values.userId))));
  for (const member of deletions) {
    const refusal = byMember.get(Number(member.row.values.userId));
    if (refusal && !refusals.has(member.row.row)) refusals.set(member.row.row, lastContactRefused('userId', lastContactMessage(refusal)));
  }
}

/** Checks every staged row against the data as it is now; answers the refusal of each failing row by its row number. */
export function checkStage(tx: SqlExecutor, viewer: MemberViewer, stage: Stage): Promise<Refusals> {
  return checkRanges(tx, viewer, stage, [[0, 2 ** 31 - 1]], false);
}

export interface ChecksAhead {
  version: string;
  refusals: Refusals;
}

/**
 * The checks of checkStage run outside any transaction, a few thousand rows per statement; null when something they
 * read was written while they ran (the switch-over then checks everything itself).
 */
export async function checkStageAhead(db: SqlExecutor, viewer: MemberViewer, stage: Stage): Promise<ChecksAhead | null> {
  const rows = stage.members.map((m) => m.row.row).sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (let i = 0; i < rows.length; i += AHEAD_ROWS) ranges.push([rows[i], rows[Math.min(i + AHEAD_ROWS, rows.length) - 1]]);
  const version = await checkVersion(db);
  const refusals = await checkRanges(db, viewer, stage, ranges, true);
  return (await checkVersion(db)) === version ? { version, refusals } : null;
}

/** The refusals of the checks run ahead if nothing they read has been written since; else checks again (in the transaction). */
export async function refusalsAtSwitchOver(tx: SqlExecutor, viewer: MemberViewer, stage: Stage, ahead: ChecksAhead | null): Promise<Refusals> {
  if (ahead && (await checkVersion(tx)) === ahead.version) return ahead.refusals;
  return checkStage(tx, viewer, stage);
}
