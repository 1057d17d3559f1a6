// The completion CSV of a job (spec 7, /transfer/completionCSV): the file's rows as read, each with its result (OK,
// NG, unchanged, or not applied because another row failed) and the reason, plus file-level problems first.
import type { UploadFailureReason } from '../../core/uploads/calls';
import type { CsvProblem, CsvRow, UploadKind } from '../../core/csv/kind';
import { CSV_LINE_END, csvLine, escapeFormula } from '../../core/csv/export';
import { t } from '../../core/i18n';
import { setImmediate as nextTurn } from 'node:timers/promises';

export type RowResult = 'ok' | 'ng' | 'kept' | 'notApplied';

/** One reason of a row's result: the column it concerns (its header, '' for the row or the file) and the Japanese text. */
export interface RowReason {
  column: string;
  message: string;
}

export interface RowReport {
  row: CsvRow;
  result: RowResult;
  /** Japanese reasons (empty for OK). */
  reasons: RowReason[];
}

const RESULT_TEXT = (result: RowResult): string => {
  switch (result) {
    case 'ok':
      return t('uploads.completion.ok');
    case 'ng':
      return t('uploads.completion.ng');
    case 'kept':
      return t('uploads.completion.kept');
    case 'notApplied':
      return t('uploads.completion.skipped');
  }
};

/** A problem or a reason as the completion CSV writes it: 「列: メッセージ」. */
export function problemReason(problem: Pick<CsvProblem, 'column' | 'message'>): string {
  return problem.column ? `${problem.column}: ${problem.message}` : problem.message;
}

/** The reason every row gets when another row failed (all or none). */
export const notAppliedReason = (): RowReason => ({ column: '', message: t('uploads.completion.notApplied') });

/**
 * The first `limit` reasons of a failed job, as the completion CSV lists them: the problems of the file as a whole
 * first, then the failing rows' reasons in row order (UploadFailureReason: the row a spreadsheet shows).
 */
export function failureReasonsOf(reports: readonly RowReport[], fileProblems: readonly CsvProblem[], limit: number): UploadFailureReason[] {
  const out: UploadFailureReason[] = [];
  for (const problem of fileProblems) {
    if (out.length >= limit) return out;
    out.push({ row: problem.row, column: problem.column, message: problem.message });
  }
  for (const report of reports) {
    if (report.result !== 'ng') continue;
    for (const reason of report.reasons) {
      if (out.length >= limit) return out;
      out.push({ row: report.row.row, column: reason.column, message: reason.message });
    }
  }
  return out;
}

/** The reports of a file that failed validation: its rows with their problems, the others not applied. */
export function reportsFromProblems(rows: readonly CsvRow[], problems: readonly CsvProblem[]): { reports: RowReport[]; fileProblems: CsvProblem[] } {
  const byRow = new Map<number, CsvProblem[]>();
  const rowNumbers = new Set(rows.map((r) => r.row));
  const fileProblems: CsvProblem[] = [];
  for (const problem of problems) {
    if (!rowNumbers.has(problem.row)) {
      fileProblems.push(problem);
      continue;
    }
    const list = byRow.get(problem.row) ?? [];
    list.push(problem);
    byRow.set(problem.row, list);
  }
  const reports = rows.map((row): RowReport => {
    const found = byRow.get(row.row);
    return found
      ? { row, result: 'ng', reasons: found.map((p) => ({ column: p.column, message: p.message })) }
      : { row, result: 'notApplied', reasons: [notAppliedReason()] };
  });
  return { reports, fileProblems };
}

function* completionCsvLines(kind: UploadKind, reports: readonly RowReport[], fileProblems: readonly CsvProblem[]): Generator<string> {
  const headers = [t('uploads.completion.row'), ...kind.columns.map((c) => c.header), t('uploads.completion.result'), t('uploads.completion.reason')];
  yield csvLine(headers.map((h) => escapeFormula(h))) + CSV_LINE_END;
  const emptyCells = kind.columns.map(() => '');
  for (const problem of fileProblems) {
    yield csvLine([String(problem.row), ...emptyCells, t('uploads.completion.ng'), escapeFormula(problemReason(problem))]) + CSV_LINE_END;
  }
  for (const report of reports) {
    const cells = kind.columns.map((c) => escapeFormula(report.row.values[c.key] ?? ''));
    yield csvLine([String(report.row.row), ...cells, RESULT_TEXT(report.result), escapeFormula(report.reasons.map(problemReason).join(' / '))]) + CSV_LINE_END;
  }
}

export function completionCsvText(kind: UploadKind, reports: readonly RowReport[], fileProblems: readonly CsvProblem[] = []): string {
  let text = '';
  for (const line of completionCsvLines(kind, reports, fileProblems)) text += line;
  return text;
}

/** Lines built per event-loop turn by completionCsvTextYielding. */
const LINES_PER_TURN = 2000;

/** completionCsvText a few thousand rows per event-loop turn: a 50,000-row file's took the server 0.2 s at once. */
export async function completionCsvTextYielding(kind: UploadKind, reports: readonly RowReport[], fileProblems: readonly CsvProblem[] = []): Promise<string> {
  let text = '';
  let lines = 0;
  for (const line of completionCsvLines(kind, reports, fileProblems)) {
    text += line;
    if (++lines % LINES_PER_TURN === 0) await nextTurn();
  }
  return text;
}
