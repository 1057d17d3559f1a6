// The new members of a staged members upload, and the mails they are sent, written ahead of the switch-over in short
// committed batches, hidden until the switch-over records the attempt as applied (migration 014: users and mail_outbox
// are views that hide the rows listed in upload_pending_users / upload_pending_mails until upload_jobs.applied_attempt
// names the attempt that wrote them). On the embedded database this is what keeps other requests answering while a
// 50,000-row file applies: the indexes' cost is paid a few hundred rows at a time, and the switch-over itself writes
// one row to make them all visible at once. A refused, crashed or losing attempt's rows are never seen and are removed
// afterwards (clearWriteAhead).
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database, SqlExecutor } from '../db/database';
import { batchRowsOf } from './batch-rows';
import { memberMailSql } from '../users/effects';
import { newMembersSql } from '../users/registration';
import { StageOp, type Stage, type StagedMember } from './member-stage';


const REGISTER = newMembersSql(`select s.new_id as id, s.login_id, s.password_hash, $1::int as corporation_id, s.department_id,
  s.user_last_name, s.user_first_name, s.user_last_name_kana, s.user_first_name_kana, s.user_code, s.mail_address, s.tenant_remarks,
  s.mail_delivery, false as flex_contract_flg, $2::timestamptz as created_at
  from upload_member_stage s
  where s.job_id = $3 and s.attempt = $4::uuid and s.row_no = any($6::int[]) and s.op = ${StageOp.REGISTER}`);

const registeredMail = memberMailSql('registered', {
  lastName: 's.user_last_name', firstName: 's.user_first_name', corporation: 'c.corporation_name', loginId: 's.login_id', password: 'p.password',
});

const REGISTERED_MAILS = `insert into mail_outbox (id, recipient, subject, body, created_at)
  select p.mail_id, s.mail_address, ${registeredMail.subject}, ${registeredMail.body}, $2
    from upload_member_stage s join unnest($7::int[], $8::text[], $9::int[]) as p(row_no, password, mail_id) on p.row_no = s.row_no
    join corporations c on c.id = $1
   where s.job_id = $3 and s.attempt = $4::uuid and s.row_no = any($7::int[]) and s.op = ${StageOp.REGISTER}
   order by p.row_no`;

/**
 * One batch in ONE statement (one round trip, one turn in the database's queue): the rows are listed as pending and
 * written together, so no row is ever visible before its job says so. The stage is reached through its primary key
 * (job, attempt, row): by new_id alone each batch scanned the whole stage.
 * $1 corporation, $2 now, $3 job, $4 attempt, $5 new member ids, $6 their rows, $7 mailed rows, $8 passwords, $9 mail ids.
 */
const WRITE_BATCH = `with pending_users as (insert into upload_pending_users (user_id, job_id, attempt) select unnest($5::int[]), $3, $4::uuid),
  pending_mails as (insert into upload_pending_mails (mail_id, job_id, attempt) select unnest($9::int[]), $3, $4::uuid),
  members as (${REGISTER}),
  mails as (${REGISTERED_MAILS})
  select 1`;

/** The mail ids of the rows that are sent a password, in file order: registered members' mails and reissues' alike. */
export type MailIds = ReadonlyMap<number, number>;

/** Does the registration of this row send a mail (a member without an address gets none). */
const mailsRegistration = (m: StagedMember): boolean => m.op === StageOp.REGISTER && m.mailAddress !== '';

async function allocateMailIds(db: SqlExecutor, stage: Stage): Promise<MailIds> {
  const rows = stage.members.filter((m) => m.password !== null).map((m) => m.row.row);
  if (rows.length === 0) return new Map();
  // One array, not a row per id: 50,000 rows took the server's thread 0.1 s to receive.
  const [{ ids }] = await db.query<{ ids: number[] }>(
    "select array_agg(nextval(pg_get_serial_sequence('mail_outbox_rows', 'id'))::int) as ids from generate_series(1, $1)",
    [rows.length],
  );
  const sorted = ids.sort((a, b) => a - b);
  // In file order, so the outbox (read in id order) has the mails in the order of the rows, as the row-by-row apply.
  return new Map(rows.map((row, i) => [row, sorted[i]]));
}

