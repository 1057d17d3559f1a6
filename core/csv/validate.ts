// Validates an upload file of one kind, streamed: decode, split into records, check the header, every cell, every
// row and the whole-file rules, and report each problem at the row a spreadsheet shows. The browser, the CLI and the
// server run this same function; the server adds its database lookups through the context.
import { required, type ValidationResult, type Validator } from '../validation';
import { t, type MessageKey } from '../i18n';
import '../i18n/load/csv';
import { CsvDecodeError, CsvTextDecoder, encodingLabel, REPLACEMENT_CHARACTER, type CsvEncoding, type CsvEncodingChoice } from './decode';
import { cellShape, CellShape, cleanCell, hasBreakOrDamage, lineBreaksIn } from './cell-text';
import { kanaCell } from './kana';
import {
  problemOf, type CsvCheckContext, type CsvColumnSpec, type CsvProblem, type CsvRow, type EndFinding, type FileRule, type RowFinding, type UploadKind, type UploadKindName,
} from './kind';
import { createRecordReader, type CsvParserConstructor, type CsvSyntaxFailure, type RecordReader } from './record-reader';

/** Problems kept in memory by default; all of them are counted. */
export const DEFAULT_MAX_PROBLEMS = 1000;

export interface CsvValidationOptions {
  encoding?: CsvEncodingChoice;
  context?: CsvCheckContext;
  /** csv-parse's Node build in the CLI and the server; its browser build otherwise. */
  parser?: CsvParserConstructor;
  /** The parser reads bytes itself (the Node build): a UTF-8 or CP932 file is then not decoded to text first. */
  parserReadsBytes?: boolean;
  maxProblems?: number;
  /** Every data row after its checks, with its own problems: how the server collects the rows it applies. */
  onRow?: (row: CsvRow, problems: readonly CsvProblem[]) => void;
}

export interface CsvValidationResult {
  kind: UploadKindName;
  valid: boolean;
  /** The encoding read (UTF-8 for a file that is ASCII only). */
  encoding: CsvEncoding;
  /** Data rows, blank rows not counted. */
  rowCount: number;
  problemCount: number;
  /** The first `maxProblems` problems in row order. */
  problems: CsvProblem[];
  truncated: boolean;
  /**
   * Warnings (the kind's rowWarnings, for rows without problems): worth a look, but the file may still be applied.
   * The first `maxProblems` of them, all counted.
   */
  warningCount: number;
  warnings: CsvProblem[];
  /**
   * Information about the file that is neither a problem nor a warning, in Japanese: today only that it has no data
   * rows (a header alone is a valid file that changes nothing, e.g. the registration and deletion templates).
   */
  notes: string[];
}

export type ByteChunks = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

const FILE_COLUMN = (): string => t('csv.column.file');
const HEADER_COLUMN = (): string => t('csv.column.header');

const SYNTAX_MESSAGES: Readonly<Record<string, MessageKey>> = {
  CSV_QUOTE_NOT_CLOSED: 'csv.error.unclosedQuote',
  CSV_INVALID_CLOSING_QUOTE: 'csv.error.invalidQuote',
  CSV_INVALID_OPENING_QUOTE: 'csv.error.invalidQuote',
};

const NO_PROBLEMS: readonly CsvProblem[] = Object.freeze([]);
const NO_CONTEXT: CsvCheckContext = Object.freeze({});
const NO_CHECKS: readonly Validator[] = Object.freeze([]);
const NO_POSITIONS: readonly number[] = Object.freeze([]);
const NO_END_FINDINGS: readonly EndFinding[] = Object.freeze([]);

/** The first failure of one cell, or null: required, then the kana check, then the column's validators in order. */
function cellFailure<K extends string>(column: CsvColumnSpec<K>, row: CsvRow<K>): RowFinding<K>['failure'] | null {
  const value = row.values[column.key];
  if (value === '') {
    const needed = typeof column.required === 'function' ? column.required(row) : column.required === true;
    return needed ? required(value) : null;
  }
  if (column.kana) {
    const failure = kanaCell(value);
    if (failure) return failure;
  }
  const checks = column.checks ?? NO_CHECKS;
  for (let i = 0; i < checks.length; i++) {
    const failure = checks[i](value);
    if (failure) return failure;
  }
  return null;
}

