// The switch-over of a checked members upload: the new members and their mails are already written, hidden
// (member-write-ahead.ts); every other row's change is made here by a few bulk statements over the staged rows
// (UPDATE ... FROM, the deletes and reissues), the same SQL the member screens run for one member, the reissued
// passwords' mails are written with the ids the write-ahead kept for them (so the outbox is in file order), and the
// attempt is recorded as applied, which makes the written-ahead rows visible in the same commit.
import type { SqlExecutor } from '../db/database';
import { memberMailSql } from '../users/effects';
import { deleteMembers, reissuePasswords } from '../users/operations';
import { memberFieldsUpdateSql } from '../users/update';
import { StageOp, type Stage } from './member-stage';
import { revealWrittenAhead, type MailIds } from './member-write-ahead';

const STAGED = (op: StageOp, job = '$3', attempt = '$4'): string => `from upload_member_stage s where s.job_id = ${job} and s.attempt = ${attempt}::uuid and s.op = ${op}`;

const UPDATE = memberFieldsUpdateSql(`select s.user_id as id, s.department_id, s.user_last_name, s.user_first_name, s.user_last_name_kana,
  s.user_first_name_kana, s.user_code, s.mail_address, s.tenant_remarks, false as restore, s.mail_delivery ${STAGED(StageOp.UPDATE, '$1', '$3')}`);

const reissuedMail = memberMailSql('passwordReset', {
  lastName: 'u.user_last_name', firstName: 'u.user_first_name', corporation: 'c.corporation_name', loginId: 'u.login_id', password: 'p.password',
});

const REISSUED_MAILS = `insert into mail_outbox (id, recipient, subject, body, created_at)
  select p.mail_id, u.mail_address, ${reissuedMail.subject}, ${reissuedMail.body}, $1
    from upload_member_stage s join unnest($4::int[], $5::text[], $6::int[]) as p(row_no, password, mail_id) on p.row_no = s.row_no
    join users u on u.id = s.user_id join corporations c on c.id = u.corporation_id
   where s.job_id = $2 and s.attempt = $3::uuid and s.op = ${StageOp.RESET} and coalesce(u.mail_address, '') <> ''
   order by p.row_no`;

/** Applies every staged row of the checked stage in the caller's transaction and reveals the written-ahead rows. */
export async function switchOver(tx: SqlExecutor, stage: Stage, mailIds: MailIds, now: Date): Promise<void> {
  const of = (op: StageOp) => stage.members.filter((m) => m.op === op);
  if (of(StageOp.UPDATE).length > 0) await tx.query(UPDATE, [stage.jobId, now, stage.attempt]);
  const deleted = of(StageOp.DELETE).map((m) => m.userId);
  if (deleted.length > 0) await deleteMembers(tx, deleted, now);
  const reissued = of(StageOp.RESET);
  if (reissued.length > 0) {
    await reissuePasswords(tx, reissued.map((m) => m.userId), reissued.map((m) => m.passwordHash!), now);
    await tx.query(REISSUED_MAILS, [now, stage.jobId, stage.attempt, reissued.map((m) => m.row.row), reissued.map((m) => m.password), reissued.map((m) => mailIds.get(m.row.row))]);
  }
  await revealWrittenAhead(tx, stage);
}
