// `twb upload submit <kind> <file>`: checks the file's size and validates it locally with the same code as the browser
// and the server, then uploads it once (progress bar, then a line while the server checks it, on a terminal), or with
// --dry-run has the server validate it (database checks included) without storing anything. The server applies an
// upload in the background: one due today ('applying') is always followed until it is applied or fails, a scheduled
// one with --wait (a line with the time waited and the rows applied, on a terminal); a wait that runs out prints the id
// and exits 3 so a script can resume with `twb upload history`. Following uses the job call (no history permission
// needed). Ctrl-C says what it leaves behind: nothing uploaded while the file is being sent, an upload that may have
// arrived once every byte was sent, an upload going on on the server (its id, how to follow it) while waiting; exit 130.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { ApiClient } from '../../core/api/client-types';
import { ApiError } from '../../core/api/error';
import {
  uploadCalls,
  uploadQueryText,
  type UploadHistoryRow,
  type UploadJobState,
  type UploadRejectedBody,
  type UploadResponse,
  type UploadStatus,
} from '../../core/uploads/calls';
import { authCalls } from '../../core/auth/calls';
import { uploadKind } from '../../core/csv/kinds';
import { UploadDivision } from '../../core/csv/kind';
import { t } from '../../core/i18n';
import { CliError, failure, interruptedError, usageError } from '../io/cli-error';
import { readEncodingOption } from '../io/encoding-option';
import { ExitCode } from '../io/exit-codes';
import { fileReadError } from '../io/file-errors';
import type { Output } from '../io/output';
import { createActivity, createProgress, elapsedText, type Repeat } from '../io/progress';
import type { CliRuntime } from '../runtime';
import { resolveSession, signedInClient } from '../session';
import type { CommonOptions } from './common-options';
import { findUpload } from './upload-jobs';
import { defaultSleep, withGetRetries } from './upload-retry';
import { sizeRefusal } from './upload-size';
import { idempotencyKeyOf, postUpload, UploadHttpError, UploadInterrupted } from './upload-transport';
import { printNotes, printWarnings, problemLine, reportValidation, validateBytes } from './upload-validate';
import { kindArgument, kindTitle, statusName, withFieldLabels } from './upload-words';

export interface UploadSubmitOptions extends CommonOptions {
  startDate?: string;
  wait?: boolean;
  waitTimeout?: string;
  dryRun?: boolean;
  deleteExisting?: boolean;
  billingId?: string;
  encoding?: string;
}

/** How often --wait asks the server, and how long it waits by default. */
export const WAIT_POLL_MS = 2000;
const WAIT_TIMEOUT_DEFAULT_S = 600;
const PRINTED_PROBLEMS_MAX = 200;

function startDateOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(value.trim());
  if (!match) throw usageError(t('uploads.cli.badStartDate', { value }));
  return `${match[1]}/${match[2]}/${match[3]}`;
}

function positiveNumber(option: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) <= 0) throw usageError(t('uploads.cli.badNumber', { option, value }));
  return Number(value);
}

async function readInput(file: string, runtime: CliRuntime): Promise<Uint8Array> {
  if (file === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of runtime.stdin as AsyncIterable<Buffer | string>) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return new Uint8Array(Buffer.concat(chunks));
  }
  try {
    return new Uint8Array(await readFile(file));
  } catch (error) {
    throw fileReadError(file, error);
  }
}

function printProblems(problems: UploadResponse['problems'], problemCount: number, output: Output): void {
  const shown = problems.slice(0, PRINTED_PROBLEMS_MAX);
  for (const problem of shown) output.error(problemLine(problem));
  if (problemCount > shown.length) output.info(t('csv.cli.truncated', { more: problemCount - shown.length }));
}

/** Follows the job until it ends, the time runs out or Ctrl-C; a job being applied is asked about more often at first. */
async function waitFor(
  timeoutS: number,
  read: () => Promise<UploadJobState | null>,
  seen: (state: UploadJobState) => void,
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>,
  clock: () => number,
  signal: AbortSignal,
): Promise<UploadJobState | null> {
  const deadline = clock() + timeoutS * 1000;
  for (let asked = 0; ; asked++) {
    const row = await read();
    if (row) seen(row);
    if (!row || (row.status !== 'queued' && row.status !== 'applying')) return row;
    const pause = row.status === 'applying' ? Math.min(WAIT_POLL_MS, 200 * 2 ** asked) : WAIT_POLL_MS;
    if (clock() + pause > deadline) return row;
    await sleep(pause, signal);
    if (signal.aborted) return row;
  }
}