class Validation {
  private readonly problems: CsvProblem[] = [];
  private problemCount = 0;
  private readonly warnings: CsvProblem[] = [];
  private warningCount = 0;
  private recordCount = 0;
  private lastEndLine = 0;
  private rowCount = 0;
  private columnKeys: string[] | null = null;
  /**
   * Every column key in the header's order, each ''; a data row's values start as a copy of it, so that they are
   * filled in place rather than grown one property at a time (the same keys in the same order either way).
   */
  private blankValues: Record<string, string> = {};
  private headerBroken = false;
  /** Set when the bytes could not be decoded: what the parser still holds is not text of the file. */
  private stopped = false;
  private readonly fileRules: readonly FileRule<string>[];
  private readonly headerOfKey: ReadonlyMap<string, string>;
  /** The columns already failing in each row that has a problem ('' stands for the row): end findings skip them. */
  private readonly failingColumns = new Map<number, ReadonlySet<string>>();

  constructor(
    private readonly kind: UploadKind,
    private readonly options: CsvValidationOptions,
    /** The encoding the decoder chose, for messages. */
    private readonly encoding: () => CsvEncoding | null,
  ) {
    this.fileRules = kind.fileRules(options.context);
    this.headerOfKey = new Map(kind.columns.map((c) => [c.key, c.header]));
  }

  get nextRow(): number {
    return this.recordCount + 1;
  }

