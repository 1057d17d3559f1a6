// `twb upload validate <kind> <file>`: local validation of an upload file with the same code as the browser and the
// server (core/csv), streamed from the file with csv-parse's Node build. Exit 0 valid, 1 invalid, 2 usage error.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Parser as NodeCsvParser } from 'csv-parse';
import { t } from '../../core/i18n';
import { isCsvEncodingChoice, type CsvEncodingChoice } from '../../core/csv/decode';
import { isUploadKindName, uploadKind, UPLOAD_KINDS } from '../../core/csv/kinds';
import type { CsvParserConstructor } from '../../core/csv/record-reader';
import { chunksOf, validateCsv, type ByteChunks, type CsvValidationResult } from '../../core/csv/validate';
import type { CsvProblem, UploadKindName } from '../../core/csv/kind';
import { failure, usageError } from '../io/cli-error';
import { ExitCode } from '../io/exit-codes';
import type { Output } from '../io/output';
import type { CliRuntime } from '../runtime';

export interface UploadValidateOptions {
  encoding?: string;
  json?: boolean;
}

/** The Node build of csv-parse: the same parser as the browser's, with native buffers. */
const nodeParser = NodeCsvParser as unknown as CsvParserConstructor;

/** Lines printed on stderr before the rest is summarised (all of them are in --json). */
const PRINTED_PROBLEMS_MAX = 200;

function encodingOf(value: string | undefined): CsvEncodingChoice {
  const text = (value ?? 'auto').trim().toLowerCase();
  if (!isCsvEncodingChoice(text)) throw usageError(t('csv.cli.badEncoding', { encoding: value ?? '' }));
  return text;
}

async function sourceOf(file: string, runtime: CliRuntime): Promise<ByteChunks> {
  if (file === '-') return runtime.stdin as AsyncIterable<Uint8Array>;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error(t('csv.cli.unreadable', { file, detail: 'not a file' }));
  } catch (error) {
    const detail = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    throw usageError(t('csv.cli.unreadable', { file, detail }));
  }
  return createReadStream(file, { highWaterMark: 256 * 1024 });
}

export function problemLine(problem: CsvProblem): string {
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

function report(result: CsvValidationResult, file: string, output: Output): void {
  const kind = UPLOAD_KINDS[result.kind].title;
  if (output.json) {
    output.data({ file, ...result });
    return;
  }
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
  if (!isUploadKindName(kindName)) {
    throw usageError(t('csv.cli.unknownKind', { kind: kindName, kinds: Object.keys(UPLOAD_KINDS).join(', ') }));
  }
  const encoding = encodingOf(options.encoding);
  const source = await sourceOf(file, runtime);
  let result: CsvValidationResult;
  try {
    result = await validateCsv(uploadKind(kindName), source, { encoding, parser: nodeParser, parserReadsBytes: true });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw failure(t('csv.cli.unreadable', { file, detail }), 'UNREADABLE');
  }
  report(result, file, output);
  return result.valid ? ExitCode.OK : ExitCode.FAILURE;
}

