// The problems of a file, one line each: the row as a spreadsheet shows it, the column's header and the Japanese
// message, so that the person can find each cell in Excel and fix it. Warnings (a file may go with them) use the same
// table under their own name and colour, so they are never taken for errors nor errors for warnings.
import { HTMLTable } from '@blueprintjs/core';
import type { CsvProblem } from '../../../core/csv';
import { t } from '../../../core/i18n';
import '../../../core/uploads/load-page-messages';

export function ProblemTable({ problems, warnings = false }: { problems: readonly CsvProblem[]; warnings?: boolean }) {
  return (
    <div className={warnings ? 'twb-uploads__problems twb-uploads__problems--warning' : 'twb-uploads__problems'}>
      <HTMLTable compact striped aria-label={warnings ? t('uploadPages.warnings.label') : t('uploadPages.problems.label')}>
        <thead>
          <tr>
            <th scope="col" className="twb-uploads__problem-row">{t('uploadPages.problems.row')}</th>
            <th scope="col" className="twb-uploads__problem-column">{t('uploadPages.problems.column')}</th>
            <th scope="col">{warnings ? t('uploadPages.warnings.message') : t('uploadPages.problems.message')}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem, index) => (
            <tr key={`${problem.row}-${problem.column}-${index}`}>
              <td>{t('uploadPages.problems.rowValue', { row: problem.row })}</td>
              <td>{problem.column === '' ? t('uploadPages.problems.wholeRow') : problem.column}</td>
              <td>{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
