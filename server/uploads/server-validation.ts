// Validates an uploaded file on the server: the same core/csv validation as the browser and the CLI (never trusting
// theirs), with the database lookups, keeping every data row for the apply step.
import { Parser as NodeCsvParser } from 'csv-parse';
import type { UploadValidation } from '../../core/uploads/calls';
import type { CsvEncodingChoice } from '../../core/csv/decode';
import type { CsvRow, UploadKind } from '../../core/csv/kind';
import type { CsvParserConstructor } from '../../core/csv/record-reader';
import { chunksOf, validateCsv, type CsvValidationResult } from '../../core/csv/validate';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SqlExecutor } from '../db/database';
import type { MemberViewer } from '../users/viewer';
import { loadLookups, type LookupOptions, type UploadLookups } from './lookups';

const nodeParser = NodeCsvParser as unknown as CsvParserConstructor;

/** Small enough that validating one chunk stays well under 100 ms of event loop time on a slow machine. */
const CHUNK_BYTES = 16 * 1024;

/**
 * The file in chunks, letting the event loop turn between them: validation of a 10 MB file then never holds the
 * server for more than one chunk (other requests, and other uploads, are served in between).
 */
async function* yieldingChunks(data: Uint8Array): AsyncGenerator<Uint8Array> {
  for (const chunk of chunksOf(data, CHUNK_BYTES)) {
    yield chunk;
    await nextTurn();
  }
}

export interface ServerValidation {
  validation: UploadValidation;
  /** Every data row in file order (rows whose column count is wrong have no values). */
  rows: CsvRow[];
  lookups: UploadLookups;
}

/** The contract's answer of a validation of a kind. */
function validationOf(kind: UploadKind, result: CsvValidationResult): UploadValidation {
  return {
    kind: kind.name,
    uploadDivision: kind.division,
    valid: result.valid,
    encoding: result.encoding,
    rowCount: result.rowCount,
    problemCount: result.problemCount,
    problems: result.problems,
    truncated: result.truncated,
    warningCount: result.warningCount,
    warnings: result.warnings,
    notes: result.notes,
  };
}

/** The same options give the same answer on the dry run, the upload and the apply step. */
export async function validateOnServer(
  db: SqlExecutor,
  viewer: MemberViewer,
  kind: UploadKind,
  data: Uint8Array,
  encoding: CsvEncodingChoice,
  options: LookupOptions,
  /** false: only the answer is wanted (the upload call), so no row is kept and memory stays flat while it streams. */
  keepRows = true,
): Promise<ServerValidation> {
  const lookups = await loadLookups(db, viewer, kind, { ...options, warnings: options.warnings === true && kind.rowWarnings !== undefined });
  const rows: CsvRow[] = [];
  const result = await validateCsv(kind, yieldingChunks(data), {
    encoding,
    context: { lookups },
    parser: nodeParser,
    parserReadsBytes: true,
    onRow: keepRows ? (row) => rows.push(row) : undefined,
  });
  return {
    validation: validationOf(kind, result),
    rows,
    lookups,
  };
}

/** The rows of a file without the database checks (a job refused before validation still reports its rows). */
export async function readRows(kind: UploadKind, data: Uint8Array, encoding: CsvEncodingChoice): Promise<CsvRow[]> {
  const rows: CsvRow[] = [];
  await validateCsv(kind, yieldingChunks(data), { encoding, parser: nodeParser, parserReadsBytes: true, onRow: (row) => rows.push(row) });
  return rows;
}

/**
 * The validation of a file without the database (the checks the browser and the CLI run): the answer to a repeat of
 * an upload already received, whose rows were checked when it was received.
 */
export async function validateLocally(kind: UploadKind, data: Uint8Array, encoding: CsvEncodingChoice): Promise<UploadValidation> {
  const result = await validateCsv(kind, yieldingChunks(data), { encoding, parser: nodeParser, parserReadsBytes: true });
  return validationOf(kind, result);
}