  record(cells: string[]): void {
    if (this.stopped) return;
    this.recordCount += 1;
    const row = this.recordCount;
    const line = this.lastEndLine + 1;
    // One pass over the cells: cleaned text, whether the row is blank, and the line breaks inside quoted cells.
    let breaks = 0;
    let blank = true;
    let damaged: number[] | null = null;
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i];
      if (cell.length === 0) continue;
      const shape = cellShape(cell);
      if (shape === CellShape.OTHER && hasBreakOrDamage(cell)) {
        breaks += lineBreaksIn(cell);
        if (cell.indexOf(REPLACEMENT_CHARACTER) >= 0) (damaged ??= []).push(i);
      }
      const cleaned = cleanCell(cell, shape);
      cells[i] = cleaned;
      if (cleaned !== '') blank = false;
    }
    this.lastEndLine = line + breaks;
    if (this.columnKeys === null) this.readHeader(cells, damaged);
    else if (!this.headerBroken && !blank) this.readData(cells, row, line, damaged);
  }

  /** Bytes the encoding could not read (U+FFFD in the cell): the cell's only problem. */
  private encodingFailure(): NonNullable<ValidationResult> {
    return { key: 'csv.error.encoding', params: { encoding: encodingLabel(this.encoding() ?? 'utf8') } };
  }

  /** A problem of the file itself, by default at the record the reading stopped at. */
  fileProblem(key: MessageKey, params: Record<string, string | number>, row = this.nextRow, line = this.lastEndLine + 1): void {
    this.add(problemOf(row, line, FILE_COLUMN(), { key, params }));
  }

  stop(): void {
    this.stopped = true;
  }

  syntaxProblem(failure: CsvSyntaxFailure): void {
    if (this.stopped) return;
    const key = SYNTAX_MESSAGES[failure.code] ?? 'csv.error.malformed';
    this.fileProblem(key, { detail: failure.message });
  }

  async finish(encoding: CsvEncoding): Promise<CsvValidationResult> {
    const notes: string[] = [];
    if (this.columnKeys === null && this.problemCount === 0) this.fileProblem('csv.error.empty', {}, 1, 1);
    else if (this.columnKeys !== null && !this.headerBroken && this.rowCount === 0 && this.problemCount === 0) notes.push(t('csv.info.noRows'));
    if (this.columnKeys !== null && !this.headerBroken && !this.stopped) await this.endRules();
    const max = this.options.maxProblems ?? DEFAULT_MAX_PROBLEMS;
    return {
      kind: this.kind.name,
      valid: this.problemCount === 0,
      encoding,
      rowCount: this.rowCount,
      problemCount: this.problemCount,
      problems: this.problems,
      truncated: this.problemCount > max,
      warningCount: this.warningCount,
      warnings: this.warnings,
      notes,
    };
  }

  /**
   * The file rules' end steps: findings that needed the whole file, merged into the problems in row order (at most one
   * problem per column of a row, as everywhere). A row that gets one loses its warnings (warnings are for rows without
   * problems).
   */
  private async endRules(): Promise<void> {
    const added: CsvProblem[] = [];
    for (const rule of this.fileRules) {
      for (const { row, line, finding } of (await rule.end?.()) ?? NO_END_FINDINGS) {
        const failing = this.failingColumns.get(row);
        if (finding.column !== '' && failing?.has(finding.column)) continue;
        this.failingColumns.set(row, new Set([...(failing ?? []), finding.column]));
        const column = row === 1 && finding.column === '' ? FILE_COLUMN() : finding.column === '' ? '' : (this.headerOfKey.get(finding.column) ?? finding.column);
        added.push(problemOf(row, line, column, finding.failure));
      }
    }
    if (added.length === 0) return;
    const max = this.options.maxProblems ?? DEFAULT_MAX_PROBLEMS;
    // Stable: a row's problems keep their order, the end steps' after the row's own.
    const merged = [...this.problems, ...added].sort((a, b) => a.row - b.row);
    this.problems.splice(0, this.problems.length, ...merged.slice(0, max));
    this.problemCount += added.length;
    const rows = new Set(added.map((p) => p.row));
    const kept = this.warnings.filter((w) => !rows.has(w.row));
    this.warningCount -= this.warnings.length - kept.length;
    this.warnings.splice(0, this.warnings.length, ...kept);
  }

  private add(problem: CsvProblem): void {
    this.problemCount += 1;
    if (this.problems.length < (this.options.maxProblems ?? DEFAULT_MAX_PROBLEMS)) this.problems.push(problem);
  }

  /** The header row (cells already cleaned): maps each position to a column key, '' for a position to ignore. */
  private readHeader(cells: string[], damaged: readonly number[] | null): void {
    if (damaged) {
      this.add(problemOf(1, 1, HEADER_COLUMN(), this.encodingFailure()));
      this.headerBroken = true;
    }
    const keyOfHeader = new Map(this.kind.columns.map((c) => [c.header, c.key]));
    const seen = new Set<string>();
    const keys: string[] = [];
    const headerProblem = (key: MessageKey, text: string): void => {
      this.add(problemOf(1, 1, HEADER_COLUMN(), { key, params: { header: text } }));
      this.headerBroken = true;
    };
    for (const cell of cells) {
      // csv-parse drops a byte order mark of the bytes it reads; one that survived decoding is dropped here.
      const text = cell.replace(/^\uFEFF/, '');
      const key = keyOfHeader.get(text);
      if (key === undefined) {
        // An empty trailing header cell that Excel leaves behind is no column.
        if (text !== '') headerProblem('csv.error.unknownHeader', text);
        keys.push('');
      } else if (seen.has(key)) {
        headerProblem('csv.error.duplicateHeader', text);
        keys.push('');
      } else {
        seen.add(key);
        keys.push(key);
      }
    }
    for (const column of this.kind.columns) if (!seen.has(column.key) && !column.optional) headerProblem('csv.error.missingHeader', column.header);
    this.columnKeys = keys;
    for (const key of keys) if (key !== '') this.blankValues[key] = '';
    // An optional column the file leaves out reads as empty in every row.
    for (const column of this.kind.columns) if (!seen.has(column.key)) this.blankValues[column.key] = '';
  }

  /** A data row with at least one non-empty cell; the cells are already cleaned. */
  private readData(cells: string[], rowNumber: number, line: number, damaged: readonly number[] | null): void {
    const keys = this.columnKeys ?? [];
    this.rowCount += 1;
    if (cells.length !== keys.length) {
      const found = [problemOf(rowNumber, line, '', { key: 'csv.error.columnCount', params: { expected: keys.length, actual: cells.length } })];
      this.report(found);
      this.options.onRow?.({ row: rowNumber, line, values: {} }, found);
      return;
    }
    const values: Record<string, string> = { ...this.blankValues };
    for (let i = 0; i < keys.length; i++) if (keys[i] !== '') values[keys[i]] = cells[i];
    const row: CsvRow = { row: rowNumber, line, values };
    let found: CsvProblem[] | null = null;
    let failing: Set<string> | null = null;
    for (const position of damaged ?? NO_POSITIONS) {
      const key = keys[position];
      if (key === '') continue;
      (failing ??= new Set()).add(key);
      (found ??= []).push(problemOf(rowNumber, line, this.headerOfKey.get(key) ?? key, this.encodingFailure()));
    }
    for (const column of this.kind.columns) {
      if (failing?.has(column.key) || column.ignoredIn?.(row)) continue;
      const failure = cellFailure(column, row);
      if (failure) {
        (failing ??= new Set()).add(column.key);
        (found ??= []).push(problemOf(rowNumber, line, column.header, failure));
      }
    }
    // Row and file rules report at most one problem per column: the cell's own failure comes first.
    const context = this.options.context ?? NO_CONTEXT;
    for (const rule of this.kind.rowRules) {
      const findings = rule(row, context);
      if (findings.length > 0) [found, failing] = this.take(findings, row, found, failing);
    }
    for (const rule of this.fileRules) {
      const findings = rule.row(row);
      if (findings.length > 0) [found, failing] = this.take(findings, row, found, failing);
    }
    if (found) {
      this.report(found);
      this.failingColumns.set(rowNumber, failing ?? new Set(['']));
    } else if (this.kind.rowWarnings) this.warn(row, context);
    this.options.onRow?.(row, found ?? NO_PROBLEMS);
  }

  private take(findings: readonly RowFinding<string>[], row: CsvRow, found: CsvProblem[] | null, failing: Set<string> | null): [CsvProblem[], Set<string>] {
    const problems = found ?? [];
    const columns = failing ?? new Set<string>();
    for (const finding of findings) {
      if (finding.column !== '') {
        if (columns.has(finding.column)) continue;
        columns.add(finding.column);
      }
      const column = finding.column === '' ? '' : (this.headerOfKey.get(finding.column) ?? finding.column);
      problems.push(problemOf(row.row, row.line, column, finding.failure));
    }
    return [problems, columns];
  }

  /** The kind's warning rules on a row without problems: one warning per column at most, like the problems. */
  private warn(row: CsvRow, context: CsvCheckContext): void {
    let warned: CsvProblem[] | null = null;
    let columns: Set<string> | null = null;
    for (const rule of this.kind.rowWarnings ?? []) {
      const findings = rule(row, context);
      if (findings.length > 0) [warned, columns] = this.take(findings, row, warned, columns);
    }
    for (const warning of warned ?? NO_PROBLEMS) {
      this.warningCount += 1;
      if (this.warnings.length < (this.options.maxProblems ?? DEFAULT_MAX_PROBLEMS)) this.warnings.push(warning);
    }
  }

  private report(found: readonly CsvProblem[]): void {
    for (const problem of found) this.add(problem);
  }
}

