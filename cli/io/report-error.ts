// Turns any failure into its exit code and its report: the message on stderr, and with --json an error object on stdout.
import { ErrorCode, isApiError } from '../../core/api/error';
import { t } from '../../core/i18n';
import { CliError } from './cli-error';
import { ExitCode, exitCodeForStatus } from './exit-codes';
import type { Output } from './output';

export function exitCodeFor(error: unknown): ExitCode {
  if (error instanceof CliError) return error.exitCode;
  if (isApiError(error)) return error.status === undefined ? ExitCode.FAILURE : exitCodeForStatus(error.status);
  return ExitCode.FAILURE;
}

/** The machine-readable shape printed on stdout with --json. */
export interface ErrorReport {
  error: { code: string; message: string; status?: number; fields?: Record<string, string>; [detail: string]: unknown };
}

export function errorReport(error: unknown): ErrorReport {
  if (error instanceof CliError) return { error: { ...error.details, code: error.code, message: error.message } };
  if (isApiError(error)) {
    const report: ErrorReport = { error: { code: error.code, message: error.message } };
    if (error.status !== undefined) report.error.status = error.status;
    if (error.httpError?.fields) report.error.fields = error.httpError.fields;
    return report;
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { error: { code: 'UNEXPECTED', message: t('cli.error.unexpected', { detail }) } };
}

/** Reports the failure and answers the exit code; with `debug` an unexpected error's stack goes to stderr too. */
export function reportError(error: unknown, output: Output, debug = false): ExitCode {
  const report = errorReport(error);
  output.error(report.error.message);
  // A field that only repeats the message (a 413's file, an invalid file's first problem) is not printed twice.
  for (const [field, message] of Object.entries(report.error.fields ?? {})) {
    if (message !== report.error.message) output.error(t('cli.error.field', { field, message }));
  }
  const code = exitCodeFor(error);
  if (isApiError(error) && error.code === ErrorCode.UNAUTHENTICATED) output.info(t('cli.auth.signInAgain'));
  if (debug && error instanceof Error && !(error instanceof CliError) && !isApiError(error) && error.stack) output.info(error.stack);
  // With --jq stdout carries the expression's results only: the failure is told by stderr and the exit code.
  if (output.json && !output.jq) output.report(report);
  return code;
}
