// Staging of a members upload (set-based apply, see apply-job.ts): what each row asks for, with everything that needs
// no lock computed before the switch-over (the form's field checks, the department the name resolves to, the ids,
// login ids and issued passwords of new members), written to upload_member_stage in batches that each commit on their
// own and let the event loop turn, so other requests are served between them.
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { mailDeliveryOf, MemberAction } from '../../core/csv/kinds/members';
import type { CsvRow } from '../../core/csv/kind';
import { issuedPassword } from '../auth/temporary-password';
import type { Database, SqlExecutor } from '../db/database';
import { batchRowsOf } from './batch-rows';
import { memberFieldErrors, readMemberFormFields } from '../users/member-form';
import { memberLoginId } from '../users/registration';
import type { UploadLookups } from './lookups';

/** What a row of the file asks for. */
export const StageOp = { REGISTER: 1, UPDATE: 2, DELETE: 3, RESET: 4 } as const;
export type StageOp = (typeof StageOp)[keyof typeof StageOp];

export interface StagedMember {
  row: CsvRow;
  op: StageOp;
  /** The member of an update, delete or reissue; the new member's id for a registration. */
  userId: number;
  /** Registrations and reissues: the issued password (only in this process's memory) and its hash. */
  password: string | null;
  passwordHash: string | null;
  loginId: string | null;
  departmentId: number | null;
  mailAddress: string;
  /** The form's own field errors in the order the form reports them; empty when none. */
  fieldErrors: [string, string][];
}

export interface Stage {
  jobId: number;
  attempt: string;
  members: StagedMember[];
  /** Keep rows: reported, never staged. */
  kept: CsvRow[];
}


function opOf(row: CsvRow): StageOp | null {
  const { action, userId, deleteFlg } = row.values;
  if (action === MemberAction.KEEP) return null;
  if (action === MemberAction.RESET) return StageOp.RESET;
  if (userId === '') return StageOp.REGISTER;
  return deleteFlg === '1' ? StageOp.DELETE : StageOp.UPDATE;
}

/** The form input a row stands for (apply-members.ts formInput): the department by its name. */
function formFields(row: CsvRow, departmentId: number | undefined) {
  const v = row.values;
  return readMemberFormFields({
    sOrganizationId: departmentId === undefined ? '' : String(departmentId),
    userLastName: v.userLastName,
    userFirstName: v.userFirstName,
    userLastNameKana: v.userLastNameKana,
    userFirstNameKana: v.userFirstNameKana,
    userCode: v.userCode,
    mailAddress: v.mailAddress,
    tenantRemakes: v.tenantRemakes,
  });
}