/** ASCII text held back while the encoding is unknown, at most this many characters (see readerFor). */
const UNDECIDED_HOLD_LIMIT = 1 << 20;

/**
 * The record reader, set up once the decoder knows the encoding: a parser that reads CP932 bytes must be told so
 * when it is made. What comes before the decision is ASCII, read alike either way, and is held back until then; a
 * file that stays ASCII beyond the limit gets a reader of text, and the decoder then decodes CP932 to text for it.
 */
function readerFor(decoder: CsvTextDecoder, makeReader: (cp932Bytes: boolean) => RecordReader): RecordReader {
  let reader: RecordReader | null = null;
  let held = '';
  const open = (): RecordReader => {
    const opened = makeReader(decoder.encoding === 'cp932' && decoder.givesBytes);
    if (held !== '') opened.write(held);
    held = '';
    reader = opened;
    return opened;
  };
  return {
    write(input) {
      if (reader === null && decoder.encoding === null) {
        if (typeof input === 'string' && held.length + input.length <= UNDECIDED_HOLD_LIMIT) {
          held += input;
          return;
        }
        decoder.decodeCp932ToText();
      }
      (reader ?? open()).write(input);
    },
    end: () => (reader ?? open()).end(),
    get failure() {
      return reader === null ? null : reader.failure;
    },
  };
}

/** Validates the bytes of a file, chunk by chunk. */
export async function validateCsv(kind: UploadKind, chunks: ByteChunks, options: CsvValidationOptions = {}): Promise<CsvValidationResult> {
  const bytes = options.parserReadsBytes === true;
  const decoder = new CsvTextDecoder(options.encoding ?? 'auto', { utf8AsBytes: bytes, cp932AsBytes: bytes });
  const validation = new Validation(kind, options, () => decoder.encoding);
  const onRecord = (cells: string[]): void => validation.record(cells);
  const reader = readerFor(decoder, (cp932Bytes) => createRecordReader(onRecord, options.parser, { cp932Bytes }));
  try {
    for await (const chunk of chunks) {
      reader.write(decoder.decode(chunk));
      if (reader.failure) break;
    }
    reader.write(decoder.flush());
  } catch (error) {
    if (!(error instanceof CsvDecodeError)) throw error;
    validation.fileProblem('csv.error.encodingUnknown', {});
    validation.stop();
  }
  const failure = await reader.end();
  if (failure) validation.syntaxProblem(failure);
  return validation.finish(decoder.encoding ?? 'utf8');
}

/** The bytes of a file already in memory, fed in chunks like a stream. */
export function chunksOf(bytes: Uint8Array, size = 64 * 1024): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) chunks.push(bytes.subarray(offset, offset + size));
  return chunks;
}

/**
 * The chunks of a WHATWG ReadableStream (a browser File's stream(), a fetch body), read with its reader: async
 * iteration of ReadableStream is missing in some browsers still in use.
 */
export async function* readableChunks(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value) yield value;
    }
  } finally {
    reader.releaseLock();
  }
}
