// Test helpers for the upload kinds: files built from rows keyed by column key, and problems as [row, column, code].
import { quoteCell } from './export';
import type { CsvCheckContext, CsvValidationResult, UploadKindName } from './index';
import { uploadKind, validateCsv } from './index';

export type RowValues = Record<string, string>;

/** The CSV text of a kind's header and the given rows (missing keys are empty cells), CRLF line ends. */
export function csvText(kindName: UploadKindName, rows: readonly RowValues[]): string {
  const columns = uploadKind(kindName).columns;
  const lines = [columns.map((c) => quoteCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => quoteCell(row[c.key] ?? '')).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export async function validateText(kindName: UploadKindName, text: string, context?: CsvCheckContext): Promise<CsvValidationResult> {
  return validateCsv(uploadKind(kindName), [new TextEncoder().encode(text)], { context });
}

export async function validateRows(kindName: UploadKindName, rows: readonly RowValues[], context?: CsvCheckContext): Promise<CsvValidationResult> {
  return validateText(kindName, csvText(kindName, rows), context);
}

/** [row, column header, code] of every problem, for compact assertions. */
export function where(result: CsvValidationResult): [number, string, string][] {
  return result.problems.map((p) => [p.row, p.column, p.code]);
}