async function jobState(client: ApiClient, id: string): Promise<UploadJobState | null> {
  return withGetRetries(() => client.call(uploadCalls.job, { transferHistoryId: id })).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
}

/** One row's refusal by the apply (the contract's UploadFailureReason): row, column, Japanese message. */
interface FailureReason {
  row: number;
  column: string;
  message: string;
}

/** The first reasons a failed apply gives (job state, history row); a server that does not send them gives none. */
function failureReasonsOf(value: object | null): FailureReason[] {
  const reasons = (value as { failureReasons?: unknown } | null)?.failureReasons;
  return Array.isArray(reasons) ? (reasons as FailureReason[]) : [];
}

/** The answer is a live upload of the same file made before (not a new one); false from a server that does not say. */
function alreadyReceived(answer: UploadResponse): boolean {
  return (answer as { alreadyReceived?: unknown }).alreadyReceived === true;
}

type FinalState = Pick<UploadHistoryRow, 'status' | 'transferHistoryId' | 'rowCount' | 'appliedCount' | 'errorCount' | 'message'> & {
  failureReasons: FailureReason[];
};

/** A row's reason as the dry run prints a problem (3行目 部署名: ...); the job's own (row 1: the file) without a row. */
function reasonLine(reason: FailureReason): string {
  if (reason.row > 1) return problemLine(reason);
  return reason.column === '' ? reason.message : t('csv.cli.fileError', { column: reason.column, message: reason.message });
}

function printFailure(row: FinalState, output: Output): void {
  const id = row.transferHistoryId;
  const reasons = row.failureReasons;
  if (reasons.length > 0) {
    // The server's count (the history's エラー column); its first reasons may be fewer (at most five travel).
    const errors = Math.max(row.errorCount, reasons.length);
    output.error(errors > reasons.length ? t('uploads.cli.failedFirst', { id, errors, shown: reasons.length }) : t('uploads.cli.failed', { id, errors }));
    for (const reason of reasons) output.error(t('uploads.cli.failureReason', { line: reasonLine(reason) }));
  } else {
    output.error(t('uploads.cli.failedBecause', { id, message: row.message || t('uploads.outcome.failed', { errors: row.errorCount }) }));
  }
  output.info(t('uploads.cli.resultCsv', { id }));
}

function finalCode(row: FinalState, output: Output): number {
  const id = row.transferHistoryId;
  switch (row.status) {
    case 'applied':
      output.success(t('uploads.cli.applied', { id, rows: row.appliedCount }));
      return ExitCode.OK;
    case 'failed':
      printFailure(row, output);
      return ExitCode.FAILURE;
    case 'cancelled':
      output.error(t('uploads.cli.cancelledMeanwhile', { id }));
      return ExitCode.FAILURE;
    default:
      output.warn(t('uploads.cli.waitTimedOut', { id, status: statusName(row.status) }));
      return ExitCode.PENDING;
  }
}

function receivedMessage(answer: UploadResponse, id: string): string {
  const status = answer.status ?? 'queued';
  if (alreadyReceived(answer)) {
    return t('uploads.cli.alreadyReceived', { id, status: statusName(status), date: answer.startDate, rows: answer.rowCount });
  }
  if (status === 'queued') return t('uploads.cli.receivedQueued', { id, date: answer.startDate, rows: answer.rowCount });
  return t('uploads.cli.receivedApplying', { id, rows: answer.rowCount });
}

export interface SubmitDeps {
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  clock?: () => number;
  /** The redraw timer of the terminal lines. */
  repeat?: Repeat;
}

/** Where the command is, for what Ctrl-C says: before the last byte left, after it, or once the upload exists. */
type Phase = { name: 'sending' } | { name: 'sent' } | { name: 'received'; id: string; status: UploadStatus };

function interruption(phase: Phase): CliError {
  if (phase.name === 'sending') return interruptedError(t('uploads.cli.interruptedNotSent'), { uploaded: false });
  if (phase.name === 'sent') return interruptedError(t('uploads.cli.interruptedMaybeSent'), { uploaded: null });
  const lines = [t('uploads.cli.interruptedWaiting', { id: phase.id })];
  if (phase.status === 'queued') lines.push(t('uploads.cli.interruptedCancelHint', { id: phase.id }));
  return interruptedError(lines.join('\n'), { uploaded: true, transferHistoryId: phase.id, status: phase.status });
}

