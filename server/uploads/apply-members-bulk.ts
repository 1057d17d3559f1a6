// The set-based apply of a members upload (design at the top of apply-job.ts): validate the file and stage its rows
// outside any long transaction, then check and apply them in one short switch-over transaction that claims the job,
// records its outcome and removes the staged rows: all rows or none, and a crash at any point leaves nothing applied
// (the staged rows of a crashed attempt are removed by the job's next switch-over, which stages afresh).
import type { UploadStatus } from '../../core/uploads/calls';
import { membersKind } from '../../core/csv/kinds/members';
import { t } from '../../core/i18n';
import type { Database } from '../db/database';
import type { ApplyOptions } from './apply-context';
import type { RowReport } from './completion-csv';
import { claimableJob, claimJob, invalidOutcome, reasonsOf, recordOutcome, refusedOutcome, rowsOutcomeYielding, type JobDataRow, type Outcome } from './job-claim';
import { mayUpload, uploaderViewer } from './kind-access';
import { dropCompletionsNotApplied, writeCompletionAhead } from './completion-ahead';
import { checkStageAhead, refusalsAtSwitchOver } from './member-checks';
import { dropAttempt, dropStagedRows, StageOp, stagedCount, stageMembers, type Stage } from './member-stage';
import { switchOver } from './member-switch-over';
import { clearFinishedWriteAhead, clearWriteAhead, writeAhead, writtenAheadCount } from './member-write-ahead';
import { readRows, validateOnServer, type ServerValidation } from './server-validation';
import { transferPending } from './transfer-block';

/** The staged columns the switch-over's statements join and filter on (member-checks.ts, member-switch-over.ts). */
const STAGE_KEYS = 'job_id, attempt, row_no, op, user_id, new_id, department_id, mail_address';

/** Claims the job and records an outcome decided before any staging (a refused or invalid file), in one short transaction. */
async function finish(db: Database, jobId: number, now: Date, outcome: () => Outcome): Promise<UploadStatus | 'busy' | null> {
  return db.transaction(async (tx) => {
    const claim = await claimJob(tx, jobId);
    if (!('job' in claim)) return claim.status;
    const decided = outcome();
    await recordOutcome(tx, jobId, decided, now);
    return decided.status;
  });
}

function membersOutcome(checked: ServerValidation, stage: Stage, refusals: Map<number, unknown>): Promise<Outcome> {
  return rowsOutcomeYielding(membersKind, checked.validation.rowCount, stageReports(checked, stage, refusals));
}

function stageReports(checked: ServerValidation, stage: Stage, refusals: Map<number, unknown>): RowReport[] {
  const kept = new Set(stage.kept.map((r) => r.row));
  return checked.rows.map((row): RowReport => {
    const refusal = refusals.get(row.row);
    if (refusal) return { row, result: 'ng', reasons: reasonsOf(refusal, membersKind) };
    return { row, result: kept.has(row.row) ? 'kept' : 'ok', reasons: [] };
  });
}

