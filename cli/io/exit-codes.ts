// The documented exit codes of twb, and which one an HTTP status ends with.

export const ExitCode = {
  OK: 0,
  FAILURE: 1,
  USAGE: 2,
  /** `upload submit --wait` ran out of time while the upload is still queued (resume with `twb upload history`). */
  PENDING: 3,
  /** Not signed in, or the server answered 401 or 403. */
  AUTH: 4,
  /** Ctrl-C or end of input at a prompt (128 + SIGINT, as shells report it). */
  INTERRUPTED: 130,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

export function exitCodeForStatus(status: number): ExitCode {
  if (status >= 200 && status < 300) return ExitCode.OK;
  if (status === 401 || status === 403) return ExitCode.AUTH;
  return ExitCode.FAILURE;
}