async function newIds(db: SqlExecutor, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db.query<{ id: number }>("select nextval(pg_get_serial_sequence('user_rows', 'id'))::int as id from generate_series(1, $1)", [count]);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Stages the valid rows of the job under a new attempt; answers what was staged. */
export async function stageMembers(db: Database, jobId: number, rows: readonly CsvRow[], lookups: UploadLookups): Promise<Stage> {
  await dropFinishedStages(db);
  const stage: Stage = { jobId, attempt: randomUUID(), members: [], kept: [] };
  const batchRows = batchRowsOf(db).stage;
  for (let start = 0; start < rows.length; start += batchRows) {
    const batch: { member: StagedMember; fields: ReturnType<typeof formFields> | null }[] = [];
    for (const row of rows.slice(start, start + batchRows)) {
      const op = opOf(row);
      if (op === null) {
        stage.kept.push(row);
        continue;
      }
      const writes = op === StageOp.REGISTER || op === StageOp.UPDATE;
      const departmentId = writes ? lookups.departmentIdByName(row.values.organizationName) : undefined;
      const fields = writes ? formFields(row, departmentId) : null;
      const issued = op === StageOp.REGISTER || op === StageOp.RESET ? issuedPassword() : null;
      batch.push({
        fields,
        member: {
          row,
          op,
          userId: op === StageOp.REGISTER ? 0 : Number(row.values.userId),
          password: issued?.password ?? null,
          passwordHash: issued?.hash ?? null,
          loginId: null,
          departmentId: departmentId ?? null,
          mailAddress: fields?.mailAddress ?? '',
          fieldErrors: fields && departmentId !== undefined ? Object.entries(memberFieldErrors(fields)) : [],
        },
      });
    }
    const ids = await newIds(db, batch.filter((b) => b.member.op === StageOp.REGISTER).length);
    for (const { member } of batch) {
      if (member.op !== StageOp.REGISTER) continue;
      member.userId = ids.shift()!;
      member.loginId = memberLoginId(member.userId);
    }
    await insertBatch(db, stage, batch);
    stage.members.push(...batch.map((b) => b.member));
    await nextTurn();
  }
  return stage;
}

async function insertBatch(db: SqlExecutor, stage: Stage, batch: { member: StagedMember; fields: ReturnType<typeof formFields> | null }[]): Promise<void> {
  if (batch.length === 0) return;
  const column = <T>(pick: (b: (typeof batch)[number]) => T): T[] => batch.map(pick);
  await db.query(
    `insert into upload_member_stage (job_id, attempt, row_no, op, user_id, new_id, login_id, password_hash, department_id, organization_name,
        user_last_name, user_first_name, user_last_name_kana, user_first_name_kana, user_code, mail_address, tenant_remarks, field_errors,
        mail_delivery)
     select $1, $2::uuid, x.* from unnest($3::int[], $4::smallint[], $5::int[], $6::int[], $7::text[], $8::text[], $9::int[], $10::text[],
        $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $18::text[], $19::boolean[]) as x`,
    [
      stage.jobId,
      stage.attempt,
      column((b) => b.member.row.row),
      column((b) => b.member.op),
      column((b) => (b.member.op === StageOp.REGISTER ? null : b.member.userId)),
      column((b) => (b.member.op === StageOp.REGISTER ? b.member.userId : null)),
      column((b) => b.member.loginId),
      column((b) => b.member.passwordHash),
      column((b) => b.member.departmentId),
      column((b) => b.member.row.values.organizationName ?? ''),
      column((b) => b.fields?.userLastName ?? ''),
      column((b) => b.fields?.userFirstName ?? ''),
      column((b) => b.fields?.userLastNameKana ?? ''),
      column((b) => b.fields?.userFirstNameKana ?? ''),
      column((b) => b.fields?.userCode || null),
      column((b) => b.member.mailAddress),
      column((b) => b.fields?.tenantRemakes || null),
      column((b) => (b.member.fieldErrors.length > 0 ? JSON.stringify(b.member.fieldErrors) : null)),
      column((b) => (b.fields ? mailDeliveryOf(b.member.row.values) : null)),
    ],
  );
}

/** The staged rows of this attempt, counted (the switch-over applies only a complete stage). */
export async function stagedCount(db: SqlExecutor, stage: Stage): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from upload_member_stage where job_id = $1 and attempt = $2::uuid', [
    stage.jobId,
    stage.attempt,
  ]);
  return row.count;
}

/**
 * Removes the staged rows of the job, every attempt's (a crashed one's too), in batches with an event loop turn between
 * them: called once the job is over (applied or failed), when nothing will read them again. Rows left by a crash after
 * the switch-over committed belong to a finished job and are removed the same way by the next staging of any job.
 */
export async function dropStagedRows(db: Database, jobId: number): Promise<void> {
  for (;;) {
    const [{ removed }] = await db.query<{ removed: number }>(
      `with gone as (delete from upload_member_stage where (job_id, attempt, row_no) in
         (select job_id, attempt, row_no from upload_member_stage where job_id = $1 limit ${batchRowsOf(db).drop}) returning 1)
       select count(*)::int as removed from gone`,
      [jobId],
    );
    if (removed === 0) return;
    await nextTurn();
  }
}

/** Removes the staged rows of finished jobs (left by a crash between a switch-over and its clean-up). */
export async function dropFinishedStages(db: Database): Promise<void> {
  const finished = await db.query<{ job_id: number }>(
    `select distinct s.job_id from upload_member_stage s join upload_jobs j on j.id = s.job_id where j.status not in ('queued', 'applying')`,
  );
  for (const { job_id } of finished) await dropStagedRows(db, job_id);
}

/** Removes the staged rows of one attempt (one that found the job taken by another process, or that failed). */
export async function dropAttempt(db: Database, stage: Stage): Promise<void> {
  const batchRows = batchRowsOf(db).drop;
  for (let start = 0; start < stage.members.length; start += batchRows) {
    const rows = stage.members.slice(start, start + batchRows).map((m) => m.row.row);
    await db.query('delete from upload_member_stage where job_id = $1 and attempt = $2::uuid and row_no = any($3::int[])', [stage.jobId, stage.attempt, rows]);
    await nextTurn();
  }
}
