// The allowed values of a kind's code columns (処理区分, 削除, 区分, パスワード通知, 自動承認 ...) with their meaning in
// Japanese, read from the kind's own column definitions (core/csv), so the page says what the validation accepts.
import { HTMLTable } from '@blueprintjs/core';
import { Fragment } from 'react';
import type { UploadKind } from '../../../core/csv';
import { t } from '../../../core/i18n';
import '../../../core/uploads/load-page-messages';

/** The columns of a kind that take codes; empty for a kind without any. */
export function codeColumns(kind: UploadKind): UploadKind['columns'] {
  return kind.columns.filter((column) => column.choices && column.choices.length > 0);
}

export function ColumnValuesTable({ kind }: { kind: UploadKind }) {
  const columns = codeColumns(kind);
  if (columns.length === 0) return null;
  return (
    <div className="twb-uploads__values">
      <HTMLTable compact bordered aria-label={t('uploadPages.values.label')}>
        <thead>
          <tr>
            <th scope="col">{t('uploadPages.values.column')}</th>
            <th scope="col">{t('uploadPages.values.value')}</th>
            <th scope="col">{t('uploadPages.values.meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => {
            const choices = column.choices ?? [];
            const span = choices.length + (column.emptyMeaning ? 1 : 0);
            return (
              <Fragment key={column.key}>
                {choices.map((choice, index) => (
                  <tr key={choice.value}>
                    {index === 0 && (
                      <th scope="rowgroup" rowSpan={span} className="twb-uploads__values-column">
                        {column.header}
                      </th>
                    )}
                    <td className="twb-uploads__values-value">
                      <code>{choice.value}</code>
                      {choice.label !== '' && choice.label !== choice.value && <span>{t('uploadPages.values.labelled', { label: choice.label })}</span>}
                    </td>
                    <td>{choice.description ?? choice.label}</td>
                  </tr>
                ))}
                {column.emptyMeaning && (
                  <tr>
                    <td className="twb-uploads__values-value">{t('uploadPages.values.empty')}</td>
                    <td>{column.emptyMeaning}</td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
