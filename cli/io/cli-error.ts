// Failures the CLI raises itself: a Japanese message, a machine code for --json, and the exit code to end with.
import { t } from '../../core/i18n';
import { ExitCode } from './exit-codes';

export class CliError extends Error {
  readonly exitCode: ExitCode;
  readonly code: string;
  constructor(message: string, exitCode: ExitCode, code: string) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
    this.code = code;
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

/** Ctrl-C or end of input at a prompt: exit 130. */
export function interruptedError(): CliError {
  return new CliError(t('cli.prompt.interrupted'), ExitCode.INTERRUPTED, 'INTERRUPTED');
}

/** Any other failure of the CLI's own making (an unreadable token file ...): exit 1. */
export function failure(message: string, code: string): CliError {
  return new CliError(message, ExitCode.FAILURE, code);
}
