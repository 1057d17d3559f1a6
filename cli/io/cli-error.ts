// Failures the CLI raises itself: a Japanese message, a machine code for --json, and the exit code to end with.
import { t } from '../../core/i18n';
import { ExitCode } from './exit-codes';

export class CliError extends Error {
  readonly exitCode: ExitCode;
  readonly code: string;
  /** More of the failure for --json (the id of an upload left running ...), added to the error object. */
  readonly details?: Readonly<Record<string, unknown>>;
  constructor(message: string, exitCode: ExitCode, code: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
    this.code = code;
    if (details) this.details = details;
  }
}

/** Wrong or missing arguments, flags or inputs: exit 2. */
export function usageError(message: string): CliError {
  return new CliError(message, ExitCode.USAGE, 'USAGE');
}

/** No credentials for the base URL: exit 4. */
export function notSignedInError(): CliError {
  return new CliError(t('cli.auth.notSignedIn'), ExitCode.AUTH, 'NOT_SIGNED_IN');
}

/** A refused sign-in that the server did not raise itself (a role this site does not serve ...): exit 4. */
export function authError(message: string, code: string): CliError {
  return new CliError(message, ExitCode.AUTH, code);
}

/** Ctrl-C or end of input at a prompt (or `message`, saying what Ctrl-C left behind): exit 130. */
export function interruptedError(message = t('cli.prompt.interrupted'), details?: Record<string, unknown>): CliError {
  return new CliError(message, ExitCode.INTERRUPTED, 'INTERRUPTED', details);
}

/** Any other failure of the CLI's own making (an unreadable token file ...): exit 1. */
export function failure(message: string, code: string): CliError {
  return new CliError(message, ExitCode.FAILURE, code);
}

/** The text of a thrown value, for the detail a message names (an Error's message, else the value as text). */
export function errorDetail(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