export async function runUploadSubmit(kindName: string, file: string, options: UploadSubmitOptions, runtime: CliRuntime, output: Output, deps: SubmitDeps = {}): Promise<number> {
  const kind = kindArgument(kindName);
  const division = uploadKind(kind).division;
  const startDate = startDateOf(options.startDate);
  const encoding = readEncodingOption(options.encoding);
  const timeoutS = positiveNumber('--wait-timeout', options.waitTimeout, WAIT_TIMEOUT_DEFAULT_S);
  if (options.deleteExisting && division !== UploadDivision.TENANT_MANAGER_REGISTER) {
    throw usageError(t('uploads.cli.deleteOnlyClerks', { title: kindTitle('clerks') }));
  }
  if (options.billingId !== undefined && !/^[1-9]\d{0,9}$/.test(options.billingId)) throw usageError(t('uploads.cli.badId', { id: options.billingId }));

  const stop = new AbortController();
  let phase: Phase = { name: 'sending' };
  const stopListening = runtime.onInterrupt(() => stop.abort());
  /** The work, or the Ctrl-C that came first (reported as the phase at that moment has it). */
  const unlessInterrupted = <T>(work: Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const onAbort = (): void => reject(interruption(phase));
      if (stop.signal.aborted) return onAbort();
      stop.signal.addEventListener('abort', onAbort, { once: true });
      work.then(
        (value) => {
          stop.signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          stop.signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  const activity = createActivity(runtime.stderr, !output.json, { clock: deps.clock, repeat: deps.repeat });
  try {
    const data = await unlessInterrupted(readInput(file, runtime));
    const displayName = file === '-' ? 'stdin' : file;

    // The limit first: a file the server would refuse after receiving all of it is never sent.
    const tooLarge = sizeRefusal(displayName, data);
    if (tooLarge) {
      throw new CliError(tooLarge.message, ExitCode.FAILURE, 'UPLOAD_TOO_LARGE', {
        size: tooLarge.size, max: tooLarge.max, rows: tooLarge.rows, fittingRows: tooLarge.fittingRows,
      });
    }

    // Never send a file that is known to be wrong: the local check is the browser's and the server's own.
    const local = await unlessInterrupted(validateBytes(kind, data, encoding));
    if (!local.valid) {
      reportValidation(local, file, output);
      output.error(t('uploads.cli.localInvalid', { file, count: local.problemCount }));
      return ExitCode.FAILURE;
    }

    const session = await unlessInterrupted(resolveSession(runtime, options.baseUrl));
    const client = await unlessInterrupted(signedInClient(runtime, session));
    const user = await unlessInterrupted(withGetRetries(() => client.call(authCalls.loginUser, {})));
    // The upload's fields as its schema declares them (the file travels beside them), then as the query's texts.
    const query = uploadQueryText({
      corporationId: user.corporation.id,
      uploadDivision: division,
      organizationName: user.organizationName,
      trinityCode: user.user.attributes.trinityCode,
      ...(startDate ? { startDate } : {}),
      ...(options.dryRun ? { dryRun: true } : {}),
      ...(options.deleteExisting ? { deleteExisting: true } : {}),
      ...(options.billingId ? { billingId: options.billingId } : {}),
      ...(encoding !== 'auto' ? { encoding } : {}),
    });

    const progress = createProgress(runtime.stderr, t('uploads.cli.uploading'), !output.json);
    const fetchImpl = await unlessInterrupted(runtime.loadFetch());
    let answer: UploadResponse;
    try {
      answer = await postUpload(fetchImpl, {
        baseUrl: session.baseUrl,
        token: session.credential?.token ?? '',
        query,
        fileName: file === '-' ? 'stdin.csv' : basename(file),
        data,
        idempotencyKey: idempotencyKeyOf(data, query, new Date().toISOString().slice(0, 10)),
        signal: stop.signal,
        onProgress: (sent, total) => {
          progress.update(sent, total);
          if (sent >= total && phase.name === 'sending') {
            // Every byte is on its way: the server now checks the file (database lookups included) before answering.
            phase = { name: 'sent' };
            progress.finish();
            activity.start((elapsed) => t('uploads.cli.checking', { elapsed: elapsedText(elapsed) }));
          }
        },
      });
    } catch (error) {
      progress.finish();
      activity.stop();
      if (error instanceof UploadInterrupted || stop.signal.aborted) throw interruption(phase);
      if (error instanceof UploadHttpError) {
        const rejected = error.body as Partial<UploadRejectedBody> | undefined;
        if (rejected?.code === 'CSV_INVALID' && rejected.validation) {
          if (output.json) output.data({ file, ...rejected.validation, dryRun: false, transferHistoryId: null });
          else printProblems(rejected.validation.problems, rejected.validation.problemCount, output);
          output.error(t('uploads.cli.dryRunInvalid', { file, count: rejected.validation.problemCount }));
          return ExitCode.FAILURE;
        }
        throw withFieldLabels(error.apiError);
      }
      throw error;
    }
    progress.finish();
    activity.stop();

    // Warnings never stop a file (a Keep row whose edits are ignored, ...): they are printed and the exit code stays 0.
    if (!output.json) {
      printNotes(answer, output);
      printWarnings(answer.warnings, answer.warningCount, output);
    }
    if (answer.dryRun) {
      if (output.json) output.data({ file, ...answer });
      if (answer.valid) {
        output.success(answer.warningCount > 0
          ? t('uploads.cli.dryRunWarnings', { file, rows: answer.rowCount, count: answer.warningCount })
          : t('uploads.cli.dryRunValid', { file, rows: answer.rowCount }));
        return ExitCode.OK;
      }
      if (!output.json) printProblems(answer.problems, answer.problemCount, output);
      output.error(t('uploads.cli.dryRunInvalid', { file, count: answer.problemCount }));
      return ExitCode.FAILURE;
    }

    const id = answer.transferHistoryId ?? '';
    const received: UploadStatus = answer.status ?? 'queued';
    phase = { name: 'received', id, status: received };
    output.info(receivedMessage(answer, id));
    let final: FinalState = {
      status: received,
      transferHistoryId: id,
      rowCount: answer.rowCount,
      appliedCount: received === 'applied' ? answer.rowCount : 0,
      errorCount: 0,
      message: null,
      failureReasons: [],
    };
    let row: UploadHistoryRow | null = null;
    if (received === 'applying' || (received === 'queued' && options.wait)) {
      const clock = deps.clock ?? Date.now;
      let seen: UploadJobState | null = null;
      activity.start((elapsed) => {
        const status = statusName(seen?.status ?? received);
        const rows = seen?.rowCount ?? answer.rowCount;
        return seen && seen.appliedCount > 0 && rows > 0
          ? t('uploads.cli.waitLineRows', { id, status, applied: seen.appliedCount.toLocaleString('ja-JP'), rows: rows.toLocaleString('ja-JP'), elapsed: elapsedText(elapsed) })
          : t('uploads.cli.waitLine', { id, status, elapsed: elapsedText(elapsed) });
      });
      // Without a terminal the wait is said once (a log gets no redrawn line).
      if (runtime.stderr.isTTY !== true || output.json) output.info(t('uploads.cli.waiting', { id }));
      const onState = (state: UploadJobState): void => {
        seen = state;
        phase = { name: 'received', id, status: state.status };
        activity.refresh();
      };
      const state = await unlessInterrupted(waitFor(timeoutS, () => jobState(client, id), onState, deps.sleep ?? defaultSleep, clock, stop.signal));
      activity.stop();
      if (!state) throw failure(t('uploads.error.notFound'), 'NOT_FOUND');
      final = { ...state, failureReasons: failureReasonsOf(state) };
    }
    if (final.status !== 'queued' && final.status !== 'applying') {
      // The history adds the outcome's wording; the job's own state is enough without it (a caller may upload without
      // the history screen's permission).
      // The upload has ended: a Ctrl-C now has nothing left to say (the lookup is short), so it is not raced.
      row = await findUpload(client, id).catch(() => null);
      if (row) {
        const fromHistory = failureReasonsOf(row);
        final = { ...row, failureReasons: fromHistory.length > 0 ? fromHistory : final.failureReasons };
      }
    }
    if (output.json) output.data({ file, ...answer, history: row });
    if (final.status === 'queued' && !options.wait) return ExitCode.OK;
    return finalCode(final, output);
  } finally {
    activity.stop();
    stopListening();
  }
}
