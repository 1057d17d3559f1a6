// What an application changes, item by item, before -> after (the server formats both sides, masking an account
// number), on the confirm step and on the application's detail.
import { HTMLTable } from '@blueprintjs/core';
import type { ApplicationChange } from '../../../core/payment/domain';
import { t } from '../../../core/i18n';
import '../../../core/payment/load-messages';

export function ApplicationChanges({ changes, label }: { changes: readonly ApplicationChange[]; label: string }) {
  return (
    <HTMLTable bordered compact className="twb-payment-changes" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('paymentPages.column.item')}</th>
          <th scope="col">{t('paymentPages.column.before')}</th>
          <th scope="col" aria-hidden="true" className="twb-payment-changes__arrow" />
          <th scope="col">{t('paymentPages.column.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.label}>
            <th scope="row">{change.label}</th>
            <td>{change.before}</td>
            <td aria-hidden="true" className="twb-payment-changes__arrow">→</td>
            <td className="twb-payment-changes__after">{change.after}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
