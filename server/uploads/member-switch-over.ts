// The switch-over of a checked members upload: every row's change made by a few bulk statements over the staged rows
// (INSERT ... SELECT, UPDATE ... FROM), the same SQL the member screens run for one member, and the mails of the
// registered members and reissued passwords written to the outbox by one INSERT ... SELECT in file order.
import type { SqlExecutor } from '../db/database';
import { memberMailSql } from '../members/effects';
import { deleteMembers, reissuePasswords } from '../members/operations';
import { newMembersSql } from '../members/registration';
import { memberFieldsUpdateSql } from '../members/update';
import type { MemberViewer } from '../members/viewer';
import { StageOp, type Stage } from './member-stage';

const STAGED = (op: StageOp, job = '$3', attempt = '$4'): string => `from upload_member_stage s where s.job_id = ${job} and s.attempt = ${attempt}::uuid and s.op = ${op}`;

const REGISTER = newMembersSql(`select s.new_id as id, s.login_id, s.password_hash, $1::int as corporation_id, s.department_id,
  s.user_last_name, s.user_first_name, s.user_last_name_kana, s.user_first_name_kana, s.user_code, s.mail_address, s.tenant_remarks,
  false as flex_contract_flg, $2::timestamptz as created_at ${STAGED(StageOp.REGISTER)}`);

const UPDATE = memberFieldsUpdateSql(`select s.user_id as id, s.department_id, s.user_last_name, s.user_first_name, s.user_last_name_kana,
  s.user_first_name_kana, s.user_code, s.mail_address, s.tenant_remarks, false as restore ${STAGED(StageOp.UPDATE, '$1', '$3')}`);

const registeredMail = memberMailSql('registered', {
  lastName: 's.user_last_name', firstName: 's.user_first_name', corporation: 'c.corporation_name', loginId: 's.login_id', password: 'p.password',
});
const reissuedMail = memberMailSql('passwordReset', {
  lastName: 'u.user_last_name', firstName: 'u.user_first_name', corporation: 'c.corporation_name', loginId: 'u.login_id', password: 'p.password',
});

const MAILS = `insert into mail_outbox (recipient, subject, body, created_at)
  select m.recipient, m.subject, m.body, $2 from (
    select s.row_no, s.mail_address as recipient, ${registeredMail.subject} as subject, ${registeredMail.body} as body
      from upload_member_stage s join unnest($5::int[], $6::text[]) as p(row_no, password) on p.row_no = s.row_no
      join corporations c on c.id = $1
     where s.job_id = $3 and s.attempt = $4::uuid and s.op = ${StageOp.REGISTER} and s.mail_address <> ''
    union all
    select s.row_no, u.mail_address, ${reissuedMail.subject}, ${reissuedMail.body}
      from upload_member_stage s join unnest($5::int[], $6::text[]) as p(row_no, password) on p.row_no = s.row_no
      join users u on u.id = s.user_id join corporations c on c.id = u.corporation_id
     where s.job_id = $3 and s.attempt = $4::uuid and s.op = ${StageOp.RESET} and coalesce(u.mail_address, '') <> ''
  ) m order by m.row_no`;

/** Applies every staged row of the checked stage in the caller's transaction. */
export async function switchOver(tx: SqlExecutor, viewer: MemberViewer, stage: Stage, now: Date): Promise<void> {
  const params = [viewer.corporationId, now, stage.jobId, stage.attempt];
  const of = (op: StageOp) => stage.members.filter((m) => m.op === op);
  const issued = stage.members.filter((m) => m.password !== null);
  if (of(StageOp.REGISTER).length > 0) await tx.query(REGISTER, params);
  if (of(StageOp.UPDATE).length > 0) await tx.query(UPDATE, [stage.jobId, now, stage.attempt]);
  const deleted = of(StageOp.DELETE).map((m) => m.userId);
  if (deleted.length > 0) await deleteMembers(tx, deleted, now);
  const reissued = of(StageOp.RESET);
  if (reissued.length > 0) await reissuePasswords(tx, reissued.map((m) => m.userId), reissued.map((m) => m.passwordHash!), now);
  if (issued.length > 0) await tx.query(MAILS, [...params, issued.map((m) => m.row.row), issued.map((m) => m.password)]);
}
