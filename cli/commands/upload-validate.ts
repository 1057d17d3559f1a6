// `twb upload validate <kind> <file>`: local validation of an upload file with the same code as the browser and the
// server (core/csv), streamed from the file with csv-parse's Node build. Exit 0 valid, 1 invalid, 2 usage error.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Parser as NodeCsvParser } from 'csv-parse';
import { t } from '../../core/i18n';
import type { CsvEncodingChoice } from '../../core/csv/decode';
import { uploadKind, UPLOAD_KINDS } from '../../core/csv/kinds';
import type { CsvParserConstructor } from '../../core/csv/record-reader';
import { chunksOf, validateCsv, type ByteChunks, type CsvValidationResult } from '../../core/csv/validate';
import type { CsvProblem, UploadKindName } from '../../core/csv/kind';
import { failure } from '../io/cli-error';
import { readEncodingOption } from '../io/encoding-option';
import { ExitCode } from '../io/exit-codes';
import { fileReadError } from '../io/file-errors';
import type { Output } from '../io/output';
import type { CliRuntime } from '../runtime';
import { refusalOf } from './upload-size';
import { kindArgument } from './upload-words';

export interface UploadValidateOptions {
  encoding?: string;
  json?: boolean;
}

/** The Node build of csv-parse: the same parser as the browser's, with native buffers. */
const nodeParser = NodeCsvParser as unknown as CsvParserConstructor;

/** Lines printed on stderr before the rest is summarised (all of them are in --json). */
const PRINTED_PROBLEMS_MAX = 200;

function encodingOf(value: string | undefined): CsvEncodingChoice {
  return readEncodingOption(value);
}

/** The file's bytes as a stream, and its size (null for stdin). A missing file, a folder, no permission: exit 2. */
async function sourceOf(file: string, runtime: CliRuntime): Promise<{ source: ByteChunks; size: number | null }> {
  if (file === '-') return { source: runtime.stdin as AsyncIterable<Uint8Array>, size: null };
  let size: number;
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw Object.assign(new Error('is a folder'), { code: 'EISDIR' });
    size = info.size;
  } catch (error) {
    throw fileReadError(file, error);
  }
  const source = createReadStream(file, { highWaterMark: 256 * 1024 });
  // Opening happens on the first read: a file that cannot be opened (no permission) fails there, reported the same way.
  const opened = await new Promise<unknown>((resolve) => {
    source.once('open', () => resolve(null));
    source.once('error', (error) => resolve(error));
  });
  if (opened) throw fileReadError(file, opened);
  return { source, size };
}

export function problemLine(problem: Pick<CsvProblem, 'row' | 'column' | 'message'>): string {
  if (problem.column === t('csv.column.file') && problem.row <= 1) return t('csv.cli.fileError', { column: problem.column, message: problem.message });
  const column = problem.column === '' ? '' : problem.column;
  return t('csv.cli.errorLine', { row: problem.row, column, message: problem.message }).replace(' : ', ': ');
}

/** A warning as one line (stderr, yellow): the problem's place and message after 警告. */
export function warningLine(warning: CsvProblem): string {
  return t('csv.cli.warningLine', { line: problemLine(warning) });
}

/** The warnings of a result (a file may be applied with them), at most as many lines as the problems get. */
export function printWarnings(warnings: readonly CsvProblem[] | undefined, warningCount: number | undefined, output: Output): void {
  const shown = (warnings ?? []).slice(0, PRINTED_PROBLEMS_MAX);
  for (const warning of shown) output.warn(warningLine(warning));
  const more = (warningCount ?? shown.length) - shown.length;
  if (more > 0) output.info(t('csv.cli.warningsTruncated', { more }));
}

/**
 * Information about a file that is neither a problem nor a warning (a header alone changes nothing), one line each.
 * Read defensively: a validation (or a server) from before notes existed has none.
 */
export function printNotes(validation: object, output: Output): void {
  const notes = (validation as { notes?: unknown }).notes;
  if (!Array.isArray(notes)) return;
  for (const note of notes) if (typeof note === 'string') output.info(note);
}

function report(result: CsvValidationResult, file: string, output: Output): void {
  const kind = UPLOAD_KINDS[result.kind].title;
  if (output.json) {
    output.data({ file, ...result });
    return;
  }
  printNotes(result, output);
  printWarnings(result.warnings, result.warningCount, output);
  if (result.valid) {
    output.success(t('csv.cli.valid', { file, rows: result.rowCount, kind, encoding: result.encoding === 'utf8' ? 'UTF-8' : 'CP932' }));
    return;
  }
  const shown = result.problems.slice(0, PRINTED_PROBLEMS_MAX);
  for (const problem of shown) output.error(problemLine(problem));
  if (result.problemCount > shown.length) output.info(t('csv.cli.truncated', { more: result.problemCount - shown.length }));
  output.error(t('csv.cli.invalid', { file, count: result.problemCount, kind }));
}

/** Validates bytes already read (the submit command validates the very bytes it then uploads). */
export async function validateBytes(kindName: UploadKindName, data: Uint8Array, encoding: CsvEncodingChoice): Promise<CsvValidationResult> {
  return validateCsv(uploadKind(kindName), chunksOf(data), { encoding, parser: nodeParser, parserReadsBytes: true });
}

export { encodingOf as uploadEncodingOf, report as reportValidation };

/** Validates and reports; answers the exit code (0 valid, 1 invalid). */
export async function runUploadValidate(kindName: string, file: string, options: UploadValidateOptions, runtime: CliRuntime, output: Output): Promise<number> {
  const kind = kindArgument(kindName);
  const encoding = encodingOf(options.encoding);
  const { source, size } = await sourceOf(file, runtime);
  let result: CsvValidationResult;
  try {
    result = await validateCsv(uploadKind(kind), source, { encoding, parser: nodeParser, parserReadsBytes: true });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw failure(t('csv.cli.unreadable', { file, detail }), 'UNREADABLE');
  }
  report(result, file, output);
  // The rules hold, but the server would refuse the file for its size: said here too, as a warning.
  const tooLarge = size === null ? null : refusalOf(file, size, 0, result.rowCount);
  if (tooLarge && !output.json) output.warn(t('csv.cli.warningLine', { line: t('csv.cli.tooLargeToUpload', { message: tooLarge.message }) }));
  return result.valid ? ExitCode.OK : ExitCode.FAILURE;
}
