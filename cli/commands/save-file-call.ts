// One file call saved where -o says: streamed to disk through a temporary file renamed into place (an interrupted
// download never leaves a truncated file under the real name), or piped to stdout with -o -. Used by every command
// that fetches a single file (usage export, upload result and template); invoices download fetches several the same way.
import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { CallDef } from '../../core/api/call';
import { fileWriteError } from '../io/file-errors';
import { t } from '../../core/i18n';
import { notSignedInError } from '../io/cli-error';
import { ExitCode } from '../io/exit-codes';
import type { Output } from '../io/output';
import { openDownload, pipeDownload, saveDownload, type FileCall } from '../io/stream-download';
import type { CliRuntime } from '../runtime';
import { resolveSession } from '../session';
import { withGetRetries } from './upload-retry';

/** `request`: the query (GET) or JSON body (POST) of the call, its values strings and numbers as every file call's are. */
export async function saveFileCall<Req extends object>(
  runtime: CliRuntime, baseUrlFlag: string | undefined, def: CallDef<Req, Blob>, request: Req, target: string, output: Output,
): Promise<number> {
  const session = await resolveSession(runtime, baseUrlFlag);
  if (!session.credential) throw notSignedInError();
  const fetchImpl = await runtime.loadFetch();
  const call: FileCall = { baseUrl: session.baseUrl, token: session.credential.token, def: def as CallDef<unknown, unknown>, request: request as FileCall['request'] };
  // Only reads (a few are POSTs that read): retrying the request cannot change anything; the body is never retried.
  const download = await withGetRetries(() => openDownload(fetchImpl, call));
  if (target === '-') {
    await pipeDownload(download, runtime.stdout as unknown as NodeJS.WritableStream);
    return ExitCode.OK;
  }
  // A folder (the configured output folder, or a path ending in /): the file keeps the server's name there.
  let path = target;
  if (/[/\\]$/.test(target)) {
    await mkdir(target, { recursive: true }).catch((error: unknown) => {
      throw fileWriteError(target, target, error);
    });
    path = join(target, basename(download.fileName ?? `${def.id}.csv`));
  }
  const bytes = await saveDownload(download, path);
  if (output.json) output.data({ file: path, fileName: download.fileName, bytes, contentType: download.contentType });
  output.success(t('uploads.cli.saved', { file: path, bytes }));
  return ExitCode.OK;
}
