// Writing CSV for Japanese Excel, isomorphic: RFC 4180 quoting, CRLF line ends, escaping of cells that a
// spreadsheet would run as a formula (docs/csv-formats.md), and the CP932 pre-mapping of Mac-typed look-alikes.
// Encoding to bytes is left to the caller (UTF-8 with BOM via TextEncoder; CP932 with iconv-lite on the server).
import { isCp932DoubleByte } from '../validation/cp932';

export const CSV_LINE_END = '\r\n';
export const UTF8_BOM = '\uFEFF';

/**
 * Leading characters that make Excel, LibreOffice or Google Sheets treat a cell as a formula (or, for tab
 * and CR, hide a leading formula character behind whitespace), with their full-width forms, which Excel
 * on a Japanese system also accepts as formula starters.
 */
const FORMULA_STARTERS: ReadonlySet<string> = new Set(['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']);

/** A number as a numeric column carries it: optional sign, digits, optional fraction. */
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
  /** A numeric column keeps its numbers as they are (a negative amount is no formula). */
  numeric?: boolean;
  /**
   * Rows with the same key have the same cell (a name looked up by its id): CsvLineWriter escapes and quotes it once.
   * A large file repeats a few thousand names hundreds of thousands of times.
   */
  cacheKey?: (row: Row) => string | number;
}

/** True when a spreadsheet would read the cell as the start of a formula. */
export function startsLikeFormula(text: string): boolean {
  return text.length > 0 && FORMULA_STARTERS.has(text[0]);
}

/**
 * The cell made safe against formula injection: a leading apostrophe, which Excel shows as text and hides.
 * Plain numbers in numeric columns are left alone.
 */
export function escapeFormula(text: string, numeric = false): string {
  if (numeric && PLAIN_NUMBER.test(text)) return text;
  return startsLikeFormula(text) ? `'${text}` : text;
}

/** RFC 4180: a cell with a comma, a double quote or a line break is quoted, inner quotes doubled. */
export function quoteCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/** One CSV line (without its line end) from cells already turned into text. */
export function csvLine(cells: readonly string[]): string {
  return cells.map(quoteCell).join(',');
}

export interface CsvLineWriterOptions {
  /**
   * The file's bytes of a cell (UTF-8, or CP932 after mapForCp932). When given, each line comes as a byte string:
   * one character per byte, which the caller turns into the file's bytes as Latin-1 with a plain copy. A large file
   * is otherwise one UTF-16 text of Japanese names to encode whole; this way each distinct cell that is not plain
   * ASCII (names, cached by their key) is encoded once.
   */
  cellBytes?: (cell: string) => Uint8Array;
}

/** True when every character is ASCII, the same byte in UTF-8, CP932 and a byte string. */
const ASCII_ONLY = /^[^\u0080-\uffff]*$/;

/**
 * Bytes as a byte string (one character per byte, 0-255), flat: a cached cell joins thousands of lines, and a cell
 * built by appending a character at a time would be walked character by character each time a line is written out.
 */
function byteString(bytes: Uint8Array): string {
  const PIECE = 8_192; // fromCharCode takes its characters as arguments: a long cell goes in pieces
  let text = '';
  for (let at = 0; at < bytes.length; at += PIECE) text += String.fromCharCode(...bytes.subarray(at, at + PIECE));
  return text;
}

/**
 * Writes the lines of one file, rows one by one, as csvRowLine does; the cells of columns with a cacheKey are made
 * once per key. For one file at a time: the caches live as long as the writer.
 */
export class CsvLineWriter<Row> {
  private readonly caches: (Map<string | number, string> | null)[];
  private readonly fileText: (cell: string) => string;
  /** The cells of the line being written, reused line after line; join makes the line one flat text at once. */
  private readonly cells: string[];

  constructor(private readonly columns: readonly CsvColumn<Row>[], options: CsvLineWriterOptions = {}) {
    this.caches = columns.map((c) => (c.cacheKey ? new Map() : null));
    this.cells = columns.map(() => '');
    const { cellBytes } = options;
    this.fileText = cellBytes ? (cell) => (ASCII_ONLY.test(cell) ? cell : byteString(cellBytes(cell))) : (cell) => cell;
  }

  /** One row's line with its CRLF (a byte string when the writer has cellBytes). */
  line(row: Row): string {
    const cells = this.cells;
    const last = this.columns.length - 1;
    for (let i = 0; i <= last; i++) {
      const column = this.columns[i];
      const cache = this.caches[i];
      let cell: string | undefined;
      if (cache) {
        const key = column.cacheKey!(row);
        cell = cache.get(key);
        if (cell === undefined) {
          cell = this.cell(column, row);
          cache.set(key, cell);
        }
      } else cell = this.cell(column, row);
      cells[i] = i === last ? cell + CSV_LINE_END : cell;
    }
    return cells.join(',');
  }