export async function applyMembersJob(db: Database, jobId: number, now: Date, options: ApplyOptions = {}): Promise<UploadStatus | 'busy' | null> {
  const job = await claimableJob(db, jobId);
  if (!job) return (await db.transaction((tx) => claimJob(tx, jobId).then((c) => ('job' in c ? 'busy' : c.status))));
  const kind = membersKind;
  const viewer = await uploaderViewer(db, job.uploaded_by, job.corporation_id);
  if (!viewer || !mayUpload(viewer, job.upload_division)) return refuse(db, job, now, t('uploads.outcome.uploaderGone'));
  if (await transferPending(db, job.corporation_id)) return refuse(db, job, now, t('uploads.outcome.transferPending'));
  const checked = await validateOnServer(db, viewer, kind, job.file_data, job.encoding, { deleteExisting: job.delete_existing, now });
  if (!checked.validation.valid && options.checkFile !== false) return finish(db, jobId, now, () => invalidOutcome(kind, checked));

  await clearFinishedWriteAhead(db);
  const stage = await stageMembers(db, jobId, checked.rows, checked.lookups);
  let status: UploadStatus | 'busy' | null;
  try {
    const mailIds = await writeAhead(db, stage, job.corporation_id, now);
    // Fresh statistics for the switch-over's planner: without them it takes the stage (and the rows written ahead)
    // for a row or two and joins them by nested loops, quadratic in the file (a 3,000-row file took 75 s on PGlite
    // after a crashed attempt). Neither database gathers them in time on its own (PGlite has no autovacuum).
    // The stage's columns that its joins and conditions name, not its names, kana, remarks and password hashes: the
    // row count is what the planner was missing, and the text columns made this ANALYZE hold the embedded database's
    // one connection 0.45-0.85 s with 50,000 staged rows (0.1-0.15 s now; issue 32).
    await db.query(`analyze upload_member_stage (${STAGE_KEYS}), upload_pending_users, upload_pending_mails`);
    // The embedded database: the checks and the completion CSV of a file that applies are done ahead, so the
    // switch-over (which holds the one connection) is short (member-checks.ts, completion-ahead.ts).
    const ahead = db.kind === 'pglite' ? await checkStageAhead(db, viewer, stage) : null;
    const completionAhead = ahead?.refusals.size === 0 ? await writeCompletionAhead(db, stage, await membersOutcome(checked, stage, ahead.refusals)) : null;
    status = await db.transaction(async (tx) => {
      const claim = await claimJob(tx, jobId, { withFile: false });
      if (!('job' in claim)) return claim.status;
      // The uploader and the transfer block are read again: the staging took a while.
      const current = await uploaderViewer(tx, job.uploaded_by, job.corporation_id);
      let outcome: Outcome;
      if (!current || !mayUpload(current, job.upload_division)) outcome = refusedOutcome(kind, checked.rows, t('uploads.outcome.uploaderGone'));
      else if (await transferPending(tx, job.corporation_id)) outcome = refusedOutcome(kind, checked.rows, t('uploads.outcome.transferPending'));
      else {
        if ((await stagedCount(tx, stage)) !== stage.members.length) throw new Error(`upload job ${jobId}: the staged rows are incomplete`);
        const registered = stage.members.filter((m) => m.op === StageOp.REGISTER).length;
        if ((await writtenAheadCount(tx, stage)) !== registered) throw new Error(`upload job ${jobId}: the new members written ahead are incomplete`);
        const refusals = await refusalsAtSwitchOver(tx, current, stage, ahead);
        outcome = refusals === ahead?.refusals && completionAhead ? completionAhead : await membersOutcome(checked, stage, refusals);
        if (outcome.status === 'applied') await switchOver(tx, stage, mailIds, now);
      }
      await recordOutcome(tx, jobId, outcome, now);
      return outcome.status;
    });
  } catch (error) {
    await clearWriteAhead(db, jobId, stage.attempt);
    await dropAttempt(db, stage);
    await dropCompletionsNotApplied(db, jobId);
    throw error;
  }
  // Outside the switch-over, in short batches: the job is over (or another process has it), nothing reads these rows;
  // what was written ahead and not made visible is removed.
  if (status === 'busy') {
    await clearWriteAhead(db, jobId, stage.attempt);
    await dropAttempt(db, stage);
  } else {
    await clearWriteAhead(db, jobId);
    await dropStagedRows(db, jobId);
  }
  await dropCompletionsNotApplied(db, jobId);
  return status;
}

/** A job whose uploader may no longer upload, or with a transfer pending: every row not applied, for that reason. */
async function refuse(db: Database, job: JobDataRow, now: Date, message: string): Promise<UploadStatus | 'busy' | null> {
  const rows = await readRows(membersKind, job.file_data, job.encoding);
  return finish(db, job.id, now, () => refusedOutcome(membersKind, rows, message));
}
