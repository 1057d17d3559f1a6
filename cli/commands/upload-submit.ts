// `twb upload submit <kind> <file>`: validates the file locally with the same code as the browser and the server,
// then uploads it once (progress bar on a terminal), or with --dry-run has the server validate it (database checks
// included) without storing anything. The server applies an upload in the background: one due today ('applying') is
// always followed until it is applied or fails, a scheduled one with --wait; a wait that runs out prints the id and
// exits 3 so a script can resume with `twb upload history`. Following uses the job call (no history permission needed).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { ApiClient } from '../../core/api/client-types';
import { ApiError } from '../../core/api/error';
import { uploadCalls, type UploadHistoryRow, type UploadJobState, type UploadRejectedBody, type UploadResponse } from '../../core/api/calls-uploads';
import { authCalls } from '../../core/api/calls-auth';
import { isUploadKindName, uploadKind, UPLOAD_KINDS } from '../../core/csv/kinds';
import { UploadDivision, type UploadKindName } from '../../core/csv/kind';
import { t } from '../../core/i18n';
import { failure, usageError } from '../io/cli-error';
import { ExitCode } from '../io/exit-codes';
import type { Output } from '../io/output';
import { createProgress } from '../io/progress';
import type { CliRuntime } from '../runtime';
import { resolveSession, signedInClient } from '../session';
import type { CommonOptions } from './common-options';
import { findUpload } from './upload-jobs';
import { defaultSleep, withGetRetries } from './upload-retry';
import { idempotencyKeyOf, postUpload, UploadHttpError } from './upload-transport';
import { printWarnings, problemLine, reportValidation, uploadEncodingOf, validateBytes } from './upload-validate';

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

function kindOf(name: string): UploadKindName {
  if (!isUploadKindName(name)) throw usageError(t('csv.cli.unknownKind', { kind: name, kinds: Object.keys(UPLOAD_KINDS).join(', ') }));
  return name;
}

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
  try {
    if (file === '-') {
      const chunks: Buffer[] = [];
      for await (const chunk of runtime.stdin as AsyncIterable<Buffer | string>) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      return new Uint8Array(Buffer.concat(chunks));
    }
    return new Uint8Array(await readFile(file));
  } catch (error) {
    const detail = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    throw usageError(t('csv.cli.unreadable', { file, detail }));
  }
}

function printProblems(problems: UploadResponse['problems'], problemCount: number, output: Output): void {
  const shown = problems.slice(0, PRINTED_PROBLEMS_MAX);
  for (const problem of shown) output.error(problemLine(problem));
  if (problemCount > shown.length) output.info(t('csv.cli.truncated', { more: problemCount - shown.length }));
}

/** Follows the job until it ends or the time runs out; a job being applied is asked about more often at first. */
async function waitFor(
  id: string,
  timeoutS: number,
  read: () => Promise<UploadJobState | null>,
  sleep: (ms: number) => Promise<void>,
  clock: () => number,
): Promise<UploadJobState | null> {
  const deadline = clock() + timeoutS * 1000;
  for (let asked = 0; ; asked++) {
    const row = await read();
    if (!row || (row.status !== 'queued' && row.status !== 'applying')) return row;
    const pause = row.status === 'applying' ? Math.min(WAIT_POLL_MS, 200 * 2 ** asked) : WAIT_POLL_MS;
    if (clock() + pause > deadline) return row;
    await sleep(pause);
  }
}

async function jobState(client: ApiClient, id: string): Promise<UploadJobState | null> {
  return withGetRetries(() => client.call(uploadCalls.job, { transferHistoryId: id })).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
}

function finalCode(row: Pick<UploadHistoryRow, 'status' | 'transferHistoryId' | 'rowCount' | 'appliedCount' | 'message'>, output: Output): number {
  const id = row.transferHistoryId;
  switch (row.status) {
    case 'applied':
      output.success(t('uploads.cli.applied', { id, rows: row.appliedCount }));
      return ExitCode.OK;
    case 'failed':
      output.error(t('uploads.cli.failed', { id, message: row.message ?? '' }));
      return ExitCode.FAILURE;
    case 'cancelled':
      output.error(t('uploads.cli.cancelledMeanwhile', { id }));
      return ExitCode.FAILURE;
    default:
      output.warn(t('uploads.cli.waitTimedOut', { id, status: row.status }));
      return ExitCode.PENDING;
  }
}

export interface SubmitDeps {
  sleep?: (ms: number) => Promise<void>;
  clock?: () => number;
}