  private cell(column: CsvColumn<Row>, row: Row): string {
    const value = column.value(row);
    // An integer of a numeric column is plain digits: never escaped, never quoted, ASCII (most cells of a large file).
    if (column.numeric && typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
    return this.fileText(quoteCell(escapeFormula(cellText(value), column.numeric)));
  }
}

/** The header line, escaped and quoted, with its CRLF. */
export function csvHeaderLine<Row>(columns: readonly CsvColumn<Row>[]): string {
  return csvLine(columns.map((c) => escapeFormula(c.header))) + CSV_LINE_END;
}

/** One row's line, each cell escaped against formulas and quoted, with its CRLF. */
export function csvRowLine<Row>(columns: readonly CsvColumn<Row>[], row: Row): string {
  return csvLine(columns.map((c) => escapeFormula(cellText(c.value(row)), c.numeric))) + CSV_LINE_END;
}

/** The header line and one line per row, each escaped and quoted, every line ending in CRLF. */
export function* csvLines<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): Generator<string> {
  yield csvHeaderLine(columns);
  for (const row of rows) yield csvRowLine(columns, row);
}

/** The whole CSV text (no BOM; see UTF8_BOM and encodeUtf8WithBom). */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  let text = '';
  for (const line of csvLines(columns, rows)) text += line;
  return text;
}

/** UTF-8 with a byte order mark, which Excel needs to open a UTF-8 CSV without mojibake. */
export function encodeUtf8WithBom(text: string): Uint8Array {
  return new TextEncoder().encode(UTF8_BOM + text);
}

/**
 * Characters that Mac and Unicode-standard input produce where CP932 has a look-alike of its own (the JIS X 0208
 * vs. Windows mapping differences). CP932 encoders turn the left-hand ones into '?', so they are mapped first.
 */
export const CP932_PRE_MAPPING: Readonly<Record<string, string>> = {
  '\u301C': '\uFF5E', // 〜 WAVE DASH -> ～ FULLWIDTH TILDE (0x8160)
  '\u2212': '\uFF0D', // − MINUS SIGN -> － FULLWIDTH HYPHEN-MINUS (0x817C)
  '\u2016': '\u2225', // ‖ DOUBLE VERTICAL LINE -> ∥ PARALLEL TO (0x8161)
  '\u00A2': '\uFFE0', // ¢ -> ￠ (0x8191)
  '\u00A3': '\uFFE1', // £ -> ￡ (0x8192)
  '\u00AC': '\uFFE2', // ¬ -> ￢ (0x81CA)
  '\u2014': '\u2015', // — EM DASH -> ― HORIZONTAL BAR (0x815C)
};

const PRE_MAPPED = new RegExp(`[${Object.keys(CP932_PRE_MAPPING).join('')}]`, 'g');

/** Replaces the look-alikes of CP932_PRE_MAPPING by the characters CP932 encodes. NFC first, never NFKC. */
export function mapForCp932(text: string): string {
  return text.normalize('NFC').replace(PRE_MAPPED, (c) => CP932_PRE_MAPPING[c] ?? c);
}

/** True when CP932 has a code for the character: ASCII, half-width katakana, or a two-byte character. */
export function isCp932Encodable(char: string): boolean {
  const code = char.codePointAt(0);
  if (code === undefined) return false;
  if (code <= 0x7f) return true;
  if (code >= 0xff61 && code <= 0xff9f) return true;
  return isCp932DoubleByte(char);
}

/** The first character of a text that CP932 cannot encode (after pre-mapping), or null. */
export function firstCp932Unencodable(text: string): string | null {
  for (const char of text) if (!isCp932Encodable(char)) return char;
  return null;
}

export interface Cp932Problem {
  /** 1-based line of the CSV (the header is line 1). */
  row: number;
  column: string;
  char: string;
}

/**
 * Maps every cell for CP932 and reports the first cell that still cannot be encoded, so an export refuses
 * (or tells the user to choose UTF-8) rather than writing '?' where a name was.
 */
export function findCp932Problem<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): Cp932Problem | null {
  let line = 1;
  for (const row of rows) {
    line += 1;
    for (const column of columns) {
      const char = firstCp932Unencodable(mapForCp932(cellText(column.value(row))));
      if (char !== null) return { row: line, column: column.header, char };
    }
  }
  return null;
}