/**
 * Writes the stage's new members and their mails, hidden, in committed batches with an event-loop turn between them.
 * Each batch first lists the rows it will write (so no row is ever visible before its job says so), then writes them.
 * Answers the mail ids of every row that is sent a password, the reissues' included (the switch-over writes those).
 */
export async function writeAhead(db: Database, stage: Stage, corporationId: number, now: Date): Promise<MailIds> {
  const mailIds = await allocateMailIds(db, stage);
  const registered = stage.members.filter((m) => m.op === StageOp.REGISTER);
  // In batches (batch-rows.ts): on the embedded database 500 new members with the member list's thirteen indexes hold
  // it about 100 ms, the longest other requests' queries wait.
  const batchRows = batchRowsOf(db).writeAhead;
  for (let start = 0; start < registered.length; start += batchRows) {
    const batch = registered.slice(start, start + batchRows);
    const mailed = batch.filter(mailsRegistration);
    await db.query(WRITE_BATCH, [
      corporationId, now, stage.jobId, stage.attempt, batch.map((m) => m.userId), batch.map((m) => m.row.row),
      mailed.map((m) => m.row.row), mailed.map((m) => m.password), mailed.map((m) => mailIds.get(m.row.row)!),
    ]);
    await nextTurn();
  }
  return mailIds;
}

/** How many of the attempt's new members are written (the switch-over makes visible only a complete write-ahead). */
export async function writtenAheadCount(db: SqlExecutor, stage: Stage): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'select count(*)::int as count from upload_pending_users p join user_rows u on u.id = p.user_id where p.job_id = $1 and p.attempt = $2::uuid',
    [stage.jobId, stage.attempt],
  );
  return row.count;
}

/** Makes the attempt's rows visible: the last write of the switch-over transaction. */
export async function revealWrittenAhead(tx: SqlExecutor, stage: Stage): Promise<void> {
  await tx.query('update upload_jobs set applied_attempt = $2::uuid where id = $1', [stage.jobId, stage.attempt]);
}

/**
 * Removes what attempts of the job wrote ahead and that is not visible (refused, crashed or losing attempts: their
 * members and mails), and forgets the applied attempt's list (its rows stay, visible). Only for a job that is over,
 * or with `attempt`, for one's own attempt that did not apply: another process may still be writing its own.
 */
export async function clearWriteAhead(db: Database, jobId: number, attempt?: string): Promise<void> {
  const own = attempt === undefined ? '' : ' and p.attempt = $2::uuid';
  const params = attempt === undefined ? [jobId] : [jobId, attempt];
  for (const [list, key, table] of [['upload_pending_users', 'user_id', 'user_rows'], ['upload_pending_mails', 'mail_id', 'mail_outbox_rows']] as const) {
    for (;;) {
      const entries = await db.query<{ id: number; hidden: boolean }>(
        `select p.${key} as id, j.applied_attempt is distinct from p.attempt as hidden
           from ${list} p join upload_jobs j on j.id = p.job_id where p.job_id = $1${own} limit ${batchRowsOf(db).clear}`,
        params,
      );
      if (entries.length === 0) break;
      const hidden = entries.filter((e) => e.hidden).map((e) => e.id);
      if (hidden.length > 0) await db.query(`delete from ${table} where id = any($1::int[])`, [hidden]);
      await db.query(`delete from ${list} where ${key} = any($1::int[])`, [entries.map((e) => e.id)]);
      await nextTurn();
    }
  }
}

/** Clears the write-ahead of finished jobs (left by a crash between a switch-over, or a failure, and its clean-up). */
export async function clearFinishedWriteAhead(db: Database): Promise<void> {
  const finished = await db.query<{ job_id: number }>(
    `select distinct p.job_id from (select job_id from upload_pending_users union select job_id from upload_pending_mails) p
       join upload_jobs j on j.id = p.job_id where j.status not in ('queued', 'applying')`,
  );
  for (const { job_id } of finished) await clearWriteAhead(db, job_id);
}
