// Splits CSV into records with csv-parse, fed chunk by chunk (decoded text, or UTF-8 bytes for the Node build) so that
// a large file is never held whole.
// Core uses csv-parse's browser build (no node:* imports); the CLI and the server pass the Node build's Parser,
// which is the same parser with native buffers and about twice as fast. Records are taken where the parser pushes
// them (its instance's push) and never queued in the stream, so every record is handled synchronously inside
// write(); csv-parse's `on_record` hook would do the same but builds an info object per record, which costs a
// quarter of the parse time on a 100,000-row file.
import { Parser as BrowserCsvParser } from 'csv-parse/browser/esm';
import { cp932CellText } from './cp932';

/** What either build of csv-parse offers: the options object and the stream methods used here. */
export interface CsvParserInstance {
  /** Readable.push, which csv-parse's _transform calls with each record (and null at the end). */
  push(record: unknown): boolean;
  /** Text; bytes only for the Node build (the browser build refuses them). */
  write(chunk: string | Uint8Array): unknown;
  end(): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'finish', listener: () => void): unknown;
}
export type CsvParserConstructor = new (options: Record<string, unknown>) => CsvParserInstance;

export const browserCsvParser: CsvParserConstructor = BrowserCsvParser as unknown as CsvParserConstructor;

/** A csv-parse failure: its code (CSV_QUOTE_NOT_CLOSED ...) and message. */
export interface CsvSyntaxFailure {
  code: string;
  message: string;
}

export interface RecordReader {
  write(input: string | Uint8Array): void;
  /** Resolves with the syntax failure that stopped the parser, or null when the whole text was read. */
  end(): Promise<CsvSyntaxFailure | null>;
  /** The failure so far (csv-parse reports it a tick late; records after it are never delivered). */
  readonly failure: CsvSyntaxFailure | null;
}

export interface RecordReaderOptions {
  /**
   * The bytes written are CP932 (Node build only): the parser splits them as they are, reading cells as Latin-1, and
   * each cell is then decoded (./cp932). Text written besides must be ASCII.
   */
  cp932Bytes?: boolean;
}

/**
 * `onRecord` receives the cells of each record, empty lines included (as a one-cell record) so that record numbers
 * stay the row numbers a spreadsheet shows. csv-parse's own line count (info.lines) counts a CRLF inside a quoted
 * cell as two lines, so text lines are counted by the caller from the cells.
 */
export function createRecordReader(
  onRecord: (cells: string[]) => void,
  Parser: CsvParserConstructor = browserCsvParser,
  options: RecordReaderOptions = {},
): RecordReader {
  let failure: CsvSyntaxFailure | null = null;
  let written = false;
  const cp932 = options.cp932Bytes === true;
  // csv-parse switches to UTF-8 on a UTF-8 byte order mark; in a file read as CP932 those bytes are CP932 text too.
  const parser = new Parser({ bom: !cp932, relax_column_count: true, skip_empty_lines: false, ...(cp932 ? { encoding: 'latin1' } : {}) });
  const push = parser.push.bind(parser);
  parser.push = (record: unknown): boolean => {
    if (record === null) return push(null);
    const cells = record as string[];
    if (cp932) for (let i = 0; i < cells.length; i++) cells[i] = cp932CellText(cells[i]);
    onRecord(cells);
    return true;
  };
  const finished = new Promise<void>((resolve) => {
    parser.on('finish', () => resolve());
    parser.on('error', (error: Error & { code?: string }) => {
      failure = { code: error.code ?? 'CSV_ERROR', message: error.message };
      resolve();
    });
  });
  return {
    write(input) {
      if (input.length === 0 || failure !== null) return;
      written = true;
      parser.write(input);
    },
    async end() {
      // Nothing to end: the browser build of csv-parse fails on closing an empty input.
      if (!written) return failure;
      parser.end();
      await finished;
      return failure;
    },
    get failure() {
      return failure;
    },
  };
}