export async function runUploadSubmit(kindName: string, file: string, options: UploadSubmitOptions, runtime: CliRuntime, output: Output, deps: SubmitDeps = {}): Promise<number> {
  const kind = kindOf(kindName);
  const division = uploadKind(kind).division;
  const startDate = startDateOf(options.startDate);
  const encoding = uploadEncodingOf(options.encoding);
  const timeoutS = positiveNumber('--wait-timeout', options.waitTimeout, WAIT_TIMEOUT_DEFAULT_S);
  if (options.deleteExisting && division !== UploadDivision.TENANT_MANAGER_REGISTER) throw usageError(t('uploads.cli.deleteOnlyClerks'));
  if (options.billingId !== undefined && !/^[1-9]\d{0,9}$/.test(options.billingId)) throw usageError(t('uploads.cli.badId', { id: options.billingId }));
  const data = await readInput(file, runtime);

  // Never send a file that is known to be wrong: the local check is the browser's and the server's own.
  const local = await validateBytes(kind, data, encoding);
  if (!local.valid) {
    reportValidation(local, file, output);
    output.error(t('uploads.cli.localInvalid', { file, count: local.problemCount }));
    return ExitCode.FAILURE;
  }

  const session = await resolveSession(runtime, options.baseUrl);
  const client = await signedInClient(runtime, session);
  const user = await withGetRetries(() => client.call(authCalls.loginUser, {}));
  const query: Record<string, string> = {
    corporationId: user.corporation.id,
    uploadDivision: String(division),
    organizationName: user.organizationName,
    trinityCode: user.user.attributes.trinityCode,
  };
  if (startDate) query.startDate = startDate;
  if (options.dryRun) query.dryRun = 'true';
  if (options.deleteExisting) query.deleteExisting = 'true';
  if (options.billingId) query.billingId = options.billingId;
  if (encoding !== 'auto') query.encoding = encoding;

  const progress = createProgress(runtime.stderr, t('uploads.cli.uploading'), !output.json);
  let answer: UploadResponse;
  try {
    answer = await postUpload(await runtime.loadFetch(), {
      baseUrl: session.baseUrl,
      token: session.credential?.token ?? '',
      query,
      fileName: file === '-' ? 'stdin.csv' : basename(file),
      data,
      idempotencyKey: idempotencyKeyOf(data, query, new Date().toISOString().slice(0, 10)),
      onProgress: (sent, total) => progress.update(sent, total),
    });
  } catch (error) {
    progress.finish();
    if (error instanceof UploadHttpError) {
      const rejected = error.body as Partial<UploadRejectedBody> | undefined;
      if (rejected?.code === 'CSV_INVALID' && rejected.validation) {
        if (output.json) output.data({ file, ...rejected.validation, dryRun: false, transferHistoryId: null });
        else printProblems(rejected.validation.problems, rejected.validation.problemCount, output);
        output.error(t('uploads.cli.dryRunInvalid', { file, count: rejected.validation.problemCount }));
        return ExitCode.FAILURE;
      }
      throw error.apiError;
    }
    throw error;
  }
  progress.finish();

  // Warnings never stop a file (a Keep row whose edits are ignored, ...): they are printed and the exit code stays 0.
  if (!output.json) printWarnings(answer.warnings, answer.warningCount, output);
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
  output.info(t('uploads.cli.queued', { id, message: answer.message }));
  let final: Pick<UploadHistoryRow, 'status' | 'transferHistoryId' | 'rowCount' | 'appliedCount' | 'message'> = {
    status: answer.status ?? 'queued',
    transferHistoryId: id,
    rowCount: answer.rowCount,
    appliedCount: answer.status === 'applied' ? answer.rowCount : 0,
    message: answer.message,
  };
  let row: UploadHistoryRow | null = null;
  if (answer.status === 'applying' || (answer.status === 'queued' && options.wait)) {
    output.info(t('uploads.cli.waiting', { id }));
    const state = await waitFor(id, timeoutS, () => jobState(client, id), deps.sleep ?? defaultSleep, deps.clock ?? Date.now);
    if (!state) throw failure(t('uploads.error.notFound'), 'NOT_FOUND');
    final = state;
  }
  if (final.status !== 'queued' && final.status !== 'applying') {
    // The history adds the failure reason; the job's own state is enough without it (a caller may upload without the
    // history screen's permission).
    row = await findUpload(client, id).catch(() => null);
    if (row) final = row;
  }
  if (output.json) output.data({ file, ...answer, history: row });
  if (final.status === 'queued' && !options.wait) return ExitCode.OK;
  return finalCode(final, output);
}
