// File system failures as a person reads them: a missing file, a folder given for a file, no permission, each in
// Japanese with the path (never a raw ENOENT). Reading a file the user named is a usage error (exit 2); a file that
// cannot be written is a failure (exit 1).
import { t } from '../../core/i18n';
import { CliError, errorDetail, usageError } from './cli-error';
import { ExitCode } from './exit-codes';

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

/** The file `path` could not be read. */
export function fileReadError(path: string, error: unknown): CliError {
  switch (codeOf(error)) {
    case 'ENOENT':
    case 'ENOTDIR':
      return usageError(t('cli.file.notFound', { file: path }));
    case 'EISDIR':
      return usageError(t('cli.file.isFolder', { file: path }));
    case 'EACCES':
    case 'EPERM':
      return usageError(t('cli.file.noReadPermission', { file: path }));
    default:
      return usageError(t('cli.file.unreadable', { file: path, detail: errorDetail(error) }));
  }
}

/** The file `path` could not be written (the error may name the temporary file beside it: the target is named). */
export function fileWriteError(path: string, folder: string, error: unknown): CliError {
  const code = codeOf(error);
  let message: string;
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      message = t('cli.file.noFolder', { file: path, folder });
      break;
    case 'EISDIR':
      message = t('cli.file.targetIsFolder', { file: path });
      break;
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      message = t('cli.file.noWritePermission', { file: path });
      break;
    case 'ENOSPC':
      message = t('cli.file.diskFull', { file: path });
      break;
    default:
      message = t('cli.file.unwritable', { file: path, detail: errorDetail(error) });
  }
  return new CliError(message, ExitCode.FAILURE, 'FILE_UNWRITABLE');
}

/** Whether the error is the file system's (it names a path), not the network's. */
export function isFileSystemError(error: unknown): boolean {
  return error instanceof Error && 'path' in error && codeOf(error) !== undefined;
}
